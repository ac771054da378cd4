// What the host code says beyond constants (HostFacts.h, LaunchAssumptions.h):
// expressions read from the host's IR, sizes kept only where they can hold.
#include "pipeline/HostLaunches.h"
#include "pipeline/LaunchAssumptions.h"

#include "CatchVersion.h"

#include <llvm/AsmParser/Parser.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/SourceMgr.h>

#include <algorithm>
#include <map>
#include <set>

using namespace gv;
using namespace gv::driver;

namespace {

// The debug information of a module whose stub !5 is kernel `k` (int !2,
// int* !4), its parameters' types given.
std::string stubDebugInfo(const std::string &linkageName, const std::string &parameterTypes) {
  return R"(
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!9}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "k.cu", directory: "/src")
!2 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2, size: 64)
!10 = !DISubroutineType(types: !{null, )" +
         parameterTypes + R"(})
!5 = distinct !DISubprogram(name: "k", linkageName: ")" +
         linkageName + R"(", scope: !1, file: !1, line: 3, type: !10, unit: !0, spFlags: DISPFlagDefinition)
!9 = !{i32 2, !"Debug Info Version", i32 3}
)";
}

// A launch as clang -O1 -fwrapv leaves it: `k<<<dim3((n + 15) / 16, rows),
// 16>>>(p, n, 2 * n)` in a function whose parameters are n and rows.
const std::string roundedUpLaunch = R"(
declare i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64, ptr)
define void @_Z16__device_stub__kPiii(ptr %p, i32 %n, i32 %m) !dbg !5 { ret void }
define void @launch(ptr %p, i32 %n, i32 %rows) {
  %a = add i32 %n, 15
  %g = sdiv i32 %a, 16
  %x = zext i32 %g to i64
  %y = zext i32 %rows to i64
  %ys = shl nuw i64 %y, 32
  %xy = or disjoint i64 %ys, %x
  %c = call i32 @__cudaPushCallConfiguration(i64 %xy, i32 1, i64 4294967312, i32 1, i64 0, ptr null)
  %m = shl i32 %n, 1
  call void @_Z16__device_stub__kPiii(ptr %p, i32 %n, i32 %m)
  ret void
}
)" + stubDebugInfo("_Z16__device_stub__kPiii", "!4, !2, !2");

// The launches of the host module `ir`, read as the driver reads them
// (`optimised`: after optimiseHostCode, as a program with main is).
HostLaunches launchesOf(const std::string &ir, bool optimised = false) {
  llvm::LLVMContext context;
  llvm::SMDiagnostic error;
  std::unique_ptr<llvm::Module> host = llvm::parseAssemblyString(ir, error, context);
  REQUIRE(host);
  if (optimised)
    optimiseHostCode(*host);
  return readHostLaunches(*host);
}

// The facts of the one launch in the host module `ir`.
LaunchFacts factsOfOnlyLaunch(const std::string &ir) {
  HostLaunches launches = launchesOf(ir);
  REQUIRE(launches.launches.size() == 1);
  REQUIRE(launches.launches[0].facts);
  return *launches.launches[0].facts;
}

LaunchGeometry sizes(uint64_t gridX, uint64_t gridY, uint64_t blockX) {
  LaunchGeometry g;
  g.numGroups.dims = 2;
  g.numGroups.size = {gridX, gridY, 1};
  g.groupSize.size = {blockX, 1, 1};
  return g;
}

} // namespace

TEST_CASE("a launch's sizes and arguments are read as the host computes them", "[launches][host-facts]") {
  HostLaunches launches = launchesOf(roundedUpLaunch);
  REQUIRE(launches.launches.size() == 1);
  const HostLaunch &launch = launches.launches[0];
  REQUIRE(launch.facts);
  const LaunchFacts &facts = *launch.facts;
  REQUIRE(facts.byValue.size() == 2);
  // The dim3's packing taken apart: x is the rounded-up width, y the rows.
  REQUIRE(facts.grid[0]);
  REQUIRE(facts.grid[1]);
  CHECK(facts.grid[1]->kind == HostExpr::Kind::Unknown);
  CHECK(facts.grid[2]->kind == HostExpr::Kind::Constant);
  CHECK(facts.block[0]->constant == 16);
  std::vector<uint64_t> values(facts.unknownWidths.size(), 0);
  values[facts.byValue[0]->unknown] = 100;
  CHECK(evaluate(*facts.grid[0], values) == 7);
  CHECK(evaluate(*facts.byValue[1], values) == 200);
  // Printed in the kernel's terms.
  std::vector<std::pair<HostExprPtr, std::string>> parameters = {{facts.byValue[0], "n"}, {facts.byValue[1], "m"}};
  CHECK(hostExprText(*facts.grid[0], launch.unknownNames, parameters) == "(n + 15) / 16");
  CHECK(hostExprText(*facts.byValue[1], launch.unknownNames, {{facts.byValue[0], "n"}}) == "n << 1");
  CHECK(hostExprText(*facts.grid[1], launch.unknownNames, parameters) == "rows");
  // A comparison converted to a number keeps its parentheses.
  HostExpr ne;
  ne.kind = HostExpr::Kind::Equal;
  ne.width = 1;
  ne.negated = true;
  ne.operands = {facts.byValue[0], hostConstant(0, 32)};
  HostExprPtr roundsUp = hostBinary(boogie::BvOp::Add, facts.byValue[1],
                                    hostExtend(false, std::make_shared<const HostExpr>(std::move(ne)), 32));
  CHECK(hostExprText(*roundsUp, launch.unknownNames, parameters) == "m + (n != 0)");
}

