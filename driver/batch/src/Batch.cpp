#include "batch/Batch.h"

#include "FinishedKernels.h"
#include "ReportFiles.h"
#include "batch/BatchReport.h"
#include "batch/KernelRuns.h"
#include "batch/RunInputs.h"
#include "batch/ShardReports.h"
#include "pipeline/Options.h"
#include "support/CudaToolkit.h"
#include "support/Failure.h"
#include "support/Toolchain.h"

#include <algorithm>
#include <cctype>
#include <chrono>
#include <functional>
#include <optional>
#include <ostream>
#include <thread>
#include <unistd.h>

namespace gv::batch {

namespace {

using nlohmann::json;

struct BatchCommand {
  bool merge = false;
  std::vector<std::string> operands; // paths, or the reports to merge
  std::vector<std::string> kernelFlags;
  unsigned jobs = std::max(1u, std::thread::hardware_concurrency());
  std::optional<unsigned> timeout;
  std::string jsonFile, sarifFile, junitFile;
  ShardId shard;
  std::vector<std::string> cacheFlags; // --cache-dir, --no-cache: for every kernel
  std::string configFile;              // --config: instead of the folders' gpuverify.json
  std::vector<std::string> runOnly;    // options given that only a batch run takes, not a merge
  bool list = false;                   // --list: print each kernel's settings, run none
};

[[noreturn]] void usageError(const std::string &message) {
  throw driver::Failure(driver::ExitCode::CommandLine, message);
}

unsigned positiveNumber(const std::string &option, const std::string &text, bool zeroAllowed = false) {
  size_t used = 0;
  unsigned long value = 0;
  try {
    value = std::stoul(text, &used);
  } catch (const std::exception &) {
    used = 0;
  }
  if (used == 0 || used != text.size() || text[0] == '-' || (!zeroAllowed && value == 0) || value > 1000000)
    usageError("argument " + option + ": invalid value '" + text + "'");
  return static_cast<unsigned>(value);
}

ShardId shardOption(const std::string &text) {
  std::optional<ShardId> shard = parseShardId(text);
  if (!shard)
    usageError("argument --shard: expected I/N, the I-th of N parts (1 <= I <= N), got '" + text + "'");
  return *shard;
}

using ValueOf = std::function<std::optional<std::string>(const std::string &name)>;

// An option only a batch run takes (not a merge), if `argument` is one.
bool takeRunOption(BatchCommand &command, const std::string &argument, const ValueOf &valueOf) {
  if (argument.rfind("-j", 0) == 0 && argument.size() > 2 && std::isdigit(argument[2]))
    command.jobs = positiveNumber("-j", argument.substr(2));
  else if (auto v = valueOf("-j"))
    command.jobs = positiveNumber("-j", *v);
  else if (auto v = valueOf("--jobs"))
    command.jobs = positiveNumber("--jobs", *v);
  else if (auto v = valueOf("--shard"))
    command.shard = shardOption(*v);
  else if (auto v = valueOf("--config"))
    command.configFile = *v;
  else if (auto v = valueOf("--cache-dir"))
    command.cacheFlags.push_back("--cache-dir=" + *v);
  else if (argument == "--no-cache")
    command.cacheFlags.push_back(argument);
  else if (auto v = valueOf("--timeout"))
    command.timeout = positiveNumber("--timeout", *v, true);
  else if (argument == "--list")
    command.list = true;
  else
    return false;
  return true;
}

// The batch's own options are taken out; the rest is gpuverify's options
// (for kernels that have no header or config of their own) and paths.
BatchCommand parseBatchCommand(const std::vector<std::string> &arguments) {
  BatchCommand command;
  std::vector<std::string> rest;
  bool batch = false;
  for (size_t i = 0; i < arguments.size(); ++i) {
    const std::string &argument = arguments[i];
    auto valueOf = [&](const std::string &name) -> std::optional<std::string> {
      if (argument == name) {
        if (i + 1 >= arguments.size())
          usageError("argument " + name + ": expected one argument");
        return arguments[++i];
      }
      if (argument.rfind(name + "=", 0) == 0)
        return argument.substr(name.size() + 1);
      return std::nullopt;
    };
    if (argument == "--batch") {
      batch = true;
    } else if (argument == "--batch-merge") {
      command.merge = true;
    } else if (auto v = valueOf("--json")) {
      command.jsonFile = *v;
    } else if (auto v = valueOf("--sarif")) {
      command.sarifFile = *v;
    } else if (auto v = valueOf("--junit")) {
      command.junitFile = *v;
    } else if (takeRunOption(command, argument, valueOf)) {
      command.runOnly.push_back(argument.substr(0, argument.find('=')));
    } else {
      rest.push_back(argument);
    }
  }
  // A gpuverify process per job, and runProcess tracks at most 256.
  if (command.jobs > 256)
    usageError("argument -j: at most 256 jobs");
  if (batch && command.merge)
    usageError("--batch and --batch-merge: one or the other");
  if (command.merge) {
    for (const std::string &argument : command.runOnly)
      usageError("--batch-merge: " + argument +
                 " is for a batch run (a merge takes --json, --sarif, --junit "
                 "and report files)");
    for (const std::string &argument : rest)
      if (argument.size() > 1 && argument[0] == '-')
        usageError("--batch-merge: unknown option " + argument +
                   " (it takes --json, --sarif, --junit and report files)");
    command.operands = rest;
    if (command.operands.empty())
      usageError("--batch-merge: no reports given");
    return command;
  }
  driver::OptionsAndOperands separated = driver::separateOptions(rest);
  command.kernelFlags = separated.options;
  command.operands = separated.operands;
  if (command.operands.empty())
    usageError("--batch: no files or folders given");
  if (command.list && !(command.jsonFile.empty() && command.sarifFile.empty() && command.junitFile.empty()))
    usageError("--batch --list: prints the kernels' settings on stdout, and writes no report");
  return command;
}

// 0 if every kernel met its expectation and every report was written.
int exitCodeOf(const json &report, bool reportsWritten) {
  if (!reportsWritten)
    return driver::toInt(driver::ExitCode::InputOutput);
  return report["summary"]["notMet"].get<unsigned>() == 0 ? 0 : driver::toInt(driver::ExitCode::NotAllVerified);
}

ReportTargets targetsOf(const BatchCommand &command) {
  return {command.jsonFile, command.sarifFile, command.junitFile};
}

// A kernel whose settings cannot be used is not run, and not as expected;
// the others run.
KernelJob jobFor(const std::string &kernel, const BatchCommand &command, ConfigFinder &configs,
                 const std::optional<std::string> &toolkit) {
  try {
    return kernelJob(kernel, command.kernelFlags, configs, toolkit);
  } catch (const SettingsError &error) {
    return refusedJob(kernel, error);
  }
}

// One line on a terminal's stderr, redrawn: done/total, not met so far,
// elapsed, the kernel that has run longest.
class ProgressLine {
public:
  explicit ProgressLine(std::ostream &err) : err_(err), shown_(::isatty(STDERR_FILENO) == 1) {}
  bool shown() const { return shown_; }
  void update(const BatchStatus &status) {
    if (!shown_)
      return;
    std::string line = "[" + std::to_string(status.done) + "/" + std::to_string(status.total) + "] " +
                       std::to_string(status.notMet) + " not as expected, " +
                       std::to_string(static_cast<int>(status.elapsed)) + " s";
    if (!status.slowestRunning.empty())
      line += "; running longest: " + status.slowestRunning + " (" +
              std::to_string(static_cast<int>(status.slowestSeconds)) + " s)";
    if (line.size() > 150)
      line = line.substr(0, 147) + "...";
    err_ << "\r\033[K" << line << std::flush;
  }
  void clear() {
    if (shown_)
      err_ << "\r\033[K" << std::flush;
  }

private:
  std::ostream &err_;
  bool shown_;
};

int runBatch(const BatchCommand &command, std::ostream &out, std::ostream &err) {
  std::vector<std::string> kernels = findKernels(command.operands);
  std::optional<std::string> toolkit;
  if (auto found = driver::findCudaToolkit("", driver::processEnvironment()))
    toolkit = found->root;
  ConfigFinder configs =
      command.configFile.empty() ? ConfigFinder() : ConfigFinder(loadFolderConfig(command.configFile));
  // Every kernel under the paths, whichever shard runs it: what they read
  // is no place for a report.
  std::vector<KernelJob> all;
  for (const std::string &kernel : kernels)
    all.push_back(jobFor(kernel, command, configs, toolkit));
  if (command.list) {
    json listed = json::array();
    for (const KernelJob &job : shardOf(all, command.shard.index, command.shard.count))
      listed.push_back(jobEntry(job));
    out << json{{"kernels", listed}}.dump(2) << std::endl;
    return 0;
  }
  ReportFiles reports(targetsOf(command), filesReadBy(all, configs.filesRead()), out);
  reports.check();
  std::vector<KernelJob> jobs = shardOf(all, command.shard.index, command.shard.count);
  std::ostream &text = reports.anyToStdout() ? err : out;

  ProgressLine progress(err);
  RunSettings settings;
  settings.jobs = command.jobs;
  settings.timeout = command.timeout;
  settings.sarif = !command.sarifFile.empty();
  settings.flags = command.cacheFlags;
  json run = {{"jobs", command.jobs}, {"paths", command.operands}, {"shard", shardText(command.shard)}};
  if (settings.sarif)
    run["sarif"] = true;
  FinishedKernels finished(jobs, run, reports);
  settings.finished = [&](const KernelResult &result) {
    json entry = kernelEntry(result);
    finished.add(result.job.path, entry);
    // On a terminal the progress line counts the rest; a log gets a line
    // for each kernel.
    if (progress.shown() && expectationMet(result))
      return;
    progress.clear();
    text << kernelLine(entry) << std::endl;
  };
  settings.progress = [&](const BatchStatus &status) { progress.update(status); };
  auto start = std::chrono::steady_clock::now();
  std::vector<KernelResult> results = runKernels(jobs, settings);
  finished.allDone();
  progress.clear();

  std::vector<json> entries;
  for (const KernelResult &result : results)
    entries.push_back(kernelEntry(result));
  run["wallSeconds"] = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  json report = batchReport(entries, run);
  printSummary(report, text);
  return exitCodeOf(report, reports.write(report, err));
}

int runMerge(const BatchCommand &command, std::ostream &out, std::ostream &err) {
  ReportFiles reports(targetsOf(command), command.operands, out);
  reports.check();
  std::vector<json> entries;
  try {
    entries = entriesOfShards(command.operands, !command.sarifFile.empty());
  } catch (const MergeError &error) {
    usageError(std::string("--batch-merge: ") + error.what());
  }
  // The merged report is the whole run's: one shard of one.
  json run = {{"mergedFrom", command.operands}, {"shard", shardText({})}};
  if (!command.sarifFile.empty())
    run["sarif"] = true;
  json report = batchReport(entries, run);
  printSummary(report, reports.anyToStdout() ? err : out);
  return exitCodeOf(report, reports.write(report, err));
}

} // namespace

bool isBatchCommandLine(const std::vector<std::string> &arguments) {
  for (const std::string &argument : arguments)
    if (argument == "--batch" || argument == "--batch-merge")
      return true;
  return false;
}

int runBatchCommand(const std::vector<std::string> &arguments, std::ostream &out, std::ostream &err) {
  try {
    BatchCommand command = parseBatchCommand(arguments);
    return command.merge ? runMerge(command, out, err) : runBatch(command, out, err);
  } catch (const driver::Failure &failure) {
    err << driver::formatFailure(failure) << std::endl;
    return driver::toInt(failure.code());
  } catch (const ConfigError &error) {
    err << driver::formatFailure(driver::Failure(driver::ExitCode::CommandLine, error.what())) << std::endl;
    return driver::toInt(driver::ExitCode::CommandLine);
  }
}

} // namespace gv::batch
