// The two-thread encoding of barrier invariants, C conditions in
// annotations, preconditions that fix parameters, loop unrolling, kernel
// arguments and structure values, on small IR kernels.
#include "IrFixtures.h"

#include "CatchVersion.h"

#include <algorithm>
#include <regex>

using namespace gv;
using gv::test::copyFromNeighbour;
using gv::test::options;
using gv::test::Translated;
using gv::test::translateIR;

namespace {

// A[tid] = tid; then an invariant about the own element, instantiated for
// tid and tid + 1.
const char *ownElementInvariant = R"(
declare void @__gv_barrier_invariant_2(i32, i32, i32)
define spir_kernel void @k(ptr addrspace(3) %A) {
entry:
  %tid = call i32 @__gv_local_id(i32 0)
  %p = getelementptr i32, ptr addrspace(3) %A, i32 %tid
  store i32 %tid, ptr addrspace(3) %p
  %v = load i32, ptr addrspace(3) %p
  %ok = icmp eq i32 %v, %tid
  %okint = zext i1 %ok to i32
  %right = add i32 %tid, 1
  call void @__gv_barrier_invariant_2(i32 %okint, i32 %tid, i32 %right)
  call void @__gv_barrier(i32 1, i32 0)
  ret void
}
)";

} // namespace

TEST_CASE("a barrier invariant is checked before its barrier and assumed after it per instantiation",
          "[encoding][barrier-invariants]") {
  Translated t = translateIR(ownElementInvariant);
  CHECK(t.count(CheckKind::BarrierInvariant) == 1);
  CHECK(t.count(CheckKind::BarrierInvariantAccess) == 1);
  // The write made A[tid] known; the check reads only known elements.
  CHECK(t.has("assume _NOT_ACCESSED_$$A != local_id_x$1;"));
  CHECK(t.has("assert {:barrier_invariant_access_check}"));
  size_t check = t.text.find("{:barrier_invariant}");
  size_t havoc = t.text.find("havoc $$A;");
  size_t instance = t.text.find("assume BV32_ULT(BV32_ADD(local_id_x$1, 1bv32), 64bv32) ==> "
                                "$$A[BV32_ADD(local_id_x$1, 1bv32)] == BV32_ADD(local_id_x$1, 1bv32);");
  REQUIRE(check != std::string::npos);
  REQUIRE(havoc != std::string::npos);
  REQUIRE(instance != std::string::npos);
  CHECK(check < havoc);
  CHECK(havoc < instance);
  // Each thread assumes it for its own instantiations.
  CHECK(t.has("$$A[BV32_ADD(local_id_x$2, 1bv32)] == BV32_ADD(local_id_x$2, 1bv32);"));
  // The read in the invariant is no program access.
  CHECK(t.count(CheckKind::Race) == 2);

  TranslateOptions unchecked = options();
  unchecked.barrierAccessChecks = false;
  Translated u = translateIR(ownElementInvariant, unchecked);
  CHECK(u.count(CheckKind::BarrierInvariantAccess) == 0);
  CHECK_FALSE(u.has("_NOT_ACCESSED_"));
}

TEST_CASE("a binary barrier invariant is instantiated for pairs of distinct threads",
          "[encoding][barrier-invariants]") {
  Translated t = translateIR(R"(
declare void @__gv_barrier_invariant_binary_1(i32, i32, i32)
declare i32 @__gv_other_int(i32)
define spir_kernel void @k(ptr addrspace(3) %A) {
entry:
  %tid = call i32 @__gv_local_id(i32 0)
  %p = getelementptr i32, ptr addrspace(3) %A, i32 %tid
  store i32 %tid, ptr addrspace(3) %p
  %other = call i32 @__gv_other_int(i32 %tid)
  %q = getelementptr i32, ptr addrspace(3) %A, i32 %other
  %v = load i32, ptr addrspace(3) %p
  %w = load i32, ptr addrspace(3) %q
  %differ = icmp ne i32 %v, %w
  %d = zext i1 %differ to i32
  %right = add i32 %tid, 1
  call void @__gv_barrier_invariant_binary_1(i32 %d, i32 %tid, i32 %right)
  call void @__gv_barrier(i32 1, i32 0)
  ret void
}
)");
  CHECK(t.count(CheckKind::BarrierInvariant) == 1);
  // Thread 1 and its right neighbour: both in the group, and distinct.
  CHECK(t.has("BV32_ULT(local_id_x$1, 64bv32) && BV32_ULT(BV32_ADD(local_id_x$1, 1bv32), 64bv32) && "
              "local_id_x$1 != BV32_ADD(local_id_x$1, 1bv32) ==> "
              "$$A[local_id_x$1] != $$A[BV32_ADD(local_id_x$1, 1bv32)]"));
}

