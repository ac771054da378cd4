// The whole Boogie path on a hand-built translation: print, run the real
// Boogie, parse, map the failing assert back to its check and source line.
// Skipped (with a warning) where boogie or z3 is not installed.
#include "DriverTestSupport.h"
#include "boogie/Printer.h"
#include "cli/Driver.h"
#include "pipeline/BoogieRunner.h"
#include "reports/Report.h"
#include "reports/SourceLines.h"
#include "reports/TextReport.h"
#include "support/Failure.h"

#include "CatchVersion.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include <sys/stat.h>

using namespace gv;
using namespace gv::driver;
using gv::driver::test::ScratchDirectory;

namespace {

std::optional<BoogieTools> installedBoogie() {
  try {
    return BoogieTools{locateBoogie({}, processEnvironment()), locateZ3({}, processEnvironment()), ""};
  } catch (const Failure &) {
    return std::nullopt;
  }
}

// procedure $k(n: bv32) { entry: assert {:check 0} local_id_x$2 != 5bv32; return; }
// with local_id_x$2 a constant below the group size 8.
Translation assertingTranslation(const std::string &directory) {
  using namespace gv::boogie;
  Translation translation;
  auto localId = var("local_id_x$2", Type::bv(32));
  translation.program.decls.push_back(ConstDecl{{"local_id_x$2", Type::bv(32)}, false});
  translation.program.decls.push_back(FunctionDecl{
      "BV32_ULT", {{"a", Type::bv(32)}, {"b", Type::bv(32)}}, Type::boolean(), {attr("bvbuiltin", "bvult")}, nullptr});
  ProcedureDecl procedure;
  procedure.name = "$k";
  procedure.ins = {{"$n", Type::bv(32)}};
  Block entry;
  entry.label = "entry";
  entry.cmds.push_back(assume(app("BV32_ULT", {localId, bvLit(8, 32)}, Type::boolean())));
  entry.cmds.push_back(assertCmd(neq(localId, bvLit(5, 32)), {}, 0u));
  procedure.body = ProcedureBody{{}, {entry}};
  translation.program.decls.push_back(procedure);

  Check check;
  check.id = 0;
  check.kind = CheckKind::Assertion;
  check.thread = 2;
  check.location = {{"kernel.cl", directory, 2, 3, "k"}};
  translation.checks = {check};
  KernelInfo kernel;
  kernel.sourceName = "k";
  kernel.procedureName = "$k";
  kernel.scalarParameters = {{"n", "$n", 32}};
  translation.kernels = {kernel};
  translation.modelNames.localId.of(2)[0] = "local_id_x$2";
  translation.groupSize.size = {8, 1, 1};
  translation.numGroups.size = {1, 1, 1};
  return translation;
}

// A stand-in for Boogie: a shell script that records each call's arguments,
// a line each, then does what `behaviour` (shell, "$*" the arguments) says.
std::string fakeBoogie(ScratchDirectory &directory, const std::string &behaviour) {
  std::string boogie =
      directory.write("boogie", "#!/bin/sh\necho \"$@\" >> " + directory.path() + "/calls\n" + behaviour);
  ::chmod(boogie.c_str(), 0755);
  return boogie;
}

// The arguments of each call to fakeBoogie, in order.
std::vector<std::string> recordedCalls(ScratchDirectory &directory) {
  std::ifstream log(directory.path() + "/calls");
  std::vector<std::string> lines;
  for (std::string line; std::getline(log, line);)
    lines.push_back(line);
  return lines;
}

// A kernel with one loop, whose candidates include counterBounds.
std::string writeLoopKernel(ScratchDirectory &directory) {
  return directory.write("kernel.cl", "__kernel void k(__global int *A, int n) {\n"
                                      "  for (int i = get_global_id(0); i < n; i += get_global_size(0))\n"
                                      "    A[i] = 1;\n}\n");
}

} // namespace

