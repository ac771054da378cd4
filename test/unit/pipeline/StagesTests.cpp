// The two passes of --warp-method=two-pass made one run's result and report.
#include "pipeline/Stages.h"

#include "CatchVersion.h"

using namespace gv;
using namespace gv::driver;

namespace {

ReportedError assertionAt(unsigned line) {
  ReportedError error;
  error.kind = ErrorKind::Assertion;
  error.message = "this assertion might not hold";
  SourceFrame frame;
  frame.location.line = line;
  frame.location.column = 3;
  error.trace = {frame};
  return error;
}

StageResult resultWith(std::vector<ReportedError> errors, Verdict verdict, unsigned verified, unsigned inconclusive) {
  StageResult result;
  result.errors = std::move(errors);
  result.verdict = verdict;
  BoogieSummary summary;
  summary.verified = verified;
  summary.errors = static_cast<unsigned>(result.errors.size());
  summary.inconclusive = inconclusive;
  result.summary = summary;
  return result;
}

} // namespace

TEST_CASE("two passes give each error once, the worse verdict and the counts of both", "[pipeline]") {
  StageResult sameWarp = resultWith({assertionAt(4)}, Verdict::Errors, 0, 0);
  StageResult differentWarps = resultWith({assertionAt(4), assertionAt(9)}, Verdict::Errors, 0, 1);
  StageResult both = combinePasses(sameWarp, differentWarps);
  REQUIRE(both.errors.size() == 2);
  CHECK(both.errors[1].trace.front().location.line == 9);
  CHECK(both.verdict == Verdict::Errors);
  CHECK(both.summary->errors == 2);
  CHECK(both.summary->inconclusive == 1);

  StageResult verified = resultWith({}, Verdict::Verified, 1, 0);
  StageResult timedOut = resultWith({}, Verdict::Timeout, 0, 0);
  CHECK(combinePasses(verified, timedOut).verdict == Verdict::Timeout);
  CHECK(combinePasses(timedOut, verified).verdict == Verdict::Timeout);
  CHECK(combinePasses(verified, verified).summary->verified == 1);
}

TEST_CASE("groups of kernels verified apart add their errors and counts", "[pipeline]") {
  StageResult first = resultWith({}, Verdict::Verified, 2, 0);
  StageResult second = resultWith({assertionAt(4), assertionAt(4)}, Verdict::Errors, 1, 0);
  StageResult both = combineKernelGroups(first, second);
  CHECK(both.errors.size() == 2); // different kernels' errors are each their own
  CHECK(both.summary->verified == 3);
  CHECK(both.summary->errors == 2);
  CHECK(both.verdict == Verdict::Errors);
  CHECK(worseVerdict(Verdict::Verified, Verdict::Timeout) == Verdict::Timeout);
  CHECK(worseVerdict(Verdict::Errors, Verdict::Timeout) == Verdict::Errors);
}

TEST_CASE("each pass's times and the checks its solver gave up on reach the run's report", "[pipeline]") {
  Report run, sameWarp, differentWarps;
  sameWarp.times.boogie = 2.0;
  sameWarp.unproved.push_back({{}, "the race check on A"});
  differentWarps.times.boogie = 3.0;
  differentWarps.times.houdini = 1.0;
  differentWarps.unproved.push_back({{}, "the race check on B"});
  addPassReport(run, sameWarp);
  addPassReport(run, differentWarps);
  CHECK(run.times.boogie == 5.0);
  CHECK(run.times.houdini == 1.0);
  CHECK_FALSE(run.times.translator.has_value());
  REQUIRE(run.unproved.size() == 2);
  CHECK(run.unproved[0].what == "the race check on A");
  CHECK(run.unproved[1].what == "the race check on B");
}
