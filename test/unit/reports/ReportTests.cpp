// Mapping Boogie's errors back to the source, and printing reports in
// GPUVerify's words, as JSON and as SARIF.
#include "DriverTestSupport.h"
#include "gpuverify/Naming.h"
#include "pipeline/Frontend.h"
#include "reports/JsonReport.h"
#include "reports/Report.h"
#include "reports/SarifReport.h"
#include "reports/SourceLines.h"
#include "reports/SourceSpan.h"
#include "reports/TextReport.h"

#include "CatchVersion.h"
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

using namespace gv;
using namespace gv::driver;
using gv::driver::test::ScratchDirectory;

namespace {

ArrayInfo array(std::string name, unsigned elementBits, unsigned sourceElementBits,
                std::vector<uint64_t> dimensions = {}) {
  ArrayInfo info;
  info.boogieName = "$$" + name;
  info.sourceName = std::move(name);
  info.elementBits = elementBits;
  info.sourceElementBits = sourceElementBits;
  info.sourceDimensions = std::move(dimensions);
  return info;
}

ModelNumber bv32(uint64_t value) { return ModelNumber{value, 32}; }

ThreadIds ids(std::array<uint64_t, 3> local, std::array<uint64_t, 3> group, std::array<uint64_t, 3> global,
              unsigned dims) {
  ThreadIds thread;
  thread.localId = local;
  thread.groupId = group;
  thread.globalId = global;
  thread.groupDims = thread.gridDims = dims;
  return thread;
}

// A kernel file and a translation of it with one race check (id 0), one
// assertion (id 1) and one precondition check (id 2).
struct RacyKernel {
  ScratchDirectory directory;
  std::string file = directory.write("kernel.cl", "__kernel void k(__local int *A, int offset) {\n"
                                                  "  int t = A[tid] + A[tid + offset];\n"
                                                  "    A[tid] = t;\n"
                                                  "  __assert(t != 3);\n"
                                                  "  f(t);\n"
                                                  "}\n");
  Translation translation;

  RacyKernel() {
    SourceLocation read{"kernel.cl", directory.path(), 2, 11, "k"};
    SourceLocation write{"kernel.cl", directory.path(), 3, 5, "k"};
    translation.arrays.push_back(array("A", 32, 32));
    translation.sites.push_back(AccessSite{7, AccessKind::Write, 0, {write}});
    Check race;
    race.id = 0;
    race.kind = CheckKind::Race;
    race.location = {read};
    race.current = AccessKind::Read;
    race.previous = AccessKind::Write;
    Check assertion;
    assertion.id = 1;
    assertion.kind = CheckKind::Assertion;
    assertion.location = {{"kernel.cl", directory.path(), 4, 3, "k"}};
    assertion.thread = 2;
    Check precondition;
    precondition.id = 2;
    precondition.kind = CheckKind::Precondition;
    precondition.location = {{"kernel.cl", directory.path(), 1, 1, "f"}, {"kernel.cl", directory.path(), 5, 3, "k"}};
    translation.checks = {race, assertion, precondition};
    KernelInfo kernel;
    kernel.sourceName = "k";
    kernel.procedureName = "$k";
    kernel.scalarParameters = {{"offset", "$offset", 32}};
    translation.kernels = {kernel};
    ModelNames &names = translation.modelNames;
    names.localId = ThreadPair<std::array<std::string, 3>>::from([](unsigned t) {
      return std::array<std::string, 3>{naming::localId("x", t), naming::localId("y", t), naming::localId("z", t)};
    });
    names.groupId = ThreadPair<std::array<std::string, 3>>::from([](unsigned t) {
      return std::array<std::string, 3>{naming::groupId("x", t), naming::groupId("y", t), naming::groupId("z", t)};
    });
    names.groupSize = {"group_size_x", "group_size_y", "group_size_z"};
    names.watchedOffset = "_WATCHED_OFFSET";
    names.watchedSite = "_WATCHED_SITE";
    translation.groupSize.dims = 1;
    translation.groupSize.size = {64, 1, 1};
    translation.numGroups.dims = 1;
    translation.numGroups.size = {16, 1, 1};
  }

  // Boogie's error at `line` of the generated program, with a model.
  static BoogieError errorAt(unsigned line, BoogieErrorKind kind = BoogieErrorKind::Assertion) {
    BoogieError error;
    error.location = {"/tmp/k.bpl", line, 3};
    error.kind = kind;
    error.code = kind == BoogieErrorKind::CallPrecondition ? "BP5002" : "BP5001";
    error.model = {{"local_id_x$1", "4bv32"},    {"local_id_x$2", "5bv32"},  {"group_id_x$2", "1bv32"},
                   {"_WATCHED_OFFSET", "5bv32"}, {"_WATCHED_SITE", "7bv32"}, {"$offset", "1bv32"}};
    return error;
  }

  std::vector<ReportedError> describe(const std::vector<BoogieError> &errors) {
    static boogie::PrintedProgram printed;
    printed.checkIdByLine = {{20, 0}, {30, 1}, {40, 2}};
    printed.procedureByFirstLine = {{1, "$k"}};
    BoogieOutput output;
    output.errors = errors;
    output.summary = BoogieSummary{0, static_cast<unsigned>(errors.size()), 0, 0, 0};
    SourceLines sources(directory.path());
    return describeErrors(output, ErrorContext{&translation, &printed, "/tmp/k.bpl"}, sources);
  }

