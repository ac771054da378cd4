// The clang-19 command line that compiles a kernel to bitcode for the
// translator, with GPUVerify's size defines that the kernel headers turn
// into axioms about the launch geometry.
#pragma once

#include "pipeline/Options.h"
#include "support/CudaToolkit.h"

#include <optional>
#include <string>
#include <vector>

namespace gv::driver {

struct ClangInvocation {
  std::string clang;           // the executable
  std::string headerDirectory; // holds opencl.h, cuda.h and annotations/
  std::string input;           // the kernel as clang sees it from its working directory
  std::string output;          // the bitcode file to write
  std::string callerDirectory; // relative -I directories are relative to this
  // The kernel header precompiled (see precompileCommand), used instead of
  // the header's text when set.
  std::string precompiledHeader;
  // OpenCL only: compile as OpenCL C 1.2 itself rather than as OpenCL C 3.0
  // without its optional features. 3.0 accepts struct kernel parameters
  // holding pointers, which GPUVerify's kernels pass; 1.2 accepts
  // identifiers that 2.0 made keywords (`pipe`). See compileKernel.
  bool openclC12 = false;
  // CUDA with 32-bit pointers (an i386 host): the 64-bit host's include
  // directories, as clang lists them (hostIncludeDirectories), for the host
  // code and standard headers of a whole .cu file.
  std::vector<std::string> hostIncludeDirectories = {};
  // CUDA compiled against the user's toolkit rather than gpuverify's own
  // headers (see CudaToolkit.h).
  std::optional<CudaToolkit> cudaToolkit = std::nullopt;
  // Where clang lists the files it read (-MD -MF), if anywhere: no report
  // may replace one (see UserFiles.h).
  std::string dependencyFile = {};
  // --compile-as: the overlay that shows the kernel's text at `input`
  // (SourceOverlay.h), if any.
  std::string sourceOverlay = {};
  // CUDA: compile the host side, optimised so that constant launch sizes
  // fold (see HostLaunches.h), rather than the device side.
  bool hostSide = false;
  // Only the macros defined at the end of the compile (-E -dM), to `output`.
  bool macrosOnly = false;
};

// The files of the Makefile rules clang wrote with -MD -MF (the targets are
// left out; `\ ` is a space in a name).
std::vector<std::string> dependencyFiles(const std::string &rule);

// The include directories clang searches for C++ on the 64-bit x86 host,
// read from `clang -v`'s list (`verboseOutput`).
std::vector<std::string> parseIncludeSearchList(const std::string &verboseOutput);

// -D__BUGLE_32__, -D__1D_WORK_GROUP, -D__LOCAL_SIZE_0=64, ... (OpenCL) or
// -D__BUGLE_32__, -D__WARP_SIZE=32, -D__1D_THREAD_BLOCK, -D__BLOCK_DIM_0=64,
// ... (CUDA); "*" sizes give ..._FREE.
std::vector<std::string> sizeDefines(const DriverOptions &options);

std::vector<std::string> clangCommand(const DriverOptions &options, const ClangInvocation &invocation);

// The kernel header (opencl.h) as clang would read it for these options'
// language and target, precompiled into `output`: parsing its thousands of
// builtin overloads is most of clang's time on a small kernel. Null for a
// language whose header is not precompiled (CUDA). The file name tells the
// configurations apart.
std::optional<std::vector<std::string>> precompileCommand(const DriverOptions &options,
                                                          const ClangInvocation &invocation);
std::string precompiledHeaderName(const DriverOptions &options);

} // namespace gv::driver
