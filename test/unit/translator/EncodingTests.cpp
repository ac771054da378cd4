// The two-thread encoding of each kind of statement, checked on the Boogie
// program the translator builds from small IR kernels: races, barriers,
// predicated control flow, loops and the basics of pointers.
#include "IrFixtures.h"

#include "CatchVersion.h"

#include <algorithm>
#include <regex>

using namespace gv;
using gv::test::copyFromNeighbour;
using gv::test::options;
using gv::test::Translated;
using gv::test::translateIR;

TEST_CASE("reads and writes of a shared array are logged and checked", "[encoding]") {
  Translated t = translateIR(copyFromNeighbour);
  // Thread 1 logs its read of the watched element from the watched site.
  // (each thread's element computed once, then named)
  CHECK(t.has("$$A.index$1 := BV32_ADD(local_id_x$1, 1bv32);"));
  CHECK(t.has("_READ_HAS_OCCURRED_$$A := _READ_HAS_OCCURRED_$$A || ($$A.index$1 == _WATCHED_OFFSET && "
              "_WATCHED_SITE == 1);"));
  // Thread 2's write is checked against logged writes (unless it writes the
  // same value) and logged reads.
  CHECK(t.has("assert {:race} {:check 1} !(_WRITE_HAS_OCCURRED_$$A && local_id_x$2 == _WATCHED_OFFSET && "
              "v$2 != _WATCHED_VALUE_$$A);"));
  CHECK(t.has("assert {:race} {:check 2} !(_READ_HAS_OCCURRED_$$A && local_id_x$2 == _WATCHED_OFFSET);"));
  REQUIRE(t.translation.checks.size() == 3);
  CHECK(t.translation.checks[0].current == AccessKind::Read);
  CHECK(t.translation.checks[0].previous == AccessKind::Write);
  CHECK(t.translation.checks[2].previous == AccessKind::Read);
  REQUIRE(t.translation.sites.size() == 2);
  CHECK(t.translation.sites[1].kind == AccessKind::Write);
  // A is only raced on, never reaches control flow: its contents are not kept.
  CHECK(t.has("havoc v$1;"));
  CHECK_FALSE(t.has("var $$A:"));
}

TEST_CASE("group-shared accesses only race within one group", "[encoding]") {
  Translated t = translateIR(R"(
define spir_kernel void @k(ptr addrspace(3) %A) {
entry:
  store i32 0, ptr addrspace(3) %A
  ret void
}
)",
                             options(8));
  CHECK(t.has("assert {:race} {:check 0} !(group_id_x$1 == group_id_x$2 && _WRITE_HAS_OCCURRED_$$A && "
              "0bv32 == _WATCHED_OFFSET && 0bv32 != _WATCHED_VALUE_$$A);"));
}

TEST_CASE("a barrier reached by both threads clears the logs it orders", "[encoding]") {
  Translated t = translateIR(R"(
define spir_kernel void @k(ptr addrspace(3) %L, ptr addrspace(1) %G) {
entry:
  store i32 1, ptr addrspace(3) %L
  store i32 1, ptr addrspace(1) %G
  call void @__gv_barrier(i32 1, i32 0)
  ret void
}
)",
                             options(8));
  // Cleared at the start and by the barrier.
  auto occurrences = [&](const std::string &s) {
    size_t n = 0;
    for (size_t at = t.text.find(s); at != std::string::npos; at = t.text.find(s, at + 1))
      ++n;
    return n;
  };
  CHECK(occurrences("_WRITE_HAS_OCCURRED_$$L := false;") == 2);
  // The global array is not covered by a local fence.
  CHECK(occurrences("_WRITE_HAS_OCCURRED_$$G := false;") == 1);
  CHECK(t.count(CheckKind::BarrierDivergence) == 0);
}

namespace {

// A barrier (`barrierCall`) reached if the id `idFunction` gives is 0.
std::string barrierIfIdIsZero(const std::string &idFunction,
                              const std::string &barrierCall = "@__gv_barrier(i32 1, i32 1)") {
  return R"(
define spir_kernel void @k() {
entry:
  %tid = call i32 @)" +
         idFunction + R"((i32 0)
  %c = icmp eq i32 %tid, 0
  br i1 %c, label %then, label %end
then:
  call void )" +
         barrierCall + R"(
  br label %end
end:
  ret void
}
)";
}

} // namespace

TEST_CASE("a barrier under a thread-dependent condition is checked for divergence", "[encoding]") {
  Translated t = translateIR(barrierIfIdIsZero("__gv_local_id"));
  CHECK(t.count(CheckKind::BarrierDivergence) == 1);
  CHECK(t.matches(R"(assert \{:barrier_divergence\} \{:check 0\} \(?p\.then\$1 <==> p\.then\$2\)?;)"));
  CHECK(t.has("p.then$1, p.then$2 := p.then$1 || local_id_x$1 == 0bv32, p.then$2 || local_id_x$2 == 0bv32;"));
}

