// The loop shapes the translator records for inference (counters, accesses,
// conditions, logs), the rules that need them, and the program rewriting
// around the Houdini run.
#include "Expressions.h"
#include "IrFixtures.h"
#include "LoopShapeFixtures.h"
#include "boogie/Printer.h"
#include "gpuverify/Translator.h"
#include "houdini/Candidates.h"
#include "houdini/Inference.h"

#include "CatchVersion.h"

#include <algorithm>

using namespace gv;
using namespace gv::boogie;
using boogie::BvCmp;
using boogie::BvOp;
using namespace gv::test;

TEST_CASE("the translator records each loop's counters and accesses", "[houdini][translator]") {
  llvm::LLVMContext context;
  auto module = test::parseIR(context, R"(
define spir_kernel void @k(ptr addrspace(1) %A, i32 %n) {
entry:
  %lid = call i32 @__gv_local_id(i32 0)
  %size = call i32 @__gv_local_size(i32 0)
  br label %loop
loop:
  %i = phi i32 [ %lid, %entry ], [ %next, %loop ]
  %p = getelementptr i32, ptr addrspace(1) %A, i32 %i
  store i32 1, ptr addrspace(1) %p
  %next = add nsw i32 %i, %size
  %more = icmp slt i32 %next, %n
  br i1 %more, label %loop, label %done
done:
  ret void
}
)");
  Translation t = translateForLoops(*module);
  REQUIRE(t.loops.size() == 1);
  const LoopShape &loop = t.loops[0];
  CHECK(loop.procedure == t.kernels[0].procedureName);
  CHECK_FALSE(loop.uniform);
  CHECK_FALSE(loop.containsBarrier);
  REQUIRE(loop.counters.size() == 1);
  const LoopCounter &i = loop.counters[0];
  CHECK(i.update == LoopCounter::Update::Add);
  CHECK(houdini::constantValue(i.step) == uint64_t(64));
  CHECK(i.comparedSigned);
  CHECK(printExpr(i.start.of(1)) == "local_id_x$1");
  CHECK(printExpr(i.start.of(2)) == "local_id_x$2");
  REQUIRE(i.bounds.size() == 1);
  CHECK(printExpr(i.bounds[0].value.of(1)) == "n");
  CHECK(printExpr(i.bounds[0].value.of(2)) == "n");
  REQUIRE(loop.accesses.size() == 1);
  CHECK(printExpr(loop.accesses[0].log) == "_WRITE_HAS_OCCURRED_$$A");
  CHECK(houdini::coefficientOf(loop.accesses[0].offset, i.value.of(1)->text) == uint64_t(1));
  CHECK(printExpr(loop.accesses[0].loopSiteIsLogged) == "_WRITE_HAS_OCCURRED_$$A ==> _WATCHED_SITE == 1");
  CHECK(printExpr(loop.entered.of(1)) == "entered.loop$1"); // set before the loop
  CHECK_FALSE(loop.continues.of(1));                        // the latch decides, not the head
}

TEST_CASE("a counter moved on a condition is a counter, and an access on it has the condition as guard",
          "[houdini][translator]") {
  // for (k = 0; k < 16; k++) { if (active) { A[g] = 1; g += 8192; } }
  llvm::LLVMContext context;
  auto module = test::parseIR(context, R"(
define spir_kernel void @k(ptr addrspace(1) %A, i32 %n) {
entry:
  %lid = call i32 @__gv_local_id(i32 0)
  %active = icmp ult i32 %lid, %n
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %knext, %latch ]
  %g = phi i32 [ %lid, %entry ], [ %gnext, %latch ]
  %test = icmp ne i1 %active, false
  br i1 %test, label %then, label %latch
then:
  %p = getelementptr i32, ptr addrspace(1) %A, i32 %g
  store i32 1, ptr addrspace(1) %p
  %moved = add i32 %g, 8192
  br label %latch
latch:
  %gnext = phi i32 [ %moved, %then ], [ %g, %loop ]
  %knext = add i32 %k, 1
  %more = icmp slt i32 %knext, 16
  br i1 %more, label %loop, label %done
done:
  ret void
}
)");
  Translation t = translateForLoops(*module);
  REQUIRE(t.loops.size() == 1);
  const LoopShape &loop = t.loops[0];
  const LoopCounter *g = nullptr;
  for (const LoopCounter &c : loop.counters)
    if (c.conditional)
      g = &c;
  REQUIRE(g);
  CHECK(g->update == LoopCounter::Update::Add);
  CHECK(houdini::constantValue(g->step) == uint64_t(8192));
  REQUIRE(loop.accesses.size() == 1);
  REQUIRE(loop.accesses[0].guard.size() == 1);
  CHECK(houdini::mentions(loop.accesses[0].guard[0], "active$1"));
}