TEST_CASE("a size is related to the host's expression only where it can hold", "[launches][host-facts]") {
  HostLaunches launches = launchesOf(roundedUpLaunch);

  std::vector<AssumedLaunchFacts> assumed = assumedLaunchFacts(launches, "k", sizes(4, 3, 16));
  REQUIRE(assumed.size() == 1);
  REQUIRE(assumed[0].facts.launches.size() == 1);
  const LaunchFacts &kept = assumed[0].facts.launches[0];
  CHECK(kept.grid[0]);
  CHECK_FALSE(kept.grid[1]); // rows == 3: an unknown nothing else reads
  CHECK_FALSE(kept.grid[2]); // 1 == 1: nothing to add
  CHECK_FALSE(kept.block[0]);
  CHECK(assumed[0].description == "m == n << 1, gridDim.x == (n + 15) / 16");
  CHECK(assumed[0].briefDescription.empty()); // short enough to say in full

  // A block of 32 is not this launch's (16): not related, the rest is.
  assumed = assumedLaunchFacts(launches, "k", sizes(4, 3, 32));
  REQUIRE(assumed.size() == 1);
  CHECK(assumed[0].facts.launches[0].grid[0]);
  CHECK_FALSE(assumed[0].facts.launches[0].block[0]);

  // A grid left free is the host's value: a size a launch can have (from
  // 1 to CUDA's limit) for some n.
  LaunchGeometry free = sizes(4, 3, 16);
  free.numGroups.size[0] = std::nullopt;
  assumed = assumedLaunchFacts(launches, "k", free);
  REQUIRE(assumed.size() == 1);
  CHECK(assumed[0].facts.launches[0].grid[0]);
  CHECK(assumed[0].description == "m == n << 1, gridDim.x == (n + 15) / 16");
  // A block left free is related to nothing (its limit is on the product
  // of its sizes).
  free = sizes(4, 3, 16);
  free.groupSize.size[0] = std::nullopt;
  assumed = assumedLaunchFacts(launches, "k", free);
  REQUIRE(assumed.size() == 1);
  CHECK_FALSE(assumed[0].facts.launches[0].block[0]);
}

TEST_CASE("an unknown's value is searched for, and none is made up", "[host-facts]") {
  HostExprPtr n = hostUnknown(0, 32);
  HostExprPtr roundedUp =
      hostBinary(boogie::BvOp::SDiv, hostBinary(boogie::BvOp::Add, n, hostConstant(15, 32)), hostConstant(16, 32));
  std::optional<uint64_t> v = findUnknownValue({{roundedUp, 8}}, 0, 32, 1);
  REQUIRE(v);
  CHECK(evaluate(*roundedUp, {*v}) == 8);
  // Odd for every n: no n gives 4.
  HostExprPtr odd = hostBinary(boogie::BvOp::Or, n, hostConstant(1, 32));
  CHECK_FALSE(findUnknownValue({{odd, 4}}, 0, 32, 1));
  CHECK(findUnknownValue({{odd, 5}}, 0, 32, 1));
  // Two sizes of one unknown: both must hold.
  HostExprPtr half = hostBinary(boogie::BvOp::LShr, n, hostConstant(1, 32));
  CHECK(findUnknownValue({{n, 8}, {half, 4}}, 0, 32, 1));
  CHECK_FALSE(findUnknownValue({{n, 8}, {half, 5}}, 0, 32, 1));
  // A condition first: the size leads the search all the same.
  HostExprPtr small =
      hostBinary(boogie::BvOp::UDiv, hostBinary(boogie::BvOp::Add, n, hostConstant(255, 32)), hostConstant(256, 32));
  CHECK(findUnknownValue({{small, 1}, {half, 128}}, 0, 32, 1));
  // A packed pair (a dim3 carried round a loop): its halves are two sizes.
  HostExprPtr pair = hostUnknown(0, 64);
  std::optional<uint64_t> packed =
      findUnknownValue({{hostBits(pair, 0, 32), 256}, {hostBits(pair, 32, 32), 1}}, 0, 64, 1);
  REQUIRE(packed);
  CHECK(*packed == 256 + (uint64_t(1) << 32));
  // A test no search over a monotone expression meets (`(n >> 8) == 1`:
  // n of 256 to 511) is met by a value worth trying.
  HostExpr oneTrip;
  oneTrip.kind = HostExpr::Kind::Equal;
  oneTrip.width = 1;
  oneTrip.operands = {hostBinary(boogie::BvOp::LShr, n, hostConstant(8, 32)), hostConstant(1, 32)};
  HostExprPtr trips = std::make_shared<const HostExpr>(oneTrip);
  std::optional<uint64_t> inRange = findUnknownValue({{trips, 1}}, 0, 32, 1);
  REQUIRE(inRange);
  CHECK((*inRange >= 256 && *inRange <= 511));
}