TEST_CASE("a barrier under a condition on the group id needs no divergence check", "[encoding]") {
  // Threads of different groups may take the branch differently (so it is
  // predicated), but threads of one group cannot.
  Translated t = translateIR(barrierIfIdIsZero("__gv_group_id"), options(8));
  CHECK(t.has("p.then$1"));
  CHECK(t.count(CheckKind::BarrierDivergence) == 0);
}

TEST_CASE("a grid barrier under a condition on the group id is checked for divergence", "[encoding]") {
  // Each group agrees on the branch, but a grid-wide sync needs every group.
  Translated t = translateIR(barrierIfIdIsZero("__gv_group_id", "@__gv_grid_barrier()"), options(8));
  CHECK(t.count(CheckKind::BarrierDivergence) == 1);
  CHECK(t.matches(R"(assert \{:barrier_divergence\} \{:check 0\} \(?p\.then\$1 <==> p\.then\$2\)?;)"));
}

TEST_CASE("a grid barrier orders the global accesses of threads of different groups", "[encoding]") {
  const char *kernel = R"(
define spir_kernel void @k(ptr addrspace(1) %G) {
entry:
  store i32 1, ptr addrspace(1) %G
  call void BARRIER
  ret void
}
)";
  auto withBarrier = [&](const std::string &call) {
    std::string ir = kernel;
    ir.replace(ir.find("BARRIER"), 7, call);
    return translateIR(ir, options(8));
  };
  // A block barrier clears the log only for a thread 2 of thread 1's group;
  // a grid barrier (reached unconditionally) clears it for every thread 2.
  auto clearedAfter = [](const Translated &t, const std::string &marker) {
    size_t at = t.text.find(marker);
    return at != std::string::npos && t.text.find("_WRITE_HAS_OCCURRED_$$G := false;", at) != std::string::npos;
  };
  CHECK_FALSE(clearedAfter(withBarrier("@__gv_barrier(i32 1, i32 1)"), "// barrier"));
  Translated grid = withBarrier("@__gv_grid_barrier()");
  CHECK(clearedAfter(grid, "// grid barrier"));
  CHECK(grid.count(CheckKind::BarrierDivergence) == 0);
}

TEST_CASE("a predicated branch is straight-line code with per-thread phis", "[encoding]") {
  Translated t = translateIR(R"(
define spir_kernel void @k(i32 %n, ptr addrspace(1) %G) {
entry:
  %tid = call i32 @__gv_local_id(i32 0)
  %c = icmp ult i32 %tid, %n
  br i1 %c, label %then, label %end
then:
  %x = mul i32 %tid, %n
  store i32 %x, ptr addrspace(1) %G
  br label %end
end:
  %r = phi i32 [ %x, %then ], [ 0, %entry ]
  %ok = icmp ne i32 %r, 7
  %okint = zext i1 %ok to i32
  call void @__gv_assert(i32 %okint)
  ret void
}
)");
  // Outside loops a disabled thread never reads what a skipped block
  // computes: no guard needed.
  CHECK(t.has("x$1 := BV32_MUL(local_id_x$1, n);"));
  // Phis are parallel assignments on the edges, taken per thread.
  CHECK(t.has("r$1, r$2 := (if p.then$1 then x$1 else r$1), (if p.then$2 then x$2 else r$2);"));
  CHECK(t.count(CheckKind::Assertion) == 2);
  CHECK(t.matches(R"(assert \{:thread 1\} \{:check \d+\} r\$1 != 7bv32;)"));
}

TEST_CASE("a uniform loop keeps its invariants at its head", "[encoding]") {
  Translated t = translateIR(R"(
define spir_kernel void @k(i32 %n) {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %inc, %body ]
  %le = icmp ule i32 %i, %n
  %inv = zext i1 %le to i32
  call void @__gv_invariant(i32 %inv)
  %c = icmp ult i32 %i, %n
  br i1 %c, label %body, label %exit
body:
  %inc = add i32 %i, 1
  br label %head
exit:
  ret void
}
)");
  CHECK(t.matches(R"(head:\n  assert \{:thread 1\} \{:check 0\} BV32_ULE\(i, n\);)"));
  CHECK(t.count(CheckKind::LoopInvariant) == 1);
  CHECK(t.has("assume {:partition} BV32_ULT(i, n);"));
}

