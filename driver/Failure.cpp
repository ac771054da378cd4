#include "Failure.h"

namespace gv::driver {

int toInt(ExitCode code) { return static_cast<int>(code); }

std::string formatFailure(const Failure &failure) {
  const std::string message = failure.what();
  if (failure.isVerbatim())
    return message;
  switch (failure.code()) {
  case ExitCode::CommandLine: return "GPUVerify: COMMAND_LINE_ERROR error (1): " + message;
  case ExitCode::Clang: return "GPUVerify: CLANG_ERROR error (2): " + message;
  case ExitCode::Configuration: return "GPUVerify: CONFIGURATION_ERROR error (9): " + message;
  case ExitCode::Internal: return "gpuverify: internal error: " + message;
  case ExitCode::Interrupted: return "gpuverify: " + message;
  case ExitCode::Translation: // already "<file:line:col>: error: ..."
  case ExitCode::Timeout:     // "<tool> timed out. Use --timeout=N ..."
  case ExitCode::NotAllVerified:
  case ExitCode::Success: return message;
  }
  return message;
}

Failure toolTimedOut(const std::string &tool, unsigned seconds) {
  return Failure(ExitCode::Timeout, tool + " timed out. Use --timeout=N with N > " + std::to_string(seconds) +
                                        " to increase timeout, or --timeout=0 to disable timeout.");
}

bool printedOnStdout(ExitCode code) { return code == ExitCode::Timeout; }

} // namespace gv::driver
