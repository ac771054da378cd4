#include "lsp/Diagnostics.h"

#include "pipeline/Frontend.h"
#include "reports/SourceSpan.h"
#include "support/Paths.h"

#include <algorithm>
#include <filesystem>
#include <sstream>
#include <vector>

namespace fs = std::filesystem;
using nlohmann::json;

namespace gv::lsp {

namespace {

constexpr int severityError = 1, severityWarning = 2;

std::vector<std::string> linesOf(const std::string &text) {
  std::vector<std::string> lines;
  std::string line;
  std::istringstream in(text);
  while (std::getline(in, line)) {
    if (!line.empty() && line.back() == '\r')
      line.pop_back();
    lines.push_back(line);
  }
  return lines;
}

// A member of a JSON object; null if `value` is not an object or lacks it
// (a const json's operator[] must not be asked for a missing member).
const json &member(const json &value, const char *name) {
  static const json none;
  if (!value.is_object())
    return none;
  auto found = value.find(name);
  return found == value.end() ? none : *found;
}

struct Place {
  std::string uri;
  json range;
};

class Mapper {
public:
  explicit Mapper(const DocumentView &document) : document_(document), lines_(linesOf(document.text)) {}

  bool inDocument(const json &location) const { return pathOf(location) == normal(document_.verified); }

  // The token at the location (driver::tokenSpan, as every report
  // underlines it), in the editor's text, which may differ from the file's.
  Place placeOf(const json &location, const std::string &name = "") const {
    unsigned line = location.value("line", 0u), column = location.value("column", 0u);
    unsigned zeroLine = line ? line - 1 : 0;
    if (!inDocument(location)) {
      json at = {{"line", zeroLine}, {"character", column ? column - 1 : 0}};
      json end = {{"line", zeroLine}, {"character", column ? column : 1}};
      return {uriOfPath(pathOf(location)), {{"start", at}, {"end", end}}};
    }
    const std::string text = zeroLine < lines_.size() ? lines_[zeroLine] : std::string();
    driver::SourceSpan span = driver::tokenSpan(text, column ? column : 1, name)
                                  .value_or(driver::SourceSpan{std::max(column, 1u), std::max(column, 1u)});
    json range = {{"start", {{"line", zeroLine}, {"character", utf16Column(text, span.start)}}},
                  {"end", {{"line", zeroLine}, {"character", utf16Column(text, span.end)}}}};
    return {document_.uri, range};
  }

  Place top() const {
    json zero = {{"line", 0}, {"character", 0}};
    return {document_.uri, {{"start", zero}, {"end", zero}}};
  }

  std::string pathOf(const json &location) const {
    std::string file = location.value("file", "");
    if (file.empty())
      return "";
    fs::path path(file);
    return normal(path.is_absolute() ? path : fs::path(document_.folder) / path);
  }

private:
  static std::string normal(const fs::path &path) { return driver::resolvedAbsolute(path).string(); }

