#include "reports/ProcedureCounts.h"

#include "reports/SourceLines.h"

#include <set>

namespace gv::driver {

namespace {

// The function an error is charged to: the function of its innermost
// frame, or, for a precondition (whose first frame is the `__requires`),
// of the call site.
std::string chargedFunction(const ReportedError &error) {
  size_t frame = error.kind == ErrorKind::Precondition ? 1 : 0;
  if (frame < error.trace.size())
    return error.trace[frame].location.function;
  return "";
}

} // namespace

BoogieSummary countProcedures(const BoogieSummary &summary, const std::vector<ReportedError> &errors,
                              const Translation &translation, const SourceLines &sources) {
  if (summary.inconclusive || summary.timeOuts || summary.outOfMemory)
    return summary;
  std::set<std::string> procedures;
  std::map<std::string, std::string> kernelByName;
  for (const SourceFunction &f : translation.functions) {
    if (f.location.function.empty() || sources.inHeaders(f.location))
      continue;
    procedures.insert(f.location.function);
    kernelByName[f.sourceName] = f.location.function;
  }
  if (procedures.empty())
    return summary;
  std::set<std::string> failed;
  for (const ReportedError &error : errors) {
    std::string function = chargedFunction(error);
    if (!procedures.count(function)) {
      auto kernel = kernelByName.find(error.kernel);
      function = kernel != kernelByName.end() ? kernel->second : "";
    }
    failed.insert(function);
  }
  BoogieSummary counted = summary;
  size_t failedProcedures = 0;
  for (const std::string &f : failed)
    failedProcedures += procedures.count(f);
  // An error charged nowhere known still leaves some procedure unverified.
  if (failed.size() > failedProcedures)
    ++failedProcedures;
  counted.verified = static_cast<unsigned>(procedures.size() - std::min(procedures.size(), failedProcedures));
  return counted;
}

} // namespace gv::driver
