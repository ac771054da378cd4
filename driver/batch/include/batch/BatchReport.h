// A batch run's results as documents (schema: docs/batch.md): the JSON
// report, which is also what --batch-merge reads back, so that shards run
// on many machines merge into one; the summary table; JUnit XML, which
// every CI server reads; one SARIF log with every kernel's results.
//
// Everything is made from the JSON entries of the kernels, so a merged
// report says exactly what one run would have.
#pragma once

#include "batch/KernelRuns.h"

#include <nlohmann/json.hpp>

#include <iosfwd>
#include <string>
#include <vector>

namespace gv::batch {

inline constexpr int batchReportVersion = 1;

// What a kernel's run came to: "verified", "errors", "timeout",
// "command-line-error", "clang-error", "unsupported", "missing-tool",
// "internal-error", "io-error", "interrupted", "killed", "skipped",
// "refused" (not run: its settings could not be used).
std::string outcomeOf(const KernelResult &result);

// GPUVerify's test runner's class of the result: "correct",
// "false-alarm", "MISSED-BUG", "timeout", "rejected", "message-mismatch",
// "accepted-invalid", "crash", "skipped", "refused", "other".
std::string classOf(const KernelResult &result);

// What a kernel is run with (file, flags, where they came from, what is
// expected, why it is skipped or refused): what --batch --list prints, and
// the start of its entry once it has run.
nlohmann::json jobEntry(const KernelJob &job);
nlohmann::json kernelEntry(const KernelResult &result);

// The whole report, from the kernels' entries; `run` holds what describes
// the run itself (jobs, shard, wall-clock seconds).
nlohmann::json batchReport(const std::vector<nlohmann::json> &entries, const nlohmann::json &run);

// The line printed as a kernel ends: "ok", or what went wrong.
std::string kernelLine(const nlohmann::json &entry);

// The table printed at the end: counts by outcome and class, times, and
// each kernel that did not meet its expectation.
void printSummary(const nlohmann::json &report, std::ostream &out);

std::string junitXml(const nlohmann::json &report);

// One SARIF run holding every kernel's results and invocations, from the
// SARIF logs the entries hold ("sarif", kept when the batch ran with
// --sarif).
nlohmann::json mergedSarif(const std::vector<nlohmann::json> &entries);

} // namespace gv::batch