TEST_CASE("a counter narrower than int, stepped in int and truncated, is a counter of its own width",
          "[houdini][translator]") {
  // for (short i = lid; i < n; i += size): i = trunc(sext(i) + size)
  llvm::LLVMContext context;
  auto module = test::parseIR(context, R"(
define spir_kernel void @k(ptr addrspace(1) %A, i32 %n) {
entry:
  %lid = call i32 @__gv_local_id(i32 0)
  %size = call i32 @__gv_local_size(i32 0)
  %start = trunc i32 %lid to i16
  br label %loop
loop:
  %i = phi i16 [ %start, %entry ], [ %next, %loop ]
  %wide = sext i16 %i to i32
  %p = getelementptr i32, ptr addrspace(1) %A, i32 %wide
  store i32 1, ptr addrspace(1) %p
  %sum = add nsw i32 %wide, %size
  %next = trunc i32 %sum to i16
  %more = icmp slt i32 %sum, %n
  br i1 %more, label %loop, label %done
done:
  ret void
}
)");
  Translation t = translateForLoops(*module);
  REQUIRE(t.loops.size() == 1);
  const LoopShape &loop = t.loops[0];
  REQUIRE(loop.counters.size() == 1);
  const LoopCounter &i = loop.counters[0];
  CHECK(i.update == LoopCounter::Update::Add);
  CHECK(houdini::constantValue(i.step) == uint64_t(64)); // the size, truncated to 16 bits
  CHECK(i.step->type == boogie::Type::bv(16));
  // Thread 1 may skip the loop: its logs are copied on entry for the frame
  // candidate, which is made for the log the loop sets.
  REQUIRE(loop.entered.of(1));
  REQUIRE_FALSE(loop.logsAtEntry.empty());
  prelude::Prelude prelude;
  std::vector<houdini::Candidate> candidates = houdini::loopCandidates(t.loops, prelude, {});
  CHECK(std::any_of(candidates.begin(), candidates.end(), [](const houdini::Candidate &c) {
    return c.rule == "logsKeptIfNotEntered" &&
           boogie::printExpr(c.expr) ==
               "!entered.loop$1 ==> (_WRITE_HAS_OCCURRED_$$A <==> _WRITE_HAS_OCCURRED_$$A.entering.loop)";
  }));
}

TEST_CASE("rule: in a loop some threads skip, an access's low offset bits are those of its counters' starts",
          "[houdini]") {
  // A[i] with i stepping by 32 from t: W & 31 == t & 31, which also holds of
  // what a thread that skipped the loop logged before it at the same stride.
  LoopCounter i = addCounter("i", bv32("t$1"), bvLit(32, 32), false);
  i.start = {bv32("t$1"), bv32("t$2")};
  LoopShape shape = shapeWith({i}, {writeAccess(i.value.of(1))});
  shape.uniform = false;
  shape.entered = {var("entered$1", Type::boolean()), var("entered$2", Type::boolean())};
  prelude::Prelude prelude;
  std::vector<houdini::Candidate> candidates = houdini::loopCandidates({shape}, prelude, {});
  auto has = [&](const std::string &text) {
    return std::any_of(candidates.begin(), candidates.end(), [&](const houdini::Candidate &c) {
      return c.rule == "accessOffsets" && boogie::printExpr(c.expr) == text;
    });
  };
  CHECK(has("_WRITE_HAS_OCCURRED_$$A ==> BV32_AND(_WATCHED_OFFSET, 31bv32) == BV32_AND(i$1, 31bv32)"));
  CHECK(has("_WRITE_HAS_OCCURRED_$$A ==> BV32_AND(_WATCHED_OFFSET, 31bv32) == BV32_AND(t$1, 31bv32)"));
  // A loop every thread enters has no stale counters: no such candidate.
  shape.uniform = true;
  shape.entered = {nullptr, nullptr};
  candidates = houdini::loopCandidates({shape}, prelude, {});
  CHECK_FALSE(has("_WRITE_HAS_OCCURRED_$$A ==> BV32_AND(_WATCHED_OFFSET, 31bv32) == BV32_AND(t$1, 31bv32)"));
}