TEST_CASE("a part of a packed value is the part it was packed from", "[host-facts]") {
  HostExprPtr x = hostUnknown(0, 32), y = hostUnknown(1, 32);
  HostExprPtr packed = hostBinary(boogie::BvOp::Or, hostExtend(false, x, 64),
                                  hostBinary(boogie::BvOp::Shl, hostExtend(false, y, 64), hostConstant(32, 64)));
  CHECK(sameHostExpr(*hostBits(packed, 0, 32), *x));
  CHECK(sameHostExpr(*hostBits(packed, 32, 32), *y));
  // y == 1 folded in: (x & ~1) | (1 << 32 | 1).
  HostExprPtr folded = hostBinary(boogie::BvOp::Or,
                                  hostBinary(boogie::BvOp::And, hostExtend(false, x, 64), hostConstant(0xfffffffe, 64)),
                                  hostConstant(0x100000001, 64));
  HostExprPtr high = hostBits(folded, 32, 32);
  REQUIRE(high->kind == HostExpr::Kind::Constant);
  CHECK(high->constant == 1);
  CHECK(evaluate(*hostBits(folded, 0, 32), {6, 0}) == 7);
  // An addition carries: its high part is not simplified away.
  HostExprPtr sum = hostBinary(boogie::BvOp::Add, hostExtend(false, x, 64), hostConstant(0xffffffff, 64));
  CHECK(evaluate(*hostBits(sum, 32, 32), {1, 0}) == 1);
  // dim3 (x, x): x * 0x100000001, both halves x.
  HostExprPtr twice = hostBinary(boogie::BvOp::Mul, hostExtend(false, x, 64), hostConstant(0x100000001, 64));
  CHECK(sameHostExpr(*hostBits(twice, 0, 32), *x));
  CHECK(sameHostExpr(*hostBits(twice, 32, 32), *x));
}

TEST_CASE("what the host tested on its way to a launch is assumed with it", "[launches][host-facts]") {
  // if (n % 8 != 0) switch ((n + 255) / 256) { case 1: k<<<1, min(n, 256)>>>(n); }
  // and a test in a loop, which is not one the launch passed once.
  HostLaunches launches = launchesOf(R"(
declare i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64, ptr)
declare i32 @llvm.smin.i32(i32, i32)
define void @_Z16__device_stub__ki(i32 %n) !dbg !5 { ret void }
define void @launch(i32 %n, i32 %m) {
entry:
  %r = and i32 %n, 7
  %odd = icmp ne i32 %r, 0
  br i1 %odd, label %test, label %done
test:
  %a = add i32 %n, 255
  %t = udiv i32 %a, 256
  switch i32 %t, label %done [ i32 1, label %one ]
one:
  %b = call i32 @llvm.smin.i32(i32 %n, i32 256)
  %bx = zext i32 %b to i64
  %block = or disjoint i64 %bx, 4294967296
  %c = call i32 @__cudaPushCallConfiguration(i64 4294967297, i32 1, i64 %block, i32 1, i64 0, ptr null)
  br label %loop
loop:
  %i = phi i32 [ 0, %one ], [ %j, %loop ]
  %j = add i32 %i, 1
  %more = icmp slt i32 %j, %n
  br i1 %more, label %loop, label %go
go:
  call void @_Z16__device_stub__ki(i32 %n)
  br label %done
done:
  ret void
}
)" + stubDebugInfo("_Z16__device_stub__ki", "!2"));
  REQUIRE(launches.launches.size() == 1);
  REQUIRE(launches.launches[0].facts);
  const LaunchFacts &facts = *launches.launches[0].facts;
  REQUIRE(facts.conditions.size() == 2); // the switch's case and the branch; not the loop's test
  std::vector<uint64_t> values(facts.unknownWidths.size(), 0);
  unsigned n = facts.byValue[0]->unknown;
  auto allHold = [&](uint64_t v) {
    values[n] = v;
    return std::all_of(facts.conditions.begin(), facts.conditions.end(),
                       [&](const HostExprPtr &c) { return evaluate(*c, values) == 1; });
  };
  CHECK(allHold(100));
  CHECK_FALSE(allHold(96));  // a multiple of 8
  CHECK_FALSE(allHold(300)); // two trips
  values[n] = 100;
  CHECK(evaluate(*facts.block[0], values) == 100);

  std::vector<AssumedLaunchFacts> assumed = assumedLaunchFacts(launches, "k", sizes(1, 1, 100));
  REQUIRE(assumed.size() == 1);
  CHECK(assumed[0].description == "blockDim.x == min(n, 256), where ((n + 255) / 256) == 1, where (n & 7) != 0");
  // A block of 256 needs n = 256 (one trip), a multiple of 8: the
  // conditions cannot hold with the size, and are left out; the size,
  // which every launch has, can, and is kept (n >= 256).
  std::vector<AssumedLaunchFacts> sizeOnly = assumedLaunchFacts(launches, "k", sizes(1, 1, 256));
  REQUIRE(sizeOnly.size() == 1);
  CHECK(sizeOnly[0].description == "blockDim.x == min(n, 256)");
}

