// The reports a batch run or a merge writes (--json, --sarif, --junit;
// "-" is stdout), all made from the batch report (BatchReport.h): checked
// before any work starts, never over one of the run's inputs, each written
// whole as a run writes its own (driver/UserFiles.h).
#pragma once

#include <nlohmann/json.hpp>

#include <iosfwd>
#include <string>
#include <vector>

namespace gv::batch {

struct ReportTargets {
  std::string json, sarif, junit; // empty: not asked for
};

class ReportFiles {
public:
  ReportFiles(ReportTargets targets, std::vector<std::string> inputs, std::ostream &out);

  // Throws Failure(CommandLine) if a report would replace an input, or
  // cannot be written where asked.
  void check() const;
  bool anyToStdout() const;
  // Writes every report asked for; a report that cannot be written is
  // said on `err`, and the others are still written. False if one failed.
  bool write(const nlohmann::json &report, std::ostream &err) const;

private:
  ReportTargets targets_;
  std::vector<std::string> inputs_;
  std::ostream &out_;
};

} // namespace gv::batch