TEST_CASE("a failing assert is traced back through the real Boogie", "[driver][boogie-run]") {
  auto tools = installedBoogie();
  if (!tools) {
    WARN("boogie or z3 is not installed; skipping");
    return;
  }
  ScratchDirectory directory;
  std::string kernel = directory.write("kernel.cl", "__kernel void k(int n) {\n  __assert(get_local_id(0) != 5);\n}\n");
  Translation translation = assertingTranslation(directory.path());
  boogie::PrintedProgram printed = boogie::print(translation.program);
  std::string program = directory.path() + "/kernel.bpl";
  writeProgram(program, printed.text);

  DriverOptions options;
  options.kernelFile = kernel;
  BoogieRun run = runBoogie(options, *tools, BoogieJob{program, "", BoogieTask::Verify, 120.0, {}}, nullptr);
  REQUIRE(run.output.summary.has_value());
  CHECK(run.output.summary->errors == 1);

  SourceLines sources(directory.path());
  auto errors = describeErrors(run.output, ErrorContext{&translation, &printed, program}, sources);
  REQUIRE(errors.size() == 1);
  Report report;
  report.kernelFile = kernel;
  CHECK(formatError(errors[0], report) ==
        "kernel.cl:2:3: error: this assertion might not hold for work item 5 with local id 5 in work group 0\n"
        "  __assert(get_local_id(0) != 5);\n"
        "\n"
        "Bitwise values of parameters of 'k':\n"
        "  n = 0\n"
        "\n");
}

TEST_CASE("Boogie's time limits: the job's for each query, at most 20 s each for Houdini, 60 s tuned for speed",
          "[driver][boogie-run]") {
  DriverOptions options;
  BoogieTools tools{"boogie", "z3", ""};
  auto limitOf = [&](BoogieJob job) {
    std::vector<std::string> command = boogieCommand(options, tools, job);
    auto found = std::find_if(command.begin(), command.end(),
                              [](const std::string &word) { return word.rfind("/timeLimit:", 0) == 0; });
    return found == command.end() ? std::string("none") : found->substr(11);
  };
  CHECK(limitOf(BoogieJob{"k.bpl", "", BoogieTask::Verify, 99.2, {}}) == "100");
  CHECK(limitOf(BoogieJob{"k.bpl", "", BoogieTask::Verify, std::nullopt, {}}) == "none");
  CHECK(limitOf(BoogieJob{"k.bpl", "", BoogieTask::InferInvariants, 200.0, {}}) == "20");
  CHECK(limitOf(BoogieJob{"k.bpl", "", BoogieTask::InferInvariants, 5.0, {}}) == "5");
  CHECK(limitOf(BoogieJob{"k.bpl", "", BoogieTask::InferInvariants, std::nullopt, {}}) == "20");
  CHECK(limitOf(BoogieJob{"k.bpl", "", BoogieTask::InferInvariantsQuickly, 150.0, {}}) == "60");
  CHECK(limitOf(BoogieJob{"k.bpl", "", BoogieTask::InferInvariantsQuickly, 30.0, {}}) == "30");
}

TEST_CASE("z3's non-incremental solver only for verification, never for Houdini or the careful second look",
          "[driver][boogie-run]") {
  DriverOptions options;
  BoogieTools tools{"boogie", "z3", ""};
  auto leavesIncrementalSolver = [&](BoogieTask task) {
    std::vector<std::string> command = boogieCommand(options, tools, BoogieJob{"k.bpl", "", task, 100.0, {}});
    return std::any_of(command.begin(), command.end(), [](const std::string &word) {
      return word.find("combined_solver.solver2_timeout") != std::string::npos;
    });
  };
  CHECK(leavesIncrementalSolver(BoogieTask::Verify));
  CHECK(leavesIncrementalSolver(BoogieTask::VerifyInPieces));
  // Their counterexamples blame the wrong assertion: Houdini would refute
  // no candidate, and the second look is there to name the right one.
  CHECK_FALSE(leavesIncrementalSolver(BoogieTask::VerifyWithSolverDefaults));
  CHECK_FALSE(leavesIncrementalSolver(BoogieTask::InferInvariants));
  CHECK_FALSE(leavesIncrementalSolver(BoogieTask::InferInvariantsQuickly));
}

