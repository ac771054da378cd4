// Parsing Boogie's standard output, on outputs captured from the real
// Boogie 2.4.1 + z3 4.8.12 (test/unit/fixtures/boogie/README.md).
#include "DriverTestSupport.h"
#include "pipeline/ToolVersions.h"
#include "reports/BoogieOutput.h"

#include "CatchVersion.h"

using namespace gv::driver;
using gv::driver::test::boogieFixture;

TEST_CASE("assertion errors come with their own models", "[driver][boogie-output]") {
  BoogieOutput output = parseBoogieOutput(boogieFixture("assert.out"));
  REQUIRE(output.errors.size() == 2);
  const BoogieError &first = output.errors[0];
  CHECK(first.location.file == "assert.bpl");
  CHECK(first.location.line == 15);
  CHECK(first.location.column == 3);
  CHECK(first.code == "BP5001");
  CHECK(first.kind == BoogieErrorKind::Assertion);
  CHECK(first.message == "This assertion might not hold.");
  CHECK(first.model.at("local_id_x$2") == "5bv32");
  CHECK(first.model.at("group_size_x") == "8bv32");
  CHECK(first.model.count("%lbl%@1") == 0);

  const BoogieError &second = output.errors[1];
  CHECK(second.location.line == 16);
  CHECK(second.model.at("a") == "12bv32");
  CHECK(second.model.at("b") == "3bv8");

  REQUIRE(output.summary.has_value());
  CHECK(output.summary->verified == 1);
  CHECK(output.summary->errors == 2);
  CHECK(output.proverErrors.empty()); // the model_compress noise is dropped
  CHECK(output.inputErrors.empty());
}

TEST_CASE("loop invariant failures are told apart", "[driver][boogie-output]") {
  BoogieOutput entry = parseBoogieOutput(boogieFixture("loop.out"));
  REQUIRE(entry.errors.size() == 1);
  CHECK(entry.errors[0].kind == BoogieErrorKind::InvariantOnEntry);
  CHECK(entry.errors[0].model.at("i@0") == "0");
  CHECK(entry.summary->verified == 0);
  CHECK(entry.summary->errors == 1);

  BoogieOutput both = parseBoogieOutput(boogieFixture("maint.out"));
  REQUIRE(both.errors.size() == 2);
  CHECK(both.errors[0].kind == BoogieErrorKind::InvariantOnEntry);
  CHECK(both.errors[1].kind == BoogieErrorKind::InvariantMaintained);
  CHECK(both.errors[1].code == "BP5005");
  CHECK(both.errors[1].location.line == 10);
  CHECK(both.errors[1].model.at("n") == "0bv32");
  CHECK(both.errors[0].trace == std::vector<std::string>{"entry"});
  CHECK(both.errors[1].trace == std::vector<std::string>{"entry", "head", "body"});
  CHECK(both.errors[1].model.at("A@1") ==
        "(store (_ (as (const) (Array (bv32) (bv32))) 0bv32) (_ (bv0) 32) (_ (bv1) 32))");
}

TEST_CASE("preconditions and postconditions name the related location", "[driver][boogie-output]") {
  BoogieOutput output = parseBoogieOutput(boogieFixture("call.out"));
  REQUIRE(output.errors.size() == 2);
  const BoogieError &call = output.errors[0];
  CHECK(call.kind == BoogieErrorKind::CallPrecondition);
  CHECK(call.location.line == 8);
  REQUIRE(call.related.has_value());
  CHECK(call.related->line == 2);
  CHECK(call.model.at("y") == "0");

  const BoogieError &post = output.errors[1];
  CHECK(post.kind == BoogieErrorKind::Postcondition);
  CHECK(post.location.line == 17);
  REQUIRE(post.related.has_value());
  CHECK(post.related->line == 13);
}