TEST_CASE("a value joined from several ways says what held on each way taken", "[launches][host-facts]") {
  llvm::LLVMContext context;
  llvm::SMDiagnostic error;
  // if (n > 4096) g = 4096; else if (n >= 32) g = n; else if (m) g = 256;
  // else exit(1); k<<<1, 32>>>(g). The join of three ways, and the same
  // chain without the third way (a join of two).
  auto host = [&](bool threeWays) {
    std::string thirdWay = threeWays ? R"(
small:
  %m1 = icmp ne i32 %m, 0
  br i1 %m1, label %fallback, label %leave
fallback:
  call void @note()
  br label %join
)"
                                     : R"(
small:
  br label %leave
)";
    return llvm::parseAssemblyString(R"(
declare i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64, ptr)
declare void @note()
declare void @exit(i32) noreturn
define void @_Z16__device_stub__ki(i32 %g) !dbg !5 { ret void }
define void @launch(i32 %n, i32 %m) {
entry:
  %big = icmp sgt i32 %n, 4096
  br i1 %big, label %clamp, label %test
clamp:
  call void @note()
  br label %join
test:
  %enough = icmp sge i32 %n, 32
  br i1 %enough, label %asked, label %small
asked:
  call void @note()
  br label %join
)" + thirdWay + R"(
leave:
  call void @exit(i32 1)
  unreachable
join:
  %g = phi i32 [ 4096, %clamp ], [ %n, %asked ])" +
                                         (threeWays ? ", [ 256, %fallback ]" : "") + R"(
  %c = call i32 @__cudaPushCallConfiguration(i64 4294967297, i32 1, i64 4294967328, i32 1, i64 0, ptr null)
  call void @_Z16__device_stub__ki(i32 %g)
  ret void
}
)" + stubDebugInfo("_Z16__device_stub__ki", "!2"),
                                     error, context);
  };
  for (bool threeWays : {false, true}) {
    CAPTURE(threeWays);
    std::unique_ptr<llvm::Module> module = host(threeWays);
    REQUIRE(module);
    HostLaunches launches = readHostLaunches(*module);
    REQUIRE(launches.launches.size() == 1);
    REQUIRE(launches.launches[0].facts);
    const LaunchFacts &facts = *launches.launches[0].facts;
    REQUIRE(facts.byValue[0]);
    // Every value of the unknowns the conditions allow gives a g of 32 to
    // 4096, or 256; and some values give each.
    std::set<uint64_t> seen;
    std::vector<uint64_t> values(facts.unknownWidths.size(), 0);
    const std::vector<uint64_t> samples = {0, 1, 2, 3, 5, 16, 31, 32, 33, 100, 4096, 4097, 0x80000000u, 0xffffffffu};
    for (uint64_t a : samples)
      for (uint64_t b : samples)
        for (uint64_t c : samples) {
          for (size_t u = 0; u < values.size(); ++u)
            values[u] = boogie::truncate(u == 0 ? a : u == 1 ? b : c, facts.unknownWidths[u]);
          bool allowed = std::all_of(facts.conditions.begin(), facts.conditions.end(),
                                     [&](const HostExprPtr &condition) { return evaluate(*condition, values) == 1; });
          if (!allowed)
            continue;
          int64_t g = boogie::signedValue(evaluate(*facts.byValue[0], values), 32);
          CHECK(((g >= 32 && g <= 4096) || (threeWays && g == 256)));
          seen.insert(static_cast<uint64_t>(g));
        }
    CHECK(seen.count(4096));
    CHECK(seen.count(100));
    CHECK(seen.count(256) == (threeWays ? 1u : 0u));
    // Values for which all of it holds are found.
    std::vector<std::pair<HostExprPtr, uint64_t>> equations;
    for (const HostExprPtr &condition : facts.conditions)
      equations.push_back({condition, 1});
    equations.push_back({facts.byValue[0], 100});
    CHECK(findUnknownValues(equations, facts.unknownWidths));
  }
}

