#include "KernelRun.h"

#include "batch/KernelSettings.h"
#include "lsp/Diagnostics.h"
#include "support/CudaToolkit.h"
#include "support/Paths.h"
#include "support/Process.h"
#include "support/TempDir.h"
#include "support/Toolchain.h"

#include <chrono>
#include <filesystem>
#include <fstream>

namespace fs = std::filesystem;
using nlohmann::json;

namespace gv::lsp {

namespace {

// gpuverify ends every run within its --timeout (300 s by default); a child
// is ended from here only if that promise is broken.
constexpr double killAfterSeconds = 300 + 60;
// A gpuverify asked to end takes milliseconds to remove its files and exit.
constexpr double endGraceSeconds = 5;

const std::optional<std::string> &cudaToolkit() {
  static const std::optional<std::string> root = [] {
    auto toolkit = driver::findCudaToolkit("", driver::processEnvironment());
    return toolkit ? std::optional<std::string>(toolkit->root) : std::nullopt;
  }();
  return root;
}

std::string outcomeText(std::optional<int> exitCode) {
  switch (exitCode.value_or(-1)) {
  case 0: return "verified";
  case 6: return "not verified";
  case 7: return "timed out";
  case 2: return "does not compile";
  default: return "no verdict";
  }
}

KernelRunOutcome atTop(const std::string &message, bool error, const std::string &summary) {
  return {json::array({diagnosticAtTop(message, error)}), summary};
}

KernelRunOutcome verifyFile(const Verification &verification, const std::string &path, const KernelRunHooks &hooks) {
  std::string folder = fs::path(path).parent_path().string(), name = fs::path(path).filename().string();
  batch::ConfigFinder configs;
  batch::KernelJob job;
  try {
    job = batch::kernelJobForText(path, verification.text, verification.flags, configs, cudaToolkit());
  } catch (const batch::ConfigError &error) {
    return atTop(std::string("gpuverify cannot take this kernel's flags: ") + error.what(), true, "no flags");
  }
  if (!job.skipBecause.empty())
    return atTop("gpuverify does not verify this kernel: " + job.skipBecause, false, "skipped");
  driver::TempDir scratch;
  std::string copy = scratch.file(name), report = scratch.file("gpuverify-report.json");
  std::ofstream out(copy, std::ios::binary);
  out << verification.text;
  out.close();
  if (!out)
    return atTop("gpuverify cannot write the text to verify to " + copy, false, "no verdict");
  driver::ProcessRequest request;
  request.argv = {driver::currentExecutablePath()};
  request.argv.insert(request.argv.end(), job.flags.begin(), job.flags.end());
  request.argv.insert(request.argv.end(), {"--json", report, "--compile-as", path, copy});
  request.workingDirectory = folder;
  request.timeoutSeconds = killAfterSeconds;
  request.endGraceSeconds = endGraceSeconds;
  auto started = std::chrono::steady_clock::now(), reported = started;
  request.stopRequested = [&] {
    auto now = std::chrono::steady_clock::now();
    if (hooks.progress && now - reported >= std::chrono::seconds(5)) {
      reported = now;
      hooks.progress(std::chrono::duration_cast<std::chrono::seconds>(now - started).count());
    }
    return hooks.stopRequested && hooks.stopRequested();
  };
  driver::ProcessResult result = driver::runProcess(request);
  if (result.stopped)
    return {std::nullopt, "stopped"};
  json reportJson;
  if (std::ifstream in(report); in)
    reportJson = json::parse(in, nullptr, false);
  std::optional<int> exitCode;
  if (result.started && !result.timedOut && result.signal == 0)
    exitCode = result.exitCode;
  DocumentView view{verification.uri, verification.text, path, folder};
  std::string output = result.out + result.err + result.launchError;
  return {diagnosticsOf(reportJson.is_discarded() ? json() : reportJson, output, exitCode, view),
          outcomeText(exitCode)};
}

} // namespace

KernelRunOutcome runKernel(const Verification &verification, const KernelRunHooks &hooks) {
  std::string path = pathOfUri(verification.uri);
  if (path.empty() || path.find('\0') != std::string::npos || !fs::path(path).is_absolute())
    return {std::nullopt, "not a file"};
  path = driver::resolvedAbsolute(path).string();
  std::error_code error;
  if (!fs::is_regular_file(path, error))
    return atTop(path + " is not a file on disk (yet): gpuverify verifies a kernel once it is saved", false,
                 "not saved");
  try {
    return verifyFile(verification, path, hooks);
  } catch (const std::exception &failure) {
    return atTop(std::string("gpuverify could not verify this kernel: ") + failure.what(), false, "no verdict");
  }
}

} // namespace gv::lsp
