// The time limit of a run (--timeout). One budget for the whole run, from
// compiling the kernel to the last solver query, so that a run ends when the
// user said it would however its time falls between the tools; each tool is
// given what is left of it.
#pragma once

#include <chrono>
#include <optional>

namespace gv::driver {

// gpuverify's main marks the process's start first thing, so that a run
// counts from it (loading the program and its libraries included): --timeout
// then bounds what the user waits for, and --time adds up to it.
void markProcessStart();
// When the run started: the process's start if marked, else now (a run
// made inside another program, as the unit tests make them).
std::chrono::steady_clock::time_point runStart();

class Deadline {
public:
  // `seconds` 0: no limit.
  explicit Deadline(unsigned seconds, std::chrono::steady_clock::time_point start = std::chrono::steady_clock::now());

  // Seconds left, never less than one (a tool given nothing would be killed
  // before it starts); nullopt without a limit.
  std::optional<double> remaining() const;

  // What is left of the first `fraction` of the budget, never less than one
  // second; nullopt without a limit. Invariant inference gets a share, so
  // that verification still has time when inference takes too long.
  std::optional<double> remainingOfShare(double fraction) const;

  unsigned seconds() const { return seconds_; }
  // Seconds since the run started.
  double elapsed() const { return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count(); }
  // When the budget runs out; nullopt without a limit.
  std::optional<std::chrono::steady_clock::time_point> end() const {
    if (!seconds_)
      return std::nullopt;
    return start_ + std::chrono::seconds(seconds_);
  }

private:
  unsigned seconds_;
  std::chrono::steady_clock::time_point start_;
};

} // namespace gv::driver