TEST_CASE("a barrier invariant must be instantiable and followed by its barrier", "[encoding][barrier-invariants]") {
  // A value that differs between threads and is not computed from their
  // ids alone (one carried around a loop) cannot be evaluated for another
  // thread.
  CHECK_THROWS_WITH(translateIR(R"(
declare void @__gv_barrier_invariant_1(i32, i32)
define spir_kernel void @k(ptr addrspace(3) %A) {
entry:
  %tid = call i32 @__gv_local_id(i32 0)
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %x, %loop ]
  %x = add i32 %i, %tid
  %more = icmp ult i32 %x, 10
  br i1 %more, label %loop, label %done
done:
  call void @__gv_barrier_invariant_1(i32 %x, i32 %tid)
  call void @__gv_barrier(i32 1, i32 0)
  ret void
}
)"),
                    Catch::Contains("cannot be instantiated by arbitrary threads"));
  CHECK_THROWS_WITH(translateIR(R"(
declare void @__gv_barrier_invariant_1(i32, i32)
define spir_kernel void @k() {
entry:
  %tid = call i32 @__gv_local_id(i32 0)
  call void @__gv_barrier_invariant_1(i32 1, i32 %tid)
  ret void
}
)"),
                    Catch::Contains("followed by a barrier"));
}

TEST_CASE("C conditions in a barrier invariant are instantiated as if-then-else, and what their branches read "
          "must be accessible",
          "[encoding][barrier-invariants]") {
  // __barrier_invariant_1(A[tid] == tid && tid != 0, tid): clang branches
  // on the read, and a phi joins the two sides.
  Translated t = translateIR(R"(
declare void @__gv_barrier_invariant_1(i32, i32)
define spir_kernel void @k(ptr addrspace(3) %A) {
entry:
  %tid = call i32 @__gv_local_id(i32 0)
  %p = getelementptr i32, ptr addrspace(3) %A, i32 %tid
  store i32 %tid, ptr addrspace(3) %p
  %v = load i32, ptr addrspace(3) %p
  %own = icmp eq i32 %v, %tid
  br i1 %own, label %rhs, label %join
rhs:
  %nonzero = icmp ne i32 %tid, 0
  br label %join
join:
  %both = phi i1 [ false, %entry ], [ %nonzero, %rhs ]
  %b = zext i1 %both to i32
  call void @__gv_barrier_invariant_1(i32 %b, i32 %tid)
  call void @__gv_barrier(i32 1, i32 0)
  ret void
}
)");
  // The read that decides the branch belongs to the invariant: it is not a
  // program read (only the write is race-checked), but the access check
  // covers it.
  CHECK(t.count(CheckKind::Race) == 2);
  CHECK(t.count(CheckKind::BarrierInvariantAccess) == 1);
  CHECK(t.has("_NOT_ACCESSED_$$A != local_id_x$1"));
  // Instantiated: the condition chooses between the two sides.
  CHECK(t.has("(if $$A[local_id_x$1] == local_id_x$1 then local_id_x$1 != 0bv32 else false)"));
}