  Report report(std::vector<ReportedError> errors) {
    Report r;
    r.kernelFile = file;
    r.errors = std::move(errors);
    r.verdict = Verdict::Errors;
    r.exitCode = ExitCode::NotAllVerified;
    r.summary = BoogieSummary{0, static_cast<unsigned>(r.errors.size()), 0, 0, 0};
    return r;
  }
};

} // namespace

TEST_CASE("raced elements are shown in source terms", "[driver][report]") {
  CHECK(elementText(array("p", 32, 32), bv32(5)) == "p[5]");
  CHECK(elementText(array("G", 32, 64), bv32(7)) == "G[3] (bytes 4..7)");
  CHECK(elementText(array("A", 8, 32), bv32(4)) == "A[1] (byte 0)");
  CHECK(elementText(array("A", 8, 32), bv32(6)) == "A[1] (byte 2)");
  CHECK(elementText(array("L", 32, 32, {0, 4, 4, 4}), bv32(1 * 64 + 2 * 16 + 3 * 4 + 3)) == "L[1][2][3][3]");
  CHECK(elementText(array("M", 32, 32, {8, 0}), bv32(9)) == "M[9]"); // unknown inner extent
  CHECK(elementText(array("N", 32, 32), bv32(0xFFFFFFFF)) == "N[-1]");
  CHECK(elementText(array("N", 32, 32), bv32(0x80000000)) == "N[2147483648]");
  CHECK(elementText(array("N", 32, 32), bv32(0x80000001)) == "N[-2147483647]");
  CHECK(elementText(array("Z", 32, 0), bv32(1)) == "0-sized array Z");
  // The same subscripts as numbers, for tools.
  using Index = std::vector<std::string>;
  CHECK(elementIndex(array("G", 32, 64), bv32(7)) == Index{"3"});
  CHECK(elementIndex(array("L", 32, 32, {0, 4, 4, 4}), bv32(1 * 64 + 2 * 16 + 3 * 4 + 3)) == Index{"1", "2", "3", "3"});
  CHECK(elementIndex(array("N", 32, 32), bv32(0xFFFFFFFF)) == Index{"-1"});
  CHECK(elementIndex(array("Z", 32, 0), bv32(1)).empty());
}

TEST_CASE("race kinds name the earlier access first", "[driver][report]") {
  CHECK(raceKindText(AccessKind::Write, AccessKind::Read) == "write-read");
  CHECK(raceKindText(AccessKind::Read, AccessKind::Write) == "read-write");
  CHECK(raceKindText(AccessKind::Atomic, AccessKind::Write) == "atomic-write");
  CHECK(raceKindText(AccessKind::Write, AccessKind::Atomic) == "write-atomic");
}

TEST_CASE("thread ids print with the launch's dimensionality", "[driver][report]") {
  CHECK(formatIds({5, 2, 1}, 1) == "5");
  CHECK(formatIds({5, 2, 1}, 2) == "(5, 2)");
  CHECK(formatIds({5, 2, 1}, 3) == "(5, 2, 1)");
  ThreadIds thread = ids({5, 0, 0}, {0, 0, 0}, {5, 0, 0}, 1);
  CHECK(threadDescription(thread, SourceLanguage::OpenCL) == "work item 5 with local id 5 in work group 0");
  CHECK(threadDescription(ids({3, 1, 0}, {1, 0, 0}, {35, 1, 0}, 2), SourceLanguage::CUDA) ==
        "thread (3, 1) in thread block (1, 0) (global id (35, 1))");
}

TEST_CASE("thread ids come from the model, absent constants being 0", "[driver][report]") {
  RacyKernel k;
  std::map<std::string, std::string> model = {{"local_id_x$2", "5bv32"}, {"group_id_x$2", "2bv32"}};
  ThreadIds second = threadIdsOf(k.translation, model, 2);
  CHECK(second.localId[0] == 5);
  CHECK(second.groupId[0] == 2);
  CHECK(second.globalId[0] == 2 * 64 + 5); // group size fixed at 64, absent from the model
  ThreadIds first = threadIdsOf(k.translation, model, 1);
  CHECK(first.localId[0] == 0);
  CHECK(first.globalId[0] == 0);
  model["group_size_x"] = "8bv32";
  CHECK(threadIdsOf(k.translation, model, 2).globalId[0] == 2 * 8 + 5);
}

