// Why a run stopped early, and with which exit code.
//
// Every stage reports a failure it cannot recover from by throwing a
// Failure; the driver catches it in one place, prints it the way GPUVerify
// would, records it in the JSON report and exits with its code. Keeping the
// code next to the message means a stage cannot print an error and forget
// to set the exit status, or the reverse.
#pragma once

#include <optional>
#include <stdexcept>
#include <string>

namespace gv::driver {

// GPUVerify's exit codes (GPUVerifyScript/error_codes.py); the gaps are
// stages this implementation does not have (opt, VCGen) or codes it never
// produces.
// How a run ended, as the reports say it.
enum class Verdict {
  Verified,    // every procedure verified
  Errors,      // verification errors
  Timeout,     // --timeout expired, or the solver gave up on some procedure
  Error,       // the run failed before a verdict (see Report::failure)
  Stopped,     // --stop-at-opt/--stop-at-bpl: no verification was asked for
  Interrupted, // a termination signal ended the run
};

enum class ExitCode {
  Success = 0,
  CommandLine = 1,
  Clang = 2,
  Translation = 4, // GPUVerify's BUGLE_ERROR
  NotAllVerified = 6,
  Timeout = 7,
  Configuration = 9,
  Internal = 11, // GPUVerify's BOOGIE_INTERNAL_ERROR, also our own bugs
  // A file could not be written or created (a full disk, a device that
  // refuses): sysexits.h's EX_IOERR, which GPUVerify's codes leave free.
  InputOutput = 74,
  // A termination signal ended the run: 128 + SIGINT, as a shell reports
  // it (another signal ends it with 128 + that signal's number).
  Interrupted = 130,
};

int toInt(ExitCode code);

class Failure : public std::runtime_error {
public:
  // `message` is the bare message; formatFailure adds the prefix GPUVerify
  // uses for the code, if any.
  Failure(ExitCode code, const std::string &message) : std::runtime_error(message), code_(code) {}

  // A failure printed exactly as given, without the code's prefix.
  static Failure verbatim(ExitCode code, const std::string &text) {
    Failure failure(code, text);
    failure.verbatim_ = true;
    return failure;
  }

  ExitCode code() const { return code_; }
  bool isVerbatim() const { return verbatim_; }

private:
  ExitCode code_;
  bool verbatim_ = false;
};

// The text printed for a failure, e.g.
// "GPUVerify: COMMAND_LINE_ERROR error (1): <message>".
std::string formatFailure(const Failure &failure);

// GPUVerify's message when a tool exceeds --timeout: "<tool> timed out. Use
// --timeout=N with N > <seconds> to increase timeout, or --timeout=0 to
// disable timeout."
Failure toolTimedOut(const std::string &tool, unsigned seconds);

// GPUVerify prints time-outs on stdout and every other failure on stderr.
bool printedOnStdout(ExitCode code);

// The names GPUVerify's test suites give exit codes ("//xfail:NOT_ALL_VERIFIED"),
// every one gvtester knows (some, such as CTRL_C, never come from gpuverify),
// and ours (IO_ERROR, INTERRUPTED): the code a name stands for
// (GPUVERIFYVCGEN_ERROR, GPUVerify's 5, is translation's 4 here), and the
// name of a code (for codes without one, "EXIT_CODE_<n>").
std::optional<int> exitCodeNamed(const std::string &name);
std::string exitCodeName(int code);
// Every name exitCodeNamed knows, comma-separated, for messages.
std::string knownExitCodeNames();

} // namespace gv::driver