TEST_CASE("a loop invariant may contain C conditions, which continue the loop head in blocks of their own",
          "[encoding]") {
  // for (i = 0; __invariant(i >= 0 && i <= 8), i < 8; ++i)
  Translated t = translateIR(R"(
define spir_kernel void @k(ptr addrspace(1) %A) {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %next, %body ]
  %low = icmp sge i32 %i, 0
  br i1 %low, label %rhs, label %join
rhs:
  %high = icmp sle i32 %i, 8
  br label %join
join:
  %both = phi i1 [ false, %head ], [ %high, %rhs ]
  %b = zext i1 %both to i32
  call void @__gv_invariant(i32 %b)
  %more = icmp slt i32 %i, 8
  br i1 %more, label %body, label %done
body:
  %next = add i32 %i, 1
  br label %head
done:
  ret void
}
)");
  // Evaluated at the head, before the blocks of the condition run (i is
  // uniform: checked once).
  CHECK(t.count(CheckKind::LoopInvariant) == 1);
  CHECK(t.has("assert {:thread 1} {:check 0} (if BV32_SGE(i, 0bv32) then BV32_SLE(i, 8bv32) else false);"));
}

TEST_CASE("__add_noovfl assumes the sum does not overflow", "[encoding]") {
  Translated t = translateIR(R"(
declare i32 @__gv_add_noovfl_unsigned_int(i32, i32)
declare i32 @__gv_add_noovfl_int(i32, i32)
define spir_kernel void @k(i32 %x, i32 %y, ptr addrspace(1) %A) {
entry:
  %u = call i32 @__gv_add_noovfl_unsigned_int(i32 %x, i32 %y)
  %s = call i32 @__gv_add_noovfl_int(i32 %x, i32 %y)
  store i32 %u, ptr addrspace(1) %A
  store i32 %s, ptr addrspace(1) %A
  ret void
}
)");
  CHECK(t.has("assume BV32_UGE(BV32_ADD(x, y), x);"));
  CHECK(t.has("assume (BV32_SLT(x, 0bv32) <==> BV32_SLT(y, 0bv32)) ==> "
              "(BV32_SLT(BV32_ADD(x, y), 0bv32) <==> BV32_SLT(x, 0bv32));"));
}

TEST_CASE("a parameter a precondition equates with a constant is that constant in the kernel", "[encoding]") {
  // __requires(width == 1024) (clang writes !!c); A[tid * width]; and
  // __requires(n != 7) fixes nothing.
  Translated t = translateIR(R"(
declare void @__gv_requires(i32)
define spir_kernel void @k(ptr addrspace(1) %A, i32 %width, i32 %n) {
entry:
  %cmp = icmp eq i32 %width, 1024
  %not = xor i1 %cmp, true
  %notnot = xor i1 %not, true
  %c = zext i1 %notnot to i32
  call void @__gv_requires(i32 %c)
  %ne = icmp ne i32 %n, 7
  %c2 = zext i1 %ne to i32
  call void @__gv_requires(i32 %c2)
  %tid = call i32 @__gv_local_id(i32 0)
  %i = mul i32 %tid, %width
  %j = add i32 %i, %n
  %dst = getelementptr i32, ptr addrspace(1) %A, i32 %j
  store i32 0, ptr addrspace(1) %dst
  ret void
}
)");
  CHECK(t.has("BV32_MUL(local_id_x$1, 1024bv32)"));
  CHECK_FALSE(t.has("BV32_MUL(local_id_x$1, width)"));
  CHECK(t.has("width == 1024bv32")); // the precondition itself is kept
  CHECK(t.has(", n)"));
}

