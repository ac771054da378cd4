// Invariant inference: the expression reading, each candidate rule (a loop
// shape in, the expected candidates out), the loop shapes the translator
// records, and the program rewriting around the Houdini run.
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

TEST_CASE("constant folding reads the prelude's operations", "[houdini]") {
  prelude::Prelude p;
  CHECK(houdini::constantValue(p.bvBinary(BvOp::Mul, lit(4), lit(64))) == uint64_t(256));
  CHECK(houdini::constantValue(p.bvBinary(BvOp::Sub, lit(0), lit(1))) == uint64_t(0xffffffff));
  CHECK_FALSE(houdini::constantValue(p.bvBinary(BvOp::Add, bv32("x"), lit(1))).has_value());
}

TEST_CASE("coefficients of a variable in a linear offset", "[houdini]") {
  prelude::Prelude p;
  // gid * 64 + lid + i * (4 * 64)
  ExprPtr offset =
      p.bvBinary(BvOp::Add, p.bvBinary(BvOp::Add, p.bvBinary(BvOp::Mul, bv32("gid"), lit(64)), bv32("lid")),
                 p.bvBinary(BvOp::Mul, bv32("i"), p.bvBinary(BvOp::Mul, lit(4), lit(64))));
  CHECK(houdini::coefficientOf(offset, "i") == uint64_t(256));
  CHECK(houdini::coefficientOf(offset, "lid") == uint64_t(1));
  CHECK(houdini::coefficientOf(offset, "j") == uint64_t(0));
  CHECK(houdini::coefficientOf(p.bvBinary(BvOp::Shl, bv32("i"), lit(3)), "i") == uint64_t(8));
  CHECK(houdini::coefficientOf(p.bvBinary(BvOp::Sub, lit(10), bv32("i")), "i") == uint64_t(0xffffffff));
  CHECK_FALSE(houdini::coefficientOf(p.bvBinary(BvOp::Mul, bv32("i"), bv32("i")), "i").has_value());
  CHECK_FALSE(houdini::coefficientOf(p.bvBinary(BvOp::UDiv, bv32("i"), lit(2)), "i").has_value());
}

TEST_CASE("substitution replaces one variable", "[houdini]") {
  prelude::Prelude p;
  ExprPtr e = p.bvBinary(BvOp::Add, bv32("i"), bv32("lid"));
  CHECK(printExpr(houdini::substitute(e, "i", lit(0))) == "BV32_ADD(0bv32, lid)");
  CHECK(printExpr(houdini::substitute(e, "j", lit(0))) == "BV32_ADD(i, lid)");
}

TEST_CASE("rule: asynchronous copies pending at the head", "[houdini]") {
  prelude::Prelude p;
  LoopShape shape = shapeWith({}, {writeAccess(bv32("lid"))});
  ExprPtr log = var("_WRITE_HAS_OCCURRED_$$A", Type::boolean());
  ExprPtr watched = eq(var("_WATCHED_SITE", Type::integer()), intLit(3));
  shape.pendingCopies = {{var("P", Type::integer()), var("C", Type::integer()), watched, {log}}};
  std::vector<std::string> candidates = printed(houdini::rules::pendingCopies(shape, p));
  for (const char *expected :
       {"P == 0", "0 <= P", "0 <= C", "P != 0 ==> _WATCHED_SITE == 3", "P <= C", "P == 0 || C <= P + 1"})
    CHECK(std::find(candidates.begin(), candidates.end(), expected) != candidates.end());
  // A log survives the loop's barrier only with its copy pending.
  CHECK(std::find(candidates.begin(), candidates.end(), "_WRITE_HAS_OCCURRED_$$A ==> P != 0") == candidates.end());
  shape.containsBarrier = true;
  candidates = printed(houdini::rules::pendingCopies(shape, p));
  CHECK(std::find(candidates.begin(), candidates.end(), "_WRITE_HAS_OCCURRED_$$A ==> P != 0") != candidates.end());
  // Events are 32-bit.
  shape.pendingCopies = {{var("E", Type::bv(32)), var("N", Type::bv(32)), watched, {log}}};
  candidates = printed(houdini::rules::pendingCopies(shape, p));
  CHECK(std::find(candidates.begin(), candidates.end(), "E == 0bv32") != candidates.end());
  CHECK(std::find(candidates.begin(), candidates.end(), "BV32_ULE(E, N)") != candidates.end());
}