TEST_CASE("a race is reported in GPUVerify's format", "[driver][report]") {
  RacyKernel k;
  auto errors = k.describe({RacyKernel::errorAt(20)});
  REQUIRE(errors.size() == 1);
  const ReportedError &race = errors[0];
  CHECK(race.kind == ErrorKind::Race);
  CHECK(race.message == "possible write-read race on A[5]");
  REQUIRE(race.race.has_value());
  CHECK(race.race->previous.trace.front().location.line == 3);
  CHECK(formatError(race, k.report(errors)) == "kernel.cl:2:11: error: possible write-read race on A[5]\n"
                                               "kernel.cl: error: possible write-read race on A[5]:\n"
                                               "\n"
                                               "Read by work item 69 with local id 5 in work group 1, kernel.cl:2:11:\n"
                                               "  int t = A[tid] + A[tid + offset];\n"
                                               "\n"
                                               "Write by work item 4 with local id 4 in work group 0, kernel.cl:3:5:\n"
                                               "  A[tid] = t;\n"
                                               "\n"
                                               "Bitwise values of parameters of 'k':\n"
                                               "  offset = 1\n"
                                               "\n");
}

TEST_CASE("an unknown earlier access is from an external source location", "[driver][report]") {
  // No site in the model, and no write of A in the kernel's code (a
  // specification function's, say).
  RacyKernel k;
  k.translation.sites.clear();
  BoogieError error = RacyKernel::errorAt(20);
  error.model.erase("_WATCHED_SITE");
  auto errors = k.describe({error});
  CHECK_THAT(formatError(errors[0], k.report(errors)),
             Catch::Contains("Write by work item 4 with local id 4 in work group 0, from external source location\n"));
}

TEST_CASE("a site of another array or kind in the model is not the earlier access", "[driver][report]") {
  // A loop abstraction with no invariant naming the log's sites leaves
  // _WATCHED_SITE open: the model may name any access of the kernel.
  RacyKernel k;
  SourceLocation elsewhere{"kernel.cl", k.directory.path(), 4, 3, "k"};
  k.translation.arrays.push_back(array("B", 32, 32));
  k.translation.sites.push_back(AccessSite{8, AccessKind::Write, 1, {elsewhere}}); // B's write
  k.translation.sites.push_back(AccessSite{9, AccessKind::Read, 0, {elsewhere}});  // A's read
  // A's only write is then the access.
  for (const char *site : {"8bv32", "9bv32"}) {
    BoogieError error = RacyKernel::errorAt(20);
    error.model["_WATCHED_SITE"] = site;
    auto errors = k.describe({error});
    REQUIRE(errors[0].race->previous.trace.size() == 1);
    CHECK(errors[0].race->previous.trace.front().location.line == 3);
    CHECK(errors[0].race->previous.possibleSources.empty());
  }
  // With two writes of A, each is a possible source (GPUVerify's words).
  SourceLocation secondWrite{"kernel.cl", k.directory.path(), 4, 3, "k"};
  k.translation.sites.push_back(AccessSite{10, AccessKind::Write, 0, {secondWrite}});
  k.translation.sites.push_back(AccessSite{11, AccessKind::Write, 0, {secondWrite}}); // the same line twice
  BoogieError error = RacyKernel::errorAt(20);
  error.model["_WATCHED_SITE"] = "8bv32";
  auto errors = k.describe({error});
  CHECK(errors[0].race->previous.trace.empty());
  CHECK(errors[0].race->previous.possibleSources.size() == 2);
  CHECK_THAT(formatError(errors[0], k.report(errors)),
             Catch::Contains("Write by work item 4 with local id 4 in work group 0, possible sources are:\n"
                             "kernel.cl:3:5:\n"
                             "  A[tid] = t;\n"
                             "kernel.cl:4:3:\n"));
  auto json = nlohmann::json::parse(jsonReportText(k.report(errors)));
  CHECK(json["errors"][0]["race"]["previousAccess"]["possibleSources"].size() == 2);
  CHECK(json["errors"][0]["race"]["previousAccess"]["location"].is_null());
}

TEST_CASE("assertions name the failing thread", "[driver][report]") {
  RacyKernel k;
  k.translation.sites.clear();
  auto errors = k.describe({RacyKernel::errorAt(30)});
  REQUIRE(errors.size() == 1);
  CHECK(errors[0].kind == ErrorKind::Assertion);
  CHECK_THAT(formatError(errors[0], k.report(errors)),
             Catch::StartsWith("kernel.cl:4:3: error: this assertion might not hold for work item 69 with local "
                               "id 5 in work group 1\n  __assert(t != 3);\n\n"));
}

TEST_CASE("Boogie's loop-invariant verdict wins over the check kind", "[driver][report]") {
  RacyKernel k;
  auto errors = k.describe({RacyKernel::errorAt(30, BoogieErrorKind::InvariantMaintained)});
  CHECK(errors[0].kind == ErrorKind::LoopInvariantMaintained);
  CHECK(errors[0].message == "loop invariant might not be maintained by the loop");
}

TEST_CASE("a loop invariant checked at the end of an iteration fails as not maintained", "[driver][report]") {
  // gpuverify's own loop cut (boogie::checkInvariantsAtLatches) checks it
  // with a plain assert, which Boogie reports as an assertion.
  RacyKernel k;
  k.translation.checks[1].kind = CheckKind::LoopInvariant;
  auto onEntry = k.describe({RacyKernel::errorAt(30)});
  CHECK(onEntry[0].kind == ErrorKind::LoopInvariantOnEntry);
  k.translation.checks[1].afterIteration = true;
  auto afterIteration = k.describe({RacyKernel::errorAt(30)});
  CHECK(afterIteration[0].kind == ErrorKind::LoopInvariantMaintained);
  CHECK(afterIteration[0].message == "loop invariant might not be maintained by the loop");
}