TEST_CASE("a field of a read-only struct parameter an annotation fixes is that constant after it", "[encoding]") {
  // struct { int rows, cols; } p passed by value: B[p.rows], then
  // __assume(p.rows == 51), then A[tid * p.rows + p.cols] (p.cols is not
  // fixed).
  Translated t = translateIR(R"(
%struct.params = type { i32, i32 }
define spir_kernel void @k(ptr byval(%struct.params) %p, ptr addrspace(1) %A, ptr addrspace(1) %B) {
entry:
  %early = load i32, ptr %p
  %dst2 = getelementptr i32, ptr addrspace(1) %B, i32 %early
  store i32 0, ptr addrspace(1) %dst2
  %rows.in.annotation = load i32, ptr %p
  %cmp = icmp eq i32 %rows.in.annotation, 51
  %c = zext i1 %cmp to i32
  call void @__gv_assume(i32 %c)
  %tid = call i32 @__gv_local_id(i32 0)
  %colsp = getelementptr inbounds %struct.params, ptr %p, i32 0, i32 1
  %cols = load i32, ptr %colsp
  %rows = load i32, ptr %p
  %i = mul i32 %tid, %rows
  %j = add i32 %i, %cols
  %dst = getelementptr i32, ptr addrspace(1) %A, i32 %j
  store i32 0, ptr addrspace(1) %dst
  ret void
}
)");
  CHECK(t.has("BV32_MUL(local_id_x$1, 51bv32)"));
  CHECK(t.has("== 51bv32")); // the assumption itself still reads the field
  CHECK(t.has("BV32_ADD(BV32_MUL(local_id_x$1, 51bv32), cols$1)"));
  CHECK_FALSE(t.has("51bv32 == _WATCHED_OFFSET")); // B[p.rows]: written before the assumption
}

TEST_CASE("a field of a struct parameter the kernel writes is not fixed", "[encoding]") {
  Translated t = translateIR(R"(
declare void @__gv_requires(i32)
%struct.params = type { i32, i32 }
define spir_kernel void @k(ptr byval(%struct.params) %p, ptr addrspace(1) %A) {
entry:
  %rows.in.annotation = load i32, ptr %p
  %cmp = icmp eq i32 %rows.in.annotation, 51
  %c = zext i1 %cmp to i32
  call void @__gv_requires(i32 %c)
  store i32 7, ptr %p
  %rows = load i32, ptr %p
  %dst = getelementptr i32, ptr addrspace(1) %A, i32 %rows
  store i32 0, ptr addrspace(1) %dst
  ret void
}
)");
  CHECK_FALSE(t.has("51bv32 == _WATCHED_OFFSET"));
}

namespace {

// for (i = 1; i <= bound; i++) A[tid + i] = 0, with `hint` as its loop
// metadata (none if empty).
std::string loopWithHint(const std::string &hint, unsigned bound) {
  return R"(
define spir_kernel void @k(ptr addrspace(1) %A) {
entry:
  %tid = call i32 @__gv_local_id(i32 0)
  br label %head
head:
  %i = phi i32 [ 1, %entry ], [ %inc, %body ]
  %c = icmp sle i32 %i, )" +
         std::to_string(bound) + R"(
  br i1 %c, label %body, label %exit
body:
  %at = add i32 %tid, %i
  %p = getelementptr i32, ptr addrspace(1) %A, i32 %at
  store i32 0, ptr addrspace(1) %p
  %inc = add nsw i32 %i, 1
  br label %head)" +
         (hint.empty() ? "" : ", !llvm.loop !0") + R"(
exit:
  ret void
}
)" + (hint.empty() ? "" : "!0 = distinct !{!0, !1}\n!1 = !{" + hint + "}\n");
}

// The loop asking to be unrolled `count` times (`#pragma unroll count`).
std::string loopAskingToUnroll(unsigned count, unsigned bound) {
  return loopWithHint("!\"llvm.loop.unroll.count\", i32 " + std::to_string(count), bound);
}

} // namespace

TEST_CASE("a loop asking to be unrolled as often as it runs is unrolled fully", "[encoding][unrolling]") {
  Translated t = translateIR(loopAskingToUnroll(4, 4));
  CHECK(t.translation.loops.empty());
  for (const char *offset : {"1bv32", "2bv32", "3bv32", "4bv32"})
    CHECK(t.has(":= BV32_ADD(local_id_x$1, " + std::string(offset) + ");"));
}

