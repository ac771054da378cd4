#include "support/Watchdog.h"

#include "support/Failure.h"
#include "support/Process.h"

#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

#include <filesystem>
#include <iostream>
#include <mutex>
#include <set>
#include <thread>

namespace gv::driver::watchdog {

namespace {

// How long after the deadline the watchdog steps in: the run's own
// bounded steps (a tool killed at the deadline) end first.
constexpr auto grace = std::chrono::milliseconds(1500);

struct State {
  // Recursive: the last words write files, which registers them.
  std::recursive_mutex mutex;
  bool started = false;
  bool armed = false;
  bool ending = false; // the watchdog is ending the process
  std::optional<Clock::time_point> deadline;
  LastWords lastWords;
  std::function<void(int)> finalWords;
  std::set<std::string> leftovers;
};

State &state() {
  static State s;
  return s;
}

sigset_t terminationSignals() {
  sigset_t set;
  ::sigemptyset(&set);
  for (int signal : {SIGINT, SIGTERM, SIGHUP})
    ::sigaddset(&set, signal);
  return set;
}

// Called with the state locked, as the process ends: its running tools
// killed, and its temporary folders and half-written files removed. The
// run's own threads go on meanwhile: one may be writing into a folder as
// it is removed (a folder that is not empty is then left), or starting a
// tool that writes there; so the removal is tried again, with the tools
// killed again, until nothing is left (no folder can come back: see
// createLeftover).
void removeLeftovers(State &s) {
  for (int attempt = 0; attempt < 50; ++attempt) {
    killRunningChildren();
    bool left = false;
    for (const std::string &path : s.leftovers) {
      std::error_code ignored;
      std::filesystem::remove_all(path, ignored);
      left = left || std::filesystem::symlink_status(path, ignored).type() != std::filesystem::file_type::not_found;
    }
    if (!left)
      return;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
}

// Called with the state locked; never returns.
[[noreturn]] void endRun(State &s, Verdict verdict, ExitCode code, const std::string &why, int exitStatus) {
  s.ending = true;
  removeLeftovers(s);
  (printedOnStdout(code) ? std::cout : std::cerr) << formatFailure(Failure(code, why)) << std::endl;
  if (s.lastWords) {
    try {
      s.lastWords(verdict, code, why);
    } catch (const std::exception &error) {
      std::cerr << "gpuverify: " << error.what() << std::endl;
    }
  }
  std::cout.flush();
  std::cerr.flush();
  ::_exit(exitStatus);
}

// Waits for a termination signal, or for the armed run's deadline.
void watch() {
  sigset_t signals = terminationSignals();
  State &s = state();
  for (;;) {
    std::optional<Clock::time_point> deadline;
    {
      std::unique_lock<std::recursive_mutex> lock(s.mutex);
      deadline = s.armed ? s.deadline : std::nullopt;
    }
    // Wake at least every 100 ms to see arming and disarming.
    auto wait = std::chrono::milliseconds(100);
    if (deadline) {
      auto left = *deadline + grace - Clock::now();
      if (left <= Clock::duration::zero()) {
        std::unique_lock<std::recursive_mutex> lock(s.mutex);
        if (s.armed && s.deadline == deadline)
          endRun(s, Verdict::Timeout, ExitCode::Timeout, "the run did not end within --timeout", 7);
        continue;
      }
      wait = std::min(wait, std::chrono::duration_cast<std::chrono::milliseconds>(left));
    }
    timespec timeout{0, static_cast<long>(std::chrono::duration_cast<std::chrono::nanoseconds>(wait).count())};
    int signal = ::sigtimedwait(&signals, nullptr, &timeout);
    if (signal <= 0)
      continue;
    std::unique_lock<std::recursive_mutex> lock(s.mutex);
    if (!s.armed) {
      // Between runs, or in a batch or a language server, whose children
      // are gpuverify runs: they are asked to end first, so that they
      // remove their temporary files; then as the signal would have. The
      // lock stays held: a thread whose child ended stops at its own
      // temporary folder's removal, and so cannot finish the batch as if
      // nothing had happened.
      terminateRunningChildren(std::chrono::milliseconds(3000));
      removeLeftovers(s);
      if (s.finalWords) {
        try {
          s.finalWords(signal);
        } catch (const std::exception &error) {
          std::cerr << "gpuverify: " << error.what() << std::endl;
        }
      }
      std::cout.flush();
      std::cerr.flush();
      ::_exit(128 + signal);
    }
    endRun(s, Verdict::Interrupted, ExitCode::Interrupted,
           std::string("interrupted by signal ") + std::to_string(signal) + " (" + ::strsignal(signal) + ")",
           128 + signal);
  }
}

} // namespace

void start() {
  State &s = state();
  std::lock_guard<std::recursive_mutex> lock(s.mutex);
  if (s.started)
    return;
  s.started = true;
  sigset_t signals = terminationSignals();
  ::pthread_sigmask(SIG_BLOCK, &signals, nullptr);
  std::thread(watch).detach();
}

void endWithInternalError(const std::string &why) {
  State &s = state();
  std::unique_lock<std::recursive_mutex> lock(s.mutex);
  if (!s.armed)
    s.lastWords = nullptr; // no run to report on
  endRun(s, Verdict::Error, ExitCode::Internal, why, toInt(ExitCode::Internal));
}

void arm(std::optional<Clock::time_point> deadline, LastWords lastWords) {
  State &s = state();
  std::lock_guard<std::recursive_mutex> lock(s.mutex);
  s.armed = true;
  s.deadline = deadline;
  s.lastWords = std::move(lastWords);
}

void disarm() {
  State &s = state();
  std::lock_guard<std::recursive_mutex> lock(s.mutex); // blocks for good if the watchdog is ending the process
  s.armed = false;
  s.lastWords = nullptr;
}

std::string createLeftover(const std::function<std::string()> &create) {
  State &s = state();
  std::lock_guard<std::recursive_mutex> lock(s.mutex); // blocks for good if the watchdog is ending the process
  std::string path = create();
  s.leftovers.insert(path);
  return path;
}

void setFinalWords(std::function<void(int signal)> finalWords) {
  State &s = state();
  std::lock_guard<std::recursive_mutex> lock(s.mutex);
  s.finalWords = std::move(finalWords);
}

void addLeftover(const std::string &path) {
  State &s = state();
  std::lock_guard<std::recursive_mutex> lock(s.mutex);
  s.leftovers.insert(path);
}

void removeLeftover(const std::string &path) {
  State &s = state();
  std::lock_guard<std::recursive_mutex> lock(s.mutex);
  s.leftovers.erase(path);
}

} // namespace gv::driver::watchdog
