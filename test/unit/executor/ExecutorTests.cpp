// The executor on small IR kernels: the conflicts, divergences and failed
// assertions it must show, the ones it must not, and where it stops.
#include "IrFixtures.h"

#include "executor/Executor.h"

#include "CatchVersion.h"

using namespace gv;
using executor::Outcome;

namespace {

Outcome runKernel(const std::string &ir, executor::Launch launch, executor::Inputs inputs = {},
                  executor::Settings settings = {}) {
  llvm::LLVMContext context;
  auto module = test::parseIR(context, ir);
  if (launch.groups.empty())
    launch.groups = {{0, 0, 0}};
  return executor::execute(*module->getFunction("k"), launch, inputs, settings);
}

executor::Launch groupOf(uint64_t threads, uint64_t groups = 1) {
  executor::Launch launch;
  launch.groupSize = {threads, 1, 1};
  launch.numGroups = {groups, 1, 1};
  return launch;
}

// Every thread writes its id to A[0], or (benign) 1.
const char *writeToOne = R"(
define void @k(ptr addrspace(1) %A, i32 %same) {
  %t = call i32 @__gv_local_id(i32 0)
  %v = select i1 true, i32 %t, i32 0
  %w = icmp ne i32 %same, 0
  %x = select i1 %w, i32 1, i32 %v
  store i32 %x, ptr addrspace(1) %A
  ret void
}
)";

// Thread t writes L[t], then (after a barrier, or not) reads L[t + 1].
std::string neighbours(bool barrier) {
  return std::string(R"(
@L = internal addrspace(3) global [64 x i32] undef
define void @k(ptr addrspace(1) %out) {
  %t = call i32 @__gv_local_id(i32 0)
  %p = getelementptr [64 x i32], ptr addrspace(3) @L, i32 0, i32 %t
  store i32 %t, ptr addrspace(3) %p
)") + (barrier ? "  call void @__gv_barrier(i32 1, i32 0)\n" : "") +
         R"(  %n = add i32 %t, 1
  %q = getelementptr [64 x i32], ptr addrspace(3) @L, i32 0, i32 %n
  %v = load i32, ptr addrspace(3) %q
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %v, ptr addrspace(1) %o
  ret void
}
)";
}

} // namespace

TEST_CASE("the executor shows a write-write conflict of different values", "[executor]") {
  Outcome o = runKernel(writeToOne, groupOf(4));
  CHECK(o.end == Outcome::End::Finished);
  REQUIRE(!o.conflicts.empty());
  CHECK(o.conflicts[0].array.parameter == 0u);
  CHECK(o.conflicts[0].byteOffset == 0);
  CHECK(o.conflicts[0].earlier.kind == AccessKind::Write);
  CHECK(o.conflicts[0].earlier.thread.localId != o.conflicts[0].later.thread.localId);
}

TEST_CASE("equal writes conflict only without benign-write tolerance", "[executor]") {
  executor::Inputs same;
  same.scalars[1] = 1;
  CHECK(runKernel(writeToOne, groupOf(4), same).conflicts.empty());
  executor::Settings strict;
  strict.benignWrites = false;
  CHECK(!runKernel(writeToOne, groupOf(4), same, strict).conflicts.empty());
}

TEST_CASE("a barrier orders a group's accesses to shared memory", "[executor]") {
  Outcome racy = runKernel(neighbours(false), groupOf(8));
  REQUIRE(!racy.conflicts.empty());
  CHECK(racy.conflicts[0].array.global == "L");
  Outcome ordered = runKernel(neighbours(true), groupOf(8));
  CHECK(ordered.end == Outcome::End::Finished);
  CHECK(ordered.conflicts.empty());
}

TEST_CASE("a group's barrier does not order two groups' global accesses", "[executor]") {
  const char *ir = R"(
define void @k(ptr addrspace(1) %A) {
  %g = call i32 @__gv_group_id(i32 0)
  %t = call i32 @__gv_local_id(i32 0)
  %first = icmp eq i32 %t, 0
  br i1 %first, label %write, label %sync
write:
  %v = add i32 %g, 1
  store i32 %v, ptr addrspace(1) %A
  br label %sync
sync:
  call void @__gv_barrier(i32 1, i32 1)
  ret void
}
)";
  executor::Launch oneGroup = groupOf(4, 2);
  CHECK(runKernel(ir, oneGroup).conflicts.empty());
  executor::Launch twoGroups = groupOf(4, 2);
  twoGroups.groups = {{0, 0, 0}, {1, 0, 0}};
  Outcome o = runKernel(ir, twoGroups);
  REQUIRE(o.conflicts.size() == 1);
  CHECK(o.conflicts[0].earlier.thread.groupId[0] == 0);
  CHECK(o.conflicts[0].later.thread.groupId[0] == 1);
}

