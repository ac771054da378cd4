// Runs an external tool: an argument vector (no shell), stdout and stderr
// captured separately, an optional wall-clock limit. The child leads its
// own process group so that a time-out also kills what it started (Boogie
// runs on mono and starts z3).
#pragma once

#include <chrono>
#include <functional>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace gv::driver {

struct ProcessRequest {
  std::vector<std::string> argv;        // argv[0] is the program (looked up on PATH)
  std::string workingDirectory;         // empty: the current one
  std::optional<double> timeoutSeconds; // none: wait for ever
  // Called about every tenth of a second while the child runs, with its
  // standard output so far and the seconds since it started.
  std::function<void(const std::string &outputSoFar, double seconds)> progress = nullptr;
  // Asked as often: true ends the child (killed, as at a time-out).
  std::function<bool()> stopRequested = nullptr;
  // Told as often, when set, the processor time (user and system) the
  // child and everything it started have used so far: a measure of its
  // work that, unlike the wall clock, does not grow with the load of the
  // machine (a run that shares its core takes longer, not more).
  std::function<void(double cpuSeconds)> cpuTime = nullptr;
  // When set, says whether the output so far is all the child will print
  // (Boogie's closing summary). A child that has printed it and not exited
  // a moment later is ended and counts as having exited with 0: mono
  // sometimes stays idle in its shutdown for about 18 s after Boogie's work
  // is done (3% of the runs of the examples' test, each 1-2 s of work).
  std::function<bool(const std::string &outputSoFar)> outputComplete = nullptr;
  // How a stopped or timed-out child is ended: none, killed at once; else
  // asked first (SIGTERM to its group) and killed only if it has not exited
  // after this many seconds. A gpuverify so ended removes its temporary
  // files, which a kill would leave.
  std::optional<double> endGraceSeconds = std::nullopt;
  // Non-empty: the child's TMPDIR. A tool killed at a time-out or a stop
  // leaves its own temporary files (Boogie's runtime makes some) there, in
  // a folder of the run that is removed, not in the user's.
  std::string temporaryDirectory = {};
};

struct ProcessResult {
  bool started = false;
  std::string launchError;       // why the program could not be started
  int exitCode = -1;             // when it exited normally
  int signal = 0;                // when a signal ended it
  bool timedOut = false;         // killed by us at the time limit
  bool stopped = false;          // killed by us when stopRequested said so
  bool endedAfterOutput = false; // ended by us once outputComplete said it was done
  std::string out, err;
  double seconds = 0; // wall-clock time

  bool succeeded() const { return started && !timedOut && signal == 0 && exitCode == 0; }
};

// Never throws for failures of the child; they are described in the result.
// With `echo`, the command line is printed there first, GPUVerify's
// "--verbose" style.
ProcessResult runProcess(const ProcessRequest &request, std::ostream *echo = nullptr);

// The processor time (user and system, in seconds) used by the processes
// of group `group` now running and by the children they have waited for;
// read from /proc. Nothing where /proc cannot be read.
std::optional<double> processGroupCpuSeconds(int group);

// The command line as a shell would accept it, for messages.
std::string shellQuoted(const std::vector<std::string> &argv);

// "exited with code 3", "was killed by signal 9 (Killed)", ...
std::string describeEnding(const ProcessResult &result);

// Kills every child runProcess is running now, with all they started. For
// a process that is ending: from then on no child is started (runProcess
// says so as a launch error, runInChild gives nothing).
void killRunningChildren();

// Asks every child runProcess is running now to end (SIGTERM to its
// group) and waits until they have, for at most `grace`: a gpuverify run
// so ended removes its temporary files, which a kill would leave. As
// killRunningChildren, no child is started after it.
void terminateRunningChildren(std::chrono::milliseconds grace);

// Runs `work` in a forked child (its own process group, killed with the
// rest by killRunningChildren and when this process dies) and waits for
// it: the child's exit status as waitpid gives it, or nothing if no child
// could be started. `work` returns the child's exit code; it must not
// return to the caller's code in the child, nor start processes there.
std::optional<int> runInChild(const std::function<int()> &work);

} // namespace gv::driver