TEST_CASE("a loop threads leave at different times runs while either is in it", "[encoding]") {
  Translated t = translateIR(R"(
define spir_kernel void @k(ptr addrspace(1) %G) {
entry:
  %tid = call i32 @__gv_local_id(i32 0)
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %inc, %body ]
  %c = icmp ult i32 %i, %tid
  br i1 %c, label %body, label %exit
body:
  %inc = add i32 %i, 1
  store i32 %inc, ptr addrspace(1) %G
  br label %head
exit:
  ret void
}
)");
  // A thread that left the loop keeps the values of its last iteration.
  CHECK(t.has("inc$1 := (if p.body$1 then BV32_ADD(i$1, 1bv32) else inc$1);"));
  CHECK(t.has("assume {:partition} p.head$1 || p.head$2;"));
  CHECK(t.has("assume {:partition} !(p.head$1 || p.head$2);"));
  CHECK(t.has("p.head$1, p.head$2 := next.head$1, next.head$2;"));
}

TEST_CASE("an array accessed at two widths is modelled in the narrower one", "[encoding]") {
  Translated t = translateIR(R"(
define spir_kernel void @k(ptr addrspace(1) %A) {
entry:
  %tid = call i32 @__gv_local_id(i32 0)
  %p = getelementptr i32, ptr addrspace(1) %A, i32 %tid
  store i32 7, ptr addrspace(1) %p
  %q = getelementptr i8, ptr addrspace(1) %A, i32 3
  store i8 1, ptr addrspace(1) %q
  ret void
}
)");
  REQUIRE(t.translation.arrays.size() == 1);
  CHECK(t.translation.arrays[0].elementBits == 8);
  // The int write covers four byte elements.
  CHECK(t.has("$$A.index.3$2 := BV32_ADD(BV32_MUL(local_id_x$2, 4bv32), 3bv32);"));
  CHECK(t.has("$$A.index.3$2 == _WATCHED_OFFSET"));
}

TEST_CASE("what cannot be translated is rejected with a reason", "[encoding]") {
  CHECK_THROWS_WITH(translateIR(R"(
define spir_func void @f(i32 %x) {
  call spir_func void @f(i32 %x)
  ret void
}
define spir_kernel void @k() {
  call spir_func void @f(i32 1)
  ret void
}
)"),
                    Catch::Contains("recursion"));
  const char *noKernel = R"(
define spir_func void @notakernel() {
  ret void
}
)";
  CHECK(translateIR(noKernel).translation.kernels.empty()); // nothing to verify
  TranslateOptions named = options();
  named.kernelName = "k";
  CHECK_THROWS_WITH(translateIR(noKernel, named), Catch::Contains("no kernel named 'k'"));
}

TEST_CASE("a vector component assignment writes that component only", "[encoding]") {
  // clang's G[i].y = x: load the vector, insert, store the vector.
  Translated t = translateIR(R"(
define spir_kernel void @k(ptr addrspace(1) %G, float %x) {
entry:
  %tid = call i32 @__gv_local_id(i32 0)
  %p = getelementptr <4 x float>, ptr addrspace(1) %G, i32 %tid
  %v = load <4 x float>, ptr addrspace(1) %p
  %w = insertelement <4 x float> %v, float %x, i32 1
  store <4 x float> %w, ptr addrspace(1) %p
  ret void
}
)");
  REQUIRE(t.translation.arrays.size() == 1);
  CHECK(t.translation.arrays[0].elementBits == 32);
  CHECK(t.translation.sites.size() == 1); // no read of the whole vector
  CHECK(t.has("$$G.index$2 := BV32_ADD(BV32_MUL(local_id_x$2, 4bv32), 1bv32);"));
  CHECK(t.has("$$G.index$2 == _WATCHED_OFFSET"));
}

TEST_CASE("a pointer into one of two arrays carries a base", "[encoding][pointers]") {
  Translated t = translateIR(R"(
define spir_kernel void @k(ptr addrspace(1) %A, ptr addrspace(1) %B, i32 %n) {
entry:
  %tid = call i32 @__gv_local_id(i32 0)
  %c = icmp eq i32 %n, 0
  %p = select i1 %c, ptr addrspace(1) %A, ptr addrspace(1) %B
  %q = getelementptr i32, ptr addrspace(1) %p, i32 %tid
  store i32 1, ptr addrspace(1) %q
  ret void
}
)");
  // The select picks a base as well as an offset.
  CHECK(t.has("p.base := (if n == 0bv32 then 1 else 2);"));
  // The write goes to A or B depending on the base.
  CHECK(t.has("$$A.logged := p.base == 1 &&"));
  CHECK(t.has("_WRITE_HAS_OCCURRED_$$A := _WRITE_HAS_OCCURRED_$$A || $$A.logged;"));
  CHECK(t.has("$$B.logged := p.base == 2 &&"));
  CHECK(t.has("_WRITE_HAS_OCCURRED_$$B := _WRITE_HAS_OCCURRED_$$B || $$B.logged;"));
  CHECK(t.count(CheckKind::NullPointer) == 0);
}