TEST_CASE("Boogie runs in a directory of its own: files are named absolutely, tools on the path by name",
          "[driver][boogie-run]") {
  DriverOptions options;
  options.boogieFiles = {"extra.bpl"};
  BoogieTools tools{"boogie", "tools/z3", ""};
  std::vector<std::string> command = boogieCommand(options, tools, BoogieJob{"k.bpl", "", BoogieTask::Verify, {}, {}});
  std::string here = std::filesystem::current_path().string();
  REQUIRE(command.size() > 3);
  CHECK(command[0] == "boogie");
  CHECK(command[1] == here + "/k.bpl");
  CHECK(command[2] == here + "/extra.bpl");
  CHECK(std::find(command.begin(), command.end(), "/z3exe:" + here + "/tools/z3") != command.end());
}

TEST_CASE("Boogie rejecting the generated program is an internal error; the user's program, files or options, "
          "a command-line error",
          "[driver][boogie-run]") {
  auto tools = installedBoogie();
  if (!tools) {
    WARN("boogie or z3 is not installed; skipping");
    return;
  }
  ScratchDirectory directory;
  std::string program = directory.write("bad.bpl", "procedure p() { entry: assert y > 0; return; }\n");
  std::string good = directory.write("good.bpl", "procedure p() { entry: assert true; return; }\n");
  auto failureOf = [&](const DriverOptions &options, const std::string &file) -> Failure {
    try {
      runBoogie(options, *tools, BoogieJob{file, "", BoogieTask::Verify, std::nullopt, {}}, nullptr);
    } catch (const Failure &failure) {
      return failure;
    }
    FAIL("the program was accepted");
    return Failure(ExitCode::Success, "");
  };
  DriverOptions generated;
  generated.inputKind = InputKind::Source;
  Failure ours = failureOf(generated, program);
  CHECK(ours.code() == ExitCode::Internal);
  CHECK_THAT(formatFailure(ours),
             Catch::StartsWith("gpuverify: internal error: Boogie rejected the generated program") &&
                 Catch::Contains("undeclared identifier: y"));
  DriverOptions given;
  given.inputKind = InputKind::Boogie;
  Failure theirs = failureOf(given, program);
  CHECK(theirs.code() == ExitCode::CommandLine);
  CHECK_THAT(formatFailure(theirs), Catch::Contains("undeclared identifier: y"));
  DriverOptions withFile = generated;
  withFile.boogieFiles = {program};
  CHECK(failureOf(withFile, good).code() == ExitCode::CommandLine);
  DriverOptions withOption = generated;
  withOption.boogieOptions = {"/noSuchOption"};
  CHECK(failureOf(withOption, good).code() == ExitCode::CommandLine);
  try {
    checkBoogieOptions(withOption, *tools);
    FAIL("the option was accepted");
  } catch (const Failure &failure) {
    CHECK(failure.code() == ExitCode::CommandLine);
    CHECK_THAT(failure.what(), Catch::Contains("/noSuchOption"));
  }
  DriverOptions fine = generated;
  fine.boogieOptions = {"/trace"};
  CHECK_NOTHROW(checkBoogieOptions(fine, *tools));
}

TEST_CASE("gpuverify checks a .bpl file with Boogie alone", "[driver][boogie-run]") {
  if (!installedBoogie()) {
    WARN("boogie or z3 is not installed; skipping");
    return;
  }
  ScratchDirectory directory;
  std::string program = directory.write("p.bpl", "procedure p(x: int) { entry: assert x > 0; return; }\n"
                                                 "procedure q() { entry: assert true; return; }\n");
  std::ostringstream out, err;
  CHECK(runDriver({program}, out, err) == 6);
  CHECK_THAT(err.str(), Catch::Contains("p.bpl:1:30: error: this assertion might not hold"));
  CHECK_THAT(out.str(), Catch::EndsWith("GPUVerify kernel analyser finished with 1 verified, 1 error\n"));
}

TEST_CASE("command-line errors exit with code 1 before anything runs", "[driver][boogie-run]") {
  std::ostringstream out, err;
  CHECK(runDriver({"--no-such-option", "kernel.cl"}, out, err) == 1);
  CHECK_THAT(err.str(), Catch::StartsWith("GPUVerify: COMMAND_LINE_ERROR error (1): "));
  CHECK(out.str().empty());
}

