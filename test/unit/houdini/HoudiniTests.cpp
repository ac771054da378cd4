// Invariant inference: the expression reading, each candidate rule (a loop
// shape in, the expected candidates out), the loop shapes the translator
// records, and the program rewriting around the Houdini run.
#include "Expressions.h"
#include "IrFixtures.h"
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

namespace {

ExprPtr bv32(const std::string &name) { return var(name, Type::bv(32)); }
ExprPtr lit(uint64_t v) { return bvLit(v, 32); }

std::vector<std::string> printed(const std::vector<ExprPtr> &exprs) {
  std::vector<std::string> out;
  for (const ExprPtr &e : exprs)
    out.push_back(printExpr(e));
  return out;
}

bool contains(const std::vector<std::string> &list, const std::string &item) {
  return std::find(list.begin(), list.end(), item) != list.end();
}

// A bound equal for both threads.
LoopCounter::Bound bound(ExprPtr value, bool isSigned) { return {{value, value}, isSigned}; }

// A uniform counter i from `start` by `step`.
LoopCounter addCounter(const std::string &name, ExprPtr start, ExprPtr step, bool uniform = true) {
  LoopCounter c;
  c.sourceName = name;
  c.uniform = uniform;
  c.value = {bv32(uniform ? name : name + "$1"), bv32(uniform ? name : name + "$2")};
  c.start = {start, start};
  c.update = LoopCounter::Update::Add;
  c.step = std::move(step);
  return c;
}

LoopAccess writeAccess(ExprPtr offset) {
  return LoopAccess{var("_WRITE_HAS_OCCURRED_$$A", Type::boolean()),
                    bv32("_WATCHED_OFFSET"),
                    std::move(offset),
                    false,
                    {},
                    nullptr,
                    nullptr,
                    nullptr};
}

LoopShape shapeWith(std::vector<LoopCounter> counters, std::vector<LoopAccess> accesses = {}) {
  LoopShape shape;
  shape.procedure = "k";
  shape.headLabel = "for.cond";
  shape.sourceName = "loop at k.cl:2";
  shape.enabled = {boolLit(true), boolLit(true)};
  shape.sameGroup = var("sameGroup", Type::boolean());
  shape.counters = std::move(counters);
  shape.accesses = std::move(accesses);
  return shape;
}

// Translated with 64 threads in each of 2 groups.
Translation translateForLoops(llvm::Module &module) {
  TranslateOptions o;
  o.geometry.groupSize.size = {64, 1, 1};
  o.geometry.numGroups.size = {2, 1, 1};
  return translate(module, o);
}

} // namespace

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
  ExprPtr offset = p.bvBinary(BvOp::Add, p.bvBinary(BvOp::Mul, bv32("row"), lit(32)), extract(c.value[0], 32, 0));
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
  CHECK(printExpr(i.start[0]) == "local_id_x$1");
  CHECK(printExpr(i.start[1]) == "local_id_x$2");
  REQUIRE(i.bounds.size() == 1);
  CHECK(printExpr(i.bounds[0].value[0]) == "n");
  CHECK(printExpr(i.bounds[0].value[1]) == "n");
  REQUIRE(loop.accesses.size() == 1);
  CHECK(printExpr(loop.accesses[0].log) == "_WRITE_HAS_OCCURRED_$$A");
  CHECK(houdini::coefficientOf(loop.accesses[0].offset, i.value[0]->text) == uint64_t(1));
  CHECK(printExpr(loop.accesses[0].loopSiteIsLogged) == "_WRITE_HAS_OCCURRED_$$A ==> _WATCHED_SITE == 1");
  CHECK(printExpr(loop.entered[0]) == "entered.loop$1"); // set before the loop
  CHECK_FALSE(loop.continues[0]);                        // the latch decides, not the head
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
  REQUIRE(loop.entered[0]);
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
  LoopShape shape = shapeWith({i}, {writeAccess(i.value[0])});
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
  ExprPtr index = p.bvBinary(BvOp::LShr, bytes.value[0], lit(2));
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
  // A write before the loop, a barrier with fences `local` and `global`,
  // then a loop that writes again.
  auto sitesFor = [](int local, int global) {
    llvm::LLVMContext context;
    auto module = test::parseIR(context, R"(
define spir_kernel void @k(ptr addrspace(1) %A, i32 %n) {
entry:
  %lid = call i32 @__gv_local_id(i32 0)
  %first = getelementptr i32, ptr addrspace(1) %A, i32 %lid
  store i32 0, ptr addrspace(1) %first
  call void @__gv_barrier(i32 )" + std::to_string(local) +
                                             ", i32 " + std::to_string(global) + R"()
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
  // A global fence empties the log of the global array: only the loop's write.
  CHECK(sitesFor(0, 1) == "_WRITE_HAS_OCCURRED_$$A ==> _WATCHED_SITE == 2");
  // A local fence does not: the write before the loop may still be logged.
  CHECK(sitesFor(1, 0) == "_WRITE_HAS_OCCURRED_$$A ==> _WATCHED_SITE == 1 || _WATCHED_SITE == 2");
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
  REQUIRE(loop.continues[0]);
  CHECK(printExpr(loop.continues[0]) == "BV32_ULT(i$1, local_id_x$1)");
  CHECK(printExpr(loop.continues[1]) == "BV32_ULT(i$2, local_id_x$2)");
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
                               nullptr}};
  std::vector<std::string> widened = printed(houdini::rules::takenValues(shape, p));
  CHECK(contains(widened, "_WRITE_HAS_OCCURRED_$$A ==> _WATCHED_OFFSET == BV32_ZEXT64(_WATCHED_OFFSET[32:0]) && "
                          "used$1[_WATCHED_OFFSET[32:0]]"));
}
