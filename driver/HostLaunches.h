// Launch sizes from the host code of a .cu file (beyond GPUVerify): where
// `k<<<grid, block>>>(...)` launches a kernel with constant sizes
// (`<<<16, 64>>>`, `dim3 grid(4, 4)`, `N / threads`), those sizes serve
// when the command line gives none.
//
// The host side is compiled to LLVM IR (clang --cuda-host-only, optimised
// so that constant sizes fold), where each launch is a call configuring it
// (cudaConfigureCall, or __cudaPushCallConfiguration from CUDA 9.2 on, with
// the grid and block as dim3 values) followed by the launch of the kernel's
// host stub (__device_stub__k). Every kernel of the file has a stub.
#pragma once

#include "gpuverify/Translator.h"

#include <optional>
#include <string>
#include <vector>

namespace llvm {
class Module;
}

namespace gv::driver {

struct HostLaunch {
  std::string kernel; // the kernel's name in the source ("k", "t<64>")
  // Absent where the host code computes them at run time.
  std::optional<std::array<uint64_t, 3>> grid, block;
  SourceLocation where; // the launch in the host code, if known
};

struct HostLaunches {
  std::vector<std::string> kernels; // every kernel the file defines (its stubs)
  std::vector<HostLaunch> launches;
};

HostLaunches readHostLaunches(const llvm::Module &host);

// The sizes to verify with: those of every launch of `kernelName` (or, with
// no name, of every kernel in the file), when they are all constant and
// the same. Otherwise `why` says what stands in the way.
struct ChosenLaunch {
  std::optional<HostLaunch> launch;
  std::string why;
};
ChosenLaunch chooseLaunch(const HostLaunches &host, const std::string &kernelName);

} // namespace gv::driver
