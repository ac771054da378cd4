#include "batch/ShardReports.h"

#include "batch/BatchReport.h"
#include "batch/KernelSettings.h"

#include <fstream>
#include <map>
#include <optional>
#include <set>

namespace gv::batch {

using nlohmann::json;

namespace {

// Deeper than any report gpuverify writes; a deeper document would only
// make writing the merged report recurse that deep.
constexpr int maximumDepth = 64;
constexpr double maximumSeconds = 1e9;

// The fields of one kernel's entry that the merged reports read, each
// checked for its type; a failure names the file, the entry and the field.
class EntryChecker {
public:
  EntryChecker(const std::string &file, size_t index) : where_(file + ": kernels[" + std::to_string(index) + "]") {}

  void check(const json &entry, bool needSarif) const {
    if (!entry.is_object())
      fail("", "an object");
    for (const char *key : {"file", "path", "source", "outcome", "class", "output"})
      string(entry, key);
    if (!field(entry, "met").is_boolean())
      fail("met", "true or false");
    strings(field(entry, "flags"), "flags");
    strings(field(entry, "unmatchedRegexes"), "unmatchedRegexes");
    const json &seconds = field(entry, "seconds");
    if (!seconds.is_number() || !(seconds.get<double>() >= 0) || seconds.get<double>() > maximumSeconds)
      fail("seconds", "a number of seconds");
    const json &code = field(entry, "exitCode");
    if (!code.is_null())
      exitCode(code, "exitCode");
    if (code.is_null() || entry["outcome"] == "skipped")
      string(entry, "ending");
    if (entry.contains("config"))
      string(entry, "config");
    field(entry, "report");
    checkExpected(field(entry, "expected"));
    if (entry.contains("sarif"))
      checkSarif(entry["sarif"]);
    else if (needSarif && entry["outcome"] != "skipped" && entry["outcome"] != "refused" && !code.is_null())
      fail("sarif", "the kernel's SARIF log");
  }

private:
  std::string where_;