TEST_CASE("a kernel Boogie gives no verdict for is asked again in pieces, then carefully, then inconclusive",
          "[driver][boogie-run]") {
  ScratchDirectory directory;
  std::string kernel =
      directory.write("kernel.cl", "__kernel void k(__global int *A) {\n  A[get_global_id(0)] = 1;\n}\n");
  // A Boogie whose solver gives up without saying so, as z3 4.8 with
  // relevancy 0 sometimes does.
  std::string boogie = fakeBoogie(directory, "echo 'Boogie program verifier finished with 0 verified, 0 errors'\n");
  std::ostringstream out, err;
  int code = runDriver({"--local_size=8", "--num_groups=2", "--solver=z3", "--boogie=" + boogie, kernel}, out, err);
  CHECK(code == 7);
  CHECK_THAT(out.str() + err.str(), Catch::Contains("Boogie gave no verdict for 1 kernel(s)"));
  std::vector<std::string> calls = recordedCalls(directory);
  REQUIRE(calls.size() == 3);
  CHECK_THAT(calls[0], Catch::Contains("smt.relevancy=0") && !Catch::Contains("/vcsMaxKeepGoingSplits"));
  CHECK_THAT(calls[1], Catch::Contains("smt.relevancy=0") && Catch::Contains("/vcsMaxKeepGoingSplits"));
  CHECK_THAT(calls[2], !Catch::Contains("smt.relevancy=0"));
}

TEST_CASE("cvc5 joins z3 on a program z3 does not answer, and its proof verifies the kernel", "[driver][boogie-run]") {
  ScratchDirectory directory;
  std::string kernel =
      directory.write("kernel.cl", "__kernel void k(__global int *A) {\n  A[get_global_id(0)] = 1;\n}\n");
  // z3 gives up; cvc5 (the run naming it as the prover) proves.
  std::string boogie = fakeBoogie(
      directory, "case \"$*\" in\n"
                 "  *SOLVER=CVC4*) echo 'Boogie program verifier finished with 1 verified, 0 errors';;\n"
                 "  *vcsMaxKeepGoing*) echo 'Boogie program verifier finished with 0 verified, 0 errors';;\n"
                 "  *relevancy=0*) sleep 3; echo 'Boogie program verifier finished with 0 verified, 0 errors';;\n"
                 "  *) echo 'Boogie program verifier finished with 0 verified, 0 errors';;\n"
                 "esac\n");
  std::string cvc5 = directory.write("cvc5", "#!/bin/sh\n");
  ::chmod(cvc5.c_str(), 0755);
  std::ostringstream out, err;
  int code = runDriver(
      {"--local_size=8", "--num_groups=2", "--solver=cvc5", "--boogie=" + boogie, "--cvc5=" + cvc5, kernel}, out, err);
  CHECK(code == 0);
  std::vector<std::string> calls = recordedCalls(directory);
  REQUIRE(calls.size() == 2);
  CHECK_THAT(calls[0] + calls[1], Catch::Contains("/proverOpt:PROVER_PATH=" + cvc5) &&
                                      Catch::Contains("--solve-bv-as-int=sum") &&
                                      Catch::Contains("/proverOpt:C:--tlimit=") && Catch::Contains("/z3exe:"));
  // cvc5's errors are not taken: z3 explains errors.
  std::ostringstream out2, err2;
  std::string refuting = fakeBoogie(
      directory, "case \"$*\" in\n"
                 "  *SOLVER=CVC4*) echo 'Boogie program verifier finished with 0 verified, 1 error';;\n"
                 "  *vcsMaxKeepGoing*) echo 'Boogie program verifier finished with 0 verified, 0 errors';;\n"
                 "  *relevancy=0*) sleep 3; echo 'Boogie program verifier finished with 0 verified, 0 errors';;\n"
                 "  *) echo 'Boogie program verifier finished with 0 verified, 0 errors';;\n"
                 "esac\n");
  CHECK(
      runDriver({"--local_size=8", "--num_groups=2", "--solver=cvc5", "--boogie=" + refuting, "--cvc5=" + cvc5, kernel},
                out2, err2) == 7);
  // --solver=z3: z3 alone; --solver=cvc5 needs it installed.
  CHECK(runDriver({"--local_size=8", "--num_groups=2", "--solver=z3", "--boogie=" + boogie, "--cvc5=" + cvc5, kernel},
                  out2, err2) == 7);
  CHECK(runDriver({"--local_size=8", "--num_groups=2", "--solver=cvc5", "--boogie=" + boogie,
                   "--cvc5=" + directory.path() + "/no-such-cvc5", kernel},
                  out2, err2) == 9);
}

