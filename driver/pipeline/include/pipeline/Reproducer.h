// --reproducer=FILE: a standalone CUDA program that launches the kernel as
// the replay's run that showed an error did (its sizes, its scalar
// arguments, each array as large as the run used and filled as it was), for
// nvcc and compute-sanitizer on a real GPU:
//
//   nvcc -o repro repro.cu && compute-sanitizer --tool racecheck ./repro
//
// It includes the kernel's file (its own `main` renamed), so it compiles the
// kernel as the user does.
#pragma once

#include "executor/Executor.h"

#include <optional>
#include <string>

namespace gv::driver {

struct ReproducerSource {
  const llvm::Function &function; // in the module translate() prepared
  const KernelInfo &kernel;
  std::string kernelFile; // absolute
  std::string what;       // the error, as the report says it
};

// The program's text, or nullopt with why none can be written (an OpenCL
// kernel, a parameter type it cannot spell, a run that indexed before an
// array's start).
std::optional<std::string> cudaReproducer(const ReproducerSource &source, const executor::Launch &launch,
                                          const executor::Inputs &inputs, const executor::Outcome &run,
                                          std::string &why);

} // namespace gv::driver
