#include "reports/JsonReport.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace gv::driver {

using json = nlohmann::ordered_json;

namespace {

const char *verdictName(Verdict verdict) {
  switch (verdict) {
  case Verdict::Verified: return "verified";
  case Verdict::Errors: return "errors";
  case Verdict::Timeout: return "timeout";
  case Verdict::Error: return "error";
  case Verdict::Stopped: return "stopped";
  case Verdict::Interrupted: return "interrupted";
  }
  return "error";
}

json optionalText(const std::optional<std::string> &text) { return text ? json(*text) : json(nullptr); }

json frameJson(const SourceFrame &frame) {
  json span = nullptr;
  if (frame.span)
    span = {{"startColumn", frame.span->start}, {"endColumn", frame.span->end}};
  return {{"file", frame.location.file},
          {"line", frame.location.line},
          {"column", frame.location.column},
          {"span", span},
          {"sourceLine", optionalText(frame.code)}};
}

// The innermost frame, with the call sites it was inlined into.
// Numbers where they fit in a JSON integer; decimal strings otherwise.
json indexJson(const std::vector<std::string> &index) {
  json subscripts = json::array();
  for (const std::string &subscript : index) {
    try {
      size_t used = 0;
      long long value = std::stoll(subscript, &used);
      subscripts.push_back(used == subscript.size() ? json(value) : json(subscript));
    } catch (const std::exception &) {
      subscripts.push_back(subscript);
    }
  }
  return subscripts;
}

json locationJson(const SourceTrace &trace) {
  if (trace.empty())
    return nullptr;
  json location = frameJson(trace.front());
  json invokedFrom = json::array();
  for (size_t i = 1; i < trace.size(); ++i)
    invokedFrom.push_back(frameJson(trace[i]));
  location["invokedFrom"] = invokedFrom;
  return location;
}

json idsJson(const std::array<uint64_t, 3> &ids, unsigned dims) {
  return json(std::vector<uint64_t>(ids.begin(), ids.begin() + dims));
}

json threadJson(const ThreadIds &thread) {
  unsigned globalDims = std::max(thread.groupDims, thread.gridDims);
  return {{"localId", idsJson(thread.localId, thread.groupDims)},
          {"groupId", idsJson(thread.groupId, thread.gridDims)},
          {"globalId", idsJson(thread.globalId, globalDims)}};
}

json accessJson(const RaceAccess &access) {
  json j = {{"kind", accessWord(access.kind)},
            {"location", locationJson(access.trace)},
            {"thread", threadJson(access.thread)}};
  if (!access.possibleSources.empty()) {
    json sources = json::array();
    for (const SourceTrace &source : access.possibleSources)
      sources.push_back(locationJson(source));
    j["possibleSources"] = sources;
  }
  return j;
}

json bplLocationJson(const BplLocation &location) {
  return {{"file", location.file}, {"line", location.line}, {"column", location.column}};
}

json bplLocationJson(const BplLocation &location);

json errorJson(const ReportedError &error) {
  json e = {{"kind", infoOf(error.kind).jsonName},
            {"message", error.message},
            {"location", locationJson(error.trace)},
            {"thread", error.thread ? threadJson(*error.thread) : json(nullptr)},
            {"kernel", error.kernel.empty() ? json(nullptr) : json(error.kernel)}};
  if (error.otherThread)
    e["otherThread"] = threadJson(*error.otherThread);
  if (error.race)
    e["race"] = {{"kind", error.race->kind},
                 {"array", error.race->array},
                 {"element", error.race->element},
                 {"index", indexJson(error.race->index)},
                 {"access", accessJson(error.race->current)},
                 {"previousAccess", accessJson(error.race->previous)}};
  if (error.note) {
    e["note"] = {{"message", error.note->message}, {"location", locationJson(error.note->trace)}};
    if (error.note->boogieLocation)
      e["note"]["boogie"] = bplLocationJson(*error.note->boogieLocation);
  } else {
    e["note"] = nullptr;
  }
  e["confirmed"] = nullptr;
  e["replay"] = nullptr;
  if (error.replay) {
    const ReplayOutcome &replay = *error.replay;
    bool confirmed = replay.status == ReplayOutcome::Status::Confirmed;
    json accesses = json::array();
    for (const SourceTrace &trace : replay.accesses)
      accesses.push_back(locationJson(trace));
    e["confirmed"] = confirmed;
    e["replay"] = {{"confirmed", confirmed},  {"shown", replay.shown}, {"accesses", accesses},
                   {"inputs", replay.inputs}, {"why", replay.why},     {"runs", replay.runs}};
  }
  json loops = json::array();
  for (const AbstractedLoop &loop : error.abstractedLoops) {
    json values = json::array();
    for (const auto &[term, value] : loop.headValues)
      values.push_back({{"term", term}, {"value", value}});
    loops.push_back(
        {{"message", abstractedLoopNote(loop)}, {"location", locationJson(loop.trace)}, {"headValues", values}});
  }
  e["abstractedLoops"] = loops;
  json parameters = json::array();
  for (const auto &parameter : error.parameters)
    parameters.push_back({{"name", parameter.name}, {"value", parameter.value}});
  e["parameters"] = parameters;
  if (error.groupSize && error.numGroups)
    e["launch"] = {{"groupSize", *error.groupSize}, {"numGroups", *error.numGroups}};
  else
    e["launch"] = nullptr;
  e["boogie"] = bplLocationJson(error.boogieLocation);
  e["boogie"]["code"] = error.boogieCode;
  if (error.relatedBoogieLocation)
    e["boogie"]["related"] = bplLocationJson(*error.relatedBoogieLocation);
  return e;
}

json timesJson(const StageTimes &times) {
  auto seconds = [](const std::optional<double> &value) { return value ? json(*value) : json(nullptr); };
  return {
      {"clang", seconds(times.clang)},   {"translator", seconds(times.translator)}, {"houdini", seconds(times.houdini)},
      {"boogie", seconds(times.boogie)}, {"replay", seconds(times.replay)},         {"other", times.other()},
      {"total", times.total()}};
}

json compilerMessagesJson(const std::vector<CompilerMessage> &messages) {
  json list = json::array();
  for (const CompilerMessage &m : messages)
    list.push_back({{"file", m.location.file},
                    {"line", m.location.line},
                    {"column", m.location.column},
                    {"severity", m.severity},
                    {"message", m.message}});
  return list;
}

json refusedKernelsJson(const std::vector<RefusedKernel> &refused) {
  json list = json::array();
  for (const RefusedKernel &kernel : refused)
    list.push_back({{"kernel", kernel.kernel}, {"message", kernel.message}});
  return list;
}

} // namespace