TEST_CASE("rule: a cuda::pipeline's consumer a few groups behind; the latest group's copy where the last iteration "
          "copied",
          "[houdini]") {
  prelude::Prelude p;
  // A copy to buffer[(k + 1) & 1][lid] (64 floats a row), k from 0 by 1.
  LoopAccess copy = writeAccess(p.bvBinary(
      BvOp::Add,
      p.bvBinary(BvOp::Mul, p.bvBinary(BvOp::And, p.bvBinary(BvOp::Add, bv32("k"), lit(1)), lit(1)), lit(64)),
      bv32("lid")));
  copy.pendingCopy = true;
  LoopShape shape = shapeWith({addCounter("k", lit(0), lit(1))}, {copy});
  ExprPtr log = copy.log;
  ExprPtr watched = eq(var("_WATCHED_SITE", Type::integer()), intLit(3));
  shape.pendingCopies = {{var("P", Type::integer()), var("C", Type::integer()), watched, {log}}};
  std::vector<std::string> candidates = printed(houdini::rules::pendingCopies(shape, p));
  CHECK(contains(candidates, "_WRITE_HAS_OCCURRED_$$A && P == C ==> _WATCHED_OFFSET == BV32_ADD(BV32_MUL(BV32_AND("
                             "BV32_ADD(BV32_SUB(k, 1bv32), 1bv32), 1bv32), 64bv32), lid)"));
  CHECK_FALSE(contains(candidates, "Q <= C"));
  shape.pendingCopies[0].consumed = var("Q", Type::integer());
  candidates = printed(houdini::rules::pendingCopies(shape, p));
  for (const char *expected : {"0 <= Q", "Q <= C", "P == 0 || Q < P", "C <= Q + 1", "C <= Q + 3"})
    CHECK(contains(candidates, expected));
}

TEST_CASE("rule: no access survives a barrier in the loop", "[houdini]") {
  LoopShape shape = shapeWith({}, {writeAccess(bv32("lid")), writeAccess(bv32("lid"))});
  CHECK(houdini::rules::noAccessAcrossBarrier(shape).empty());
  shape.containsBarrier = true;
  CHECK(printed(houdini::rules::noAccessAcrossBarrier(shape)) == std::vector<std::string>{"!_WRITE_HAS_OCCURRED_$$A"});
  shape.kernelLogs = {var("_READ_HAS_OCCURRED_$$A", Type::boolean()), var("_WRITE_HAS_OCCURRED_$$A", Type::boolean())};
  CHECK(printed(houdini::rules::noAccessAcrossBarrier(shape)) ==
        std::vector<std::string>{"!_WRITE_HAS_OCCURRED_$$A", "!_READ_HAS_OCCURRED_$$A"});
}

TEST_CASE("rule: with warp synchronisation, no access of two threads of one warp survives", "[houdini]") {
  LoopShape shape = shapeWith({}, {writeAccess(bv32("lid"))});
  CHECK(houdini::rules::sameWarpNoAccess(shape).empty());
  shape.sameWarp = var("sameWarp", Type::boolean());
  CHECK(printed(houdini::rules::sameWarpNoAccess(shape)) ==
        std::vector<std::string>{"sameWarp ==> !_WRITE_HAS_OCCURRED_$$A"});
}

TEST_CASE("rule: a tile's sync empties its threads' logs, and each accesses its own tile's part", "[houdini]") {
  prelude::Prelude p;
  LoopShape shape = shapeWith({}, {writeAccess(bv32("lid"))});
  shape.kernelLogs = {shape.accesses[0].log};
  CHECK(houdini::rules::tileSynchronised(shape, p).empty()); // no sync in the loop
  shape.tileSyncs = {{32, var("sameTile", Type::boolean()), var("tile", Type::bv(32))}};
  CHECK(printed(houdini::rules::tileSynchronised(shape, p)) ==
        std::vector<std::string>{"sameTile ==> !_WRITE_HAS_OCCURRED_$$A",
                                 "_WRITE_HAS_OCCURRED_$$A ==> BV32_UDIV(_WATCHED_OFFSET, 32bv32) == tile"});
  // Logged before the loop, until the first sync: the offsets then.
  shape.loggedBefore = {{shape.accesses[0].log, eq(bv32("_WATCHED_OFFSET"), bv32("lid")), nullptr}};
  CHECK(printed(houdini::rules::tileSynchronised(shape, p)).size() == 3);
}

TEST_CASE("rule: in a loop with a barrier, what the threads access is known at the head", "[houdini]") {
  LoopShape shape = shapeWith({}, {writeAccess(bv32("lid"))});
  ExprPtr known = neq(var("_NOT_ACCESSED_$$A", Type::bv(32)), bv32("lid"));
  shape.accessedElements = {known, known};
  CHECK(houdini::rules::accessedSinceBarrier(shape).empty()); // without a barrier nothing forgets it
  shape.containsBarrier = true;
  CHECK(printed(houdini::rules::accessedSinceBarrier(shape)) == std::vector<std::string>{"_NOT_ACCESSED_$$A != lid"});
}

