// The user's CUDA toolkit, for the headers gpuverify's own do not have.
//
// gpuverify compiles CUDA with its own headers (cuda.h and friends): they
// declare the runtime and device library with the models the translator
// knows, and compile without a toolkit. A real .cu file may include more
// (<cublas_v2.h>, <cuda/std/...>, <omp.h>): when clang reports such a
// header, the kernel is compiled against the CUDA toolkit (found at
// --cuda-path, $CUDA_PATH, /usr/local/cuda or beside nvcc on PATH) as
// clang's CUDA mode compiles it, and the translator lowers what the
// toolkit's headers produce (translator/src/passes/Nvvm.h). The kernel's
// own #include lines decide before clang runs (toolkitOnlyInclude), and
// clang's "file not found" after (a header of the user's that includes
// one). --cuda-path=DIR uses that toolkit from the start; --cuda-path=none
// never uses one.
#pragma once

#include "support/Toolchain.h"

#include <optional>
#include <string>
#include <vector>

namespace gv::driver {

struct CudaToolkit {
  std::string root; // holds include/cuda_runtime.h
  // Where nvcc finds headers: include/, and include/cccl/ from CUDA 13 on.
  std::vector<std::string> includeDirectories;
  // CUDA_VERSION from include/cuda.h (12040 for 12.4); 0 if not found.
  unsigned version = 0;
};

// What --cuda-path asks for.
enum class ToolkitChoice {
  WhenNeeded, // not given: a toolkit found, for headers gpuverify lacks
  Always,     // --cuda-path=DIR
  Never,      // --cuda-path=none
};
ToolkitChoice toolkitChoice(const std::string &cudaPathOption);

// The toolkit to use: --cuda-path's (throws Failure(CommandLine) if it
// holds none), else the first found. None with ToolkitChoice::Never.
std::optional<CudaToolkit> findCudaToolkit(const std::string &cudaPathOption, const Environment &environment);

// The headers clang could not find ("fatal error: 'omp.h' file not found"),
// in the order reported.
std::vector<std::string> missingHeaders(const std::string &clangErrors);

// The first header the kernel includes, directly or through its own headers
// (found beside the including file or in `includeDirectories`), that only
// the toolkit has: not gpuverify's (in `headerDirectory`).
std::optional<std::string> toolkitOnlyInclude(const std::string &kernelFile,
                                              const std::vector<std::string> &includeDirectories,
                                              const std::string &headerDirectory, const CudaToolkit &toolkit);

// True if one of `directories` holds `header` (a name as #include gives it).
bool holdsHeader(const std::vector<std::string> &directories, const std::string &header);

} // namespace gv::driver