TEST_CASE("rule: an element index of a walked pointer (its byte offset over the element size) moves with it",
          "[houdini]") {
  // p += 512 elements of 4 bytes: the byte offset moves by 2048, the index
  // p >> 2 by 512, so its low 9 bits stay those it started with.
  prelude::Prelude p;
  LoopCounter bytes = addCounter("p", bv32("start"), bvLit(2048, 32), false);
  ExprPtr index = p.bvBinary(BvOp::LShr, bytes.value.of(1), lit(2));
  std::vector<houdini::Candidate> candidates =
      houdini::loopCandidates({shapeWith({bytes}, {writeAccess(index)})}, p, {});
  CHECK(std::any_of(candidates.begin(), candidates.end(), [](const houdini::Candidate &c) {
    return c.rule == "accessOffsets" && boogie::printExpr(c.expr) ==
                                            "_WRITE_HAS_OCCURRED_$$A ==> BV32_AND(_WATCHED_OFFSET, 511bv32) == "
                                            "BV32_AND(BV32_LSHR(p$1, 2bv32), 511bv32)";
  }));
  // Bytes moved by 6 (not a multiple of 4): the index moves unevenly.
  bytes.step = bvLit(6, 32);
  candidates = houdini::loopCandidates({shapeWith({bytes}, {writeAccess(index)})}, p, {});
  CHECK(std::none_of(candidates.begin(), candidates.end(),
                     [](const houdini::Candidate &c) { return c.rule == "accessOffsets"; }));
}

TEST_CASE("the sites a loop's log may hold are those no emptying barrier separates from its head",
          "[houdini][translator]") {
  // A write before the loop, a barrier, then a loop that writes again.
  auto sitesAfter = [](const std::string &barrier) {
    llvm::LLVMContext context;
    auto module = test::parseIR(context, R"(
define spir_kernel void @k(ptr addrspace(1) %A, i32 %n) {
entry:
  %lid = call i32 @__gv_local_id(i32 0)
  %first = getelementptr i32, ptr addrspace(1) %A, i32 %lid
  store i32 0, ptr addrspace(1) %first
  call void )" + barrier + R"(
  br label %loop
loop:
  %i = phi i32 [ %lid, %entry ], [ %next, %loop ]
  %p = getelementptr i32, ptr addrspace(1) %A, i32 %i
  store i32 1, ptr addrspace(1) %p
  %next = add nsw i32 %i, 64
  %more = icmp slt i32 %next, %n
  br i1 %more, label %loop, label %done
done:
  ret void
}
)");
    Translation t = translateForLoops(*module);
    REQUIRE(t.loops.size() == 1);
    REQUIRE(t.loops[0].accesses.size() == 1);
    return printExpr(t.loops[0].accesses[0].siteIsLogged);
  };
  // A global fence empties the log of the global array for threads of one
  // group: only the loop's write; for threads of two, it orders nothing.
  auto sitesFor = [&](int local, int global) {
    return sitesAfter("@__gv_barrier(i32 " + std::to_string(local) + ", i32 " + std::to_string(global) + ")");
  };
  CHECK(sitesFor(0, 1) == "_WRITE_HAS_OCCURRED_$$A ==> _WATCHED_SITE == 2 || "
                          "(group_id_x$1 != group_id_x$2 && (_WATCHED_SITE == 1 || _WATCHED_SITE == 2))");
  // A local fence does not: the write before the loop may still be logged.
  CHECK(sitesFor(1, 0) == "_WRITE_HAS_OCCURRED_$$A ==> _WATCHED_SITE == 1 || _WATCHED_SITE == 2");
  // A grid barrier orders the threads of every group.
  CHECK(sitesAfter("@__gv_grid_barrier()") == "_WRITE_HAS_OCCURRED_$$A ==> _WATCHED_SITE == 2");
}

