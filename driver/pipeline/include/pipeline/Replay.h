// Every race, barrier divergence and assertion failure a check reported,
// run on the counterexample's inputs by the executor (executor/Executor.h):
// the kernel's scalar arguments and launch sizes from the model, the groups
// of the two threads, memory zero and then filled at random. Each error
// gets its ReplayOutcome: confirmed (with what the run showed) or not
// reproduced (and why the runs could not tell). Verdicts and exit codes do
// not change: a replay only says more about an error.
#pragma once

#include "reports/Report.h"
#include "reports/SourceLines.h"

#include <chrono>

namespace llvm {
class Module;
}

namespace gv::driver {

struct ReplayBudget {
  std::chrono::steady_clock::time_point deadline; // for all the errors' runs
  uint64_t stepsPerRun = 2000000;
  // --reproducer: the kernel's file, absolute; empty for none; and until
  // when the run of the whole grid that sizes its arrays may go on.
  std::string reproducerOf;
  std::chrono::steady_clock::time_point reproducerDeadline = {};
};

struct ReplayResult {
  // The program that reproduces the first error a run showed
  // (pipeline/Reproducer.h), or why there is none.
  std::optional<std::string> reproducer;
  std::string noReproducer = "no run showed an error";
};

// `module` is the one translate() prepared for `translation`; `sources`
// name the places a run shows as the report does.
ReplayResult replayErrors(const llvm::Module &module, const Translation &translation, const TranslateOptions &options,
                          std::vector<ReportedError> &errors, const ReplayBudget &budget, const SourceLines &sources);

} // namespace gv::driver