TEST_CASE("multi-line function tables stay one model entry", "[driver][boogie-output]") {
  BoogieOutput output = parseBoogieOutput(boogieFixture("function_model.out"));
  REQUIRE(output.errors.size() == 1);
  const auto &model = output.errors[0].model;
  CHECK(model.at("a") == "0");
  CHECK_THAT(model.at("f"), Catch::StartsWith("{") && Catch::EndsWith("}") && Catch::Contains("else -> 0"));
  CHECK(model.count("  0") == 0);
  CHECK(model.count("tickleBool") == 1);
}

TEST_CASE("solver time-outs are counted, not reported as errors", "[driver][boogie-output]") {
  BoogieOutput output = parseBoogieOutput(boogieFixture("fermat_timeout.out"));
  REQUIRE(output.errors.size() == 1);
  CHECK(output.errors[0].location.line == 11);
  CHECK(output.errors[0].model.at("x") == "185");
  CHECK(output.summary->timeOuts == 1);
  CHECK(output.summary->errors == 1);
  CHECK(output.inconclusiveNotes.size() == 2);
  REQUIRE(output.unprovedAssertions.size() == 1); // the assertion it timed out on
  CHECK(output.unprovedAssertions[0].line == 5);
  CHECK(output.unprovedAssertions[0].column == 3);
}

TEST_CASE("a traced run names the implementations it verified", "[driver][boogie-output]") {
  BoogieOutput output = parseBoogieOutput(boogieFixture("traced.out"));
  CHECK(output.verifiedProcedures == std::vector<std::string>{"proved", "also_proved"});
  REQUIRE(output.errors.size() == 1);
  CHECK(output.errors[0].location.line == 2);
  CHECK(output.errors[0].trace == std::vector<std::string>{"anon0"});
  REQUIRE(output.summary.has_value());
  CHECK(output.summary->verified == 2);
  CHECK(output.summary->errors == 1);
  // An untraced run names none.
  CHECK(parseBoogieOutput(boogieFixture("assert.out")).verifiedProcedures.empty());
}

TEST_CASE("malformed programs are input errors", "[driver][boogie-output]") {
  for (const char *fixture : {"bad.out", "syntax.out", "typeerr.out"}) {
    INFO(fixture);
    BoogieOutput output = parseBoogieOutput(boogieFixture(fixture));
    CHECK(output.inputErrors.size() == 2); // the message and the count
    CHECK(output.errors.empty());
    CHECK_FALSE(output.summary.has_value());
  }
}

TEST_CASE("other prover errors are kept", "[driver][boogie-output]") {
  BoogieOutput output = parseBoogieOutput("Prover error: line 1 column 2: invalid model\r\n"
                                          "Boogie program verifier finished with 1 verified, 0 errors\r\n");
  CHECK(output.proverErrors == std::vector<std::string>{"Prover error: line 1 column 2: invalid model"});
  REQUIRE(output.summary.has_value());
  CHECK(output.summary->verified == 1);
}

TEST_CASE("every count of the trailer is read", "[driver][boogie-output]") {
  auto summary = parseBoogieOutput("Boogie program verifier finished with 3 verified, 1 error, 2 inconclusives, "
                                   "4 time outs, 1 out of memory\n")
                     .summary;
  REQUIRE(summary.has_value());
  CHECK(summary->verified == 3);
  CHECK(summary->errors == 1);
  CHECK(summary->inconclusive == 2);
  CHECK(summary->timeOuts == 4);
  CHECK(summary->outOfMemory == 1);
}

TEST_CASE("model numbers are read with their width", "[driver][boogie-output]") {
  CHECK(parseModelNumber("5bv32")->value == 5);
  CHECK(parseModelNumber("5bv32")->width == 32);
  CHECK(parseModelNumber("18446744073709551615bv64")->value == UINT64_MAX);
  CHECK(parseModelNumber("12")->width == 0);
  CHECK(parseModelNumber("true")->value == 1);
  CHECK_FALSE(parseModelNumber("(- 5)").has_value());
  CHECK_FALSE(parseModelNumber("1bv128").has_value());
  CHECK(modelValueText("12bv32") == "12");
  CHECK(modelValueText("(- 5)") == "(- 5)");
}