TEST_CASE("a loop running more often than it asks to be unrolled stays whole", "[encoding][unrolling]") {
  // LLVM would unroll it 4 times, leaving a loop with four copies of the
  // store and a counter striding by 4.
  Translated t = translateIR(loopAskingToUnroll(4, 100));
  REQUIRE(t.translation.loops.size() == 1);
  CHECK(t.has("$$A.index$1 := BV32_ADD(local_id_x$1, i);"));
  CHECK_FALSE(t.has("BV32_ADD(i, 1bv32), 1bv32)"));
  CHECK(t.has("i := BV32_ADD(i, 1bv32);"));
}

TEST_CASE("a loop of at most eight iterations is unrolled unasked, as the GPU compilers do", "[encoding][unrolling]") {
  Translated t = translateIR(loopWithHint("", 8));
  CHECK(t.translation.loops.empty());
  for (const char *offset : {"1bv32", "4bv32", "8bv32"})
    CHECK(t.has(":= BV32_ADD(local_id_x$1, " + std::string(offset) + ");"));
}

TEST_CASE("a loop of nine iterations, or kept by #pragma unroll 1, stays whole unasked", "[encoding][unrolling]") {
  CHECK(translateIR(loopWithHint("", 9)).translation.loops.size() == 1);
  CHECK(translateIR(loopWithHint("!\"llvm.loop.unroll.disable\"", 4)).translation.loops.size() == 1);
}

TEST_CASE("a nest of small loops is unrolled whole: the outer loop is innermost once the inner one went",
          "[encoding][unrolling]") {
  // for (i = 0; i < 4; i++) for (j = 0; j < 4; j++) A[16 * tid + 4 * i + j] = 0;
  Translated t = translateIR(R"(
define spir_kernel void @k(ptr addrspace(1) %A) {
entry:
  %tid = call i32 @__gv_local_id(i32 0)
  %base = mul i32 %tid, 16
  br label %outer.head
outer.head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %outer.latch ]
  %c = icmp slt i32 %i, 4
  br i1 %c, label %inner.pre, label %exit
inner.pre:
  %row = mul i32 %i, 4
  %rowat = add i32 %base, %row
  br label %inner.head
inner.head:
  %j = phi i32 [ 0, %inner.pre ], [ %j.next, %inner.body ]
  %d = icmp slt i32 %j, 4
  br i1 %d, label %inner.body, label %outer.latch
inner.body:
  %at = add i32 %rowat, %j
  %p = getelementptr i32, ptr addrspace(1) %A, i32 %at
  store i32 0, ptr addrspace(1) %p
  %j.next = add i32 %j, 1
  br label %inner.head
outer.latch:
  %i.next = add i32 %i, 1
  br label %outer.head
exit:
  ret void
}
)");
  CHECK(t.translation.loops.empty());
  CHECK(t.count(CheckKind::Race) >= 16);
}

TEST_CASE("an unrolled loop's passes each get their own value where one enters the head arbitrary",
          "[encoding][unrolling]") {
  // for (k = 0; k < 4; k++) { int i; if (k == 0) i = tid; A[i * 4 + k] = tid; }
  // `i` is each pass's own and uninitialised after the first: unrolled,
  // passes 1 to 3 index by a value of their own, not by pass 0's `tid`.
  Translated t = translateIR(R"(
define spir_kernel void @k(ptr addrspace(1) %A) {
entry:
  %x = alloca i32
  %tid = call i32 @__gv_local_id(i32 0)
  br label %head
head:
  %k = phi i32 [ 0, %entry ], [ %k.next, %use ]
  %c = icmp slt i32 %k, 4
  br i1 %c, label %body, label %exit
body:
  %first = icmp eq i32 %k, 0
  br i1 %first, label %set, label %use
set:
  store i32 %tid, ptr %x
  br label %use
use:
  %i = load i32, ptr %x
  %row = mul i32 %i, 4
  %at = add i32 %row, %k
  %p = getelementptr i32, ptr addrspace(1) %A, i32 %at
  store i32 %tid, ptr addrspace(1) %p
  %k.next = add i32 %k, 1
  br label %head
exit:
  ret void
}
)");
  CHECK(t.translation.loops.empty());
  CHECK(t.has("BV32_MUL(local_id_x$1, 4bv32)"));
  for (const char *pass : {"1bv32", "2bv32", "3bv32"}) {
    INFO(pass);
    CHECK_FALSE(t.has("BV32_ADD(BV32_MUL(local_id_x$1, 4bv32), " + std::string(pass) + ")"));
    CHECK(t.matches("BV32_ADD\\(BV32_MUL\\([A-Za-z_.0-9]+\\$1, 4bv32\\), " + std::string(pass) + "\\)"));
  }
}

