// From kernel source to an llvm::Module: clang-19 writes bitcode, which is
// then parsed into a module the translator can work on.
#pragma once

#include "pipeline/Options.h"
#include "reports/Report.h"
#include "reports/SourceLines.h"
#include "support/CudaToolkit.h"
#include "support/Failure.h"

#include <iosfwd>
#include <memory>
#include <optional>
#include <string>

namespace llvm {
class LLVMContext;
class MemoryBuffer;
class MemoryBufferRef;
class Module;
} // namespace llvm

namespace gv::driver {

struct FrontendTools {
  std::string clang;
  std::string headerDirectory;
  // CUDA: the user's toolkit, if one was found (see CudaToolkit.h), and
  // whether every compile uses it (--cuda-path=DIR) or only one that needs
  // a header gpuverify's own lack.
  std::optional<CudaToolkit> cudaToolkit = std::nullopt;
  bool alwaysUseToolkit = false;
};

// clang, the headers and a CUDA toolkit, as the options and the environment
// find them; the folders of headers that are not the user's are told to
// `sources`, which leaves them out of reports.
FrontendTools frontendTools(const DriverOptions &options, const Environment &environment, SourceLines &sources);

// What compiling a kernel came to.
struct CompiledKernel {
  double seconds = 0; // clang's time
  // The CUDA toolkit the compile that succeeded read, if not only
  // gpuverify's headers.
  std::optional<CudaToolkit> cudaToolkit;
  // Whether host code that does not compile was left out (HostCodeLeftOut.h).
  bool hostCodeLeftOut = false;
  // The width of pointers and size_t the bitcode has: options.translate's,
  // or 32 where the file declares a 32-bit size_t and the width was not
  // given (said in the diagnostics).
  unsigned pointerBits = 64;
};

// Compiles options.kernelFile to `bitcodePath`. clang runs in the kernel's
// directory so that its diagnostics, which go to `diagnostics` unchanged,
// and the debug info name the kernel as the user knows it. `echo` receives
// the command line under --verbose.
// Throws Failure(Clang) if clang fails, Failure(Timeout) after `timeLimit`
// seconds (none: no limit), and Failure(Configuration) if a kernel header
// it needs is missing. With `dependencyFile`, clang lists there the files
// it read (a Makefile rule).
CompiledKernel compileKernel(const DriverOptions &options, const FrontendTools &tools, std::optional<double> timeLimit,
                             const std::string &bitcodePath, std::ostream &diagnostics, std::ostream *echo,
                             const std::string &dependencyFile = "");

// The "file:line:col: severity: message" lines of clang's output.
std::vector<CompilerMessage> compilerMessagesIn(const std::string &clangOutput);

// Compiles the host side of the CUDA file options.kernelFile to
// `bitcodePath` (see HostLaunches.h), against the headers the `device`
// side's compile read; false if clang fails (its diagnostics are not shown:
// the device side's compile says what is wrong). With `otherFile`, that
// file of the kernel's program instead (HostProgram.h), with the kernel's
// options.
bool compileHostSide(const DriverOptions &options, const FrontendTools &tools, const CompiledKernel &device,
                     std::optional<double> timeLimit, const std::string &bitcodePath, std::ostream *echo,
                     const std::string &otherFile = "");

// Parses a bitcode (or textual IR) file. Throws Failure(failureCode) with
// LLVM's diagnostic if it cannot. A module the user gave (`untrusted`) is
// read once in a child process first: LLVM's reader and verifier crash on
// some malformed modules (a debug location inlined at a node that is not a
// location), and such a module is an invalid input, not a crash.
std::unique_ptr<llvm::Module> loadModule(const std::string &path, llvm::LLVMContext &context, ExitCode failureCode,
                                         bool untrusted = false);

// LLVM IR, as text or bitcode, parsed and verified: null with `problem`
// said if it does not parse or breaks LLVM's rules. LLVM's own readers
// verify a module with debug info as they load it and abort the process if
// it is broken; that check is turned off here and done after loading.
// Debug info that is broken on its own is stripped, as LLVM would.
std::unique_ptr<llvm::Module> parseModule(llvm::MemoryBufferRef buffer, llvm::LLVMContext &context,
                                          std::string &problem);

// Reads the module (parseModule) in a child process: why LLVM cannot read
// it without crashing (a signal, or one of LLVM's fatal errors), or "" if it
// can (or if no child could be started).
std::string crashReading(const llvm::MemoryBuffer &file);

} // namespace gv::driver
