#include "batch/BatchReport.h"

#include "support/Failure.h"

#include <algorithm>
#include <fstream>
#include <iomanip>
#include <map>
#include <ostream>
#include <sstream>
#include <stdexcept>

namespace gv::batch {

using nlohmann::json;

namespace {

// The end of the output kept in the report: enough for the defects.
constexpr size_t outputTail = 4000;

bool isTranslation(int code) { return code == 4 || code == 5; }

// Starting at a character: never in the middle of a UTF-8 sequence.
std::string tail(const std::string &text) {
  if (text.size() <= outputTail)
    return text;
  size_t start = text.size() - outputTail;
  while (start < text.size() && (static_cast<unsigned char>(text[start]) & 0xC0) == 0x80)
    ++start;
  return text.substr(start);
}

double percentile(std::vector<double> values, double fraction) {
  if (values.empty())
    return 0;
  std::sort(values.begin(), values.end());
  return values[static_cast<size_t>(fraction * static_cast<double>(values.size() - 1))];
}

std::string seconds(double value) {
  std::ostringstream text;
  text << std::fixed << std::setprecision(value < 10 ? 2 : 1) << value << " s";
  return text.str();
}

std::string expectedText(const json &entry) {
  std::string text;
  for (const auto &name : entry["expected"]["names"])
    text += (text.empty() ? "" : " or ") + name.get<std::string>();
  return text;
}

std::string xmlEscaped(const std::string &text) {
  std::string escaped;
  for (unsigned char c : text) {
    switch (c) {
    case '&': escaped += "&amp;"; break;
    case '<': escaped += "&lt;"; break;
    case '>': escaped += "&gt;"; break;
    case '"': escaped += "&quot;"; break;
    case '\'': escaped += "&apos;"; break;
    case '\t':
    case '\n':
    case '\r': escaped += static_cast<char>(c); break;
    default:
      // XML 1.0 has no other control characters, not even escaped.
      if (c >= 0x20)
        escaped += static_cast<char>(c);
    }
  }
  return escaped;
}

std::map<std::string, unsigned> countBy(const std::vector<json> &entries, const char *key) {
  std::map<std::string, unsigned> counts;
  for (const json &entry : entries)
    ++counts[entry[key].get<std::string>()];
  return counts;
}

} // namespace

std::string outcomeOf(const KernelResult &result) {
  if (!result.job.skipBecause.empty())
    return "skipped";
  if (!result.job.refusedBecause.empty())
    return "refused";
  if (!result.exitCode)
    return "killed";
  switch (*result.exitCode) {
  case 0: return "verified";
  case 1: return "command-line-error";
  case 2: return "clang-error";
  case 4:
  case 5: return "unsupported";
  case 6: return "errors";
  case 7: return "timeout";
  case 9: return "missing-tool";
  case 11: return "internal-error";
  case 74: return "io-error";
  case 130: return "interrupted";
  default: return "exit-code-" + std::to_string(*result.exitCode);
  }
}

std::string classOf(const KernelResult &result) {
  if (!result.job.skipBecause.empty())
    return "skipped";
  if (!result.job.refusedBecause.empty())
    return "refused";
  if (!result.exitCode)
    return result.ending == "timed out" ? "timeout" : "crash";
  int code = *result.exitCode;
  const std::vector<int> &codes = result.job.expected.codes;
  int expected = codes.empty() ? 0 : codes.front();
  bool same = std::find(codes.begin(), codes.end(), code) != codes.end() ||
              (isTranslation(code) && std::any_of(codes.begin(), codes.end(), isTranslation));
  if (same)
    return result.unmatchedRegexes.empty() ? "correct" : "message-mismatch";
  if (expected == 0 && code == 6)
    return "false-alarm";
  if (expected == 6 && code == 0)
    return "MISSED-BUG";
  if (code == 7)
    return "timeout";
  if ((code == 2 || code == 3 || isTranslation(code)) && (expected == 0 || expected == 6))
    return "rejected";
  if ((code == 0 || code == 6) && (expected == 1 || expected == 2 || isTranslation(expected)))
    return code == 6 || expected != 0 ? "accepted-invalid" : "other";
  return "other";
}

json jobEntry(const KernelJob &job) {
  json names = json::array();
  for (int code : job.expected.codes)
    names.push_back(driver::exitCodeName(code));
  json entry = {{"file", job.shown},
                {"path", job.path},
                {"flags", job.flags},
                {"source", sourceName(job.source)},
                {"expected",
                 {{"codes", job.expected.codes},
                  {"names", names},
                  {"regexes", job.expected.regexes},
                  {"met", exitCodesMeeting(job.expected)}}}};
  if (!job.configFile.empty())
    entry["config"] = job.configFile;
  if (!job.skipBecause.empty())
    entry["skipped"] = job.skipBecause;
  if (!job.refusedBecause.empty())
    entry["refused"] = job.refusedBecause;
  return entry;
}

json kernelEntry(const KernelResult &result) {
  json entry = jobEntry(result.job);
  entry["exitCode"] = result.exitCode ? json(*result.exitCode) : json(nullptr);
  entry["outcome"] = outcomeOf(result);
  entry["class"] = classOf(result);
  entry["met"] = expectationMet(result);
  entry["unmatchedRegexes"] = result.unmatchedRegexes;
  entry["seconds"] = std::round(result.seconds * 1000) / 1000;
  entry["report"] = result.report;
  entry["output"] = tail(result.output);
  if (!result.exitCode)
    entry["ending"] = result.ending;
  if (!result.sarif.is_null())
    entry["sarif"] = result.sarif;
  return entry;
}

json batchReport(const std::vector<json> &entries, const json &run) {
  std::vector<double> times;
  unsigned met = 0, skipped = 0;
  for (const json &entry : entries) {
    met += entry["met"].get<bool>() ? 1 : 0;
    if (entry["outcome"] == "skipped")
      ++skipped;
    else
      times.push_back(entry["seconds"].get<double>());
  }
  double total = 0;
  for (double t : times)
    total += t;
  json summary = {{"kernels", entries.size()},
                  {"met", met},
                  {"notMet", entries.size() - met},
                  {"skipped", skipped},
                  {"outcomes", countBy(entries, "outcome")},
                  {"classes", countBy(entries, "class")},
                  {"seconds",
                   {{"total", std::round(total * 1000) / 1000},
                    {"median", percentile(times, 0.5)},
                    {"p90", percentile(times, 0.9)},
                    {"max", percentile(times, 1.0)}}}};
  return {{"gpuverifyBatch", batchReportVersion}, {"run", run}, {"summary", summary}, {"kernels", entries}};
}

std::string kernelLine(const json &entry) {
  std::string file = entry["file"];
  std::string outcome = entry["outcome"];
  if (outcome == "skipped")
    return "skip  " + file + " (" + entry["ending"].get<std::string>() + ")";
  std::string line = (entry["met"].get<bool>() ? "ok    " : "FAIL  ") + file + " (" + outcome + ", " +
                     seconds(entry["seconds"].get<double>()) + ")";
  if (!entry["met"].get<bool>()) {
    line += ": expected " + expectedText(entry);
    if (entry["exitCode"].is_null())
      line += ", but it " + entry["ending"].get<std::string>();
    else
      line += ", got " + driver::exitCodeName(entry["exitCode"].get<int>());
    for (const auto &regex : entry["unmatchedRegexes"])
      line += "; no match for /" + regex.get<std::string>() + "/";
  }
  return line;
}

void printSummary(const json &report, std::ostream &out) {
  const json &summary = report["summary"];
  const json &run = report["run"];
  out << "\ngpuverify batch: " << summary["kernels"].get<unsigned>() << " kernels";
  if (run.contains("shard") && run["shard"] != "1/1")
    out << " (shard " << run["shard"].get<std::string>() << ")";
  if (run.contains("wallSeconds"))
    out << " in " << seconds(run["wallSeconds"].get<double>());
  if (run.contains("jobs"))
    out << " with -j" << run["jobs"].get<unsigned>();
  out << "\n";
  out << "  " << std::left << std::setw(22) << "expectation met" << std::right << std::setw(6)
      << summary["met"].get<unsigned>() << "\n";
  out << "  " << std::left << std::setw(22) << "expectation not met" << std::right << std::setw(6)
      << summary["notMet"].get<unsigned>() << "\n";
  out << "\n  " << std::left << std::setw(22) << "outcome" << std::right << std::setw(6) << "kernels" << std::setw(6)
      << "met" << "\n";
  std::map<std::string, unsigned> metByOutcome;
  for (const json &entry : report["kernels"])
    metByOutcome[entry["outcome"].get<std::string>()] += entry["met"].get<bool>() ? 1 : 0;
  for (const auto &[outcome, count] : summary["outcomes"].items())
    out << "  " << std::left << std::setw(22) << outcome << std::right << std::setw(6) << count.get<unsigned>()
        << std::setw(6) << metByOutcome[outcome] << "\n";
  out << "\n  as GPUVerify's test runner classes them:";
  for (const auto &[name, count] : summary["classes"].items())
    out << " " << name << " " << count.get<unsigned>() << ";";
  out << "\n";
  const json &times = summary["seconds"];
  out << "  time per kernel: median " << seconds(times["median"].get<double>()) << ", p90 "
      << seconds(times["p90"].get<double>()) << ", max " << seconds(times["max"].get<double>()) << ", total "
      << seconds(times["total"].get<double>()) << "\n";
  bool header = false;
  for (const json &entry : report["kernels"]) {
    if (entry["met"].get<bool>())
      continue;
    if (!header)
      out << "\nNot as expected:\n";
    header = true;
    out << "  " << kernelLine(entry) << "\n";
  }
}

std::string junitXml(const json &report) {
  const json &summary = report["summary"];
  unsigned failures = 0, errors = 0;
  for (const json &entry : report["kernels"]) {
    if (entry["met"].get<bool>())
      continue;
    if (entry["exitCode"].is_null())
      ++errors;
    else
      ++failures;
  }
  std::ostringstream xml;
  std::string total = std::to_string(summary["seconds"]["total"].get<double>());
  std::string counts = " tests=\"" + std::to_string(summary["kernels"].get<unsigned>()) + "\" failures=\"" +
                       std::to_string(failures) + "\" errors=\"" + std::to_string(errors) + "\"";
  xml << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  xml << "<testsuites name=\"gpuverify\"" << counts << " time=\"" << total << "\">\n";
  xml << "  <testsuite name=\"gpuverify\"" << counts << " skipped=\"" << summary["skipped"].get<unsigned>()
      << "\" time=\"" << total << "\">\n";
  for (const json &entry : report["kernels"]) {
    std::string file = entry["file"];
    size_t slash = file.rfind('/');
    std::string folder = slash == std::string::npos ? "." : file.substr(0, slash);
    std::string name = slash == std::string::npos ? file : file.substr(slash + 1);
    xml << "    <testcase classname=\"" << xmlEscaped(folder) << "\" name=\"" << xmlEscaped(name) << "\" file=\""
        << xmlEscaped(file) << "\" time=\"" << entry["seconds"].get<double>() << "\"";
    std::string output = entry["output"];
    if (entry["outcome"] == "skipped") {
      xml << ">\n      <skipped message=\"" << xmlEscaped(entry["ending"].get<std::string>()) << "\"/>\n";
    } else if (!entry["met"].get<bool>()) {
      const char *element = entry["exitCode"].is_null() ? "error" : "failure";
      xml << ">\n      <" << element << " message=\"" << xmlEscaped(kernelLine(entry)) << "\" type=\""
          << xmlEscaped(entry["class"].get<std::string>()) << "\">" << xmlEscaped(output) << "</" << element << ">\n";
    } else {
      xml << ">\n";
    }
    xml << "      <system-out>" << xmlEscaped(output) << "</system-out>\n";
    xml << "    </testcase>\n";
  }
  xml << "  </testsuite>\n</testsuites>\n";
  return xml.str();
}

json mergedSarif(const std::vector<json> &entries) {
  json run;
  json runs = json::array();
  for (const json &entry : entries) {
    const json &sarif = entry.contains("sarif") ? entry["sarif"] : json();
    if (!sarif.is_object() || !sarif.contains("runs") || sarif["runs"].empty())
      continue;
    const json &kernelRun = sarif["runs"][0];
    if (run.is_null()) {
      run = kernelRun;
      run["results"] = json::array();
      run["invocations"] = json::array();
    }
    for (const json &r : kernelRun.value("results", json::array()))
      run["results"].push_back(r);
    for (json invocation : kernelRun.value("invocations", json::array())) {
      invocation["commandLine"] = entry["file"];
      run["invocations"].push_back(invocation);
    }
  }
  if (!run.is_null())
    runs.push_back(run);
  return {{"$schema", "https://json.schemastore.org/sarif-2.1.0.json"}, {"version", "2.1.0"}, {"runs", runs}};
}

} // namespace gv::batch