std::string jsonReportText(const Report &report) {
  json document = {{"version", jsonReportVersion},
                   {"tool", {{"name", "gpuverify"}, {"version", GV_VERSION}}},
                   {"kernelFile", report.kernelFile},
                   {"language", report.language == SourceLanguage::CUDA ? "cuda" : "opencl"},
                   {"verdict", verdictName(report.verdict)},
                   {"exitCode", toInt(report.exitCode)},
                   {"message", report.failure.empty() ? json(nullptr) : json(report.failure)},
                   {"kernels", report.kernels},
                   {"refusedKernels", refusedKernelsJson(report.refusedKernels)},
                   {"notes", report.notes},
                   {"compilerMessages", compilerMessagesJson(report.compilerMessages)}};
  if (report.summary)
    document["counts"] = {{"verified", report.summary->verified},
                          {"errors", report.summary->errors},
                          {"inconclusive", report.summary->inconclusive},
                          {"timeOuts", report.summary->timeOuts},
                          {"outOfMemory", report.summary->outOfMemory}};
  else
    document["counts"] = nullptr;
  json errors = json::array();
  for (const auto &error : report.errors)
    errors.push_back(errorJson(error));
  document["errors"] = errors;
  document["times"] = timesJson(report.times);
  json unproved = json::array();
  for (const UnprovedCheck &check : report.unproved)
    unproved.push_back({{"message", "the solver gave up on " + check.what}, {"location", locationJson(check.trace)}});
  document["unproved"] = unproved;
  if (report.tools)
    document["tools"] = {{"clang", report.tools->clang},
                         {"boogie", report.tools->boogie},
                         {"z3", report.tools->z3},
                         {"cvc5", report.tools->cvc5}};
  else
    document["tools"] = nullptr;
  return document.dump(2) + "\n";
}

} // namespace gv::driver