TEST_CASE("the translator records the condition a predicated loop's head iterates on", "[houdini][translator]") {
  llvm::LLVMContext context;
  auto module = test::parseIR(context, R"(
define spir_kernel void @k(ptr addrspace(1) %A) {
entry:
  %lid = call i32 @__gv_local_id(i32 0)
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %next, %body ]
  %more = icmp ult i32 %i, %lid
  br i1 %more, label %body, label %done
body:
  %next = add i32 %i, 1
  br label %head
done:
  ret void
}
)");
  Translation t = translateForLoops(*module);
  REQUIRE(t.loops.size() == 1);
  const LoopShape &loop = t.loops[0];
  CHECK_FALSE(loop.uniform);
  REQUIRE(loop.continues.of(1));
  CHECK(printExpr(loop.continues.of(1)) == "BV32_ULT(i$1, local_id_x$1)");
  CHECK(printExpr(loop.continues.of(2)) == "BV32_ULT(i$2, local_id_x$2)");
}

TEST_CASE("candidates go to the loop head; Houdini's copy drops the checks; the assignment keeps the proved",
          "[houdini]") {
  Program program;
  ProcedureDecl proc;
  proc.name = "k";
  proc.body = ProcedureBody{{{"i", Type::bv(32)}}, {}};
  proc.body->blocks.push_back(Block{"entry", {assign(bv32("i"), lit(0))}, {"head"}});
  proc.body->blocks.push_back(Block{"head", {assertCmd(boolLit(true), {attr("race")}, 0u)}, {}});
  program.decls.push_back(std::move(proc));

  prelude::Prelude p;
  std::vector<houdini::Candidate> candidates = {
      {"k", "head", "loop", "counterBounds", p.bvCompare(BvCmp::Uge, bv32("i"), lit(0)), {}},
      {"k", "head", "loop", "counterBounds", p.bvCompare(BvCmp::Ule, bv32("i"), lit(0)), {}}};
  houdini::CandidateTable table = houdini::addCandidates(program, candidates, p);
  REQUIRE(table.size() == 2);
  std::string text = print(program).text;
  CHECK(text.find("const {:existential true} _b0: bool;") != std::string::npos);
  CHECK(text.find("function {:bvbuiltin \"bvuge\"} BV32_UGE") != std::string::npos);
  CHECK(text.find("assert {:tag \"counterBounds\"} _b0 ==> BV32_UGE(i, 0bv32);") != std::string::npos);

  Program inference = houdini::inferenceProgram(program, table, [](const AssertCmd &) { return false; });
  std::string inferenceText = print(inference).text;
  CHECK(inferenceText.find("{:race}") == std::string::npos);
  CHECK(inferenceText.find("_b1 ==>") != std::string::npos);
  // The invariants the caller keeps are assumed in Houdini's copy, checked
  // in the program.
  Program withFree = houdini::inferenceProgram(
      program, table, [](const AssertCmd &a) { return !a.attrs.empty() && a.attrs[0].name == "race"; });
  std::string freeText = print(withFree).text;
  CHECK(freeText.find("assume {:race} true;") != std::string::npos);
  CHECK(freeText.find("assert {:tag \"counterBounds\"} _b0 ==>") != std::string::npos);

  houdini::Assignment assignment =
      houdini::parseAssignment("Assignment computed by Houdini:\n_b0 = True\n_b1 = False\n\nBoogie program verifier "
                               "finished with 1 verified, 0 errors\n");
  CHECK(assignment == houdini::Assignment{{"_b0", true}, {"_b1", false}});
  auto verdicts = houdini::candidateVerdicts(table, assignment);
  REQUIRE(verdicts.size() == 2);
  CHECK(printExpr(verdicts[0].first.expr) == "BV32_UGE(i, 0bv32)");
  CHECK(verdicts[0].second);
  CHECK_FALSE(verdicts[1].second);
  Program withIds = program;
  houdini::applyAssignment(withIds, table, assignment, houdini::KeptAs::Checks, [](const houdini::Candidate &c) {
    return c.rule == "counterBounds" ? std::optional<unsigned>(7) : std::nullopt;
  });
  CHECK(print(withIds).text.find("assert {:tag \"counterBounds\"} {:check 7} BV32_UGE(i, 0bv32);") !=
        std::string::npos);
  houdini::applyAssignment(program, table, assignment, houdini::KeptAs::Checks);
  std::string final = print(program).text;
  CHECK(final.find("assert {:tag \"counterBounds\"} BV32_UGE(i, 0bv32);") != std::string::npos);
  CHECK(final.find("BV32_ULE(i, 0bv32)") == std::string::npos);
  CHECK(final.find("_b0") == std::string::npos);
  CHECK(final.find("{:race}") != std::string::npos);
}