TEST_CASE("a Houdini run that runs out of time is asked again with z3 tuned for speed, for half the time left",
          "[driver][boogie-run]") {
  ScratchDirectory directory;
  std::string kernel = writeLoopKernel(directory);
  // A Boogie whose first Houdini run has a query time out.
  std::string boogie = fakeBoogie(
      directory, "case \"$*\" in\n"
                 "  *contractInfer*relevancy=0*) echo 'Boogie program verifier finished with 1 verified, 0 errors';;\n"
                 "  *contractInfer*) echo 'Boogie program verifier finished with 0 verified, 0 errors, 1 time out';;\n"
                 "  *) echo 'Boogie program verifier finished with 1 verified, 0 errors';;\n"
                 "esac\n");
  std::ostringstream out, err;
  // Inference's share of --timeout=60 is 40 s: the retry gets about 20.
  int code = runDriver({"--local_size=8", "--num_groups=2", "--timeout=60", "--boogie=" + boogie, kernel}, out, err);
  CHECK(code == 0);
  std::vector<std::string> lines = recordedCalls(directory);
  REQUIRE(lines.size() == 3);
  CHECK_THAT(lines[0], Catch::Contains("/contractInfer") && Catch::Contains("/timeLimit:20") &&
                           !Catch::Contains("smt.relevancy=0"));
  CHECK_THAT(lines[1], Catch::Contains("/contractInfer") && Catch::Contains("smt.relevancy=0"));
  size_t limitAt = lines[1].find("/timeLimit:");
  REQUIRE(limitAt != std::string::npos);
  int retryLimit = std::stoi(lines[1].substr(limitAt + std::string("/timeLimit:").size()));
  CHECK(retryLimit >= 15);
  CHECK(retryLimit <= 20);
  CHECK_THAT(lines[2], !Catch::Contains("/contractInfer"));
}

// A loop invariant relating two counters through a multiplication by a
// constant that is not a power of two, checked on entry and on the back
// edge: z3 4.8 does not prove it in one query over both paths (minutes),
// and proves each path at once.
TEST_CASE("verification in pieces proves what the whole query does not", "[driver][boogie-run]") {
  auto tools = installedBoogie();
  if (!tools) {
    WARN("boogie or z3 is not installed; skipping");
    return;
  }
  ScratchDirectory directory;
  std::string program =
      directory.write("loop.bpl", "function {:bvbuiltin \"bvadd\"} ADD(a: bv32, b: bv32) returns (r: bv32);\n"
                                  "function {:bvbuiltin \"bvmul\"} MUL(a: bv32, b: bv32) returns (r: bv32);\n"
                                  "function {:bvbuiltin \"bvsub\"} SUB(a: bv32, b: bv32) returns (r: bv32);\n"
                                  "procedure p(a: bv32, x0: bv32, i0: bv32) {\n"
                                  "  var x: bv32; var i: bv32; var back: bool;\n"
                                  "  x := x0; i := i0;\n"
                                  "  assume SUB(x, a) == MUL(10816bv32, SUB(2bv32, i));\n"
                                  "  if (back) {\n"
                                  "    x := ADD(x, 10816bv32); i := ADD(i, 4294967295bv32);\n"
                                  "  }\n"
                                  "  assert SUB(x, a) == MUL(10816bv32, SUB(2bv32, i));\n"
                                  "}\n");
  DriverOptions options;
  BoogieJob job{program, "", BoogieTask::VerifyInPieces, 120.0, {}};
  job.pieceSeconds = 2; // the whole query, then each path
  BoogieRun run = runBoogie(options, *tools, job, nullptr);
  REQUIRE(run.output.summary.has_value());
  CHECK(run.output.summary->verified == 1);
  CHECK(run.output.errors.empty());
}

