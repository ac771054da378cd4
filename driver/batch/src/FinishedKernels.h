// The kernels a batch has finished so far, kept for the end that does not
// come: when a termination signal (Ctrl-C, a CI job cancelled) ends the
// batch, the reports asked for are written with these kernels' entries and
// the run marked interrupted ("interrupted": the signal, and how many
// kernels did not finish), so that an hour's results are not lost.
#pragma once

#include "ReportFiles.h"
#include "batch/KernelSettings.h"

#include <nlohmann/json.hpp>

#include <map>
#include <mutex>
#include <string>
#include <vector>

namespace gv::batch {

class FinishedKernels {
public:
  // `run` describes the batch (BatchReport.h); the reports go where
  // `reports` says. Watches for the signal until allDone().
  FinishedKernels(const std::vector<KernelJob> &jobs, nlohmann::json run, const ReportFiles &reports);
  ~FinishedKernels();
  FinishedKernels(const FinishedKernels &) = delete;
  FinishedKernels &operator=(const FinishedKernels &) = delete;

  // The entry of a kernel that ended.
  void add(const std::string &kernel, const nlohmann::json &entry);
  // Every kernel ended: the batch writes its reports itself.
  void allDone();

private:
  void writeInterrupted(int signal);

  std::map<std::string, size_t> order_; // kernel path to its place in the run
  nlohmann::json run_;
  const ReportFiles &reports_;
  std::mutex mutex_;
  std::map<size_t, nlohmann::json> entries_;
};

} // namespace gv::batch
