#include "FinishedKernels.h"

#include "batch/BatchReport.h"
#include "support/Watchdog.h"

#include <cstring>
#include <iostream>

namespace gv::batch {

FinishedKernels::FinishedKernels(const std::vector<KernelJob> &jobs, nlohmann::json run, const ReportFiles &reports)
    : run_(std::move(run)), reports_(reports) {
  for (size_t i = 0; i < jobs.size(); ++i)
    order_.emplace(jobs[i].path, i);
  driver::watchdog::setFinalWords([this](int signal) { writeInterrupted(signal); });
}

FinishedKernels::~FinishedKernels() { allDone(); }

void FinishedKernels::add(const std::string &kernel, const nlohmann::json &entry) {
  std::lock_guard<std::mutex> lock(mutex_);
  entries_[order_.at(kernel)] = entry;
}

void FinishedKernels::allDone() { driver::watchdog::setFinalWords(nullptr); }

void FinishedKernels::writeInterrupted(int signal) {
  std::vector<nlohmann::json> entries;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    for (const auto &[place, entry] : entries_)
      entries.push_back(entry);
  }
  nlohmann::json run = run_;
  run["interrupted"] = {
      {"signal", signal}, {"name", ::strsignal(signal)}, {"kernelsNotFinished", order_.size() - entries.size()}};
  std::cerr << "gpuverify: batch interrupted by signal " << signal << " (" << ::strsignal(signal)
            << "): " << entries.size() << " of " << order_.size() << " kernels finished";
  if (!entries.empty())
    std::cerr << "; the reports asked for hold those";
  std::cerr << std::endl;
  reports_.write(batchReport(entries, run), std::cerr);
}

} // namespace gv::batch
