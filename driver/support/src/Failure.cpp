#include "support/Failure.h"

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
  case ExitCode::InputOutput: return "gpuverify: I/O error (74): " + message;
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

namespace {

struct NamedCode {
  const char *name;
  int code;
};
// The first row of a code is its name; later rows are other names for it.
constexpr NamedCode exitCodeNames[] = {
    {"SUCCESS", 0},
    {"COMMAND_LINE_ERROR", 1},
    {"CLANG_ERROR", 2},
    {"OPT_ERROR", 3},
    {"BUGLE_ERROR", 4},
    {"GPUVERIFYVCGEN_ERROR", 4},
    {"NOT_ALL_VERIFIED", 6},
    {"TIMEOUT", 7},
    {"CTRL_C", 8},
    {"CONFIGURATION_ERROR", 9},
    {"JSON_ERROR", 10},
    {"BOOGIE_INTERNAL_ERROR", 11},
    {"BOOGIE_OTHER_ERROR", 12},
    {"IO_ERROR", 74},
    {"INTERRUPTED", 130},
};

} // namespace

std::optional<int> exitCodeNamed(const std::string &name) {
  for (const NamedCode &row : exitCodeNames)
    if (name == row.name)
      return row.code;
  return std::nullopt;
}

std::string knownExitCodeNames() {
  std::string names;
  for (const NamedCode &row : exitCodeNames)
    names += (names.empty() ? "" : ", ") + std::string(row.name);
  return names;
}

std::string exitCodeName(int code) {
  for (const NamedCode &row : exitCodeNames)
    if (row.code == code)
      return row.name;
  return "EXIT_CODE_" + std::to_string(code);
}

} // namespace gv::driver