TEST_CASE("rule: a counter keeps its start modulo the power of two of its step", "[houdini]") {
  prelude::Prelude p;
  LoopShape byLocalSize = shapeWith({addCounter("i", bv32("lid"), p.bvBinary(BvOp::Mul, lit(1), lit(64)), false)});
  CHECK(printed(houdini::rules::counterStride(byLocalSize, p)) ==
        std::vector<std::string>{"BV32_AND(i$1, 63bv32) == BV32_AND(lid, 63bv32)",
                                 "BV32_AND(i$2, 63bv32) == BV32_AND(lid, 63bv32)"});
  LoopShape byTwelve = shapeWith({addCounter("i", lit(0), lit(12))}); // 12 = 4 * 3: modulo 4
  CHECK(printed(houdini::rules::counterStride(byTwelve, p)) == std::vector<std::string>{"BV32_AND(i, 3bv32) == 0bv32"});
  CHECK(houdini::rules::counterStride(shapeWith({addCounter("i", lit(0), lit(1))}), p).empty());
  CHECK(houdini::rules::counterStride(shapeWith({addCounter("i", lit(0), bv32("n"))}), p).empty());
}

TEST_CASE("rule: a counter is bounded by its start and what it is compared with", "[houdini]") {
  prelude::Prelude p;
  LoopCounter up = addCounter("i", lit(0), lit(1));
  up.comparedSigned = true;
  up.bounds.push_back(bound(bv32("n"), true));
  auto candidates = printed(houdini::rules::counterBounds(shapeWith({up}), p));
  CHECK(contains(candidates, "BV32_SGE(i, 0bv32)"));
  CHECK(contains(candidates, "BV32_UGE(i, 0bv32)"));
  CHECK(contains(candidates, "BV32_SLE(0bv32, i)"));
  CHECK(contains(candidates, "BV32_SLE(i, n)"));
  CHECK(contains(candidates, "BV32_SLE(i, BV32_ADD(n, 1bv32))")); // i <= n leaves it at n + 1
  CHECK_FALSE(contains(candidates, "BV32_SLE(i, 0bv32)"));

  LoopCounter down = addCounter("i", bv32("n"), lit(0xffffffff)); // i--
  down.bounds.push_back(bound(lit(0), true));
  auto downward = printed(houdini::rules::counterBounds(shapeWith({down}), p));
  CHECK(contains(downward, "BV32_SGE(i, 0bv32)"));
  CHECK(contains(downward, "BV32_SGE(i, 4294967295bv32)")); // i >= 0 leaves it at -1
  CHECK(contains(downward, "BV32_SLE(i, n)"));
  CHECK_FALSE(contains(downward, "BV32_SGE(i, n)"));
}

TEST_CASE("rule: a predicated loop's counter facts hold for a thread that entered it, with its own bound",
          "[houdini]") {
  prelude::Prelude p;
  // for (c = t; c <= m; c += 16) in a region only some threads enter, m
  // computed per thread before the loop: a thread that did not enter keeps
  // a stale c.
  LoopCounter c = addCounter("c", bv32("t$1"), lit(16), /*uniform=*/false);
  c.start = {bv32("t$1"), bv32("t$2")};
  c.bounds.push_back({{bv32("m$1"), bv32("m$2")}, true});
  LoopShape shape = shapeWith({c});
  shape.uniform = false;
  shape.entered = {var("entered$1", Type::boolean()), var("entered$2", Type::boolean())};
  CHECK(printed(houdini::rules::counterStride(shape, p)) ==
        std::vector<std::string>{"entered$1 ==> BV32_AND(c$1, 15bv32) == BV32_AND(t$1, 15bv32)",
                                 "entered$2 ==> BV32_AND(c$2, 15bv32) == BV32_AND(t$2, 15bv32)"});
  auto bounds = printed(houdini::rules::counterBounds(shape, p));
  CHECK(contains(bounds, "entered$1 ==> BV32_SLE(c$1, BV32_ADD(m$1, 16bv32))"));
  CHECK(contains(bounds, "entered$2 ==> BV32_SLE(c$2, BV32_ADD(m$2, 16bv32))"));
  CHECK_FALSE(contains(bounds, "entered$2 ==> BV32_SLE(c$2, BV32_ADD(m$1, 16bv32))"));
}

TEST_CASE("rule: a doubling or halving counter stays a power of two", "[houdini]") {
  prelude::Prelude p;
  LoopCounter halving = addCounter("s", lit(32), lit(2));
  halving.update = LoopCounter::Update::Divide;
  CHECK(printed(houdini::rules::powerOfTwo(shapeWith({halving}), p)) ==
        std::vector<std::string>{"s == 0bv32 || BV32_AND(s, BV32_SUB(s, 1bv32)) == 0bv32", "s != 0bv32"});
  CHECK(houdini::rules::powerOfTwo(shapeWith({addCounter("i", lit(0), lit(2))}), p).empty());
}