TEST_CASE("Boogie's version is read from its banner", "[driver][boogie-output]") {
  CHECK(boogieVersionFromBanner(boogieFixture("banner.out")) == "2.4.1.10503");
  CHECK_FALSE(boogieVersionFromBanner(boogieFixture("assert.out")).has_value());
}

TEST_CASE("z3's version line says whether it is older than a version", "[driver][boogie-output]") {
  CHECK(z3VersionLineOlderThan("Z3 version 4.8.12 - 64 bit", 4, 13));
  CHECK_FALSE(z3VersionLineOlderThan("Z3 version 4.13.0 - 64 bit", 4, 13));
  CHECK_FALSE(z3VersionLineOlderThan("Z3 version 5.4.1 - 64 bit", 4, 13));
  CHECK(z3VersionLineOlderThan("Z3 version 3.2 - 64 bit", 4, 13));
  CHECK_FALSE(z3VersionLineOlderThan("unknown", 4, 13));
  CHECK_FALSE(z3OlderThan("/nonexistent/z3", 4, 13));
}

TEST_CASE("how each piece of a split verification ended is read from the trace", "[driver][boogie-output]") {
  BoogieOutput output = parseBoogieOutput("    checking split 1/0, 0.00%, (cost:35164/92) ...\n"
                                          "      --> split #0 done,  [30.12 s] TimeOut\n"
                                          "    checking split 2/4, 3.04%, (cost:9/1 last) ...\n"
                                          "      --> split #1 done,  [1.01 s] Valid\n"
                                          "      --> split #2 done,  [0.19 s] Invalid\n"
                                          "Boogie program verifier finished with 0 verified, 1 error\n");
  CHECK(output.pieceOutcomes == std::vector<std::string>{"TimeOut", "Valid", "Invalid"});
  CHECK(output.errors.empty());
  CHECK(output.inputErrors.empty());
}

TEST_CASE("a piece's outcome right after z3's list of legal parameters is read", "[driver][boogie-output]") {
  // As Boogie 2.4 with z3 4.8 prints it (mergeSort's
  // bitonicMergeElementaryIntervals): the list z3 prints for Boogie's
  // 'model_compress' runs straight into the piece's outcome.
  BoogieOutput output = parseBoogieOutput("    checking split 1/0, 0.00%, (cost:27437/80) ...\n"
                                          "Prover error: line 13 column 28: unknown parameter 'model_compress'\n"
                                          "Legal parameters are:\n"
                                          "  auto_config (bool) (default: true)\n"
                                          "  unicode (bool)\n"
                                          "  well_sorted_check (bool) (default: false)\n"
                                          "      --> split #0 done,  [2.721513 s] Invalid\n"
                                          "\n"
                                          "Boogie program verifier finished with 0 verified, 0 errors\n");
  CHECK(output.pieceOutcomes == std::vector<std::string>{"Invalid"});
  CHECK(output.proverErrors.empty());
}

TEST_CASE("Boogie's output is complete once its summary is the last whole line", "[boogie-output]") {
  CHECK(endsWithBoogieSummary(boogieFixture("assert.out")));
  CHECK(endsWithBoogieSummary("Boogie program verifier finished with 1 verified, 0 errors\r\n"));
  CHECK_FALSE(endsWithBoogieSummary(""));
  CHECK_FALSE(endsWithBoogieSummary("Boogie program verifier finished with 1 verified")); // not all there yet
  CHECK_FALSE(endsWithBoogieSummary("Boogie program verifier finished with 1 verified, 0 errors\nmore\n"));
  CHECK_FALSE(endsWithBoogieSummary("Running abstract interpretation...\n"));
}
