// The clang-19 command line that compiles a kernel to bitcode for the
// translator, with GPUVerify's size defines that the kernel headers turn
// into axioms about the launch geometry.
#pragma once

#include "Options.h"

#include <string>
#include <vector>

namespace gv::driver {

struct ClangInvocation {
  std::string clang;           // the executable
  std::string headerDirectory; // holds opencl.h, cuda.h and annotations/
  std::string input;           // the kernel as clang sees it from its working directory
  std::string output;          // the bitcode file to write
  std::string callerDirectory; // relative -I directories are relative to this
};

// -D__BUGLE_32__, -D__1D_WORK_GROUP, -D__LOCAL_SIZE_0=64, ... (OpenCL) or
// -D__BUGLE_32__, -D__WARP_SIZE=32, -D__1D_THREAD_BLOCK, -D__BLOCK_DIM_0=64,
// ... (CUDA); "*" sizes give ..._FREE.
std::vector<std::string> sizeDefines(const DriverOptions &options);

std::vector<std::string> clangCommand(const DriverOptions &options, const ClangInvocation &invocation);

} // namespace gv::driver
