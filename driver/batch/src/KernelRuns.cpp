#include "batch/KernelRuns.h"

#include "support/Process.h"
#include "support/TempDir.h"
#include "support/Toolchain.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <regex>
#include <sstream>
#include <thread>

namespace fs = std::filesystem;

namespace gv::batch {

namespace {

using Clock = std::chrono::steady_clock;

// gpuverify ends every run within its --timeout; the batch kills a child
// only if that promise is broken.
constexpr unsigned defaultTimeout = 300;
constexpr unsigned killGraceSeconds = 60;

std::optional<unsigned> timeoutInFlags(const std::vector<std::string> &flags) {
  for (size_t i = 0; i < flags.size(); ++i) {
    const std::string &flag = flags[i];
    std::string value;
    if (flag.rfind("--timeout=", 0) == 0)
      value = flag.substr(10);
    else if (flag == "--timeout" && i + 1 < flags.size())
      value = flags[i + 1];
    else
      continue;
    try {
      return static_cast<unsigned>(std::stoul(value));
    } catch (const std::exception &) {
      return std::nullopt; // the child reports it
    }
  }
  return std::nullopt;
}

nlohmann::json readJson(const std::string &file) {
  std::ifstream in(file);
  if (!in)
    return nullptr;
  try {
    return nlohmann::json::parse(in);
  } catch (const nlohmann::json::exception &) {
    return nullptr;
  }
}

std::vector<std::string> unmatched(const std::vector<std::string> &regexes, const std::string &output) {
  std::vector<std::string> missing;
  for (const std::string &pattern : regexes) {
    try {
      if (!std::regex_search(output, std::regex(pattern, std::regex::ECMAScript | std::regex::multiline)))
        missing.push_back(pattern);
    } catch (const std::regex_error &) {
      // A pattern in a dialect std::regex does not read (Python's (?P<..>))
      // is not held against the kernel, as gvtester's runner does not.
    }
  }
  return missing;
}

KernelResult runOne(const KernelJob &job, const RunSettings &settings, const std::string &executable) {
  KernelResult result;
  result.job = job;
  if (!job.skipBecause.empty()) {
    result.ending = "skipped: " + job.skipBecause;
    return result;
  }
  if (!job.refusedBecause.empty()) {
    result.ending = "was refused: " + job.refusedBecause;
    return result;
  }
  driver::TempDir scratch;
  std::string json = scratch.file("report.json"), sarif = scratch.file("report.sarif");
  driver::ProcessRequest request;
  request.argv = {executable};
  request.argv.insert(request.argv.end(), job.flags.begin(), job.flags.end());
  request.argv.insert(request.argv.end(), settings.flags.begin(), settings.flags.end());
  std::optional<unsigned> timeout = timeoutInFlags(job.flags);
  if (!timeout && settings.timeout) {
    timeout = settings.timeout;
    request.argv.push_back("--timeout=" + std::to_string(*settings.timeout));
  }
  unsigned seconds = timeout.value_or(defaultTimeout);
  if (seconds > 0)
    request.timeoutSeconds = seconds + killGraceSeconds;
  request.argv.insert(request.argv.end(), {"--json", json});
  if (settings.sarif)
    request.argv.insert(request.argv.end(), {"--sarif", sarif});
  request.argv.push_back(job.path);
  request.workingDirectory = fs::path(job.path).parent_path().string();
  driver::ProcessResult process = driver::runProcess(request);
  result.seconds = process.seconds;
  result.output = process.out + process.err;
  if (process.started && !process.timedOut && process.signal == 0)
    result.exitCode = process.exitCode;
  else
    result.ending = driver::describeEnding(process);
  result.unmatchedRegexes = unmatched(job.expected.regexes, result.output);
  result.report = readJson(json);
  if (settings.sarif)
    result.sarif = readJson(sarif);
  return result;
}

} // namespace

bool expectationMet(const KernelResult &result) {
  if (!result.job.skipBecause.empty())
    return true;
  if (!result.exitCode)
    return false;
  std::vector<int> codes = exitCodesMeeting(result.job.expected);
  return std::find(codes.begin(), codes.end(), *result.exitCode) != codes.end() && result.unmatchedRegexes.empty();
}

std::vector<int> exitCodesMeeting(const Expectation &expected) {
  std::vector<int> codes = expected.codes;
  if (std::find(codes.begin(), codes.end(), 4) != codes.end() &&
      std::find(codes.begin(), codes.end(), 5) == codes.end())
    codes.push_back(5);
  return codes;
}

std::vector<KernelResult> runKernels(const std::vector<KernelJob> &jobs, const RunSettings &settings) {
  std::vector<KernelResult> results(jobs.size());
  std::string executable = driver::currentExecutablePath();
  std::mutex mutex;
  std::condition_variable changed;
  std::vector<size_t> finishedOrder; // indices, in the order they ended
  std::vector<std::optional<std::pair<size_t, Clock::time_point>>> running(std::max(1u, settings.jobs));
  std::atomic<size_t> next{0};
  size_t done = 0;
  auto start = Clock::now();

  auto work = [&](size_t worker) {
    for (size_t i = next++; i < jobs.size(); i = next++) {
      {
        std::lock_guard<std::mutex> lock(mutex);
        running[worker] = std::make_pair(i, Clock::now());
      }
      KernelResult result = runOne(jobs[i], settings, executable);
      std::lock_guard<std::mutex> lock(mutex);
      running[worker].reset();
      results[i] = std::move(result);
      finishedOrder.push_back(i);
      ++done;
      changed.notify_all();
    }
  };
  std::vector<std::thread> workers;
  for (size_t w = 0; w < running.size(); ++w)
    workers.emplace_back(work, w);

  size_t reported = 0, notMet = 0;
  std::unique_lock<std::mutex> lock(mutex);
  for (;;) {
    changed.wait_for(lock, std::chrono::milliseconds(250));
    for (; reported < finishedOrder.size(); ++reported) {
      const KernelResult &result = results[finishedOrder[reported]];
      notMet += expectationMet(result) ? 0 : 1;
      if (settings.finished)
        settings.finished(result);
    }
    if (settings.progress) {
      BatchStatus status;
      status.done = done;
      status.total = jobs.size();
      status.notMet = notMet;
      status.elapsed = std::chrono::duration<double>(Clock::now() - start).count();
      for (const auto &slot : running)
        if (slot) {
          double seconds = std::chrono::duration<double>(Clock::now() - slot->second).count();
          if (seconds >= status.slowestSeconds) {
            status.slowestSeconds = seconds;
            status.slowestRunning = jobs[slot->first].shown;
          }
        }
      settings.progress(status);
    }
    if (done == jobs.size() && reported == finishedOrder.size())
      break;
  }
  lock.unlock();
  for (std::thread &worker : workers)
    worker.join();
  return results;
}

} // namespace gv::batch