TEST_CASE("an inferred invariant that fails is reported at its loop with a note", "[driver][report]") {
  RacyKernel k;
  k.translation.checks[1].kind = CheckKind::InferredInvariant; // at kernel.cl:4:3, standing for the loop
  k.translation.checks[1].thread = 0;
  auto errors = k.describe({RacyKernel::errorAt(30, BoogieErrorKind::InvariantMaintained)});
  REQUIRE(errors.size() == 1);
  CHECK(errors[0].kind == ErrorKind::LoopInvariantMaintained);
  std::string text = formatError(errors[0], k.report(errors));
  CHECK_THAT(text, Catch::StartsWith("kernel.cl:4:3: error: loop invariant might not be maintained by the loop\n"));
  CHECK_THAT(text, Catch::Contains("note: this loop invariant was inferred"));
}

TEST_CASE("a race between groups in a kernel that fences global memory for them notes the fence", "[driver][report]") {
  RacyKernel k;
  SourceLocation fence{"kernel.cl", k.directory.path(), 5, 3, "k"};
  k.translation.kernels[0].deviceFences = {{fence}};
  // Thread 1 of group 0 and thread 2 of group 1 on a global array.
  auto errors = k.describe({RacyKernel::errorAt(20)});
  REQUIRE(errors.size() == 1);
  REQUIRE(errors[0].note);
  CHECK_THAT(errors[0].note->message, Catch::Contains("different groups"));
  REQUIRE(errors[0].note->trace.size() == 1);
  CHECK(errors[0].note->trace[0].location.line == 5);
  // One group: the fence orders nothing the model lacks.
  BoogieError sameGroup = RacyKernel::errorAt(20);
  sameGroup.model["group_id_x$2"] = "0bv32";
  errors = k.describe({sameGroup});
  REQUIRE(errors.size() == 1);
  CHECK_FALSE(errors[0].note);
  // Memory of one group only.
  k.translation.arrays[0].space = MemorySpace::GroupShared;
  errors = k.describe({RacyKernel::errorAt(20)});
  CHECK_FALSE(errors[0].note);
  // No fence.
  k.translation.arrays[0].space = MemorySpace::Global;
  k.translation.kernels[0].deviceFences.clear();
  errors = k.describe({RacyKernel::errorAt(20)});
  CHECK_FALSE(errors[0].note);
}

TEST_CASE("a counterexample through a loop head may be a false alarm: the loop is named in every report",
          "[driver][report]") {
  RacyKernel k;
  LoopShape loop;
  loop.procedure = "$k";
  loop.headLabel = "for.cond";
  loop.location = {{"kernel.cl", k.directory.path(), 3, 5, "k"}};
  LoopShape elsewhere = loop; // a loop in another procedure, with the same label
  elsewhere.procedure = "$other";
  elsewhere.location = {{"kernel.cl", k.directory.path(), 2, 3, "k"}};
  k.translation.loops = {elsewhere, loop};

  BoogieError before = RacyKernel::errorAt(20);
  before.trace = {"$start", "for.body"};
  BoogieError through = RacyKernel::errorAt(20);
  through.trace = {"$start", "for.cond", "for.end"};
  auto errors = k.describe({before, through});
  REQUIRE(errors.size() == 1); // one assertion, reported once: the first path's
  CHECK(errors[0].abstractedLoops.empty());
  CHECK_THAT(formatError(errors[0], k.report(errors)), !Catch::Contains("false alarm"));

  errors = k.describe({through});
  REQUIRE(errors[0].abstractedLoops.size() == 1);
  std::string text = formatError(errors[0], k.report(errors));
  CHECK_THAT(text, Catch::EndsWith("kernel.cl:3:5: note: may be a false alarm: the loop at line 3 is abstracted (the "
                                   "counterexample enters it in any state its loop invariants allow); an "
                                   "__invariant(...) in the loop may be needed\n"
                                   "  A[tid] = t;\n\n"));
  nlohmann::json json = nlohmann::json::parse(jsonReportText(k.report(errors)));
  const auto &loops = json["errors"][0]["abstractedLoops"];
  REQUIRE(loops.size() == 1);
  CHECK(loops[0]["location"]["line"] == 3);
  CHECK_THAT(loops[0]["message"].get<std::string>(), Catch::StartsWith("may be a false alarm: the loop at line 3"));
  nlohmann::json sarif = nlohmann::json::parse(sarifLogText(k.report(errors)));
  bool named = false;
  for (const auto &related : sarif["runs"][0]["results"][0]["relatedLocations"])
    named = named || related["message"]["text"].get<std::string>().find("the loop at line 3") != std::string::npos;
  CHECK(named);

  // Where threads leave the loop at different iterations, an __invariant
  // says nothing of the one that left: the note asks for a global one.
  k.translation.loops[1].uniform = false;
  errors = k.describe({through});
  CHECK_THAT(formatError(errors[0], k.report(errors)),
             Catch::Contains("a __global_invariant(...) in the loop may be needed (threads leave it at different "
                             "iterations"));
}