TEST_CASE("rule: a doubling and a halving counter keep their product", "[houdini]") {
  prelude::Prelude p;
  LoopCounter stride = addCounter("offset", lit(1), lit(2));
  stride.update = LoopCounter::Update::Multiply;
  LoopCounter active = addCounter("d", bv32("n"), lit(2));
  active.update = LoopCounter::Update::Divide;
  CHECK(printed(houdini::rules::productOfDoublingAndHalving(shapeWith({stride, active}), p)) ==
        std::vector<std::string>{"BV32_MUL(offset, d) == BV32_MUL(1bv32, n)",
                                 "BV32_MUL(offset, d) == BV32_MUL(1bv32, n) || (d == 0bv32 && offset == "
                                 "BV32_MUL(BV32_MUL(1bv32, n), 2bv32))"});
  LoopCounter byFour = addCounter("q", bv32("n"), lit(4));
  byFour.update = LoopCounter::Update::Divide;
  CHECK(houdini::rules::productOfDoublingAndHalving(shapeWith({stride, byFour}), p).empty());
  CHECK(houdini::rules::productOfDoublingAndHalving(shapeWith({stride}), p).empty());
}

TEST_CASE("rule: counters and enabledness of a predicated loop agree between threads", "[houdini]") {
  LoopShape shape = shapeWith({addCounter("i", lit(0), lit(1), false)});
  shape.uniform = false;
  shape.enabled = {var("p$1", Type::boolean()), var("p$2", Type::boolean())};
  CHECK(printed(houdini::rules::uniformCounters(shape)) ==
        std::vector<std::string>{"i$1 == i$2", "sameGroup ==> i$1 == i$2", "p$1 && p$2 ==> i$1 == i$2",
                                 "sameGroup ==> (p$1 && p$2 ==> i$1 == i$2)"});
  CHECK(houdini::rules::uniformEnabledness(shape).empty());
  shape.containsBarrier = shape.containsCollective = true;
  CHECK(printed(houdini::rules::uniformEnabledness(shape)) ==
        std::vector<std::string>{"p$1 <==> p$2", "sameGroup ==> (p$1 <==> p$2)"});
  // A warp-synchronous operation in the loop: the threads that entered it
  // iterate alike.
  shape.containsBarrier = false;
  shape.entered = {var("e$1", Type::boolean()), var("e$2", Type::boolean())};
  CHECK(printed(houdini::rules::uniformEnabledness(shape)) ==
        std::vector<std::string>{"p$1 <==> p$2", "sameGroup ==> (p$1 <==> p$2)", "e$1 && e$2 ==> (p$1 <==> p$2)",
                                 "sameGroup ==> (e$1 && e$2 ==> (p$1 <==> p$2))"});
  shape.entered = {};
  CHECK(houdini::rules::uniformCounters(shapeWith({addCounter("i", lit(0), lit(1))})).empty());
  shape.exitPredicates = {{var("x$1", Type::boolean()), var("x$2", Type::boolean())}};
  CHECK(printed(houdini::rules::uniformExits(shape)) ==
        std::vector<std::string>{"x$1 <==> x$2", "sameGroup ==> (x$1 <==> x$2)"});
}

TEST_CASE("rule: enabledness of a predicated loop follows entry, its condition and its exits", "[houdini]") {
  ExprPtr entered1 = var("entered$1", Type::boolean()), entered2 = var("entered$2", Type::boolean());
  LoopShape shape = shapeWith({addCounter("i", lit(0), lit(1), false)}, {writeAccess(bv32("lid"))});
  // A uniform loop, or one whose entry is unrecorded, gets none.
  CHECK(houdini::rules::enabledOnlyIfEntered(shape).empty());
  CHECK(houdini::rules::accessOnlyIfEntered(shape).empty());
  shape.uniform = false;
  shape.enabled = {var("p$1", Type::boolean()), var("p$2", Type::boolean())};
  shape.entered = {entered1, entered2};
  CHECK(printed(houdini::rules::enabledOnlyIfEntered(shape)) ==
        std::vector<std::string>{"p$1 ==> entered$1", "p$2 ==> entered$2"});
  CHECK(houdini::rules::enabledWhileContinuing(shape).empty()); // no condition at the head
  shape.continues = {var("c$1", Type::boolean()), var("c$2", Type::boolean())};
  CHECK(printed(houdini::rules::enabledWhileContinuing(shape)) ==
        std::vector<std::string>{"entered$1 && c$1 ==> p$1", "entered$2 && c$2 ==> p$2"});
  CHECK(printed(houdini::rules::accessOnlyIfEntered(shape)) ==
        std::vector<std::string>{"_WRITE_HAS_OCCURRED_$$A ==> entered$1"});
  CHECK(houdini::rules::leftByExit(shape).empty()); // no exits recorded
  shape.exitPredicates = {{var("x$1", Type::boolean()), var("x$2", Type::boolean())},
                          {var("y$1", Type::boolean()), var("y$2", Type::boolean())}};
  CHECK(printed(houdini::rules::leftByExit(shape)) ==
        std::vector<std::string>{"entered$1 && !p$1 ==> x$1 || y$1", "p$1 ==> !x$1", "x$1 ==> entered$1",
                                 "p$1 ==> !y$1", "y$1 ==> entered$1", "entered$2 && !p$2 ==> x$2 || y$2",
                                 "p$2 ==> !x$2", "x$2 ==> entered$2", "p$2 ==> !y$2", "y$2 ==> entered$2"});
}