TEST_CASE("an access through a pointer that may be null is checked", "[encoding][pointers]") {
  Translated t = translateIR(R"(
define spir_kernel void @k(ptr addrspace(1) %A, i32 %n) {
entry:
  %c = icmp eq i32 %n, 0
  %p = select i1 %c, ptr addrspace(1) %A, ptr addrspace(1) null
  store i32 1, ptr addrspace(1) %p
  ret void
}
)");
  CHECK(t.count(CheckKind::NullPointer) == 2);
  CHECK(t.has("assert {:bad_pointer_access} {:thread 1} {:check 0} p.base != 0;"));
}

TEST_CASE("--check-array-bounds checks an access against its array's start and known end", "[encoding][pointers]") {
  const char *ir = R"(
@L = internal addrspace(3) global [16 x i32] undef
define spir_kernel void @k(ptr addrspace(1) %A) {
entry:
  %tid = call i32 @__gv_local_id(i32 0)
  %l = getelementptr [16 x i32], ptr addrspace(3) @L, i32 0, i32 %tid
  store i32 1, ptr addrspace(3) %l
  %a = getelementptr i32, ptr addrspace(1) %A, i32 %tid
  store i32 2, ptr addrspace(1) %a
  ret void
}
)";
  CHECK(translateIR(ir).count(CheckKind::ArrayBounds) == 0);
  TranslateOptions checking = options();
  checking.checkArrayBounds = true;
  Translated t = translateIR(ir, checking);
  CHECK(t.count(CheckKind::ArrayBounds) == 2); // per access, for thread 1: any thread is thread 1 of some pair
  // L has 16 elements; A's size is unknown, so only its start bounds it.
  CHECK(t.has("BV32_SLE(0bv32, local_id_x$1) && BV32_ULT(local_id_x$1, 16bv32);"));
  CHECK(t.has("BV32_SLE(0bv32, local_id_x$1);"));
}

TEST_CASE("pointers into different arrays are never equal", "[encoding][pointers]") {
  Translated t = translateIR(R"(
define spir_kernel void @k(ptr addrspace(1) %A, ptr addrspace(1) %B) {
entry:
  %same = icmp eq ptr addrspace(1) %A, %B
  %i = zext i1 %same to i32
  %not = xor i32 %i, 1
  call void @__gv_assert(i32 %not)
  ret void
}
)");
  // same is false, so the asserted value is 0 xor 1: true once folded.
  CHECK(t.has("assert {:thread 1} {:check 0} true;"));
}

TEST_CASE("a module whose pointers are wider than the encoding's is refused, not cut", "[encoding]") {
  llvm::LLVMContext context;
  auto module = gv::test::parseIR(context, R"(
define spir_kernel void @k(ptr addrspace(1) %A) {
entry:
  store i32 0, ptr addrspace(1) %A
  ret void
}
)");
  module->setDataLayout("e-p:64:64");
  TranslateOptions narrow = options(8);
  narrow.pointerBits = 32;
  CHECK_THROWS_AS(translate(*module, narrow), TranslationError);
  TranslateOptions wide = options(8);
  wide.pointerBits = 64;
  CHECK_NOTHROW(translate(*module, wide));
}

// The driver leaves a refused kernel out and verifies the file's others
// (StageRunner::translateKernels): a refusal names its kernel, and a kernel
// left out is not translated.
TEST_CASE("a refusal names the kernel it came from; kernels left out are not translated", "[encoding]") {
  const std::string twoKernels = R"(
define spir_kernel void @good(ptr addrspace(1) %a) {
  %tid = call i32 @__gv_local_id(i32 0)
  %p = getelementptr i32, ptr addrspace(1) %a, i32 %tid
  store i32 1, ptr addrspace(1) %p
  ret void
}
define spir_kernel void @bad(ptr addrspace(1) %a) {
  store i31 1, ptr addrspace(1) %a
  ret void
}
)";
  llvm::LLVMContext context;
  auto module = test::parseIR(context, twoKernels);
  CHECK(kernelsToTranslate(*module, options()) == std::vector<std::string>{"good", "bad"});
  try {
    translate(*module, options());
    FAIL("the i31 store was translated");
  } catch (const TranslationError &error) {
    CHECK(error.kernel == "bad");
  }
  TranslateOptions leavingOut = options();
  leavingOut.leftOutKernels = {"bad"};
  llvm::LLVMContext otherContext;
  auto again = test::parseIR(otherContext, twoKernels);
  CHECK(kernelsToTranslate(*again, leavingOut) == std::vector<std::string>{"good"});
  Translated t{translate(*again, leavingOut), ""};
  REQUIRE(t.translation.kernels.size() == 1);
  CHECK(t.translation.kernels[0].sourceName == "good");
}
