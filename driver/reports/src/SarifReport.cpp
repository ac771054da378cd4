#include "reports/SarifReport.h"
#include "support/Digest.h"

#include "reports/TextReport.h"
#include "support/FileUri.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>
#include <regex>

namespace gv::driver {

using json = nlohmann::ordered_json;

namespace {

// A relative path stays a relative URI reference; an absolute one becomes
// a file:// URI. Characters outside the unreserved set are escaped.

// The base a relative URI is relative to: the folder gpuverify ran in
// (the run's originalUriBaseIds says which), so code-scanning services can
// match the file with the repository's.
constexpr const char *sourceRoot = "SRCROOT";

json artifactLocation(const std::string &file) {
  json artifact = {{"uri", uriOfPath(file)}};
  if (file.empty() || file[0] != '/')
    artifact["uriBaseId"] = sourceRoot;
  return artifact;
}

json physicalLocation(const std::string &file, unsigned line, unsigned column) {
  json region = {{"startLine", std::max(line, 1u)}};
  if (column > 0)
    region["startColumn"] = column;
  return {{"physicalLocation", {{"artifactLocation", artifactLocation(file)}, {"region", region}}}};
}

// A frame's place, with the columns to underline where they are known.
json physicalLocation(const SourceFrame &frame) {
  const SourceLocation &where = frame.location;
  json location = physicalLocation(where.file, where.line, where.column);
  if (frame.span) {
    json &region = location["physicalLocation"]["region"];
    region["startColumn"] = frame.span->start;
    region["endColumn"] = frame.span->end;
  }
  return location;
}

json relatedLocation(const SourceFrame &frame, size_t id, const std::string &message) {
  json location = physicalLocation(frame);
  location["id"] = static_cast<int>(id);
  location["message"] = {{"text", message}};
  return location;
}

// What identifies a result across edits that move it: the rule, the file,
// the code of the failing line and, for a race, of the other access: not
// line numbers. Services that de-duplicate results match on it.
json partialFingerprints(const ReportedError &error, const std::string &rule) {
  std::string identity = rule;
  auto add = [&](const SourceTrace &trace) {
    if (!trace.empty())
      identity += "|" + trace.front().location.file + "|" + trace.front().code.value_or("");
  };
  add(error.trace);
  if (error.race) {
    identity += "|" + error.race->array;
    add(error.race->previous.trace);
  }
  if (error.trace.empty())
    identity += "|" + error.message;
  return {{"gpuverify/v1", sha256Hex(identity)}};
}

json primaryLocation(const ReportedError &error, const std::string &kernelFile) {
  if (error.kind == ErrorKind::Unlocated) // somewhere in the kernel
    return {{"physicalLocation", {{"artifactLocation", artifactLocation(kernelFile)}}}};
  if (!error.trace.empty())
    return physicalLocation(error.trace.front());
  return physicalLocation(error.boogieLocation.file, error.boogieLocation.line, error.boogieLocation.column);
}

std::string resultMessage(const ReportedError &error, SourceLanguage language) {
  std::string text = error.message;
  if (error.thread)
    text += " for " + threadDescription(*error.thread, language);
  if (error.otherThread)
    text += " and " + threadDescription(*error.otherThread, language);
  if (error.race)
    text += " (" + threadDescription(error.race->current.thread, language) + ")";
  return text;
}

json relatedLocations(const ReportedError &error, SourceLanguage language) {
  json related = json::array();
  if (error.note && !error.note->trace.empty())
    related.push_back(relatedLocation(error.note->trace.front(), related.size(), error.note->message));
  if (error.race && !error.race->previous.trace.empty()) {
    const RaceAccess &previous = error.race->previous;
    related.push_back(relatedLocation(previous.trace.front(), related.size(),
                                      std::string(capitalisedAccessWord(previous.kind)) + " by " +
                                          threadDescription(previous.thread, language)));
  }
  for (const AbstractedLoop &loop : error.abstractedLoops)
    related.push_back(relatedLocation(loop.trace.front(), related.size(), abstractedLoopNote(loop)));
  return related;
}

json resultJson(const ReportedError &error, const Report &report) {
  SourceLanguage language = report.language;
  json result = {{"ruleId", infoOf(error.kind).sarifRule},
                 {"level", "error"},
                 {"message", {{"text", resultMessage(error, language)}}},
                 {"locations", json::array({primaryLocation(error, report.kernelFile)})},
                 {"relatedLocations", relatedLocations(error, language)},
                 {"partialFingerprints", partialFingerprints(error, infoOf(error.kind).sarifRule)}};
  // A report a run of the kernel showed ranks above one no run showed.
  if (error.replay) {
    bool confirmed = error.replay->status == ReplayOutcome::Status::Confirmed;
    result["rank"] = confirmed ? 100.0 : 50.0;
    result["properties"] = {{"confirmed", confirmed}, {"replay", confirmed ? error.replay->shown : error.replay->why}};
  }
  return result;
}

json invocationJson(const Report &report) {
  json invocation = {
      {"executionSuccessful", report.verdict != Verdict::Error && report.verdict != Verdict::Interrupted},
      {"exitCode", toInt(report.exitCode)}};
  json notifications = json::array();
  // clang's own diagnostics, at their places.
  for (const CompilerMessage &m : report.compilerMessages) {
    if (m.severity == "note")
      continue;
    notifications.push_back(
        {{"level", m.severity == "warning" ? "warning" : "error"},
         {"message", {{"text", m.message}}},
         {"locations", json::array({physicalLocation(m.location.file, m.location.line, m.location.column)})}});
  }
  // The run's notes (what it assumed: launch sizes, argument values from
  // the host code), at their places when they name one.
  static const std::regex placed(R"(^(.+?):(\d+):(\d+): (.*)$)");
  auto notify = [&](const std::string &level, const std::string &text) {
    std::smatch m;
    json notification = {{"level", level}, {"message", {{"text", text}}}};
    if (std::regex_match(text, m, placed)) {
      notification["message"]["text"] = m[4].str();
      notification["locations"] = json::array({physicalLocation(
          m[1].str(), static_cast<unsigned>(std::stoul(m[2].str())), static_cast<unsigned>(std::stoul(m[3].str())))});
    }
    notifications.push_back(notification);
  };
  for (const std::string &note : report.notes)
    notify("note", note);
  // The kernels left out, at the construct refused ("error: ..." dropped:
  // the level says it).
  for (const RefusedKernel &kernel : report.refusedKernels)
    if (kernel.message != report.failure) // all refused: the failure says it
      notify("error", std::regex_replace(kernel.message, std::regex(": error: "), ": ",
                                         std::regex_constants::format_first_only));
  if (!report.failure.empty())
    notifications.push_back({{"level", "error"}, {"message", {{"text", report.failure}}}});
  if (!notifications.empty())
    invocation["toolExecutionNotifications"] = notifications;
  return invocation;
}

} // namespace

std::string sarifLogText(const Report &report) {
  json ruleList = json::array();
  for (const auto &kind : allErrorKinds())
    ruleList.push_back({{"id", kind.sarifRule}, {"shortDescription", {{"text", kind.sarifDescription}}}});
  json results = json::array();
  for (const auto &error : report.errors)
    results.push_back(resultJson(error, report));
  std::error_code error;
  std::string root = std::filesystem::current_path(error).string();
  json run = {{"tool", {{"driver", {{"name", "gpuverify"}, {"version", GV_VERSION}, {"rules", ruleList}}}}},
              {"originalUriBaseIds",
               {{sourceRoot, {{"uri", uriOfPath(root.empty() || root.back() == '/' ? root : root + "/")}}}}},
              {"results", results},
              {"invocations", json::array({invocationJson(report)})}};
  json log = {
      {"$schema", "https://json.schemastore.org/sarif-2.1.0.json"}, {"version", "2.1.0"}, {"runs", json::array({run})}};
  return log.dump(2) + "\n";
}

} // namespace gv::driver