TEST_CASE("reports underline the token at a location, and a raced access at its array's name", "[driver][report]") {
  CHECK(tokenSpan("  foo_bar = 1;", 3)->start == 3);
  CHECK(tokenSpan("  foo_bar = 1;", 3)->end == 10);
  CHECK(tokenSpan("  foo_bar = 1;", 11)->end == 12); // one character where no identifier starts
  CHECK_FALSE(tokenSpan("x;", 5));
  CHECK(tokenSpan("x = A[i] + A[j];", 10, "A")->start == 5); // the nearest before the column
  CHECK(tokenSpan("x = A[i] + A[j];", 2, "A")->start == 5);  // else the first after it
  CHECK(tokenSpan("x = AB[i];", 5, "A")->end == 7);          // no whole occurrence: the token at the column

  RacyKernel k;
  Report report = k.report(k.describe({RacyKernel::errorAt(20)}));
  auto document = nlohmann::json::parse(jsonReportText(report));
  const auto &race = document["errors"][0]["race"];
  CHECK(race["access"]["location"]["span"] == nlohmann::json({{"startColumn", 11}, {"endColumn", 12}}));
  CHECK(race["previousAccess"]["location"]["span"] == nlohmann::json({{"startColumn", 5}, {"endColumn", 6}}));
  auto log = nlohmann::json::parse(sarifLogText(report));
  const auto &region = log["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["region"];
  CHECK(region["startColumn"] == 11);
  CHECK(region["endColumn"] == 12);
}

TEST_CASE("--time and the JSON times add up to the run's wall time", "[driver][report]") {
  Report report;
  report.verdict = Verdict::Verified;
  report.times.clang = 0.25;
  report.times.boogie = 1.0;
  report.times.wall = 1.5;
  CHECK(report.times.other() == 0.25);
  SummaryStyle style;
  style.silent = true;
  style.showTimes = true;
  std::ostringstream out;
  printOutcome(report, style, out);
  CHECK(out.str() == "Timing information (1.50 secs):\n- clang : 0.250 secs\n- boogie : 1.000 secs\n"
                     "- other : 0.250 secs\n");
  auto times = nlohmann::json::parse(jsonReportText(report))["times"];
  CHECK(times["other"] == 0.25);
  CHECK(times["total"] == 1.5);
}

TEST_CASE("a time-out names the checks the solver gave up on, in source terms", "[driver][report]") {
  RacyKernel k;
  static boogie::PrintedProgram printed;
  printed.checkIdByLine = {{20, 0}, {30, 1}, {40, 2}};
  printed.procedureByFirstLine = {{1, "$k"}};
  BoogieOutput output;
  output.unprovedAssertions = {{"/tmp/k.bpl", 20, 3}, {"/tmp/k.bpl", 30, 3}, {"/tmp/k.bpl", 20, 3}};
  SourceLines sources(k.directory.path());
  auto unproved = describeUnproved(output, ErrorContext{&k.translation, &printed, "/tmp/k.bpl"}, sources);
  REQUIRE(unproved.size() == 2); // each check once
  CHECK(unprovedText(unproved[0]) ==
        "kernel.cl:2:11: note: the solver gave up on the race check on A here\n  int t = A[tid] + A[tid + offset];\n");
  CHECK(unproved[1].what == "the assertion check");
  Report report = k.report({});
  report.unproved = unproved;
  auto json = nlohmann::json::parse(jsonReportText(report));
  CHECK(json["unproved"][0]["message"] == "the solver gave up on the race check on A");
  CHECK(json["unproved"][0]["location"]["line"] == 2);
}

TEST_CASE("a failing precondition is reported at the call with a note", "[driver][report]") {
  RacyKernel k;
  auto errors = k.describe({RacyKernel::errorAt(40, BoogieErrorKind::CallPrecondition)});
  std::string text = formatError(errors[0], k.report(errors));
  CHECK_THAT(text, Catch::StartsWith("kernel.cl:5:3: error: a precondition for this call might not hold\n  f(t);\n"));
  CHECK_THAT(text, Catch::Contains("kernel.cl:1:1: note: this is the precondition that might not hold\n"));
}

TEST_CASE("errors no check explains keep Boogie's location", "[driver][report]") {
  RacyKernel k;
  BoogieError error = RacyKernel::errorAt(99, BoogieErrorKind::CallPrecondition);
  error.related = BplLocation{"/tmp/k.bpl", 4, 3};
  auto errors = k.describe({error});
  CHECK(formatError(errors[0], k.report(errors)) ==
        "/tmp/k.bpl:99:3: error: a precondition for this call might not hold\n"
        "/tmp/k.bpl:4:3: note: this is the precondition that might not hold\n");
}

TEST_CASE("unreadable source lines are marked", "[driver][report]") {
  SourceLines sources("/nonexistent");
  SourceTrace trace = traceOf({{"gone.cl", "/nonexistent", 3, 1, ""}}, sources);
  ReportedError error;
  error.message = "this assertion might not hold";
  error.trace = trace;
  Report report;
  CHECK(formatError(error, report) ==
        "gone.cl:3:1: error: this assertion might not hold\n  <unknown line of code>\n\n");
}

TEST_CASE("the success summary follows the checks made", "[driver][report]") {
  Report report;
  report.kernelFile = "kernel.cu";
  report.language = SourceLanguage::CUDA;
  report.verdict = Verdict::Verified;
  report.summary = BoogieSummary{1, 0, 0, 0, 0};
  std::ostringstream full, intraGroup, silent;
  printOutcome(report, SummaryStyle{}, full);
  CHECK(full.str() == "Verified: kernel.cu\n"
                      "- no data races within thread blocks\n"
                      "- no data races between thread blocks\n"
                      "- no barrier divergence\n"
                      "- no assertion failures\n"
                      "(but absolutely no warranty provided)\n"
                      "GPUVerify kernel analyser finished with 1 verified, 0 errors\n");
  SummaryStyle style;
  style.onlyIntraGroup = true;
  printOutcome(report, style, intraGroup);
  CHECK_THAT(intraGroup.str(), !Catch::Contains("between"));
  style.silent = true;
  printOutcome(report, style, silent);
  CHECK(silent.str() == "GPUVerify kernel analyser finished with 1 verified, 0 errors\n");
}

TEST_CASE("the trailer counts as GPUVerify does", "[driver][report]") {
  CHECK(trailer({0, 1, 0, 0, 0}) == "GPUVerify kernel analyser finished with 0 verified, 1 error");
  CHECK(trailer({2, 3, 1, 2, 1}) ==
        "GPUVerify kernel analyser finished with 2 verified, 3 errors, 1 inconclusive, 2 time outs, 1 out of memory");
}

TEST_CASE("verdicts and exit codes follow Boogie's counts", "[driver][report]") {
  BoogieOutput output;
  output.summary = BoogieSummary{1, 0, 0, 0, 0};
  CHECK(verdictOf(output) == Verdict::Verified);
  output.summary->timeOuts = 1;
  CHECK(verdictOf(output) == Verdict::Timeout);
  CHECK(exitCodeOf(Verdict::Timeout) == ExitCode::Timeout);
  output.summary->errors = 1;
  CHECK(verdictOf(output) == Verdict::Errors);
  CHECK(exitCodeOf(Verdict::Errors) == ExitCode::NotAllVerified);
}

TEST_CASE("the JSON report carries the whole race", "[driver][report]") {
  RacyKernel k;
  Report report = k.report(k.describe({RacyKernel::errorAt(20)}));
  report.times.clang = 0.5;
  auto document = nlohmann::json::parse(jsonReportText(report));
  CHECK(document["version"] == jsonReportVersion);
  CHECK(document["verdict"] == "errors");
  CHECK(document["exitCode"] == 6);
  CHECK(document["language"] == "opencl");
  const auto &error = document["errors"][0];
  CHECK(error["kind"] == "race");
  CHECK(error["race"]["element"] == "A[5]");
  CHECK(error["race"]["index"] == std::vector<int>{5});
  CHECK(error["race"]["access"]["thread"]["globalId"] == std::vector<int>{69});
  CHECK(error["race"]["previousAccess"]["location"]["line"] == 3);
  CHECK(error["race"]["previousAccess"]["location"]["sourceLine"] == "A[tid] = t;");
  CHECK(error["parameters"][0]["value"] == "1");
  CHECK(document["times"]["clang"] == 0.5);
  CHECK(document["times"]["boogie"].is_null());
}

TEST_CASE("a replayed error says so in the text, JSON and SARIF reports", "[driver][report]") {
  RacyKernel k;
  Report report = k.report(k.describe({RacyKernel::errorAt(20), RacyKernel::errorAt(30)}));
  REQUIRE(report.errors.size() == 2);
  ReplayOutcome confirmed;
  confirmed.status = ReplayOutcome::Status::Confirmed;
  confirmed.shown = "work-item 0 of work-group 0 reads A[5] at k.cl:3:5, and work-item 5 of work-group 0 writes it";
  confirmed.inputs = {"offset = 1", "memory zero"};
  confirmed.runs = 1;
  report.errors[0].replay = confirmed;
  ReplayOutcome notShown;
  notShown.runs = 3;
  notShown.why = "the run stopped at k.cl:4:1: a grid barrier";
  report.errors[1].replay = notShown;

  std::string text = formatError(report.errors[0], report) + formatError(report.errors[1], report);
  CHECK(text.find("note: confirmed by running the kernel: work-item 0 of work-group 0 reads A[5]") !=
        std::string::npos);
  CHECK(text.find("  inputs: offset = 1; memory zero") != std::string::npos);
  CHECK(text.find("note: not reproduced by running the kernel (3 runs): the run stopped at k.cl:4:1: a grid barrier") !=
        std::string::npos);

  auto document = nlohmann::json::parse(jsonReportText(report));
  CHECK(document["errors"][0]["confirmed"] == true);
  CHECK(document["errors"][0]["replay"]["inputs"][0] == "offset = 1");
  CHECK(document["errors"][1]["confirmed"] == false);
  CHECK(document["errors"][1]["replay"]["runs"] == 3);
  report.errors[1].replay.reset();
  CHECK(nlohmann::json::parse(jsonReportText(report))["errors"][1]["confirmed"].is_null());

  report.errors[1].replay = notShown;
  auto results = nlohmann::json::parse(sarifLogText(report))["runs"][0]["results"];
  CHECK(results[0]["properties"]["confirmed"] == true);
  CHECK(results[0]["rank"] == 100.0);
  CHECK(results[1]["properties"]["confirmed"] == false);
}

TEST_CASE("a failed run still gives a JSON verdict", "[driver][report]") {
  Report report;
  report.verdict = Verdict::Error;
  report.exitCode = ExitCode::Clang;
  report.failure = "clang exited with code 1";
  auto document = nlohmann::json::parse(jsonReportText(report));
  CHECK(document["verdict"] == "error");
  CHECK(document["exitCode"] == 2);
  CHECK(document["message"] == "clang exited with code 1");
  CHECK(document["errors"].empty());
}

TEST_CASE("the SARIF log has one result per error", "[driver][report]") {
  RacyKernel k;
  Report report = k.report(k.describe({RacyKernel::errorAt(20), RacyKernel::errorAt(30)}));
  auto log = nlohmann::json::parse(sarifLogText(report));
  CHECK(log["version"] == "2.1.0");
  const auto &results = log["runs"][0]["results"];
  REQUIRE(results.size() == 2);
  CHECK(results[0]["ruleId"] == "data-race");
  CHECK(results[0]["locations"][0]["physicalLocation"]["region"]["startLine"] == 2);
  CHECK(results[0]["relatedLocations"][0]["physicalLocation"]["region"]["startLine"] == 3);
  CHECK(results[1]["ruleId"] == "assertion");
}

TEST_CASE("SARIF: relative files against the run's folder, fingerprints that survive moved lines", "[driver][report]") {
  RacyKernel k;
  Report report = k.report(k.describe({RacyKernel::errorAt(20)}));
  auto log = nlohmann::json::parse(sarifLogText(report));
  const auto &run = log["runs"][0];
  const auto &artifact = run["results"][0]["locations"][0]["physicalLocation"]["artifactLocation"];
  if (artifact["uri"].get<std::string>().rfind("file://", 0) != 0) {
    CHECK(artifact["uriBaseId"] == "SRCROOT");
    CHECK_THAT(run["originalUriBaseIds"]["SRCROOT"]["uri"].get<std::string>(),
               Catch::StartsWith("file:///") && Catch::EndsWith("/"));
  }
  std::string fingerprint = run["results"][0]["partialFingerprints"]["gpuverify/v1"];
  CHECK(fingerprint.size() == 64);
  // The same race three lines lower: the same fingerprint.
  for (ReportedError &error : report.errors) {
    error.trace.front().location.line += 3;
    error.race->previous.trace.front().location.line += 3;
  }
  auto moved = nlohmann::json::parse(sarifLogText(report));
  CHECK(moved["runs"][0]["results"][0]["partialFingerprints"]["gpuverify/v1"] == fingerprint);
  report.errors.front().race->array = "B";
  auto other = nlohmann::json::parse(sarifLogText(report));
  CHECK(other["runs"][0]["results"][0]["partialFingerprints"]["gpuverify/v1"] != fingerprint);
}

TEST_CASE("clang's diagnostics are in the JSON report and the SARIF log's notifications", "[driver][report]") {
  Report report;
  report.verdict = Verdict::Error;
  report.exitCode = ExitCode::Clang;
  report.failure = "clang exited with code 1";
  report.compilerMessages = compilerMessagesIn("In file included from <built-in>:1:\n"
                                               "k.cl:2:10: error: use of undeclared identifier 'x'\n"
                                               "    2 |   A[0] = x;\n"
                                               "k.cl:1:1: note: to match this '{'\n");
  REQUIRE(report.compilerMessages.size() == 2);
  auto document = nlohmann::json::parse(jsonReportText(report));
  CHECK(document["compilerMessages"][0] == nlohmann::json{{"file", "k.cl"},
                                                          {"line", 2},
                                                          {"column", 10},
                                                          {"severity", "error"},
                                                          {"message", "use of undeclared identifier 'x'"}});
  auto log = nlohmann::json::parse(sarifLogText(report));
  const auto &notifications = log["runs"][0]["invocations"][0]["toolExecutionNotifications"];
  REQUIRE(notifications.size() == 2); // the error (not the note), and the failure
  CHECK(notifications[0]["locations"][0]["physicalLocation"]["region"]["startLine"] == 2);
}

TEST_CASE("what a run assumed is in the JSON report's notes and the SARIF log's notifications", "[driver][report]") {
  Report report;
  report.verdict = Verdict::Verified;
  report.notes = {"main.cu:212:5: assumed from the host code (its launch) of 'k': n = 3072 (--all-inputs checks every "
                  "value)",
                  "a note without a place"};
  auto document = nlohmann::json::parse(jsonReportText(report));
  CHECK(document["notes"][0] == report.notes[0]);
  auto log = nlohmann::json::parse(sarifLogText(report));
  const auto &notifications = log["runs"][0]["invocations"][0]["toolExecutionNotifications"];
  REQUIRE(notifications.size() == 2);
  CHECK(notifications[0]["level"] == "note");
  CHECK(notifications[0]["message"]["text"] ==
        "assumed from the host code (its launch) of 'k': n = 3072 (--all-inputs checks every value)");
  CHECK(notifications[0]["locations"][0]["physicalLocation"]["region"]["startLine"] == 212);
  CHECK(notifications[1]["message"]["text"] == "a note without a place");
  CHECK_FALSE(notifications[1].contains("locations"));
}

TEST_CASE("a kernel left out is in the trailer, the JSON report and the SARIF log at its place", "[driver][report]") {
  Report report;
  report.verdict = Verdict::Error;
  report.exitCode = ExitCode::Translation;
  report.failure = "1 of the file's kernels not supported yet";
  report.kernels = {"scaled"};
  report.refusedKernels = {{"reversed", "k.cu:23:3: error: a cuda::pipeline shared by a group is not supported yet"}};
  report.summary = BoogieSummary{1, 0, 0, 0, 0};
  std::ostringstream out;
  printOutcome(report, SummaryStyle{}, out);
  CHECK(out.str() == "GPUVerify kernel analyser finished with 1 verified, 0 errors, 1 not supported\n");
  auto document = nlohmann::json::parse(jsonReportText(report));
  CHECK(document["refusedKernels"] ==
        nlohmann::json::array({{{"kernel", "reversed"}, {"message", report.refusedKernels[0].message}}}));
  auto log = nlohmann::json::parse(sarifLogText(report));
  const auto &notifications = log["runs"][0]["invocations"][0]["toolExecutionNotifications"];
  REQUIRE(notifications.size() == 2); // the kernel left out, and the failure
  CHECK(notifications[0]["level"] == "error");
  CHECK(notifications[0]["message"]["text"] == "a cuda::pipeline shared by a group is not supported yet");
  CHECK(notifications[0]["locations"][0]["physicalLocation"]["region"]["startLine"] == 23);
  // Every kernel refused: the failure is the refusal, said once.
  report.kernels.clear();
  report.failure = report.refusedKernels[0].message;
  auto all = nlohmann::json::parse(sarifLogText(report));
  CHECK(all["runs"][0]["invocations"][0]["toolExecutionNotifications"].size() == 1);
}

TEST_CASE("an assertion Boogie reports for several paths is reported once", "[driver][report]") {
  RacyKernel k;
  BoogieError again = RacyKernel::errorAt(20);
  again.model["_WATCHED_OFFSET"] = "6bv32";
  auto errors = k.describe({RacyKernel::errorAt(20), again, RacyKernel::errorAt(30)});
  REQUIRE(errors.size() == 2);
  CHECK(errors[0].message == "possible write-read race on A[5]");
  CHECK(errors[1].kind == ErrorKind::Assertion);
}

TEST_CASE("a report's total time is the run's wall-clock time when a stage was cut short", "[driver][report]") {
  StageTimes times;
  times.clang = 1;
  times.translator = 2;
  CHECK(times.total() == 3);
  times.wall = 20; // the translator ran until the deadline and added nothing
  CHECK(times.total() == 20);
}

TEST_CASE("Each error kind has one row: its own, with names no other kind uses", "[report]") {
  std::set<std::string> jsonNames, sarifRules;
  const auto &rows = allErrorKinds();
  for (size_t i = 0; i < rows.size(); ++i) {
    CHECK(static_cast<size_t>(rows[i].kind) == i);
    CHECK(&infoOf(rows[i].kind) == &rows[i]);
    CHECK(jsonNames.insert(rows[i].jsonName).second);
    CHECK(sarifRules.insert(rows[i].sarifRule).second);
    CHECK(std::string(rows[i].message).size() > 0);
  }
  CHECK(rows.back().kind == ErrorKind::Unlocated);
}

TEST_CASE("Every check kind is reported by one error kind, or by Boogie's answer", "[report]") {
  // The kinds whose error Boogie's answer decides (an assertion's, a loop
  // invariant's on entry or maintained); every other has its row.
  const std::set<CheckKind> decidedByBoogie = {CheckKind::Assertion, CheckKind::LoopInvariant,
                                               CheckKind::InferredInvariant};
  std::set<CheckKind> reported;
  for (const ErrorKindInfo &row : allErrorKinds())
    if (row.check)
      CHECK(reported.insert(*row.check).second); // one row per check kind
  for (int k = 0; k <= static_cast<int>(CheckKind::InferredInvariant); ++k) {
    CheckKind kind = static_cast<CheckKind>(k);
    CAPTURE(k);
    CHECK(reported.count(kind) == (decidedByBoogie.count(kind) ? 0u : 1u));
    CHECK(kindReporting(kind).has_value() == !decidedByBoogie.count(kind));
  }
  CHECK(kindReporting(CheckKind::Race) == ErrorKind::Race);
  CHECK(kindReporting(CheckKind::WarpMask) == ErrorKind::WarpMask);
}

TEST_CASE("An access kind's words, plain and capitalised", "[report]") {
  CHECK(std::string(accessWord(AccessKind::Read)) == "read");
  CHECK(std::string(accessWord(AccessKind::Atomic)) == "atomic");
  CHECK(std::string(capitalisedAccessWord(AccessKind::Write)) == "Write");
}