TEST_CASE("candidates Houdini proved in every procedure become free invariants", "[houdini]") {
  Program program;
  ProcedureDecl proc;
  proc.name = "k";
  proc.body = ProcedureBody{{}, {}};
  proc.body->blocks.push_back(Block{"head", {assertCmd(boolLit(true), {attr("race")}, 3u)}, {}});
  program.decls.push_back(std::move(proc));
  prelude::Prelude p;
  houdini::CandidateTable table =
      houdini::addCandidates(program,
                             {{"k", "head", "loop", "counterBounds", p.bvCompare(BvCmp::Uge, bv32("i"), lit(0)), {}},
                              {"k", "head", "loop", "counterBounds", p.bvCompare(BvCmp::Ule, bv32("i"), lit(0)), {}}},
                             p);
  houdini::applyAssignment(program, table, {{"_b0", true}, {"_b1", false}}, houdini::KeptAs::FreeInvariants,
                           [](const houdini::Candidate &) { return std::optional<unsigned>(7); });
  std::string final = print(program).text;
  CHECK(final.find("assume {:tag \"counterBounds\"} BV32_UGE(i, 0bv32);") != std::string::npos);
  CHECK(final.find("BV32_ULE(i") == std::string::npos);
  CHECK(final.find("{:check 7}") == std::string::npos);
  CHECK(final.find("assert {:race} {:check 3} true;") != std::string::npos);
  CHECK(final.find("_b0") == std::string::npos);
}

TEST_CASE("user invariants become candidates under --invariants-as-candidates", "[houdini]") {
  Program program;
  ProcedureDecl proc;
  proc.name = "k";
  proc.body = ProcedureBody{{}, {}};
  proc.body->blocks.push_back(
      Block{"head", {assertCmd(boolLit(false), {}, 7u), assertCmd(boolLit(true), {attr("race")}, 8u)}, {}});
  program.decls.push_back(std::move(proc));
  houdini::CandidateTable table;
  houdini::guardAssertions(program, table, [](const AssertCmd &a) { return a.checkId == 7u; }, "user");
  REQUIRE(table.size() == 1);
  CHECK(table.begin()->second.rule == "user");
  std::string text = print(program).text;
  CHECK(text.find("_b0 ==> false") != std::string::npos);
  houdini::applyAssignment(program, table, {{"_b0", false}}, houdini::KeptAs::Checks);
  std::string final = print(program).text;
  CHECK(final.find("false") == std::string::npos);
  CHECK(final.find("{:race}") != std::string::npos);
}

TEST_CASE("rule: a write log set by writes of constants holds one of them", "[houdini]") {
  ExprPtr watched = bv32("_WATCHED_VALUE_$$A");
  LoopAccess one = writeAccess(bv32("lid")), two = writeAccess(bv32("gid"));
  one.loggedValue = eq(watched, lit(1));
  two.loggedValue = eq(watched, lit(2));
  CHECK(printed(houdini::rules::loggedValues(shapeWith({}, {one}))) ==
        std::vector<std::string>{"_WRITE_HAS_OCCURRED_$$A ==> _WATCHED_VALUE_$$A == 1bv32"});
  CHECK(printed(houdini::rules::loggedValues(shapeWith({}, {one, two, one}))) ==
        std::vector<std::string>{
            "_WRITE_HAS_OCCURRED_$$A ==> _WATCHED_VALUE_$$A == 1bv32 || _WATCHED_VALUE_$$A == 2bv32"});
  // A write of a value not known in advance may have set the log: nothing.
  CHECK(houdini::rules::loggedValues(shapeWith({}, {one, writeAccess(bv32("x"))})).empty());
}

