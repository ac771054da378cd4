// gpuverify --batch: verifies every kernel under the paths given, in
// parallel, each against its expected outcome (see KernelSettings.h), and
// reports as CI servers read it. gpuverify --batch-merge: one report from
// the JSON reports of several batch runs (the shards of a CI matrix).
// Usage and report formats: docs/batch.md.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace gv::batch {

// Whether the command line asks for a batch run or a merge.
bool isBatchCommandLine(const std::vector<std::string> &arguments);

// Runs it. The exit code: 0 if every kernel met its expectation, 6 if one
// did not, 1 for a bad command line, configuration file or report to merge,
// 74 if a report could not be written.
int runBatchCommand(const std::vector<std::string> &arguments, std::ostream &out, std::ostream &err);

} // namespace gv::batch