  const DocumentView &document_;
  std::vector<std::string> lines_;
};

std::string idsText(const json &ids) {
  std::string text;
  for (const json &id : ids)
    text += (text.empty() ? "" : ", ") + id.dump();
  return ids.size() > 1 ? "(" + text + ")" : text;
}

std::string threadText(const json &thread) {
  if (!thread.is_object())
    return "";
  return "local id " + idsText(thread.value("localId", json::array())) + " in group " +
         idsText(thread.value("groupId", json::array()));
}

std::string whereText(const json &location) {
  if (!location.is_object())
    return "an external source location";
  return "line " + std::to_string(location.value("line", 0u)) + ":" + std::to_string(location.value("column", 0u));
}

json related(const Place &place, const std::string &message) {
  return {{"location", {{"uri", place.uri}, {"range", place.range}}}, {"message", message}};
}

// The place a diagnostic goes: the location if it is in the document, else
// the innermost call site in it (the location itself then goes in the
// related information), else the top of the document.
Place mainPlace(const Mapper &mapper, const json &location, json &relatedInfo, const std::string &what,
                const std::string &array) {
  if (!location.is_object())
    return mapper.top();
  if (mapper.inDocument(location))
    return mapper.placeOf(location, array);
  relatedInfo.push_back(related(mapper.placeOf(location, array), what));
  for (const json &frame : location.value("invokedFrom", json::array()))
    if (mapper.inDocument(frame))
      return mapper.placeOf(frame);
  return mapper.top();
}

void addCallSites(const Mapper &mapper, const json &location, json &relatedInfo) {
  if (!location.is_object())
    return;
  for (const json &frame : location.value("invokedFrom", json::array()))
    relatedInfo.push_back(related(mapper.placeOf(frame), "inlined into here"));
}

json errorDiagnostic(const Mapper &mapper, const json &error) {
  json relatedInfo = json::array();
  std::string message = error.value("message", "error");
  const json &location = member(error, "location");
  const json &race = member(error, "race");
  std::string array = race.is_object() ? race.value("array", "") : "";
  Place place = mainPlace(mapper, location, relatedInfo, message, array);
  addCallSites(mapper, location, relatedInfo);
  if (race.is_object()) {
    const json &access = member(race, "access"), &previous = member(race, "previousAccess");
    std::string earlierKind = previous.is_object() ? previous.value("kind", "access") : "access";
    message += ": " + (access.is_object() ? access.value("kind", "access") : "access") + " by " +
               threadText(member(access, "thread")) + ", and earlier " + earlierKind + " by " +
               threadText(member(previous, "thread")) + " at " + whereText(member(previous, "location"));
    if (member(previous, "location").is_object())
      relatedInfo.push_back(related(mapper.placeOf(member(previous, "location"), array),
                                    "the earlier " + earlierKind + ", by " + threadText(member(previous, "thread"))));
  } else if (member(error, "thread").is_object()) {
    message += " (" + threadText(member(error, "thread"));
    if (member(error, "otherThread").is_object())
      message += "; and " + threadText(member(error, "otherThread"));
    message += ")";
  }
  const json &note = member(error, "note");
  if (member(note, "location").is_object())
    relatedInfo.push_back(related(mapper.placeOf(member(note, "location")), note.value("message", "")));
  for (const json &loop : error.value("abstractedLoops", json::array()))
    if (member(loop, "location").is_object())
      relatedInfo.push_back(related(mapper.placeOf(member(loop, "location")), loop.value("message", "")));
  std::string parameters;
  for (const json &parameter : error.value("parameters", json::array()))
    parameters += (parameters.empty() ? "" : ", ") + parameter.value("name", "") + " = " + parameter.value("value", "");
  if (!parameters.empty())
    message += "\nwith " + parameters;
  // A report no run of the kernel could show is a warning (--no-replay
  // keeps every report an error, as GPUVerify's).
  const json &replay = member(error, "replay");
  bool notReproduced = replay.is_object() && !replay.value("confirmed", true);
  if (replay.is_object())
    message += notReproduced ? "\nnot reproduced by running the kernel" +
                                   (replay.value("why", "").empty() ? "" : ": " + replay.value("why", ""))
                             : "\nconfirmed by running the kernel: " + replay.value("shown", "");
  json diagnostic = {{"range", place.range},
                     {"severity", notReproduced ? severityWarning : severityError},
                     {"code", error.value("kind", "error")},
                     {"source", "gpuverify"},
                     {"message", message}};
  if (!relatedInfo.empty())
    diagnostic["relatedInformation"] = relatedInfo;
  return diagnostic;
}

// The "file:line:col: error: message" lines about the document: clang's,
// or the translator's for a construct it does not support.
json compilerDiagnostics(const Mapper &mapper, const std::string &output, const std::string &source) {
  json diagnostics = json::array();
  for (const driver::CompilerMessage &m : driver::compilerMessagesIn(output)) {
    json location = {{"file", m.location.file}, {"line", m.location.line}, {"column", m.location.column}};
    if (m.severity == "note" || !mapper.inDocument(location))
      continue;
    diagnostics.push_back({{"range", mapper.placeOf(location).range},
                           {"severity", m.severity == "warning" ? severityWarning : severityError},
                           {"source", source},
                           {"message", m.message}});
  }
  return diagnostics;
}

std::string lastLines(const std::string &output, size_t count) {
  std::vector<std::string> lines = linesOf(output);
  std::string text;
  for (size_t i = lines.size() > count ? lines.size() - count : 0; i < lines.size(); ++i)
    text += (text.empty() ? "" : "\n") + lines[i];
  return text;
}

} // namespace

json diagnosticAtTop(const std::string &message, bool error) {
  json zero = {{"line", 0}, {"character", 0}};
  return {{"range", {{"start", zero}, {"end", zero}}},
          {"severity", error ? severityError : severityWarning},
          {"source", "gpuverify"},
          {"message", message}};
}

unsigned utf16Column(const std::string &line, unsigned byteColumn) {
  size_t bytes = std::min<size_t>(byteColumn ? byteColumn - 1 : 0, line.size());
  unsigned units = 0;
  for (size_t i = 0; i < bytes;) {
    unsigned char c = static_cast<unsigned char>(line[i]);
    size_t length = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xE ? 3 : (c >> 3) == 0x1E ? 4 : 1;
    units += length == 4 ? 2 : 1; // above U+FFFF: a surrogate pair
    i += length;
  }
  return units;
}

json diagnosticsOf(const json &report, const std::string &output, std::optional<int> exitCode,
                   const DocumentView &document) {
  Mapper mapper(document);
  json diagnostics = json::array();
  if (report.is_object())
    for (const json &error : report.value("errors", json::array()))
      diagnostics.push_back(errorDiagnostic(mapper, error));
  auto addOnce = [&](const json &d) {
    if (std::find(diagnostics.begin(), diagnostics.end(), d) == diagnostics.end())
      diagnostics.push_back(d);
  };
  // Kernels left out (a construct not supported yet), beside the others' errors.
  if (report.is_object())
    for (const json &refused : report.value("refusedKernels", json::array()))
      for (const json &d : compilerDiagnostics(mapper, refused.value("message", ""), "gpuverify"))
        addOnce(d);
  if (exitCode == 0 || exitCode == 6)
    return diagnostics;
  for (const json &d : compilerDiagnostics(mapper, output, exitCode == 2 ? "clang" : "gpuverify"))
    addOnce(d);
  if (!diagnostics.empty())
    return diagnostics;
  // No verdict, nothing to point at: say why at the top.
  std::string why =
      member(report, "message").is_string() ? member(report, "message").get<std::string>() : lastLines(output, 5);
  std::string what = !exitCode        ? "gpuverify did not finish"
                     : *exitCode == 7 ? "gpuverify timed out"
                     : *exitCode == 4 ? "gpuverify does not support this kernel"
                                      : "gpuverify could not verify this kernel";
  diagnostics.push_back(diagnosticAtTop(what + (why.empty() ? "" : ": " + why), exitCode == 4));
  return diagnostics;
}

} // namespace gv::lsp