TEST_CASE("rule: a log the loop only empties holds only if it held on entry", "[houdini]") {
  auto boolean = [](const std::string &name) { return var(name, Type::boolean()); };
  LoopShape shape = shapeWith({}, {writeAccess(bv32("lid"))});
  shape.logsAtEntry = {{boolean("_WRITE_HAS_OCCURRED_$$A"), boolean("_WRITE_HAS_OCCURRED_$$A.entering")},
                       {boolean("_READ_HAS_OCCURRED_$$A"), boolean("_READ_HAS_OCCURRED_$$A.entering")}};
  shape.containsBarrier = true;
  // The loop writes A: its write log may gain entries; its read log cannot.
  CHECK(printed(houdini::rules::logsOnlyEmptied(shape)) ==
        std::vector<std::string>{"_READ_HAS_OCCURRED_$$A ==> _READ_HAS_OCCURRED_$$A.entering"});
  // A loop that may empty no log has no copies, and no such candidate.
  CHECK(houdini::rules::logsOnlyEmptied(shapeWith({}, {})).empty());
  // Copies taken because some threads may skip the loop, in a loop without
  // a barrier: nothing empties the logs, and the havoc keeps the read log.
  shape.containsBarrier = false;
  CHECK(houdini::rules::logsOnlyEmptied(shape).empty());
}

TEST_CASE("rule: offsets logged in earlier iterations of an outer loop", "[houdini]") {
  prelude::Prelude p;
  // for (r ...) for (k ...) A[r * 32 + t] += ...: at the head of the k loop,
  // the log may hold the element of an earlier r.
  ExprPtr offset = p.bvBinary(BvOp::Add, p.bvBinary(BvOp::Mul, bv32("r"), lit(32)), bv32("t"));
  LoopShape inner = shapeWith({addCounter("k", lit(0), lit(1))}, {writeAccess(offset)});
  inner.outerCounters = {addCounter("r", lit(0), lit(1))};
  CHECK(printed(houdini::rules::accessOffsets(inner, p)) ==
        std::vector<std::string>{"_WRITE_HAS_OCCURRED_$$A ==> _WATCHED_OFFSET == BV32_ADD(BV32_MUL(r, 32bv32), t)",
                                 "_WRITE_HAS_OCCURRED_$$A ==> BV32_AND(_WATCHED_OFFSET, 31bv32) == "
                                 "BV32_AND(BV32_ADD(BV32_MUL(r, 32bv32), t), 31bv32)"});
  // Outer counters that do not move the offset add nothing of theirs: r is
  // then a value like any other, and only the low bits it leaves alone are
  // guessed (fixedLowBits, below).
  inner.outerCounters = {addCounter("s", lit(0), lit(1))};
  CHECK(
      printed(houdini::rules::accessOffsets(inner, p)) ==
      std::vector<std::string>{"_WRITE_HAS_OCCURRED_$$A ==> _WATCHED_OFFSET == BV32_ADD(BV32_MUL(r, 32bv32), t)",
                               "_WRITE_HAS_OCCURRED_$$A ==> BV32_AND(_WATCHED_OFFSET, 31bv32) == BV32_AND(t, 31bv32)"});
}

