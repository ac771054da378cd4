// GPUVerify's count of procedures under --no-inline: every function with a
// body in the user's files is a procedure, verified unless an error is
// charged to it. An error is charged to the function whose code failed
// (the innermost frame in the user's files; for a precondition, the
// caller's call site), or else to the kernel it was found in. A kernel
// whose only defect is in a function it calls is then counted verified, as
// GPUVerify's modular verification counts it.
#pragma once

#include "reports/Report.h"

#include <vector>

namespace gv::driver {

class SourceLines;

// The summary with its verified count recounted by procedures; unchanged
// when Boogie did not give every kernel a verdict (a timeout leaves the
// functions it inlines undecided).
BoogieSummary countProcedures(const BoogieSummary &summary, const std::vector<ReportedError> &errors,
                              const Translation &translation, const SourceLines &sources);

} // namespace gv::driver