TEST_CASE("rule: logged offsets follow the access pattern", "[houdini]") {
  prelude::Prelude p;
  // A[lid]: the same offset every iteration.
  LoopShape fixed = shapeWith({addCounter("i", lit(0), lit(1))}, {writeAccess(bv32("lid"))});
  CHECK(printed(houdini::rules::accessOffsets(fixed, p)) ==
        std::vector<std::string>{"_WRITE_HAS_OCCURRED_$$A ==> _WATCHED_OFFSET == lid"});
  // A[gid + i * 256]: congruent modulo 256.
  ExprPtr strided = p.bvBinary(BvOp::Add, bv32("gid"), p.bvBinary(BvOp::Mul, bv32("i"), lit(256)));
  LoopShape grid = shapeWith({addCounter("i", lit(0), lit(1))}, {writeAccess(strided)});
  CHECK(printed(houdini::rules::accessOffsets(grid, p)) ==
        std::vector<std::string>{"_WRITE_HAS_OCCURRED_$$A ==> BV32_AND(_WATCHED_OFFSET, 255bv32) == "
                                 "BV32_AND(BV32_ADD(gid, BV32_MUL(i, 256bv32)), 255bv32)"});
  // Two accesses: each pattern, and their disjunction.
  LoopShape both = shapeWith({addCounter("i", lit(0), lit(1))},
                             {writeAccess(bv32("lid")), writeAccess(p.bvBinary(BvOp::Add, bv32("lid"), lit(64)))});
  auto candidates = printed(houdini::rules::accessOffsets(both, p));
  CHECK(candidates.size() == 3);
  CHECK(contains(candidates, "_WRITE_HAS_OCCURRED_$$A ==> _WATCHED_OFFSET == lid || _WATCHED_OFFSET == "
                             "BV32_ADD(lid, 64bv32)"));
  // An offset the counter moves by an unknown amount has no pattern.
  LoopShape unknown = shapeWith({addCounter("i", lit(0), bv32("n"))}, {writeAccess(bv32("i"))});
  CHECK(houdini::rules::accessOffsets(unknown, p).empty());
}

TEST_CASE("rule: an access made on conditions logs its offset only where they hold", "[houdini]") {
  prelude::Prelude p;
  // if (active) out[active ? g : g0], g moved by 8192 on the same condition
  ExprPtr active = var("active", Type::boolean());
  LoopAccess access = writeAccess(ite(active, bv32("g"), bv32("g0")));
  access.guard = {active};
  LoopShape shape = shapeWith({addCounter("g", bv32("start"), lit(8192))}, {access});
  shape.counters[0].conditional = true;
  // Without the condition the offset is no pattern; under it, the counter's.
  CHECK(printed(houdini::rules::accessOffsets(shape, p)) ==
        std::vector<std::string>{"_WRITE_HAS_OCCURRED_$$A ==> active && BV32_AND(_WATCHED_OFFSET, 8191bv32) == "
                                 "BV32_AND(g, 8191bv32)"});
  // What accesses before the loop logged, on their conditions, alone too.
  shape.accesses[0].guard = {};
  shape.loggedBefore = {{access.log, eq(bv32("_WATCHED_OFFSET"), bv32("c")),
                         andE(var("halo", Type::boolean()), eq(bv32("_WATCHED_OFFSET"), bv32("c")))}};
  auto candidates = printed(houdini::rules::accessOffsets(shape, p));
  CHECK(contains(candidates, "_WRITE_HAS_OCCURRED_$$A ==> _WATCHED_OFFSET == c"));
  CHECK(contains(candidates, "_WRITE_HAS_OCCURRED_$$A ==> halo && _WATCHED_OFFSET == c"));
}

TEST_CASE("rule: accesses in nested loops are seen from the outer loop with inner counters at their start",
          "[houdini]") {
  prelude::Prelude p;
  // for (i = 0; ; i += 1024) for (j = i; ; j += 1024) data[j + lid]
  LoopCounter j = addCounter("j", bv32("i"), lit(1024));
  LoopShape outer =
      shapeWith({addCounter("i", lit(0), lit(1024))}, {writeAccess(p.bvBinary(BvOp::Add, bv32("j"), bv32("lid")))});
  outer.innerCounters = {j};
  CHECK(printed(houdini::rules::accessOffsets(outer, p)) ==
        std::vector<std::string>{"_WRITE_HAS_OCCURRED_$$A ==> BV32_AND(_WATCHED_OFFSET, 1023bv32) == "
                                 "BV32_AND(BV32_ADD(i, lid), 1023bv32)"});
  CHECK(houdini::rules::accessRange(outer, p).empty());
}

