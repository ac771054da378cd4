#include "Frontend.h"

#include "ClangCommand.h"
#include "Failure.h"
#include "Process.h"

#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/IRReader/IRReader.h>
#include <llvm/Support/SourceMgr.h>
#include <llvm/Support/raw_ostream.h>

#include <filesystem>
#include <ostream>

namespace gv::driver {

namespace fs = std::filesystem;

namespace {

void requireAnnotationHeaders(const DriverOptions &options, const std::string &headerDirectory) {
  if (options.annotations == Annotations::Checked)
    return;
  fs::path header = fs::path(headerDirectory) / "annotations" / "no_annotations.h";
  std::error_code error;
  if (!fs::is_regular_file(header, error))
    throw Failure(ExitCode::Configuration,
                  "--no-annotations and --only-requires need " + header.string() + ", which is missing");
}

std::string currentDirectory() {
  std::error_code error;
  auto directory = fs::current_path(error);
  return error ? std::string() : directory.string();
}

std::string absolute(const std::string &path) {
  std::error_code error;
  auto result = fs::absolute(path, error);
  return error ? path : result.string();
}

} // namespace

double compileKernel(const DriverOptions &options, const FrontendTools &tools,
                     const std::string &bitcodePath, std::ostream &diagnostics, std::ostream *echo) {
  requireAnnotationHeaders(options, tools.headerDirectory);
  // clang runs where gpuverify runs and sees the kernel as the user named
  // it, so its diagnostics and the debug-info file names (hence every
  // location gpuverify reports) name it that way too, as a compiler would.
  ClangInvocation invocation{tools.clang, tools.headerDirectory, options.kernelFile, absolute(bitcodePath),
                             currentDirectory()};
  ProcessRequest request;
  request.argv = clangCommand(options, invocation);
  if (options.timeoutSeconds)
    request.timeoutSeconds = options.timeoutSeconds;
  ProcessResult result = runProcess(request, echo);
  diagnostics << result.err << result.out << std::flush;
  if (result.timedOut)
    throw toolTimedOut("clang", options.timeoutSeconds);
  if (!result.succeeded())
    throw Failure(ExitCode::Clang, "clang " + describeEnding(result));
  return result.seconds;
}

std::unique_ptr<llvm::Module> loadModule(const std::string &path, llvm::LLVMContext &context,
                                         ExitCode failureCode) {
  llvm::SMDiagnostic diagnostic;
  std::unique_ptr<llvm::Module> module = llvm::parseIRFile(path, diagnostic, context);
  if (!module) {
    std::string text;
    llvm::raw_string_ostream stream(text);
    diagnostic.print("gpuverify", stream, /*ShowColors=*/false);
    stream.flush();
    throw Failure(failureCode, "cannot load the LLVM module " + path + ":\n" + text);
  }
  return module;
}

} // namespace gv::driver
