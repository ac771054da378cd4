// The report as GPUVerify users read it: each error on stderr (an
// editor-parseable "file:line:col: error:" line first), then on stdout the
// success summary, the timings and, always last, the trailer with Boogie's
// counts.
#pragma once

#include "reports/Report.h"

#include <iosfwd>
#include <string>

namespace gv::driver {

struct SummaryStyle {
  bool silent = false;                // no success summary
  bool onlyIntraGroup = false;        // no claim about races between groups
  bool onlyDivergence = false;        // no claim about races at all
  std::optional<unsigned> loopUnwind; // bug-finding mode: no proof is claimed
  bool showTimes = false;
  bool checkArrayBounds = false; // claims accesses stay within arrays of known size
};

// One error with its source lines and the kernel's parameter values.
std::string formatError(const ReportedError &error, const Report &report);

void printErrors(const Report &report, std::ostream &err);

// "Verified: ..." (unless silent), timings (if asked), then the trailer.
void printOutcome(const Report &report, const SummaryStyle &style, std::ostream &out);

// "GPUVerify kernel analyser finished with N verified, M errors".
std::string trailer(const BoogieSummary &summary);

// "5", "(5, 2)" or "(5, 2, 1)".
std::string formatIds(const std::array<uint64_t, 3> &ids, unsigned dims);

// "work item 5 with local id 5 in work group 0" (OpenCL) or
// "thread 5 in thread block 0 (global id 5)" (CUDA).
std::string threadDescription(const ThreadIds &thread, SourceLanguage language);

} // namespace gv::driver