TEST_CASE("rule: a 64-bit counter truncated into a 32-bit offset moves it by its truncated step", "[houdini]") {
  prelude::Prelude p;
  // for (long c = t; ; c += 16) tile[row * 32 + (int)c]
  LoopCounter c;
  c.sourceName = "c";
  c.uniform = true;
  c.value = {var("c", Type::bv(64)), var("c", Type::bv(64))};
  c.start = {var("t", Type::bv(64)), var("t", Type::bv(64))};
  c.step = bvLit(16, 64);
  ExprPtr offset = p.bvBinary(BvOp::Add, p.bvBinary(BvOp::Mul, bv32("row"), lit(32)), extract(c.value.of(1), 32, 0));
  LoopShape shape = shapeWith({c}, {writeAccess(offset)});
  CHECK(printed(houdini::rules::accessOffsets(shape, p)) ==
        std::vector<std::string>{"_WRITE_HAS_OCCURRED_$$A ==> BV32_AND(_WATCHED_OFFSET, 15bv32) == "
                                 "BV32_AND(BV32_ADD(BV32_MUL(row, 32bv32), c[32:0]), 15bv32)"});
  CHECK(printed(houdini::rules::accessRange(shape, p)) ==
        std::vector<std::string>{"_WRITE_HAS_OCCURRED_$$A ==> BV32_ULE(BV32_ADD(BV32_MUL(row, 32bv32), t[32:0]), "
                                 "_WATCHED_OFFSET) && BV32_ULT(_WATCHED_OFFSET, BV32_ADD(BV32_MUL(row, 32bv32), "
                                 "c[32:0]))",
                                 // the same access made once before the loop, one step before t
                                 "_WRITE_HAS_OCCURRED_$$A ==> BV32_ULE(BV32_ADD(BV32_MUL(row, 32bv32), "
                                 "BV64_SUB(t, 16bv64)[32:0]), _WATCHED_OFFSET) && BV32_ULT(_WATCHED_OFFSET, "
                                 "BV32_ADD(BV32_MUL(row, 32bv32), c[32:0]))"});
}

TEST_CASE("rule: the offsets logged so far lie between the first and the current one", "[houdini]") {
  prelude::Prelude p;
  ExprPtr tiled = p.bvBinary(BvOp::Add, p.bvBinary(BvOp::Mul, bv32("lid"), lit(16)), bv32("i"));
  LoopShape shape = shapeWith({addCounter("i", lit(0), lit(1))}, {writeAccess(tiled)});
  CHECK(printed(houdini::rules::accessRange(shape, p)) ==
        std::vector<std::string>{"_WRITE_HAS_OCCURRED_$$A ==> BV32_ULE(BV32_ADD(BV32_MUL(lid, 16bv32), 0bv32), "
                                 "_WATCHED_OFFSET) && BV32_ULT(_WATCHED_OFFSET, BV32_ADD(BV32_MUL(lid, 16bv32), i))"});
  // An access moved by two counters has no interval, the next access still does.
  LoopShape two = shapeWith({addCounter("i", lit(0), lit(1)), addCounter("j", lit(0), lit(2))},
                            {writeAccess(p.bvBinary(BvOp::Add, bv32("i"), bv32("j"))), writeAccess(bv32("i"))});
  CHECK(printed(houdini::rules::accessRange(two, p)) ==
        std::vector<std::string>{"_WRITE_HAS_OCCURRED_$$A ==> BV32_ULE(0bv32, _WATCHED_OFFSET) && "
                                 "BV32_ULT(_WATCHED_OFFSET, i)"});
  LoopShape down = shapeWith({addCounter("i", bv32("n"), lit(0xffffffff))}, {writeAccess(bv32("i"))});
  CHECK(printed(houdini::rules::accessRange(down, p)) ==
        std::vector<std::string>{// from one step above the counter, which may have wrapped below 0
                                 "_WRITE_HAS_OCCURRED_$$A ==> BV32_ULE(BV32_ADD(i, 1bv32), _WATCHED_OFFSET) && "
                                 "BV32_ULE(_WATCHED_OFFSET, n)",
                                 "_WRITE_HAS_OCCURRED_$$A ==> BV32_ULE(BV32_ADD(i, 1bv32), _WATCHED_OFFSET) && "
                                 "BV32_ULT(_WATCHED_OFFSET, n)"});
  // A counter from 1: the access before the loop is at 0.
  LoopShape fromOne = shapeWith({addCounter("i", lit(1), lit(1))}, {writeAccess(bv32("i"))});
  CHECK(printed(houdini::rules::accessRange(fromOne, p)) ==
        std::vector<std::string>{"_WRITE_HAS_OCCURRED_$$A ==> BV32_ULE(1bv32, _WATCHED_OFFSET) && "
                                 "BV32_ULT(_WATCHED_OFFSET, i)",
                                 "_WRITE_HAS_OCCURRED_$$A ==> BV32_ULE(0bv32, _WATCHED_OFFSET) && "
                                 "BV32_ULT(_WATCHED_OFFSET, i)"});
}