TEST_CASE("atomics do not conflict with atomics, and do with plain accesses", "[executor]") {
  std::string ir = R"(
define void @k(ptr addrspace(1) %A, i32 %plain) {
  %t = call i32 @__gv_local_id(i32 0)
  %old = atomicrmw add ptr addrspace(1) %A, i32 1 seq_cst
  %p = icmp ne i32 %plain, 0
  %last = icmp eq i32 %t, 3
  %both = and i1 %p, %last
  br i1 %both, label %read, label %done
read:
  %v = load i32, ptr addrspace(1) %A
  br label %done
done:
  ret void
}
)";
  CHECK(runKernel(ir, groupOf(4)).conflicts.empty());
  executor::Inputs plain;
  plain.scalars[1] = 1;
  Outcome o = runKernel(ir, groupOf(4), plain);
  REQUIRE(!o.conflicts.empty());
  CHECK(o.conflicts[0].later.kind == AccessKind::Read);
}

TEST_CASE("threads that reach different barriers, or none, diverge", "[executor]") {
  const char *ir = R"(
define void @k(ptr addrspace(1) %A) {
  %t = call i32 @__gv_local_id(i32 0)
  %low = icmp ult i32 %t, 2
  br i1 %low, label %sync, label %done
sync:
  call void @__gv_barrier(i32 1, i32 0)
  br label %done
done:
  ret void
}
)";
  Outcome o = runKernel(ir, groupOf(4));
  REQUIRE(o.divergences.size() == 1);
  CHECK(o.divergences[0].otherBarrier == nullptr); // the other thread finished
  CHECK(o.divergences[0].other.localId[0] >= 2);
}

TEST_CASE("a failed assertion is shown for the thread that fails it", "[executor]") {
  const char *ir = R"(
define void @k(ptr addrspace(1) %A) {
  %t = call i32 @__gv_local_id(i32 0)
  %ok = icmp ne i32 %t, 3
  %c = zext i1 %ok to i32
  call void @__gv_assert(i32 %c)
  ret void
}
)";
  Outcome o = runKernel(ir, groupOf(8));
  REQUIRE(o.assertions.size() == 1);
  CHECK(o.assertions[0].thread.localId[0] == 3);
}

TEST_CASE("the executor stops where it cannot run exactly, and outside the assumptions", "[executor]") {
  Outcome unknown = runKernel(R"(
declare i32 @mystery(i32)
define void @k(ptr addrspace(1) %A) {
  %t = call i32 @__gv_local_id(i32 0)
  %v = call i32 @mystery(i32 %t)
  store i32 %v, ptr addrspace(1) %A
  ret void
}
)",
                              groupOf(4));
  CHECK(unknown.end == Outcome::End::Unsupported);
  CHECK(unknown.why.find("mystery") != std::string::npos);
  CHECK(unknown.conflicts.empty());

  Outcome outside = runKernel(R"(
define void @k(ptr addrspace(1) %A, i32 %n) {
  %t = call i32 @__gv_local_id(i32 0)
  store i32 %t, ptr addrspace(1) %A
  %ok = icmp sgt i32 %n, 0
  %c = zext i1 %ok to i32
  call void @__gv_assume(i32 %c)
  ret void
}
)",
                              groupOf(4));
  CHECK(outside.end == Outcome::End::OutsideInputs);
  CHECK(outside.conflicts.empty()); // found before the assumption failed: not an execution considered
}

TEST_CASE("memory the kernel did not write reads as the fill, the same for every thread", "[executor]") {
  // Every thread copies B[0] to A[0]: equal writes, whatever the fill.
  const char *ir = R"(
define void @k(ptr addrspace(1) %A, ptr addrspace(1) %B) {
  %v = load i32, ptr addrspace(1) %B
  store i32 %v, ptr addrspace(1) %A
  ret void
}
)";
  for (auto fill : {executor::Inputs::Fill::Zero, executor::Inputs::Fill::Small, executor::Inputs::Fill::Random}) {
    executor::Inputs inputs;
    inputs.fill = fill;
    CHECK(runKernel(ir, groupOf(4), inputs).conflicts.empty());
  }
}