TEST_CASE("a test in a loop decides a launch in a loop nested in it", "[launches][host-facts]") {
  // for (n = 256; n <= 8192; n *= 2) if (n < 512) for (r = 0; r < 4; ++r)
  // k<<<1, 32>>>(n): each launch is in an iteration whose n passed the test.
  const LaunchFacts facts = factsOfOnlyLaunch(R"(
declare i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64, ptr)
define void @_Z16__device_stub__ki(i32 %n) !dbg !5 { ret void }
define void @launch(i32 %r0) {
entry:
  br label %sizes
sizes:
  %n = phi i32 [ 256, %entry ], [ %n2, %next ]
  %small = icmp slt i32 %n, 512
  br i1 %small, label %repeat, label %next
repeat:
  %r = phi i32 [ 0, %sizes ], [ %r1, %repeat ]
  %c = call i32 @__cudaPushCallConfiguration(i64 4294967297, i32 1, i64 4294967328, i32 1, i64 0, ptr null)
  call void @_Z16__device_stub__ki(i32 %n)
  %r1 = add i32 %r, 1
  %again = icmp slt i32 %r1, 4
  br i1 %again, label %repeat, label %next
next:
  %n2 = shl i32 %n, 1
  %more = icmp sle i32 %n2, 8192
  br i1 %more, label %sizes, label %done
done:
  ret void
}
)" + stubDebugInfo("_Z16__device_stub__ki", "!2"));
  // The test, and what the outer loop says of n (256, or n <= 8192; a
  // multiple of 256, as it starts at 256 and doubles).
  REQUIRE(facts.conditions.size() == 3);
  unsigned n = facts.byValue[0]->unknown;
  auto allHold = [&](uint64_t value) {
    std::vector<uint64_t> values(facts.unknownWidths.size(), 0);
    values[n] = value;
    return std::all_of(facts.conditions.begin(), facts.conditions.end(),
                       [&](const HostExprPtr &c) { return evaluate(*c, values) == 1; });
  };
  CHECK(allHold(256));
  CHECK_FALSE(allHold(300));
  CHECK_FALSE(allHold(768));
}

TEST_CASE("a loop's counter at a launch in the loop is within the loop's bounds", "[launches][host-facts]") {
  // for (blk = 1; blk <= width; ++blk) k<<<1, 16>>>(blk, width): at the
  // launch, blk is 1 or passed the test, whatever form -O1 gives the test.
  for (std::string test : {"icmp sle i32 %next, %width", "icmp ne i32 %next, %end"}) {
    const LaunchFacts facts = factsOfOnlyLaunch(R"(
declare i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64, ptr)
define void @_Z16__device_stub__kii(i32 %b, i32 %w) !dbg !5 { ret void }
define void @launch(i32 %width) {
entry:
  %end = add i32 %width, 1
  %any = icmp sgt i32 %width, 0
  br i1 %any, label %loop, label %done
loop:
  %blk = phi i32 [ 1, %entry ], [ %next, %loop ]
  %c = call i32 @__cudaPushCallConfiguration(i64 4294967297, i32 1, i64 4294967312, i32 1, i64 0, ptr null)
  call void @_Z16__device_stub__kii(i32 %blk, i32 %width)
  %next = add i32 %blk, 1
  %more = )" + test + R"(
  br i1 %more, label %loop, label %done
done:
  ret void
}
)" + stubDebugInfo("_Z16__device_stub__kii", "!2, !2"));
    REQUIRE(facts.byValue.size() == 2);
    REQUIRE(facts.byValue[0]);
    REQUIRE(facts.byValue[1]);
    unsigned blk = facts.byValue[0]->unknown, width = facts.byValue[1]->unknown;
    auto allHold = [&](uint64_t b, uint64_t w) {
      std::vector<uint64_t> values(facts.unknownWidths.size(), 0);
      values[blk] = b;
      values[width] = w;
      return std::all_of(facts.conditions.begin(), facts.conditions.end(),
                         [&](const HostExprPtr &c) { return evaluate(*c, values) == 1; });
    };
    INFO(test);
    CHECK(allHold(1, 8));
    CHECK(allHold(8, 8));
    CHECK_FALSE(allHold(9, 8));
    // Stepping by one until it equals the bound, it never was below 1;
    // a relational test says only that it passed (or is the start).
    if (test.find("icmp ne") == 0)
      CHECK_FALSE(allHold(0, 8));
  }
}

TEST_CASE("a fact too long to read at a glance is said briefly", "[launches][host-facts]") {
  std::string chosen = "dimx == ((the way dimx was set == 0) ? " + std::string(200, 'x') + " : 96)";
  CHECK(briefly({"n == 4", "gridDim.x == (n + 15) / 16", "where n > 0"}) ==
        "n == 4, gridDim.x == (n + 15) / 16, where n > 0");
  CHECK(briefly({"n == 4", chosen, "where (the way dimx was set != 0) || (argc >= 2)", "where n > 0"}) ==
        "n == 4, dimx == a value the host code computes, under 2 conditions");
  CHECK(briefly({"n == 4", "where " + std::string(200, 'c')}) == "n == 4, under 1 condition");
}

