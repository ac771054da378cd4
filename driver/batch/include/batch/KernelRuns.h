// Verifying the kernels of a batch: each in a gpuverify process of its own
// (so that a kernel's crash, hang or memory cannot touch the others), at
// most `jobs` at once, each judged against its expectation as GPUVerify's
// gvtester judges: the exit code is an expected one and every regex is
// found in the output.
#pragma once

#include "batch/KernelSettings.h"

#include <nlohmann/json.hpp>

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace gv::batch {

struct KernelResult {
  KernelJob job;
  std::optional<int> exitCode; // none: skipped, not started or killed
  std::string ending;          // how it ended when there is no exit code
  double seconds = 0;
  std::string output; // stdout, then stderr
  std::vector<std::string> unmatchedRegexes;
  nlohmann::json report; // the kernel's JSON report (null if none was written)
  nlohmann::json sarif;  // its SARIF log, when asked for
};

// Where the runs are, for a progress line.
struct BatchStatus {
  size_t done = 0, total = 0, notMet = 0;
  double elapsed = 0;
  std::string slowestRunning; // shown path
  double slowestSeconds = 0;
};

struct RunSettings {
  unsigned jobs = 1;
  std::optional<unsigned> timeout; // --timeout for kernels whose flags do not set one
  bool sarif = false;              // also collect each kernel's SARIF log
  std::vector<std::string> flags;  // given to every kernel (the cache's)
  // Called on the calling thread: for each kernel as it ends, and about
  // four times a second.
  std::function<void(const KernelResult &)> finished;
  std::function<void(const BatchStatus &)> progress;
};

// The results in the order of `jobs`.
std::vector<KernelResult> runKernels(const std::vector<KernelJob> &jobs, const RunSettings &settings);

// Whether the result meets its job's expectation (a skipped kernel does).
bool expectationMet(const KernelResult &result);
// The exit codes that meet an expectation: its own, and 5 where it names 4
// (GPUVerify's two translation errors are one).
std::vector<int> exitCodesMeeting(const Expectation &expected);

} // namespace gv::batch