TEST_CASE("rule: an access moved up by one counter stays between its offsets at the start and the bound", "[houdini]") {
  prelude::Prelude p;
  // for (r = 0; r < n; r++) for (i = 0; i < 16; i += 4) A[base + i]: seen
  // from either loop, every logged offset is in [base, base + 16).
  LoopCounter i = addCounter("i", lit(0), lit(4));
  i.bounds = {bound(lit(16), false)};
  LoopAccess tile = writeAccess(p.bvBinary(BvOp::Add, bv32("base"), bv32("i")));
  std::vector<std::string> span{"_WRITE_HAS_OCCURRED_$$A ==> BV32_ULE(BV32_ADD(base, 0bv32), _WATCHED_OFFSET) && "
                                "BV32_ULT(_WATCHED_OFFSET, BV32_ADD(base, 16bv32))",
                                "_WRITE_HAS_OCCURRED_$$A ==> BV32_ULE(BV32_ADD(base, 0bv32), _WATCHED_OFFSET) && "
                                "BV32_ULE(_WATCHED_OFFSET, BV32_ADD(base, 16bv32))"};
  LoopShape inner = shapeWith({i}, {tile});
  CHECK(printed(houdini::rules::accessSpan(inner, p)) == span);
  LoopShape outer = shapeWith({addCounter("r", lit(0), lit(1))}, {tile});
  outer.innerCounters = {i};
  CHECK(printed(houdini::rules::accessSpan(outer, p)) == span);
  // A loop from 1 also gets the span from 0 (element 0 written before it).
  LoopCounter fromOne = addCounter("i", lit(1), lit(1));
  fromOne.bounds = {bound(lit(16), true)};
  auto fromZero = printed(houdini::rules::accessSpan(shapeWith({fromOne}, {tile}), p));
  CHECK(fromZero.size() == 4);
  CHECK(contains(fromZero, "_WRITE_HAS_OCCURRED_$$A ==> BV32_ULE(BV32_ADD(base, 0bv32), _WATCHED_OFFSET) && "
                           "BV32_ULT(_WATCHED_OFFSET, BV32_ADD(base, 16bv32))"));
  CHECK(contains(fromZero, "_WRITE_HAS_OCCURRED_$$A ==> BV32_ULE(BV32_ADD(base, 1bv32), _WATCHED_OFFSET) && "
                           "BV32_ULT(_WATCHED_OFFSET, BV32_ADD(base, 16bv32))"));
  // A grid-stride loop whose first iteration is peeled (`A[base + i0]; for
  // (i = i0 + 64; i < n; i += 64) A[base + i]`): the span from one step
  // before the start holds the access before the loop too.
  LoopCounter strided = addCounter("i", p.bvBinary(BvOp::Add, bv32("i0"), lit(64)), lit(64));
  strided.bounds = {bound(bv32("n"), false)};
  auto peeled = printed(houdini::rules::accessSpan(shapeWith({strided}, {tile}), p));
  CHECK(peeled.size() == 4);
  CHECK(contains(peeled, "_WRITE_HAS_OCCURRED_$$A ==> BV32_ULE(BV32_ADD(base, BV32_SUB(BV32_ADD(i0, 64bv32), "
                         "64bv32)), _WATCHED_OFFSET) && BV32_ULT(_WATCHED_OFFSET, BV32_ADD(base, n))"));
  // Moved by the outer counter too, or downwards, or without a bound: none.
  LoopShape both =
      shapeWith({addCounter("r", lit(0), lit(1))}, {writeAccess(p.bvBinary(BvOp::Add, bv32("r"), bv32("i")))});
  both.innerCounters = {i};
  CHECK(houdini::rules::accessSpan(both, p).empty());
  LoopCounter down = addCounter("i", lit(16), lit(0xfffffffc));
  down.bounds = {bound(lit(0), false)};
  CHECK(houdini::rules::accessSpan(shapeWith({down}, {tile}), p).empty());
  CHECK(houdini::rules::accessSpan(shapeWith({addCounter("i", lit(0), lit(4))}, {tile}), p).empty());
}

TEST_CASE("candidates are tagged with their rule and not repeated", "[houdini]") {
  prelude::Prelude p;
  LoopShape shape = shapeWith({addCounter("i", lit(0), lit(4))}, {writeAccess(bv32("lid")), writeAccess(bv32("lid"))});
  shape.containsBarrier = true;
  std::vector<houdini::Candidate> candidates = houdini::loopCandidates({shape}, p);
  auto tagged = [&](const std::string &rule) {
    return std::count_if(candidates.begin(), candidates.end(), [&](const auto &c) { return c.rule == rule; });
  };
  CHECK(tagged("noAccessAcrossBarrier") == 1);
  CHECK(tagged("accessOffsets") == 1);
  CHECK(tagged("counterStride") == 1);
  for (const houdini::Candidate &c : candidates) {
    CHECK(c.procedure == "k");
    CHECK(c.headLabel == "for.cond");
  }
}