TEST_CASE("a whole query that does not return is split; pieces the solver gives up on are inconclusive",
          "[driver][boogie-run]") {
  ScratchDirectory directory;
  std::string kernel =
      directory.write("kernel.cl", "__kernel void k(__global int *A) {\n  A[get_global_id(0)] = 1;\n}\n");
  // A Boogie whose whole query never returns, and which gives up on a piece:
  // keep-going splitting reports it as an error, here with the partial model
  // of z3's "unknown".
  std::string boogie =
      fakeBoogie(directory, "case \"$*\" in\n"
                            "  *vcsMaxKeepGoingSplits*) echo '      --> split #0 done,  [30.1 s] TimeOut';\n"
                            "    echo 'k.bpl(3,1): Error BP5001: This assertion might not hold.';\n"
                            "    echo 'Execution trace:'; echo '    k.bpl(2,1): entry';\n"
                            "    echo '*** MODEL'; echo 'local_id_x$1 -> 3bv32'; echo '*** END_MODEL';\n"
                            "    echo 'Boogie program verifier finished with 0 verified, 1 error';;\n"
                            "  *) sleep 60;;\n"
                            "esac\n");
  std::ostringstream out, err;
  int code = runDriver({"--local_size=8", "--num_groups=2", "--no-infer", "--timeout=4", "--boogie=" + boogie, kernel},
                       out, err);
  CHECK(code == 7);
  CHECK_THAT(out.str() + err.str(), Catch::Contains("the solver gave up on 1 piece(s)"));
  CHECK_THAT(out.str() + err.str(), !Catch::Contains("might not hold"));
  std::vector<std::string> lines = recordedCalls(directory);
  REQUIRE(lines.size() == 2);
  CHECK_THAT(lines[0], !Catch::Contains("vcsMaxKeepGoingSplits"));
  CHECK_THAT(lines[1], Catch::Contains("/vcsMaxKeepGoingSplits:4") && !Catch::Contains("/timeLimit"));
}