namespace {

// Whether the launch's conditions all hold with the given unknowns' values
// and some values (from 0 to 3: a way a join was reached) of the others.
bool holdsSomeWay(const LaunchFacts &facts, const std::map<unsigned, uint64_t> &given) {
  std::vector<unsigned> free;
  for (unsigned u = 0; u < facts.unknownWidths.size(); ++u)
    if (!given.count(u))
      free.push_back(u);
  REQUIRE(free.size() <= 4);
  for (unsigned pick = 0; pick < (1u << (2 * free.size())); ++pick) {
    std::vector<uint64_t> values(facts.unknownWidths.size(), 0);
    for (const auto &[u, value] : given)
      values[u] = value;
    for (size_t i = 0; i < free.size(); ++i)
      values[free[i]] = (pick >> (2 * i)) & 3;
    if (std::all_of(facts.conditions.begin(), facts.conditions.end(),
                    [&](const HostExprPtr &c) { return evaluate(*c, values) == 1; }))
      return true;
  }
  return false;
}

// if (argc > 2) { v = atoi(...); if (v < 64) { warn(); ok = false; } }
// then, with `ok` tested or not, k<<<1, 32>>>(v): the flag and the value
// join in one block, the value brought by two edges into one side of it.
std::string checkedInput(bool okTested) {
  return R"(
declare i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64, ptr)
declare void @warn()
declare i32 @input()
define void @_Z16__device_stub__ki(i32 %n) !dbg !5 { ret void }
define void @launch(i32 %argc) {
entry:
  %many = icmp sgt i32 %argc, 2
  br i1 %many, label %parse, label %join
parse:
  %v = call i32 @input()
  %bad = icmp slt i32 %v, 64
  br i1 %bad, label %warned, label %join
warned:
  call void @warn()
  br label %join
join:
  %ok = phi i1 [ true, %entry ], [ true, %parse ], [ false, %warned ]
  %n = phi i32 [ 64, %entry ], [ %v, %parse ], [ %v, %warned ]
  br i1 )" +
         std::string(okTested ? "%ok" : "true") +
         R"(, label %go, label %done
go:
  %c = call i32 @__cudaPushCallConfiguration(i64 4294967297, i32 1, i64 4294967328, i32 1, i64 0, ptr null)
  call void @_Z16__device_stub__ki(i32 %n)
  br label %done
done:
  ret void
}
)" + stubDebugInfo("_Z16__device_stub__ki", "!2");
}

// The unknowns of checkedInput's n (argc > 2 ? v : 64): argc's and v's.
std::pair<unsigned, unsigned> argcAndValue(const LaunchFacts &facts) {
  REQUIRE(facts.byValue.size() == 1);
  REQUIRE(facts.byValue[0]);
  std::vector<unsigned> unknowns;
  unknownsIn(*facts.byValue[0], unknowns);
  std::set<unsigned> both(unknowns.begin(), unknowns.end());
  REQUIRE(both.size() == 2);
  return {*both.begin(), *both.rbegin()};
}

} // namespace

TEST_CASE("a flag that joins the values it checks says which checks passed", "[launches][host-facts]") {
  const LaunchFacts facts = factsOfOnlyLaunch(checkedInput(/*okTested=*/true));
  auto [argc, v] = argcAndValue(facts);
  CHECK(holdsSomeWay(facts, {{argc, 3}, {v, 100}}));
  CHECK(holdsSomeWay(facts, {{argc, 1}, {v, 5}}));
  // With ok set, a value read was checked: never below 64.
  CHECK_FALSE(holdsSomeWay(facts, {{argc, 3}, {v, 5}}));
}

TEST_CASE("a value brought into a join by two ways holds either way's conditions", "[launches][host-facts]") {
  // Unchecked (the flag is not tested), a value below 64 reaches the
  // launch: the way through the warning must not exclude it.
  const LaunchFacts facts = factsOfOnlyLaunch(checkedInput(/*okTested=*/false));
  auto [argc, v] = argcAndValue(facts);
  CHECK(holdsSomeWay(facts, {{argc, 3}, {v, 5}}));
  CHECK(holdsSomeWay(facts, {{argc, 3}, {v, 100}}));
}

