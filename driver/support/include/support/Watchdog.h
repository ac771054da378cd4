// The end of a run that cannot end by itself: the deadline (--timeout)
// passed during a stage that runs in this process (translation, invariant
// generation, concrete runs; the tools it starts are bounded by their own
// time limits), or a termination signal (SIGINT, SIGTERM, SIGHUP) came.
//
// A thread of its own waits for both; the signals are blocked in every
// other thread, so nothing runs in a signal handler. When either happens,
// it kills the running tools, removes the run's temporary folders and
// half-written files, writes the reports the run asked for (verdict
// "timeout" or "interrupted"), says why on stderr and ends the process:
// exit code 7 for the deadline, 128 + the signal's number for a signal.
#pragma once

#include <chrono>
#include <functional>
#include <optional>
#include <string>

namespace gv::driver {

enum class Verdict;
enum class ExitCode;

namespace watchdog {

using Clock = std::chrono::steady_clock;

// What to write when the run is ended from outside: the machine reports
// with this verdict, exit code and message. Called on the watchdog's
// thread: it must use only what it captured, not the run's own state.
using LastWords = std::function<void(Verdict verdict, ExitCode code, const std::string &why)>;

// Starts the watchdog thread: first thing in main, before any other thread.
void start();
// Watches one run: its deadline (none: only signals) and its last words.
void arm(std::optional<Clock::time_point> deadline, LastWords lastWords);
// The run ends by itself: from now on nothing is done from outside. Waits
// if the watchdog is already ending the process.
void disarm();

// What a batch writes when a termination signal ends it (no run is armed
// there): called on the watchdog's thread once the children have ended,
// with the signal's number, before the process exits with 128 + it. It
// must use only what it guards itself. Null: nothing.
void setFinalWords(std::function<void(int signal)> finalWords);

// Ends the process now, from the calling thread, as the watchdog would:
// for an error nothing can recover from (LLVM's fatal errors), with exit
// code 11 and verdict "error". Never returns.
[[noreturn]] void endWithInternalError(const std::string &why);

// Paths removed when the run is ended from outside: temporary folders,
// files being written.
void addLeftover(const std::string &path);
// Creates a path with `create` (which returns it, or throws) and adds it to
// those at once: a process ended in between would leave it behind.
std::string createLeftover(const std::function<std::string()> &create);
void removeLeftover(const std::string &path);

} // namespace watchdog

} // namespace gv::driver