TEST_CASE("a private array indexed by an unrolled loop's counter becomes values", "[encoding][unrolling]") {
  // int priv[4]; for (i = 0; i < 4; i++) priv[i] = A[4 * tid + i];
  // for (i = 0; i < 4; i++) A[4 * tid + i] = priv[3 - i];
  Translated t = translateIR(R"(
define spir_kernel void @k(ptr addrspace(1) %A) {
entry:
  %priv = alloca [4 x i32]
  %tid = call i32 @__gv_local_id(i32 0)
  %base = mul i32 %tid, 4
  br label %load.head
load.head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %load.body ]
  %c = icmp slt i32 %i, 4
  br i1 %c, label %load.body, label %store.head
load.body:
  %at = add i32 %base, %i
  %src = getelementptr i32, ptr addrspace(1) %A, i32 %at
  %v = load i32, ptr addrspace(1) %src
  %slot = getelementptr [4 x i32], ptr %priv, i32 0, i32 %i
  store i32 %v, ptr %slot
  %i.next = add i32 %i, 1
  br label %load.head
store.head:
  %j = phi i32 [ 0, %load.head ], [ %j.next, %store.body ]
  %d = icmp slt i32 %j, 4
  br i1 %d, label %store.body, label %exit
store.body:
  %back = sub i32 3, %j
  %from = getelementptr [4 x i32], ptr %priv, i32 0, i32 %back
  %w = load i32, ptr %from
  %to.at = add i32 %base, %j
  %to = getelementptr i32, ptr addrspace(1) %A, i32 %to.at
  store i32 %w, ptr addrspace(1) %to
  %j.next = add i32 %j, 1
  br label %store.head
exit:
  ret void
}
)");
  CHECK(t.translation.loops.empty());
  CHECK_FALSE(t.has("$$priv"));
  CHECK(t.count(CheckKind::Race) > 0);
}

TEST_CASE("--kernel-args values are checked against their parameters' widths and number", "[encoding][arguments]") {
  const char *kernel = R"(
define spir_kernel void @k(ptr addrspace(1) %A, i32 %n, i8 %c) {
  %at = getelementptr i32, ptr addrspace(1) %A, i32 %n
  %w = sext i8 %c to i32
  store i32 %w, ptr addrspace(1) %at
  ret void
}
)";
  auto withArgs = [](std::vector<std::optional<ArgumentValue>> values) {
    TranslateOptions o = options();
    o.kernelArgs = KernelArgumentValues{"k", std::move(values)};
    return o;
  };
  auto commandLineError = [&](std::vector<std::optional<ArgumentValue>> values, const std::string &message) {
    try {
      translateIR(kernel, withArgs(std::move(values)));
      FAIL("accepted");
    } catch (const TranslationError &error) {
      CHECK(error.causedByCommandLine);
      CHECK_THAT(error.what(), Catch::Contains(message));
    }
  };
  Translated t = translateIR(kernel, withArgs({ArgumentValue{5, false}, ArgumentValue{1, true}}));
  CHECK(t.has("requires n == 5bv32;"));
  CHECK(t.has("requires c == 255bv8;"));
  commandLineError({ArgumentValue{4294967296, false}}, "does not fit in parameter 'n' of 32 bits");
  commandLineError({std::nullopt, ArgumentValue{129, true}}, "does not fit in parameter 'c' of 8 bits");
  commandLineError({std::nullopt, std::nullopt, ArgumentValue{1, false}}, "gives 3 values, but kernel 'k' takes 2");
}