  [[noreturn]] void fail(const std::string &key, const std::string &expected) const {
    throw MergeError(where_ + (key.empty() ? "" : "." + key) + ": expected " + expected);
  }
  const json &field(const json &object, const char *key) const {
    if (!object.contains(key))
      fail(key, "a value, but there is none");
    return object[key];
  }
  void string(const json &object, const char *key) const {
    if (!field(object, key).is_string())
      fail(key, "a string");
  }
  void strings(const json &value, const std::string &key) const {
    if (!value.is_array())
      fail(key, "a list of strings");
    for (const json &item : value)
      if (!item.is_string())
        fail(key, "a list of strings");
  }
  void exitCode(const json &value, const std::string &key) const {
    if (!value.is_number_integer() || value.get<long long>() < 0 || value.get<long long>() > 255)
      fail(key, "an exit code (0 to 255)");
  }
  void checkExpected(const json &expected) const {
    if (!expected.is_object())
      fail("expected", "an object");
    const json &codes = field(expected, "codes");
    if (!codes.is_array() || codes.empty())
      fail("expected.codes", "a list of exit codes");
    for (const json &code : codes)
      exitCode(code, "expected.codes");
    strings(field(expected, "names"), "expected.names");
    strings(field(expected, "regexes"), "expected.regexes");
  }
  // What mergedSarif reads: a log whose first run holds results and
  // invocations.
  void checkSarif(const json &sarif) const {
    if (!sarif.is_object() || !sarif.contains("runs") || !sarif["runs"].is_array())
      fail("sarif", "a SARIF log");
    for (const json &run : sarif["runs"]) {
      if (!run.is_object())
        fail("sarif", "a SARIF log whose runs are objects");
      for (const char *list : {"results", "invocations"})
        if (run.contains(list) && !run[list].is_array())
          fail("sarif", std::string("a SARIF log whose runs' ") + list + " are lists");
      if (run.contains("invocations"))
        for (const json &invocation : run["invocations"])
          if (!invocation.is_object())
            fail("sarif", "a SARIF log whose invocations are objects");
    }
  }
};

json readReport(const std::string &file) {
  std::ifstream in(file, std::ios::binary);
  if (!in)
    throw MergeError(file + ": cannot be read");
  auto depthLimit = [&](int depth, json::parse_event_t, json &) {
    if (depth > maximumDepth)
      throw MergeError(file + ": nested more than " + std::to_string(maximumDepth) + " deep");
    return true;
  };
  try {
    return json::parse(in, depthLimit);
  } catch (const json::exception &error) {
    throw MergeError(file + ": not JSON: " + error.what());
  }
}

struct Shard {
  std::string file;
  ShardId id;
  json kernels;
};

Shard readShard(const std::string &file, bool needSarif) {
  json report = readReport(file);
  if (!report.is_object() || !report.contains("gpuverifyBatch") || !report.contains("kernels") ||
      !report["kernels"].is_array())
    throw MergeError(file + ": not a gpuverify batch report");
  if (report["gpuverifyBatch"] != batchReportVersion)
    throw MergeError(file + ": a batch report of version " + report["gpuverifyBatch"].dump() + ", not " +
                     std::to_string(batchReportVersion));
  const json &run = report.contains("run") ? report["run"] : json();
  if (!run.is_object())
    throw MergeError(file + ": run: expected an object");
  if (run.contains("interrupted"))
    throw MergeError(file + ": its run was interrupted, so it holds only some of its shard's kernels");
  std::optional<ShardId> id;
  if (run.contains("shard") && run["shard"].is_string())
    id = parseShardId(run["shard"].get<std::string>());
  if (!id)
    throw MergeError(file + ": run.shard: expected the shard it holds, I/N (reports made before gpuverify "
                            "recorded it have none: make them again)");
  if (needSarif && !(run.contains("sarif") && run["sarif"] == true))
    throw MergeError(file + ": made without --sarif, so it holds no SARIF results to merge");
  for (size_t i = 0; i < report["kernels"].size(); ++i)
    EntryChecker(file, i).check(report["kernels"][i], needSarif);
  return {file, *id, report["kernels"]};
}

// The shards of one run: N of N, each once, each of the size the sharding
// gives it (shardOf).
void checkComplete(const std::vector<Shard> &shards) {
  unsigned count = shards.front().id.count;
  std::map<unsigned, std::string> byIndex;
  size_t kernels = 0;
  for (const Shard &shard : shards) {
    if (shard.id.count != count)
      throw MergeError(shard.file + " is shard " + shardText(shard.id) + ", but " + shards.front().file + " is of " +
                       std::to_string(count) + ": they come from different runs");
    auto [at, added] = byIndex.emplace(shard.id.index, shard.file);
    if (!added)
      throw MergeError(shard.file + " and " + at->second + " are both shard " + shardText(shard.id));
    kernels += shard.kernels.size();
  }
  std::string missing;
  for (unsigned index = 1; index <= count; ++index)
    if (!byIndex.count(index))
      missing += (missing.empty() ? "" : ", ") + shardText({index, count});
  if (!missing.empty())
    throw MergeError("shards missing: " + missing + " (every shard's report must be given, each once)");
  for (const Shard &shard : shards) {
    size_t expected = (kernels + count - shard.id.index) / count;
    if (shard.kernels.size() != expected)
      throw MergeError(shard.file + " (shard " + shardText(shard.id) + ") holds " +
                       std::to_string(shard.kernels.size()) + " kernels where the shards of one run of " +
                       std::to_string(kernels) + " hold " + std::to_string(expected) +
                       ": the reports come from different runs");
  }
}

} // namespace

std::vector<json> entriesOfShards(const std::vector<std::string> &files, bool needSarif) {
  std::vector<Shard> shards;
  for (const std::string &file : files)
    shards.push_back(readShard(file, needSarif));
  if (shards.empty())
    throw MergeError("no reports given");
  checkComplete(shards);
  // Shard I holds kernels I, I + N, ... of the run's sorted list.
  unsigned count = shards.front().id.count;
  size_t total = 0;
  for (const Shard &shard : shards)
    total += shard.kernels.size();
  std::vector<json> entries(total);
  std::set<std::string> paths;
  for (const Shard &shard : shards)
    for (size_t j = 0; j < shard.kernels.size(); ++j) {
      const json &entry = shard.kernels[j];
      if (!paths.insert(entry["path"].get<std::string>()).second)
        throw MergeError(shard.file + ": " + entry["path"].get<std::string>() + " is in another report too");
      entries[j * count + shard.id.index - 1] = entry;
    }
  return entries;
}

} // namespace gv::batch
