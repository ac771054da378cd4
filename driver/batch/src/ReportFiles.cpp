#include "ReportFiles.h"

#include "batch/BatchReport.h"
#include "support/Failure.h"
#include "support/UserFiles.h"

#include <functional>
#include <ostream>

namespace gv::batch {

namespace {

struct Target {
  const std::string &path;
  const char *what;
  std::function<std::string(const nlohmann::json &report)> text;
};

// A kernel's output is what it printed: bytes that are not UTF-8 become
// U+FFFD rather than stop the report.
std::string jsonText(const nlohmann::json &document) {
  return document.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

std::vector<Target> targetsOf(const ReportTargets &targets) {
  return {{targets.json, "the JSON report", [](const nlohmann::json &report) { return jsonText(report); }},
          {targets.sarif, "the SARIF log",
           [](const nlohmann::json &report) { return jsonText(mergedSarif(report["kernels"])); }},
          {targets.junit, "the JUnit report", [](const nlohmann::json &report) { return junitXml(report); }}};
}

} // namespace

ReportFiles::ReportFiles(ReportTargets targets, std::vector<std::string> inputs, std::ostream &out)
    : targets_(std::move(targets)), inputs_(std::move(inputs)), out_(out) {}

void ReportFiles::check() const {
  driver::UserFiles files(inputs_);
  for (const Target &target : targetsOf(targets_))
    if (!target.path.empty() && target.path != "-")
      files.check(target.path, target.what);
}

bool ReportFiles::anyToStdout() const { return targets_.json == "-" || targets_.sarif == "-" || targets_.junit == "-"; }

bool ReportFiles::write(const nlohmann::json &report, std::ostream &err) const {
  driver::UserFiles files(inputs_);
  bool written = true;
  for (const Target &target : targetsOf(targets_)) {
    if (target.path.empty())
      continue;
    try {
      if (target.path == "-") {
        out_ << target.text(report) << std::flush;
        if (!out_)
          throw driver::Failure(driver::ExitCode::InputOutput,
                                std::string("cannot write ") + target.what + " to standard output");
      } else
        files.write(target.path, target.text(report), target.what);
    } catch (const driver::Failure &failure) {
      err << driver::formatFailure(failure) << std::endl;
      written = false;
    }
  }
  return written;
}

} // namespace gv::batch