TEST_CASE("rule: the low bits of offsets computed from data", "[houdini]") {
  prelude::Prelude p;
  // for (d ...) counts[v[d]][t]++: the row is loaded in the loop, so the
  // offset v * 256 + t is not a fact of the head, but its low eight bits,
  // t's, are. Written without v.
  ExprPtr row = p.bvBinary(BvOp::Mul, bv32("v"), lit(256));
  LoopShape histogram =
      shapeWith({addCounter("d", lit(0), lit(1))}, {writeAccess(p.bvBinary(BvOp::Add, row, bv32("t")))});
  CHECK(contains(printed(houdini::rules::accessOffsets(histogram, p)),
                 "_WRITE_HAS_OCCURRED_$$A ==> BV32_AND(_WATCHED_OFFSET, 255bv32) == BV32_AND(t, 255bv32)"));
  // A shift says the multiple too, and a row alone leaves zero.
  LoopShape rows =
      shapeWith({addCounter("d", lit(0), lit(1))}, {writeAccess(p.bvBinary(BvOp::Shl, bv32("v"), lit(4)))});
  CHECK(contains(printed(houdini::rules::accessOffsets(rows, p)),
                 "_WRITE_HAS_OCCURRED_$$A ==> BV32_AND(_WATCHED_OFFSET, 15bv32) == 0bv32"));
  // A constant added (t + 64) is no such term; a counter moving the offset
  // has its own rule.
  LoopShape constant =
      shapeWith({addCounter("d", lit(0), lit(1))}, {writeAccess(p.bvBinary(BvOp::Add, bv32("t"), lit(64)))});
  CHECK(houdini::rules::accessOffsets(constant, p).size() == 1);
  ExprPtr counted = p.bvBinary(BvOp::Add, p.bvBinary(BvOp::Mul, bv32("d"), lit(256)), bv32("t"));
  LoopShape byCounter = shapeWith({addCounter("d", lit(0), lit(1))}, {writeAccess(counted)});
  CHECK(printed(houdini::rules::accessOffsets(byCounter, p)) ==
        std::vector<std::string>{"_WRITE_HAS_OCCURRED_$$A ==> BV32_AND(_WATCHED_OFFSET, 255bv32) == "
                                 "BV32_AND(BV32_ADD(BV32_MUL(d, 256bv32), t), 255bv32)"});
}

TEST_CASE("the translator copies the logs on entry to a loop that may empty them, and records outer counters",
          "[houdini][translator]") {
  // A write before two nested loops; the outer one has a barrier, the inner
  // one none.
  llvm::LLVMContext context;
  auto module = test::parseIR(context, R"(
define spir_kernel void @k(ptr addrspace(1) %A, i32 %n) {
entry:
  %lid = call i32 @__gv_local_id(i32 0)
  %first = getelementptr i32, ptr addrspace(1) %A, i32 %lid
  store i32 0, ptr addrspace(1) %first
  br label %outer
outer:
  %i = phi i32 [ 0, %entry ], [ %nexti, %outer.latch ]
  call void @__gv_barrier(i32 1, i32 1)
  br label %inner
inner:
  %j = phi i32 [ 0, %outer ], [ %nextj, %inner ]
  %nextj = add nsw i32 %j, 1
  %morej = icmp slt i32 %nextj, %n
  br i1 %morej, label %inner, label %outer.latch
outer.latch:
  %nexti = add nsw i32 %i, 1
  %morei = icmp slt i32 %nexti, %n
  br i1 %morei, label %outer, label %done
done:
  ret void
}
)");
  Translation t = translateForLoops(*module);
  REQUIRE(t.loops.size() == 2);
  const LoopShape &outer = t.loops[0].headLabel == "outer" ? t.loops[0] : t.loops[1];
  const LoopShape &inner = t.loops[0].headLabel == "outer" ? t.loops[1] : t.loops[0];
  // The barrier loop gets a copy of each log (read, write, and the flag of
  // element-changing writes), taken before its head.
  REQUIRE(outer.logsAtEntry.size() == 3);
  std::string text = print(t.program).text;
  std::string copy = printExpr(outer.logsAtEntry[0].atEntry);
  size_t copied = text.find(copy + ", ");
  CHECK(copied != std::string::npos);
  CHECK(copied < text.find("\nouter:"));
  // The inner loop empties nothing: no copies; it sees the outer counter.
  CHECK(inner.logsAtEntry.empty());
  REQUIRE(inner.outerCounters.size() == 1);
  CHECK(inner.outerCounters[0].sourceName == "i");
}