TEST_CASE("a piece the solver answers sat for without a counterexample is not proved, somewhere in the kernel",
          "[driver][boogie-run]") {
  ScratchDirectory directory;
  std::string kernel =
      directory.write("kernel.cl", "__kernel void k(__global int *A) {\n  A[get_global_id(0)] = 1;\n}\n");
  // z3's non-incremental fallback answers "sat" for a piece but names no
  // assertion, so Boogie prints no error; the careful second look never
  // returns.
  std::string boogie =
      fakeBoogie(directory, "case \"$*\" in\n"
                            "  *vcsMaxKeepGoingSplits*) echo '      --> split #0 done,  [30.1 s] TimeOut';\n"
                            "    echo '      --> split #1 done,  [3.2 s] Invalid';\n"
                            "    echo 'Boogie program verifier finished with 0 verified, 0 errors';;\n"
                            "  *) sleep 60;;\n"
                            "esac\n");
  std::string json = directory.path() + "/report.json";
  std::ostringstream out, err;
  int code = runDriver(
      {"--local_size=8", "--num_groups=2", "--no-infer", "--timeout=6", "--json=" + json, "--boogie=" + boogie, kernel},
      out, err);
  CHECK(code == 6);
  CHECK_THAT(err.str(), Catch::Contains(kernel + ": error: some check could not be proved"));
  CHECK_THAT(out.str() + err.str(), Catch::Contains("0 verified, 1 error"));
  std::ifstream in(json);
  std::string report((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  CHECK_THAT(report, Catch::Contains("\"kind\": \"unlocated\""));
}

TEST_CASE("candidates a concrete run refutes are not given to Houdini, and count as refuted", "[driver][boogie-run]") {
  ScratchDirectory directory;
  std::string kernel = writeLoopKernel(directory);
  // A Boogie that keeps the program Houdini is given, and keeps nothing.
  std::string boogie = fakeBoogie(directory, "case \"$*\" in\n"
                                             "  *contractInfer*) cp \"$1\" " +
                                                 directory.path() +
                                                 "/houdini$$.bpl;;\n"
                                                 "esac\n"
                                                 "echo 'Boogie program verifier finished with 1 verified, 0 errors'\n");
  auto candidatesGiven = [&](const std::vector<std::string> &extra) {
    for (const auto &entry : std::filesystem::directory_iterator(directory.path()))
      if (entry.path().filename().string().rfind("houdini", 0) == 0)
        std::filesystem::remove(entry.path());
    std::vector<std::string> arguments = {"--local_size=8", "--num_groups=2", "--infer-info", "--boogie=" + boogie};
    arguments.insert(arguments.end(), extra.begin(), extra.end());
    arguments.push_back(kernel);
    std::ostringstream out, err;
    CHECK(runDriver(arguments, out, err) == 0);
    size_t guards = 0;
    for (const auto &entry : std::filesystem::directory_iterator(directory.path()))
      if (entry.path().filename().string().rfind("houdini", 0) == 0) {
        std::ifstream in(entry.path());
        for (std::string line; std::getline(in, line);)
          guards += line.rfind("const {:existential true} _b", 0) == 0;
      }
    return std::make_pair(guards, out.str());
  };
  auto [all, withoutRuns] = candidatesGiven({"--no-concrete-runs"});
  auto [left, withRuns] = candidatesGiven({});
  CHECK(left > 0);
  CHECK(left < all);
  CHECK_THAT(withRuns, Catch::Contains("Invariant inference: 0 of " + std::to_string(all) + " candidates proved (" +
                                       std::to_string(all - left) + " refuted by"));
  CHECK_THAT(withoutRuns, !Catch::Contains("concrete runs"));
}

TEST_CASE("--infer-info prints candidates in the kernel's terms, a candidate and its twin once",
          "[driver][boogie-run]") {
  ScratchDirectory directory;
  std::string kernel = writeLoopKernel(directory);
  // Houdini refutes every candidate: all are listed.
  std::string boogie = fakeBoogie(directory, "echo 'Boogie program verifier finished with 1 verified, 0 errors'\n");
  std::ostringstream out, err;
  CHECK(runDriver(
            {"--local_size=8", "--num_groups=2", "--infer-info", "--no-concrete-runs", "--boogie=" + boogie, kernel},
            out, err) == 0);
  std::string info = out.str();
  CHECK_THAT(info, Catch::Contains("refuted counterBounds: __implies(__entered(), i <= n) (each thread)"));
  CHECK_THAT(info, Catch::Contains("i == __other_int(i)"));
  CHECK_THAT(info, Catch::Contains("get_group_id(0) * 8 + get_local_id(0)"));
  CHECK_THAT(info, Catch::Contains("__implies(__write(A), "));
  CHECK_THAT(info, !Catch::Contains("BV32_") && !Catch::Contains("$1") && !Catch::Contains("i.0"));
}

TEST_CASE("--display-loop-abstractions shows the counters' values where the counterexample enters a loop",
          "[driver][boogie-run]") {
  if (!installedBoogie()) {
    WARN("boogie or z3 is not installed; skipping");
    return;
  }
  ScratchDirectory directory;
  // Race-free, but nothing inferred ties a to b: a false alarm after the loop.
  std::string kernel = directory.write("kernel.cl", "__kernel void k(__global int *A, __global const int *counts) {\n"
                                                    "  int gid = get_global_id(0);\n"
                                                    "  int m = counts[gid];\n"
                                                    "  unsigned a = gid, b = 0;\n"
                                                    "  for (int i = 0; i < m; i++) {\n"
                                                    "    a += 2;\n"
                                                    "    b += 1;\n"
                                                    "  }\n"
                                                    "  A[a - 2 * b] = m;\n"
                                                    "}\n");
  std::string report = directory.path() + "/report.json";
  std::ostringstream out, err;
  CHECK(runDriver(
            {"--local_size=8", "--num_groups=2", "--no-cache", "--display-loop-abstractions", "--json", report, kernel},
            out, err) == 6);
  CHECK_THAT(err.str(), Catch::Contains("kernel.cl:5:3: note: may be a false alarm: the loop at line 5") &&
                            Catch::Contains("Values at the head of this loop in the counterexample:\n") &&
                            Catch::Contains("\n  a = ") && Catch::Contains("\n  __other_int(b) = "));
  std::ifstream in(report);
  auto json = nlohmann::json::parse(in);
  CHECK(json["errors"][0]["abstractedLoops"][0]["headValues"].size() >= 4);

  // Without the option, the program is as before: no copies.
  std::ostringstream plainOut, plainErr;
  CHECK(runDriver({"--local_size=8", "--num_groups=2", "--no-cache", kernel}, plainOut, plainErr) == 6);
  CHECK_THAT(plainErr.str(), !Catch::Contains("Values at the head"));
}

// Houdini keeps every candidate; its last queries end as `houdiniSummary`
// says. Returns the program verified after it.
static std::string programAfterHoudini(const std::string &houdiniSummary) {
  ScratchDirectory directory;
  std::string kernel = writeLoopKernel(directory);
  std::string boogie = fakeBoogie(
      directory, "case \"$*\" in\n"
                 "  *contractInfer*) echo 'Assignment computed by Houdini:'\n"
                 "    grep -o '^const {:existential true} _b[0-9]*' \"$1\" | sed 's/.* \\(_b[0-9]*\\)$/\\1 = True/'\n"
                 "    echo '" +
                     houdiniSummary +
                     "';;\n"
                     "  *) cp \"$1\" " +
                     directory.path() +
                     "/final.bpl\n"
                     "    echo 'Boogie program verifier finished with 1 verified, 0 errors';;\n"
                     "esac\n");
  std::ostringstream out, err;
  CHECK(runDriver({"--local_size=8", "--num_groups=2", "--no-concrete-runs", "--boogie=" + boogie, kernel}, out, err) ==
        0);
  std::ifstream in(directory.path() + "/final.bpl");
  return std::string(std::istreambuf_iterator<char>(in), {});
}

TEST_CASE("the invariants Houdini proved are assumed by the final run, unless its last query was no proof",
          "[driver][boogie-run]") {
  std::string proved = programAfterHoudini("Boogie program verifier finished with 1 verified, 0 errors");
  CHECK_THAT(proved, Catch::Contains("assume {:tag \"counterBounds\"}") && !Catch::Contains("assert {:tag"));
  // Houdini stopped at a counterexample that refuted no candidate: what it
  // kept is not known to hold, and is checked.
  std::string stopped = programAfterHoudini("Boogie program verifier finished with 0 verified, 1 error");
  CHECK_THAT(stopped, Catch::Contains("assert {:tag \"counterBounds\"}") && !Catch::Contains("assume {:tag"));
  std::string timedOut = programAfterHoudini("Boogie program verifier finished with 0 verified, 0 errors, 1 time out");
  CHECK_THAT(timedOut, !Catch::Contains("assume {:tag"));
}

TEST_CASE("a time-out says which stage ran out of time, and what the stages before took", "[driver][boogie-run]") {
  ScratchDirectory directory;
  std::string kernel = writeLoopKernel(directory);
  // Houdini answers at once; the verification never does.
  std::string boogie =
      fakeBoogie(directory, "case \"$*\" in\n"
                            "  *contractInfer*) echo 'Boogie program verifier finished with 1 verified, 0 errors';;\n"
                            "  *) sleep 60;;\n"
                            "esac\n");
  std::ostringstream out, err;
  int code = runDriver({"--local_size=8", "--num_groups=2", "--timeout=3", "--no-cache", "--boogie=" + boogie, kernel},
                       out, err);
  CHECK(code == 7);
  CHECK_THAT(out.str(), Catch::Contains("Boogie timed out.") && Catch::Contains("It ran out of time verifying, ") &&
                            Catch::Contains("(compiling ") && Catch::Contains("inferring loop invariants "));
}

TEST_CASE("a Boogie that crashes without a verdict is an internal error quoting the start of what it printed",
          "[driver][boogie-run]") {
  ScratchDirectory directory;
  // A stack overflow's trace, as mono prints it: a hundred thousand lines.
  std::string boogie =
      fakeBoogie(directory, "echo 'Stack overflow in unmanaged'\nseq 1 100000 | sed 's/^/  at LoopUnroll /'\nexit 1\n");
  std::string program = directory.write("p.bpl", "procedure p() { entry: return; }\n");
  BoogieTools tools{boogie, "/bin/true", ""};
  DriverOptions options;
  options.inputKind = InputKind::Boogie;
  try {
    runBoogie(options, tools, BoogieJob{program, "", BoogieTask::Verify, std::nullopt, {}}, nullptr);
    FAIL("a run without a verdict was accepted");
  } catch (const Failure &failure) {
    CHECK(failure.code() == ExitCode::Internal);
    std::string message = failure.what();
    CHECK_THAT(message, Catch::Contains("Stack overflow in unmanaged") && Catch::Contains("(99961 more lines)"));
    CHECK(message.size() < 3000);
  }
}