TEST_CASE("the executor counts its steps", "[executor]") {
  const char *ir = R"(
define void @k(ptr addrspace(1) %A) {
entry:
  br label %loop
loop:
  br label %loop
}
)";
  executor::Settings few;
  few.maxSteps = 1000;
  Outcome o = runKernel(ir, groupOf(2), {}, few);
  CHECK(o.end == Outcome::End::OutOfSteps);
}

TEST_CASE("a warp's lanes meet at a shuffle and get each other's values", "[executor]") {
  // shfl_down(lane, 1) is lane + 1, except in the last lane of each 8.
  std::string ir = R"(
declare i32 @__gv_shfl_down(i32, i32, i32, i32)
define void @k(ptr addrspace(1) %A, i32 %wrong) {
  %t = call i32 @__gv_local_id(i32 0)
  %lane = and i32 %t, 31
  %v = call i32 @__gv_shfl_down(i32 -1, i32 %lane, i32 1, i32 8)
  %expected = add i32 %lane, 1
  %e = add i32 %expected, %wrong
  %last = and i32 %lane, 7
  %isLast = icmp eq i32 %last, 7
  %got = icmp eq i32 %v, %e
  %ownValue = icmp eq i32 %v, %lane
  %ok = select i1 %isLast, i1 %ownValue, i1 %got
  %c = zext i1 %ok to i32
  call void @__gv_assert(i32 %c)
  ret void
}
)";
  Outcome right = runKernel(ir, groupOf(64));
  CHECK(right.end == Outcome::End::Finished);
  CHECK(right.assertions.empty());
  executor::Inputs wrong;
  wrong.scalars[1] = 1;
  CHECK(!runKernel(ir, groupOf(64), wrong).assertions.empty());
}

TEST_CASE("a warp reduction gives each lane the lanes' values combined by its operator", "[executor]") {
  // Each warp of 32 reduces its lane numbers: add 496, signed min 0, max
  // 31, or 31, xor 0, and (of lanes 0..31) 0; an operator the run cannot
  // compute stops it.
  auto kernel = [](int op, int expected) {
    return R"(
declare i32 @__gv_warp_reduce(i32, i32, i32)
define void @k(ptr addrspace(1) %A) {
  %t = call i32 @__gv_local_id(i32 0)
  %lane = and i32 %t, 31
  %r = call i32 @__gv_warp_reduce(i32 -1, i32 %lane, i32 )" +
           std::to_string(op) + R"()
  %ok = icmp eq i32 %r, )" +
           std::to_string(expected) + R"(
  %c = zext i1 %ok to i32
  call void @__gv_assert(i32 %c)
  ret void
}
)";
  };
  for (auto [op, expected] : {std::pair{0, 496}, {1, 0}, {4, 31}, {6, 31}, {7, 0}, {5, 0}}) {
    INFO("operator " << op);
    Outcome right = runKernel(kernel(op, expected), groupOf(64));
    CHECK(right.end == Outcome::End::Finished);
    CHECK(right.assertions.empty());
    CHECK(!runKernel(kernel(op, expected + 1), groupOf(64)).assertions.empty());
  }
  CHECK(runKernel(kernel(15, 0), groupOf(64)).end == Outcome::End::Unsupported);
}

TEST_CASE("a __syncwarp orders its lanes' accesses, not other warps'", "[executor]") {
  // Lane t writes L[t], __syncwarp, reads L[t ^ distance].
  auto kernel = [](bool sync) {
    return std::string(R"(
declare void @__gv_warp_sync(i32)
@L = internal addrspace(3) global [64 x i32] undef
define void @k(ptr addrspace(1) %out, i32 %distance) {
  %t = call i32 @__gv_local_id(i32 0)
  %p = getelementptr [64 x i32], ptr addrspace(3) @L, i32 0, i32 %t
  store i32 %t, ptr addrspace(3) %p
)") + (sync ? "  call void @__gv_warp_sync(i32 -1)\n" : "") +
           R"(  %n = xor i32 %t, %distance
  %q = getelementptr [64 x i32], ptr addrspace(3) @L, i32 0, i32 %n
  %v = load i32, ptr addrspace(3) %q
  ret void
}
)";
  };
  executor::Inputs sameWarp, otherWarp;
  sameWarp.scalars[1] = 1;
  otherWarp.scalars[1] = 32;
  CHECK(!runKernel(kernel(false), groupOf(64), sameWarp).conflicts.empty());
  Outcome synced = runKernel(kernel(true), groupOf(64), sameWarp);
  CHECK(synced.end == Outcome::End::Finished);
  CHECK(synced.conflicts.empty());
  CHECK(!runKernel(kernel(true), groupOf(64), otherWarp).conflicts.empty());
}