TEST_CASE("a dim3's field that a loop leaves alone is the value it started with", "[launches][host-facts]") {
  // grid.y = rows; for (grid.x = 1; grid.x < wanted; grid.x *= 2); as SROA
  // leaves it: the pair's high half is masked back in on every iteration.
  const LaunchFacts facts = factsOfOnlyLaunch(R"(
declare i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64, ptr)
define void @_Z16__device_stub__kii(i32 %n, i32 %r) !dbg !5 { ret void }
define void @launch(i32 %n, i32 %rows, i32 %wanted) {
entry:
  %y = zext i32 %rows to i64
  %ys = shl nuw i64 %y, 32
  br label %loop
loop:
  %grid = phi i64 [ %ys, %entry ], [ %next, %loop ]
  %x = phi i32 [ 1, %entry ], [ %x2, %loop ]
  %xw = zext i32 %x to i64
  %high = and i64 %grid, -4294967296
  %next = or disjoint i64 %high, %xw
  %more = icmp ult i32 %x, %wanted
  %x2 = shl i32 %x, 1
  br i1 %more, label %loop, label %go
go:
  %c = call i32 @__cudaPushCallConfiguration(i64 %next, i32 1, i64 4294967328, i32 1, i64 0, ptr null)
  call void @_Z16__device_stub__kii(i32 %n, i32 %rows)
  ret void
}
)" + stubDebugInfo("_Z16__device_stub__kii", "!2, !2"));
  REQUIRE(facts.byValue.size() == 2);
  REQUIRE(facts.byValue[1]);
  REQUIRE(facts.grid[1]);
  CHECK(sameHostExpr(*facts.grid[1], *facts.byValue[1]));
}

TEST_CASE("a launch in a function main calls is read as part of main", "[launches][host-facts]") {
  // n = input(); if (n < 1) return 1; run(n); run(n); with run() too big
  // to inline by cost: its launch's n is main's, checked.
  std::string work;
  for (int i = 0; i < 40; ++i)
    work += "  call void @work()\n";
  HostLaunches launches = launchesOf(R"(
declare i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64, ptr)
declare void @work()
declare void @use(i32)
declare i32 @input()
define void @_Z16__device_stub__ki(i32 %n) noinline !dbg !5 {
  call void @use(i32 %n)
  ret void
}
define void @run(i32 %n) {
)" + work + R"(
  %c = call i32 @__cudaPushCallConfiguration(i64 4294967297, i32 1, i64 4294967328, i32 1, i64 0, ptr null)
  call void @_Z16__device_stub__ki(i32 %n)
  ret void
}
define i32 @main() {
entry:
  %n = call i32 @input()
  %bad = icmp slt i32 %n, 1
  br i1 %bad, label %done, label %go
go:
  call void @run(i32 %n)
  call void @run(i32 %n)
  ret i32 0
done:
  ret i32 1
}
)" + stubDebugInfo("_Z16__device_stub__ki", "!2"),
                                     /*optimised=*/true);
  REQUIRE(launches.launches.size() == 2);
  for (const HostLaunch &launch : launches.launches) {
    REQUIRE(launch.facts);
    REQUIRE(launch.facts->byValue[0]);
    REQUIRE(launch.facts->byValue[0]->kind == HostExpr::Kind::Unknown);
    unsigned n = launch.facts->byValue[0]->unknown;
    CHECK(holdsSomeWay(*launch.facts, {{n, 5}}));
    CHECK_FALSE(holdsSomeWay(*launch.facts, {{n, 0xfffffffd}}));
  }
}

namespace {

// n = input(); (if checked: the cudaMalloc of n * 4 bytes must succeed, or
// the program exits; or, if `exitsOn` is not 0, not return that error);
// k<<<1, 32>>>(n).
std::string allocatedInput(bool checked, unsigned exitsOn = 0) {
  return R"(
declare i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64, ptr)
declare i64 @input()
declare i32 @cudaMalloc(ptr, i64)
declare void @exit(i32)
define void @_Z16__device_stub__kl(i64 %n) !dbg !5 { ret void }
define void @launch(ptr %buffer) {
entry:
  %n = call i64 @input()
  %bytes = shl i64 %n, 2
  %error = call i32 @cudaMalloc(ptr %buffer, i64 %bytes)
  %ok = icmp )" +
         std::string(exitsOn ? "ne" : "eq") + " i32 %error, " + std::to_string(exitsOn) + R"(
  br i1 )" +
         std::string(checked ? "%ok" : "true") + R"(, label %go, label %failed
failed:
  call void @exit(i32 1)
  unreachable
go:
  %c = call i32 @__cudaPushCallConfiguration(i64 4294967297, i32 1, i64 4294967328, i32 1, i64 0, ptr null)
  call void @_Z16__device_stub__kl(i64 %n)
  ret void
}
)" + stubDebugInfo("_Z16__device_stub__kl", "!2");
}

} // namespace

TEST_CASE("a checked allocation's success bounds its size", "[launches][host-facts]") {
  const LaunchFacts facts = factsOfOnlyLaunch(allocatedInput(/*checked=*/true));
  REQUIRE(facts.byValue.size() == 1);
  REQUIRE(facts.byValue[0]);
  REQUIRE(facts.byValue[0]->kind == HostExpr::Kind::Unknown);
  unsigned n = facts.byValue[0]->unknown;
  // The condition is of n alone: the allocation's result, tested, is gone.
  REQUIRE(facts.conditions.size() == 1);
  std::vector<unsigned> unknowns;
  unknownsIn(*facts.conditions[0], unknowns);
  CHECK(std::set<unsigned>(unknowns.begin(), unknowns.end()) == std::set<unsigned>{n});
  CHECK(holdsSomeWay(facts, {{n, 1000}}));
  CHECK(holdsSomeWay(facts, {{n, (uint64_t{1} << 54) - 1}}));
  CHECK_FALSE(holdsSomeWay(facts, {{n, uint64_t{1} << 54}})); // 2^56 bytes
  CHECK_FALSE(holdsSomeWay(facts, {{n, ~uint64_t{0} - 4}}));  // near 2^64
  CHECK(holdsSomeWay(facts, {{n, uint64_t{1} << 62}}));       // 2^64 bytes, wrapped to 0: the size allocated
}

