// What gpuverify --batch-merge reads: the JSON reports of the shards of one
// batch run (docs/batch.md). Each is checked field by field before it is
// used, so that a report cut short, edited by hand or of another program is
// an error naming the file and the field, never a crash; each says which
// shard I/N it is, and together they must be the N shards of one run, each
// once.
#pragma once

#include <nlohmann/json.hpp>

#include <stdexcept>
#include <string>
#include <vector>

namespace gv::batch {

struct MergeError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// The kernels' entries of the reports in `files`, in the order one run
// over all the shards' kernels gives them. `needSarif`: every report must
// hold its kernels' SARIF results (made with --sarif). Throws MergeError.
std::vector<nlohmann::json> entriesOfShards(const std::vector<std::string> &files, bool needSarif);

} // namespace gv::batch
