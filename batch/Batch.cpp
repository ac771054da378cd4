#include "Batch.h"

#include "BatchReport.h"
#include "CudaToolkit.h"
#include "Failure.h"
#include "KernelRuns.h"
#include "Options.h"
#include "Toolchain.h"
#include "UserFiles.h"

#include <chrono>
#include <cstring>
#include <fstream>
#include <iostream>
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
  unsigned shardIndex = 1, shardCount = 1;
  std::vector<std::string> cacheFlags; // --cache-dir, --no-cache: for every kernel
  std::string configFile;              // --config: instead of the folders' gpuverify.json
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

void parseShard(BatchCommand &command, const std::string &text) {
  size_t slash = text.find('/');
  if (slash == std::string::npos)
    usageError("argument --shard: expected I/N (the I-th of N parts), got '" + text + "'");
  command.shardIndex = positiveNumber("--shard", text.substr(0, slash));
  command.shardCount = positiveNumber("--shard", text.substr(slash + 1));
  if (command.shardIndex > command.shardCount)
    usageError("argument --shard: part " + std::to_string(command.shardIndex) + " of " +
               std::to_string(command.shardCount) + " does not exist");
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
    } else if (argument.rfind("-j", 0) == 0 && argument.size() > 2 && std::isdigit(argument[2])) {
      command.jobs = positiveNumber("-j", argument.substr(2));
    } else if (auto v = valueOf("-j")) {
      command.jobs = positiveNumber("-j", *v);
    } else if (auto v = valueOf("--jobs")) {
      command.jobs = positiveNumber("--jobs", *v);
    } else if (auto v = valueOf("--json")) {
      command.jsonFile = *v;
    } else if (auto v = valueOf("--sarif")) {
      command.sarifFile = *v;
    } else if (auto v = valueOf("--junit")) {
      command.junitFile = *v;
    } else if (auto v = valueOf("--shard")) {
      parseShard(command, *v);
    } else if (auto v = valueOf("--config")) {
      command.configFile = *v;
    } else if (auto v = valueOf("--cache-dir")) {
      command.cacheFlags.push_back("--cache-dir=" + *v);
    } else if (argument == "--no-cache") {
      command.cacheFlags.push_back(argument);
    } else if (auto v = valueOf("--timeout")) {
      command.timeout = positiveNumber("--timeout", *v, true);
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
    for (const std::string &argument : rest)
      if (argument.size() > 1 && argument[0] == '-')
        usageError("--batch-merge: unknown option " + argument + " (it takes --json, --junit and report files)");
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
  return command;
}

// The reports a batch writes, as a run writes its own (driver/UserFiles.h):
// checked before any work starts, never over an input (a kernel, the
// --config file, a report being merged), written whole.
struct ReportFiles {
  driver::UserFiles files;
  std::ostream &out; // for "-"

  void check(const BatchCommand &command) const {
    for (auto [target, what] : {std::pair{&command.jsonFile, "the JSON report"},
                                {&command.sarifFile, "the SARIF log"},
                                {&command.junitFile, "the JUnit report"}})
      if (!target->empty() && *target != "-")
        files.check(*target, what);
  }
  void write(const std::string &path, const std::string &text, const std::string &what) const {
    if (path == "-")
      out << text << std::flush;
    else
      files.write(path, text, what);
  }
};

// The reports asked for; 0 if every kernel met its expectation.
int finish(const BatchCommand &command, const json &report, const ReportFiles &reports, std::ostream &text) {
  printSummary(report, text);
  if (!command.jsonFile.empty())
    reports.write(command.jsonFile, report.dump(2) + "\n", "the JSON report");
  if (!command.junitFile.empty())
    reports.write(command.junitFile, junitXml(report), "the JUnit report");
  return report["summary"]["notMet"].get<unsigned>() == 0 ? 0 : driver::toInt(driver::ExitCode::NotAllVerified);
}

bool anyToStdout(const BatchCommand &command) {
  return command.jsonFile == "-" || command.sarifFile == "-" || command.junitFile == "-";
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

int runBatch(const BatchCommand &command, std::ostream &out, std::ostream &err) {
  std::ostream &text = anyToStdout(command) ? err : out;
  std::vector<std::string> kernels = findKernels(command.operands);
  std::vector<std::string> inputs = kernels;
  if (!command.configFile.empty())
    inputs.push_back(command.configFile);
  ReportFiles reports{driver::UserFiles(inputs), out};
  reports.check(command);
  kernels = shardOf(kernels, command.shardIndex, command.shardCount);
  std::optional<std::string> toolkit;
  if (auto found = driver::findCudaToolkit("", driver::processEnvironment()))
    toolkit = found->root;
  ConfigFinder configs =
      command.configFile.empty() ? ConfigFinder() : ConfigFinder(loadFolderConfig(command.configFile));
  std::vector<KernelJob> jobs;
  for (const std::string &kernel : kernels)
    jobs.push_back(jobFor(kernel, command, configs, toolkit));

  ProgressLine progress(err);
  RunSettings settings;
  settings.jobs = command.jobs;
  settings.timeout = command.timeout;
  settings.sarif = !command.sarifFile.empty();
  settings.flags = command.cacheFlags;
  settings.finished = [&](const KernelResult &result) {
    // On a terminal the progress line counts the rest; a log gets a line
    // for each kernel.
    if (progress.shown() && expectationMet(result))
      return;
    progress.clear();
    text << kernelLine(kernelEntry(result)) << std::endl;
  };
  settings.progress = [&](const BatchStatus &status) { progress.update(status); };
  auto start = std::chrono::steady_clock::now();
  std::vector<KernelResult> results = runKernels(jobs, settings);
  progress.clear();

  std::vector<json> entries;
  for (const KernelResult &result : results)
    entries.push_back(kernelEntry(result));
  json run = {{"jobs", command.jobs},
              {"paths", command.operands},
              {"wallSeconds", std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count()}};
  if (command.shardCount > 1)
    run["shard"] = std::to_string(command.shardIndex) + "/" + std::to_string(command.shardCount);
  if (!command.sarifFile.empty())
    reports.write(command.sarifFile, mergedSarif(results).dump(2) + "\n", "the SARIF log");
  return finish(command, batchReport(entries, run), reports, text);
}

int runMerge(const BatchCommand &command, std::ostream &out, std::ostream &err) {
  ReportFiles reports{driver::UserFiles(command.operands), out};
  reports.check(command);
  std::vector<json> entries;
  try {
    entries = entriesOfReports(command.operands);
  } catch (const std::runtime_error &error) {
    usageError(std::string("--batch-merge: ") + error.what());
  }
  json run = {{"mergedFrom", command.operands}};
  return finish(command, batchReport(entries, run), reports, anyToStdout(command) ? err : out);
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