TEST_CASE("an allocation whose success is not checked bounds nothing", "[launches][host-facts]") {
  CHECK(factsOfOnlyLaunch(allocatedInput(/*checked=*/false)).conditions.empty());
  // Exiting on one error alone (cudaErrorMemoryAllocation) does not say the
  // allocation succeeded: the runtime may fail it with another.
  CHECK(factsOfOnlyLaunch(allocatedInput(/*checked=*/true, /*exitsOn=*/2)).conditions.empty());
}

TEST_CASE("values are found for an option parser's many flags and checks together", "[launches][host-facts]") {
  // SobolQRNG's shape: n is 100 unless an option set it (the way it was
  // set, w), and each way comes with the flags and checks that led along
  // it; n must be 4 (the grid verified), so w is 1 and the checks of that
  // way must hold.
  const std::vector<unsigned> widths = {8, 32, 1, 1, 1, 1, 1, 1, 1, 1, 32};
  auto u = [&](unsigned i) { return hostUnknown(i, widths[i]); };
  auto constant = [](uint64_t value, unsigned width) { return hostConstant(value, width); };
  auto is = [&](unsigned i, uint64_t value) { return hostEqual(u(i), constant(value, widths[i]), false); };
  auto both = [](HostExprPtr a, HostExprPtr b) { return hostBinary(boogie::BvOp::And, a, b); };
  auto either = [](HostExprPtr a, HostExprPtr b) { return hostBinary(boogie::BvOp::Or, a, b); };
  const unsigned way = 0, value = 1, argc = 10;
  HostExprPtr n = hostSelect(is(way, 0), constant(100, 32), hostSelect(is(way, 1), u(value), constant(100, 32)));
  std::vector<std::pair<HostExprPtr, uint64_t>> equations = {
      {n, 4},
      {either(hostCompare(boogie::BvCmp::Ult, u(way), constant(1, 8)), both(is(2, 0), is(3, 0))), 1},
      {either(hostNot(is(way, 1)), both(both(hostCompare(boogie::BvCmp::Sge, u(value), constant(1, 32)), is(4, 1)),
                                        hostCompare(boogie::BvCmp::Sge, u(argc), constant(2, 32)))),
       1},
      {hostSelect(both(is(way, 1), is(4, 1)), both(both(is(5, 0), is(6, 0)), is(7, 1)), constant(1, 1)), 1},
      {hostSelect(is(7, 1), both(is(8, 1), is(9, 0)), constant(1, 1)), 1},
      {either(hostCompare(boogie::BvCmp::Ult, u(way), constant(1, 8)), is(5, 0)), 1},
  };
  std::optional<std::vector<uint64_t>> found = findUnknownValues(equations, widths);
  REQUIRE(found);
  for (const auto &[e, expected] : equations)
    CHECK(evaluate(*e, *found) == expected);
  CHECK((*found)[way] == 1);
  CHECK((*found)[value] == 4);
}

TEST_CASE("a value's text says casts and large powers of two as the source writes them", "[launches][host-facts]") {
  HostExprPtr x = hostUnknown(0, 64);
  auto keepLow = [&](boogie::BvOp shift, unsigned bits) {
    return hostBinary(shift, hostBinary(boogie::BvOp::Shl, x, hostConstant(64 - bits, 64)),
                      hostConstant(64 - bits, 64));
  };
  const std::vector<std::string> names = {"strtol(...)"};
  CHECK(hostExprText(*keepLow(boogie::BvOp::AShr, 32), names, {}) == "(int)strtol(...)");
  CHECK(hostExprText(*keepLow(boogie::BvOp::LShr, 32), names, {}) == "(unsigned)strtol(...)");
  CHECK(hostExprText(*keepLow(boogie::BvOp::AShr, 16), names, {}) == "(short)strtol(...)");
  CHECK(hostExprText(*keepLow(boogie::BvOp::AShr, 40), names, {}) == "(strtol(...) << 24) >> 24");
  HostExprPtr bound = hostCompare(boogie::BvCmp::Ult, x, hostConstant(uint64_t{1} << 56, 64));
  CHECK(hostExprText(*bound, names, {}) == "strtol(...) < (1 << 56)");
  CHECK(hostExprText(*hostConstant(uint64_t{1} << 20, 64), names, {}) == "1048576");
}
