// --crosscheck=N: a kernel the verifier proved is run N times by the
// executor (executor/Executor.h) on inputs of its own (scalar arguments
// from a list of edge values and small numbers, memory zero, small or
// random), at the launch sizes verified. A run that shows a race, a barrier
// divergence or a failed assertion on a verified kernel shows a missed bug
// (or, were the executor wrong, a bug of its own): each becomes an error of
// the run, so no "Verified" stands against it. Inputs the verifier did not
// consider are never used: a value --kernel-args or the host code fixes is
// kept, a kernel whose arguments the host code relates otherwise is not
// run, and a run that breaks a __requires is discarded.
#pragma once

#include "reports/Report.h"

#include <chrono>

namespace llvm {
class Module;
}

namespace gv::driver {

struct CrosscheckResult {
  std::vector<ReportedError> missed; // what a run showed
  unsigned runs = 0;                 // runs made, over all kernels
  std::vector<std::string> skipped;  // "k: its arguments are related by the host code"
};

CrosscheckResult crosscheck(const llvm::Module &module, const Translation &translation, const TranslateOptions &options,
                            unsigned runsPerKernel, std::chrono::steady_clock::time_point deadline);

} // namespace gv::driver
