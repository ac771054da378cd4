// gpuverify: verifies OpenCL and CUDA kernels free of data races and
// barrier divergence. All the work is in runDriver (one kernel) and
// runBatchCommand (--batch: many, each in a gpuverify process of its own,
// see batch/Batch.h), and runLanguageServer (--lsp, lsp/Server.h); main only
// makes sure that not even a bug (ours or LLVM's) ends the program without
// a message and exit code 11, and that a run a batch or the language server
// started for one kernel never starts another (KernelRunMarker.h).
#include "batch/Batch.h"
#include "cli/Driver.h"
#include "lsp/Server.h"
#include "support/Deadline.h"
#include "support/KernelRunMarker.h"
#include "support/Watchdog.h"

#include "llvm/Support/ErrorHandling.h"

#include <exception>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

int main(int argc, char **argv) {
  gv::driver::markProcessStart();
  std::vector<std::string> arguments(argv + 1, argv + argc);
  bool languageServer = gv::lsp::isLanguageServerCommandLine(arguments);
  bool batch = gv::batch::isBatchCommandLine(arguments);
  if (languageServer || batch) {
    if (std::optional<std::string> parent = gv::driver::kernelRunStartedBy()) {
      std::cerr << "GPUVerify: COMMAND_LINE_ERROR error (1): this run verifies one kernel for " << *parent
                << ", so it cannot start " << (languageServer ? "a language server" : "a batch")
                << " (--batch, --batch-merge and --lsp are for the command line)" << std::endl;
      return 1;
    }
    gv::driver::markChildrenAsKernelRuns(languageServer ? "the language server" : "a batch");
  }
  gv::driver::watchdog::start();
  // LLVM ends the process on a fatal error (abort or exit 1); end it as
  // any internal error ends: a message, the run's reports, exit code 11.
  llvm::install_fatal_error_handler([](void *, const char *reason, bool) {
    gv::driver::watchdog::endWithInternalError(std::string("LLVM: ") + reason);
  });
  try {
    if (languageServer)
      return gv::lsp::runLanguageServer(arguments);
    if (batch)
      return gv::batch::runBatchCommand(arguments, std::cout, std::cerr);
    return gv::driver::runDriver(arguments, std::cout, std::cerr);
  } catch (const std::exception &error) {
    std::cerr << "gpuverify: internal error: " << error.what() << std::endl;
  } catch (...) {
    std::cerr << "gpuverify: internal error: unknown exception" << std::endl;
  }
  return 11;
}