TEST_CASE("a kernel name that names no kernel is an error of the command line", "[encoding][arguments]") {
  TranslateOptions o = options();
  o.kernelName = "nope";
  try {
    translateIR(copyFromNeighbour, o);
    FAIL("accepted");
  } catch (const TranslationError &error) {
    CHECK(error.causedByCommandLine);
  }
}

TEST_CASE("a specification's write to a group-shared array of several groups forgets its group's copy",
          "[encoding][contracts]") {
  // Found by scripts/fuzz: the copy is $$idx[slot], not a variable, and
  // its havoc had no name.
  TranslateOptions o = options(4);
  o.abstraction = SharedStateAbstraction::Equality;
  Translated t = translateIR(R"(
declare void @__gv_writes_to(ptr addrspace(3))
define spir_func void @__spec_fill(ptr addrspace(3) %idx) {
  call void @__gv_writes_to(ptr addrspace(3) %idx)
  ret void
}
define spir_kernel void @k(ptr addrspace(3) %idx, ptr addrspace(1) %out) {
  call spir_func void @__spec_fill(ptr addrspace(3) %idx)
  %tid = call i32 @__gv_local_id(i32 0)
  %at = getelementptr i32, ptr addrspace(3) %idx, i32 %tid
  %v = load i32, ptr addrspace(3) %at
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v, ptr addrspace(1) %o
  ret void
}
)",
                             o);
  INFO(t.text);
  CHECK(t.matches(R"(havoc \$\$idx\.unknown;)"));
  CHECK(t.matches(R"(\$\$idx\[1bv1\] := \$\$idx\.unknown;)"));
}

TEST_CASE("a pointer kept in a structure value is the pointer put there", "[encoding][aggregates]") {
  // SROA leaves a structure passed by value as a chain of insertvalues;
  // the pointer extracted from it writes where the inserted one points.
  Translated t = translateIR(R"(
%view = type { i32, { ptr addrspace(3), i32 } }
define spir_kernel void @k(ptr addrspace(3) %A) {
entry:
  %tid = call i32 @__gv_local_id(i32 0)
  %at = getelementptr i32, ptr addrspace(3) %A, i32 %tid
  %v0 = insertvalue %view undef, i32 7, 0
  %v1 = insertvalue %view %v0, ptr addrspace(3) %at, 1, 0
  %inner = extractvalue %view %v1, 1
  %p = extractvalue { ptr addrspace(3), i32 } %inner, 0
  store i32 1, ptr addrspace(3) %p
  ret void
}
)");
  CHECK(t.has("$$A.logged := local_id_x$1 == _WATCHED_OFFSET"));
  // Bits that went through an integer keep their value: the address made
  // from an integer and read back is that integer.
  Translated bits = translateIR(R"(
define spir_kernel void @k(ptr addrspace(1) %A) {
entry:
  %tid = call i32 @__gv_local_id(i32 0)
  %wide = zext i32 %tid to i64
  %q = inttoptr i64 %wide to ptr
  %s = insertvalue { ptr, i8 } undef, ptr %q, 0
  %back = extractvalue { ptr, i8 } %s, 0
  %n = ptrtoint ptr %back to i64
  %i = trunc i64 %n to i32
  %dst = getelementptr i32, ptr addrspace(1) %A, i32 %i
  store i32 1, ptr addrspace(1) %dst
  ret void
}
)");
  CHECK_FALSE(bits.has("$base_address(0)"));
  // A structure loaded from memory carries a pointer the analysis has not
  // followed: rejected, with what it is.
  CHECK_THROWS_WITH(translateIR(R"(
define spir_kernel void @k(ptr addrspace(1) %S) {
entry:
  %s = load { ptr addrspace(1), i32 }, ptr addrspace(1) %S
  %p = extractvalue { ptr addrspace(1), i32 } %s, 0
  store i32 1, ptr addrspace(1) %p
  ret void
}
)"),
                    Catch::Contains("a pointer read from a structure value"));
}