TEST_CASE("rule: a value taken from a repetition-free atomic is used up, and so are the offsets it indexed",
          "[houdini]") {
  Type taken = Type::map({Type::bv(32)}, Type::boolean());
  prelude::Prelude p;
  LoopShape shape = shapeWith({}, {writeAccess(bv32("i$1")), writeAccess(p.bvBinary(BvOp::Add, bv32("i$1"), lit(3))),
                                   writeAccess(p.bvBinary(BvOp::Mul, bv32("i$1"), lit(2)))});
  shape.takenValues = {
      TakenValue{{bv32("i$1"), bv32("i$2")}, {var("used$1", taken), var("used$2", taken)}, boolLit(true)}};
  CHECK(printed(houdini::rules::takenValues(shape, p)) ==
        std::vector<std::string>{"used$1[i$1]", "used$2[i$2]", "i$1 != i$2",
                                 "_WRITE_HAS_OCCURRED_$$A ==> used$1[_WATCHED_OFFSET]",
                                 "_WRITE_HAS_OCCURRED_$$A ==> _WATCHED_OFFSET != i$2",
                                 "_WRITE_HAS_OCCURRED_$$A ==> used$1[BV32_SUB(_WATCHED_OFFSET, 3bv32)]",
                                 "_WRITE_HAS_OCCURRED_$$A ==> _WATCHED_OFFSET != BV32_ADD(i$2, 3bv32)"});
  // A predicated loop: for the threads that entered it, and compared
  // when both took their values from one element.
  shape.uniform = false;
  shape.entered = {var("e$1", Type::boolean()), var("e$2", Type::boolean())};
  shape.takenValues[0].sameElement = var("same", Type::boolean());
  shape.accesses.resize(1);
  CHECK(printed(houdini::rules::takenValues(shape, p)) ==
        std::vector<std::string>{"e$1 ==> used$1[i$1]", "e$2 ==> used$2[i$2]", "e$2 && e$1 && same ==> i$1 != i$2",
                                 "_WRITE_HAS_OCCURRED_$$A ==> used$1[_WATCHED_OFFSET]",
                                 "_WRITE_HAS_OCCURRED_$$A && e$2 && e$1 && same ==> _WATCHED_OFFSET != i$2"});
  // A 64-bit offset widened from the value: the low bits were taken.
  ExprPtr wide = p.zeroExtend(bv32("i$1"), 64);
  shape.accesses = {LoopAccess{var("_WRITE_HAS_OCCURRED_$$A", Type::boolean()),
                               var("_WATCHED_OFFSET", Type::bv(64)),
                               wide,
                               false,
                               {},
                               nullptr,
                               nullptr,
                               nullptr,
                               nullptr,
                               nullptr}};
  std::vector<std::string> widened = printed(houdini::rules::takenValues(shape, p));
  CHECK(contains(widened, "_WRITE_HAS_OCCURRED_$$A ==> _WATCHED_OFFSET == BV32_ZEXT64(_WATCHED_OFFSET[32:0]) && "
                          "used$1[_WATCHED_OFFSET[32:0]]"));
}

TEST_CASE("a Houdini trace's refutations by counterexamples are read; a time-out's are not", "[houdini]") {
  // Boogie 2.4's /contractInfer /trace output: the last query ran out of
  // time and removed every candidate left without a counterexample.
  const std::string trace = "Verifying k\n"
                            "Houdini assignment axiom: (And true _b0 _b1 _b2 _b3)\n"
                            "Outcome = Invalid\n"
                            "Time taken = 3.5\n"
                            "Removing _b3\n"
                            "Removing _b1\n"
                            "Removing _b1\n"
                            "Verifying k\n"
                            "Outcome = Valid\n"
                            "Verifying j\n"
                            "Outcome = TimeOut\n"
                            "Time taken = 20.0\n"
                            "Timeout/Spaceout while verifying j\n"
                            "Removing _b0\n"
                            "Removing _b2\n";
  CHECK(houdini::refutedByCounterexamples(trace) == std::set<std::string>{"_b1", "_b3"});
  CHECK(houdini::refutedByCounterexamples("Removing _b0\n").empty());
}