TEST_CASE("a uniform loop that touches no shared memory, synchronises and asserts nothing gets no candidates",
          "[houdini]") {
  prelude::Prelude p;
  LoopShape privateLoop = shapeWith({addCounter("i", lit(0), lit(4))});
  CHECK(houdini::loopCandidates({privateLoop}, p).empty());
  LoopShape asserting = privateLoop;
  asserting.containsAssertion = true;
  CHECK_FALSE(houdini::loopCandidates({asserting}, p).empty());
  // Predicated, its exits decide which threads run the code after it.
  LoopShape predicated = privateLoop;
  predicated.uniform = false;
  predicated.enabled = {var("p$1", Type::boolean()), var("p$2", Type::boolean())};
  predicated.entered = {var("entered$1", Type::boolean()), var("entered$2", Type::boolean())};
  predicated.exitPredicates = {{var("x$1", Type::boolean()), var("x$2", Type::boolean())}};
  std::vector<houdini::Candidate> candidates = houdini::loopCandidates({predicated}, p);
  CHECK(std::any_of(candidates.begin(), candidates.end(), [](const houdini::Candidate &c) {
    return c.rule == "leftByExit" && boogie::printExpr(c.expr) == "x$1 ==> entered$1";
  }));
  // Only the rules on enabledness: its counter bounds are not needed.
  CHECK(std::none_of(candidates.begin(), candidates.end(),
                     [](const houdini::Candidate &c) { return c.rule == "counterBounds"; }));
}

TEST_CASE("rule: an access at row * width + column logged only in thread 1's row", "[houdini]") {
  prelude::Prelude p;
  // for (j = 0; j < n; j++) out[i * n + j]: the translator gives the
  // logged offset's row and thread 1's row as the head sees it.
  LoopAccess row = writeAccess(p.bvBinary(BvOp::Add, p.bvBinary(BvOp::Mul, bv32("i$1"), bv32("n")), bv32("j")));
  row.loggedRow = p.rowOf(bv32("_WATCHED_OFFSET"), bv32("n"));
  row.row = bv32("i$1");
  LoopShape shape = shapeWith({addCounter("j", lit(0), lit(1))}, {row, writeAccess(bv32("j"))});
  CHECK(printed(houdini::rules::loggedRows(shape)) ==
        std::vector<std::string>{"_WRITE_HAS_OCCURRED_$$A ==> ROW_OF32(_WATCHED_OFFSET, n) == i$1"});
}

TEST_CASE("an offset widened from a narrower index gets the access rules on its low bits", "[houdini]") {
  prelude::Prelude p;
  // for (i = 0; i < 16; i++) A[(size_t)(base + i)] with 64-bit offsets:
  // the extension is not linear in i, its 32-bit index is.
  LoopCounter i = addCounter("i", lit(0), lit(1));
  i.bounds = {bound(lit(16), false)};
  LoopAccess widened = writeAccess(p.zeroExtend(p.bvBinary(BvOp::Add, bv32("base"), bv32("i")), 64));
  widened.watchedOffset = var("_WATCHED_OFFSET", Type::bv(64));
  std::vector<houdini::Candidate> candidates = houdini::loopCandidates({shapeWith({i}, {widened})}, p);
  std::vector<std::string> span;
  for (const houdini::Candidate &c : candidates)
    if (c.rule == "accessSpan")
      span.push_back(printExpr(c.expr));
  CHECK(contains(span, "_WRITE_HAS_OCCURRED_$$A ==> BV32_ULE(BV32_ADD(base, 0bv32), _WATCHED_OFFSET[32:0]) && "
                       "BV32_ULT(_WATCHED_OFFSET[32:0], BV32_ADD(base, 16bv32))"));
  // Each part sign-extended (`p[i]` with `p = base + blockIdx.x * pitch`
  // in int): its low bits are the 32-bit sum.
  LoopAccess parts = writeAccess(p.bvBinary(BvOp::Add, p.signExtend(bv32("base"), 64), p.signExtend(bv32("i"), 64)));
  parts.watchedOffset = var("_WATCHED_OFFSET", Type::bv(64));
  span.clear();
  for (const houdini::Candidate &c : houdini::loopCandidates({shapeWith({i}, {parts})}, p))
    if (c.rule == "accessSpan")
      span.push_back(printExpr(c.expr));
  CHECK(contains(span, "_WRITE_HAS_OCCURRED_$$A ==> BV32_ULE(BV32_ADD(base, 0bv32), _WATCHED_OFFSET[32:0]) && "
                       "BV32_ULT(_WATCHED_OFFSET[32:0], BV32_ADD(base, 16bv32))"));
}