TEST_CASE("a warp operation some named lane never calls stops the run", "[executor]") {
  const char *ir = R"(
declare i32 @__gv_ballot(i32, i32)
define void @k(ptr addrspace(1) %A) {
  %t = call i32 @__gv_local_id(i32 0)
  %low = icmp ult i32 %t, 16
  br i1 %low, label %vote, label %done
vote:
  %b = call i32 @__gv_ballot(i32 -1, i32 1)
  br label %done
done:
  call void @__gv_barrier(i32 1, i32 1)
  ret void
}
)";
  Outcome o = runKernel(ir, groupOf(32));
  CHECK(o.end == Outcome::End::Undefined);
}

TEST_CASE("a signed overflow clang marks nsw stops the run as undefined", "[executor]") {
  // The index n * t wraps for a large n: a "race" that needs it is the C
  // program's undefined behaviour, not a conflict to show.
  const char *ir = R"(
define void @k(ptr addrspace(1) %A, i32 %n) {
  %t = call i32 @__gv_local_id(i32 0)
  %i = mul nsw i32 %n, %t
  %p = getelementptr i32, ptr addrspace(1) %A, i32 %i
  store i32 %t, ptr addrspace(1) %p
  ret void
}
)";
  executor::Inputs small, huge;
  small.scalars[1] = 4;
  huge.scalars[1] = 1u << 30;
  Outcome fine = runKernel(ir, groupOf(8), small);
  CHECK(fine.end == Outcome::End::Finished);
  CHECK(fine.conflicts.empty());
  Outcome wrapped = runKernel(ir, groupOf(8), huge);
  CHECK(wrapped.end == Outcome::End::Undefined);
  CHECK(wrapped.why == "a signed integer overflow");
  CHECK(wrapped.conflicts.empty());
}

TEST_CASE("a read only annotations use races with nothing", "[executor]") {
  // Work-item 0 writes A[0]; every work-item reads it, for an assertion
  // only or (copy) into its own element of B too.
  auto kernel = [](bool copy) {
    return std::string(R"(
define void @k(ptr addrspace(1) %A, ptr addrspace(1) %B) {
  %t = call i32 @__gv_local_id(i32 0)
  %first = icmp eq i32 %t, 0
  br i1 %first, label %write, label %read
write:
  store i32 5, ptr addrspace(1) %A
  br label %read
read:
  %v = load i32, ptr addrspace(1) %A
  %ok = icmp sge i32 %v, 0
  %c = zext i1 %ok to i32
  call void @__gv_assert(i32 %c)
)") + (copy ? "  %b = getelementptr i32, ptr addrspace(1) %B, i32 %t\n  store i32 %v, ptr addrspace(1) %b\n" : "") +
           "  ret void\n}\n";
  };
  CHECK(runKernel(kernel(false), groupOf(4)).conflicts.empty());
  CHECK(!runKernel(kernel(true), groupOf(4)).conflicts.empty());
}

TEST_CASE("the preparation keeps clang's nsw as metadata, which the executor reads", "[executor]") {
  // As after translate(): the flag dropped, its meaning kept.
  const char *ir = R"(
define void @k(ptr addrspace(1) %A, i32 %n) {
  %t = call i32 @__gv_local_id(i32 0)
  %i = mul i32 %n, %t, !gv.nsw !0
  %p = getelementptr i32, ptr addrspace(1) %A, i32 %i
  store i32 %t, ptr addrspace(1) %p
  ret void
}
!0 = !{}
)";
  executor::Inputs huge;
  huge.scalars[1] = 1u << 30;
  CHECK(runKernel(ir, groupOf(8), huge).end == Outcome::End::Undefined);
}

// CUDA's max(float, float) (a mangled overload, fmaxf's meaning): the run
// follows it. Threads 0, 1 and 2 all write A[2].
TEST_CASE("the executor follows CUDA's min and max of floating-point values", "[executor]") {
  Outcome o = runKernel(R"(
declare float @_Z3maxff(float, float)
define void @k(ptr addrspace(1) %A) {
  %t = call i32 @__gv_local_id(i32 0)
  %f = sitofp i32 %t to float
  %m = call float @_Z3maxff(float %f, float 2.0)
  %i = fptosi float %m to i32
  %p = getelementptr i32, ptr addrspace(1) %A, i32 %i
  store i32 %t, ptr addrspace(1) %p
  ret void
}
)",
                        groupOf(4));
  CHECK(o.end != Outcome::End::Unsupported);
  REQUIRE_FALSE(o.conflicts.empty());
}
