// The two-thread encoding of each kind of statement, checked on the Boogie
// program the translator builds from small IR kernels.
#include "IrFixtures.h"

#include "CatchVersion.h"

#include <algorithm>
#include <regex>

using namespace gv;
using gv::test::options;
using gv::test::Translated;
using gv::test::translateIR;

namespace {

// A[tid] = A[tid + 1]
const char *copyFromNeighbour = R"(
define spir_kernel void @k(ptr addrspace(3) %A) {
entry:
  %tid = call i32 @__gv_local_id(i32 0)
  %next = add i32 %tid, 1
  %src = getelementptr i32, ptr addrspace(3) %A, i32 %next
  %v = load i32, ptr addrspace(3) %src
  %dst = getelementptr i32, ptr addrspace(3) %A, i32 %tid
  store i32 %v, ptr addrspace(3) %dst
  ret void
}
)";

} // namespace

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

TEST_CASE("atomic operations race with plain accesses, not with each other", "[encoding][atomics]") {
  Translated t = translateIR(R"(
declare i32 @__gv_atomic_add_global_int(ptr addrspace(1), i32)
define spir_kernel void @k(ptr addrspace(1) %A) {
entry:
  %old = call i32 @__gv_atomic_add_global_int(ptr addrspace(1) %A, i32 1)
  %tid = call i32 @__gv_local_id(i32 0)
  %p = getelementptr i32, ptr addrspace(1) %A, i32 %tid
  store i32 %old, ptr addrspace(1) %p
  ret void
}
)");
  CHECK(t.has("_ATOMIC_HAS_OCCURRED_$$A := _ATOMIC_HAS_OCCURRED_$$A ||"));
  // The atomic checks against reads and writes only.
  size_t atomicChecks = 0, againstAtomics = 0;
  for (const Check &c : t.translation.checks) {
    atomicChecks += c.kind == CheckKind::Race && c.current == AccessKind::Atomic;
    againstAtomics += c.kind == CheckKind::Race && c.previous == AccessKind::Atomic;
    CHECK_FALSE((c.current == AccessKind::Atomic && c.previous == AccessKind::Atomic));
  }
  CHECK(atomicChecks == 2);
  CHECK(againstAtomics == 1); // the plain write
  CHECK(t.has("havoc old$1;"));
}

namespace {

// out[atomic(c)] = tid, with `atomic` an atomic operation on c (and
// `declarations` its declaration) and `more` further code on c.
std::string indexedByAtomic(const std::string &declarations, const std::string &atomic, const std::string &more = "") {
  return declarations + R"(
define spir_kernel void @k(ptr addrspace(1) %c, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @__gv_local_id(i32 0)
  %i = )" +
         atomic + R"(
  %at = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %tid, ptr addrspace(1) %at
)" + more +
         R"(
  ret void
}
)";
}

const char *incDecl = "declare i32 @__gv_atomic_inc_global_uint(ptr addrspace(1))\n"
                      "declare i32 @__gv_atomic_dec_global_uint(ptr addrspace(1))\n"
                      "declare i32 @__gv_atomic_add_global_uint(ptr addrspace(1), i32)\n";

} // namespace

TEST_CASE("an array only incremented atomically never yields a value twice", "[encoding][atomics]") {
  Translated t = translateIR(indexedByAtomic(incDecl, "call i32 @__gv_atomic_inc_global_uint(ptr addrspace(1) %c)"));
  CHECK(t.has("var {:atomic_usedmap} _USED_$$c: [bv32][bv32]bool;"));
  // Each thread's value is one no atomic returned from c[0] before, and is
  // used up; thread 2 comes second, so the two differ.
  CHECK(t.has("assume !_USED_$$c[0bv32][i$1];\n  _USED_$$c[0bv32][i$1] := true;\n"
              "  assume !_USED_$$c[0bv32][i$2];\n  _USED_$$c[0bv32][i$2] := true;"));
  // The atomic access is still logged and checked as before.
  CHECK(t.has("_ATOMIC_HAS_OCCURRED_$$c := _ATOMIC_HAS_OCCURRED_$$c ||"));
  // Nothing else about c, and nothing about out, uses a used map.
  CHECK_FALSE(t.has("_USED_$$out"));
}

TEST_CASE("each group has its own used map for a local counter", "[encoding][atomics]") {
  Translated t = translateIR(R"(
declare i32 @__gv_atomic_inc_local_uint(ptr addrspace(3))
define spir_kernel void @k(ptr addrspace(3) %c, ptr addrspace(1) %out) {
entry:
  %i = call i32 @__gv_atomic_inc_local_uint(ptr addrspace(3) %c)
  store i32 %i, ptr addrspace(1) %out
  ret void
}
)",
                             options(4));
  CHECK(t.has("var {:atomic_usedmap} _USED_$$c: [bv1][bv32][bv32]bool;"));
  // Thread 2 shares thread 1's counter only in thread 1's group.
  CHECK(t.has("assume !_USED_$$c[1bv1][0bv32][i$1];"));
  CHECK(t.matches(R"(assume !_USED_\$\$c\[\(if .* then 1bv1 else 0bv1\)\]\[0bv32\]\[i\$2\];)"));
}

TEST_CASE("a disabled thread neither takes nor uses up a value", "[encoding][atomics]") {
  Translated t = translateIR(R"(
declare i32 @__gv_atomic_add_global_uint(ptr addrspace(1), i32)
define spir_kernel void @k(ptr addrspace(1) %c, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @__gv_local_id(i32 0)
  %odd = and i32 %tid, 1
  %take = icmp ne i32 %odd, 0
  br i1 %take, label %then, label %exit
then:
  %i = call i32 @__gv_atomic_add_global_uint(ptr addrspace(1) %c, i32 4)
  store i32 %i, ptr addrspace(1) %out
  br label %exit
exit:
  ret void
}
)");
  CHECK(t.matches(R"(assume (\S+)\$1 ==> !_USED_\$\$c\[0bv32\]\[i\$1\];\n  _USED_\$\$c\[0bv32\]\[i\$1\] := )"
                  R"(_USED_\$\$c\[0bv32\]\[i\$1\] \|\| \1\$1;)"));
}

TEST_CASE("an array whose atomics return nothing the kernel uses is not refined", "[encoding][atomics]") {
  // A histogram's increments: distinct values would prove nothing more.
  Translated t = translateIR(R"(
declare i32 @__gv_atomic_inc_global_uint(ptr addrspace(1))
define spir_kernel void @k(ptr addrspace(1) %c) {
entry:
  %i = call i32 @__gv_atomic_inc_global_uint(ptr addrspace(1) %c)
  ret void
}
)");
  CHECK(t.has("_ATOMIC_HAS_OCCURRED_$$c"));
  CHECK_FALSE(t.has("_USED_"));
}

TEST_CASE("arrays whose atomics may repeat a value are not refined", "[encoding][atomics]") {
  // Incremented and decremented.
  CHECK_FALSE(translateIR(indexedByAtomic(incDecl, "call i32 @__gv_atomic_inc_global_uint(ptr addrspace(1) %c)",
                                          "  %d = call i32 @__gv_atomic_dec_global_uint(ptr addrspace(1) %c)"))
                  .has("_USED_"));
  // Stepped by an amount that is not a positive constant.
  CHECK_FALSE(
      translateIR(indexedByAtomic(incDecl, "call i32 @__gv_atomic_add_global_uint(ptr addrspace(1) %c, i32 %tid)"))
          .has("_USED_"));
  CHECK_FALSE(
      translateIR(indexedByAtomic(incDecl, "call i32 @__gv_atomic_add_global_uint(ptr addrspace(1) %c, i32 -1)"))
          .has("_USED_"));
  // CUDA's atomicInc wraps around at its bound, unless the bound is all ones.
  const char *cuda = "declare i32 @__gv_atomic_inc_uint(ptr addrspace(1), i32)\n";
  CHECK_FALSE(
      translateIR(indexedByAtomic(cuda, "call i32 @__gv_atomic_inc_uint(ptr addrspace(1) %c, i32 100)")).has("_USED_"));
  CHECK(
      translateIR(indexedByAtomic(cuda, "call i32 @__gv_atomic_inc_uint(ptr addrspace(1) %c, i32 -1)")).has("_USED_"));
}

TEST_CASE("a plain store to a refined array forgets the values taken", "[encoding][atomics]") {
  // A store may set the counter back, so values may come again: the used
  // map becomes unknown where either thread stores (and at barriers, where
  // another work-item's store may be ordered before the next atomic).
  Translated t = translateIR(indexedByAtomic(incDecl, "call i32 @__gv_atomic_inc_global_uint(ptr addrspace(1) %c)",
                                             "  store i32 0, ptr addrspace(1) %c\n"
                                             "  call void @__gv_barrier(i32 1, i32 1)"));
  CHECK(t.has("assume !_USED_$$c[0bv32][i$1];"));
  size_t store = t.text.find("// write to c"), barrier = t.text.find("// barrier");
  REQUIRE(store != std::string::npos);
  REQUIRE(barrier != std::string::npos);
  CHECK(t.text.find("havoc _USED_$$c;", store) < barrier);
  CHECK(t.text.find("havoc _USED_$$c;", barrier) != std::string::npos);
}

TEST_CASE("__atomic_has_taken_value reads the used map", "[encoding][atomics]") {
  Translated t = translateIR(
      indexedByAtomic(incDecl + std::string("declare i32 @__gv_atomic_has_taken_value(ptr addrspace(1), i32, i32)\n"),
                      "call i32 @__gv_atomic_inc_global_uint(ptr addrspace(1) %c)",
                      "  %taken = call i32 @__gv_atomic_has_taken_value(ptr addrspace(1) %c, i32 0, i32 %i)\n"
                      "  call void @__gv_assert(i32 %taken)"));
  // Each thread asks about its own value, in the map after its atomic.
  CHECK(t.matches(R"(assert \{:thread 1\} \{:check \d+\} _USED_\$\$c\[0bv32\]\[i\$1\];)"));
  CHECK(t.matches(R"(assert \{:thread 2\} \{:check \d+\} _USED_\$\$c\[0bv32\]\[i\$2\];)"));
}

TEST_CASE("memcpy of a constant length becomes the copies it makes", "[encoding]") {
  Translated t = translateIR(R"(
declare void @llvm.memcpy.p1.p1.i32(ptr addrspace(1), ptr addrspace(1), i32, i1)
define spir_kernel void @k(ptr addrspace(1) %A, ptr addrspace(1) %B) {
entry:
  call void @llvm.memcpy.p1.p1.i32(ptr addrspace(1) align 4 %A, ptr addrspace(1) align 4 %B, i32 8, i1 false)
  ret void
}
)");
  // Aligned to 4 bytes: two 4-byte copies, each a read of B (never
  // written, so not logged) and a write of A.
  REQUIRE(t.translation.sites.size() == 2);
  CHECK(t.translation.sites[0].kind == AccessKind::Write);
  CHECK(t.count(CheckKind::Race) == 4);
  CHECK(t.has("1bv32 == _WATCHED_OFFSET && _WATCHED_SITE == 2"));
}

TEST_CASE("a pointer advanced around a loop stays in its array", "[encoding][pointers]") {
  Translated t = translateIR(R"(
define spir_kernel void @k(ptr addrspace(1) %A, i32 %n) {
entry:
  br label %head
head:
  %p = phi ptr addrspace(1) [ %A, %entry ], [ %next, %body ]
  %i = phi i32 [ 0, %entry ], [ %inc, %body ]
  %c = icmp ult i32 %i, %n
  br i1 %c, label %body, label %exit
body:
  store i32 0, ptr addrspace(1) %p
  %next = getelementptr i32, ptr addrspace(1) %p, i32 1
  %inc = add i32 %i, 1
  br label %head
exit:
  ret void
}
)");
  // One array, so the pointer is just a byte offset (no base variable).
  CHECK_FALSE(t.has("p.base"));
  CHECK(t.has("p, i := BV32_ADD(p, 4bv32), BV32_ADD(i, 1bv32);"));
  // Its byte offset is always a multiple of 4: the element index is exact.
  CHECK(t.has("$$A.index := BV32_LSHR(p, 2bv32);"));
  CHECK(t.has("$$A.index == _WATCHED_OFFSET"));
}

TEST_CASE("a pointer loaded from a struct argument points into its own array", "[encoding][pointers]") {
  Translated t = translateIR(R"(
%struct.s = type { i32, ptr addrspace(1) }
define spir_kernel void @k(ptr byval(%struct.s) %q) {
entry:
  %tid = call i32 @__gv_local_id(i32 0)
  %field = getelementptr %struct.s, ptr %q, i32 0, i32 1
  %p = load ptr addrspace(1), ptr %field
  %at = getelementptr i32, ptr addrspace(1) %p, i32 %tid
  store i32 1, ptr addrspace(1) %at
  ret void
}
)");
  // The by-value struct (private) and the memory its field points to.
  REQUIRE(t.translation.arrays.size() == 2);
  CHECK(t.translation.arrays[1].sourceName == "*(q+4)");
  CHECK(t.translation.arrays[1].space == MemorySpace::Global);
  // Only there: no base to choose, no null check.
  CHECK(!t.has("p.base"));
  CHECK(t.count(CheckKind::NullPointer) == 0);
  const std::string log = "_WRITE_HAS_OCCURRED_" + t.translation.arrays[1].boogieName;
  CHECK(t.has(log + " := " + log + " || "));
}

TEST_CASE("a pointer loaded from memory may be one the kernel stored there", "[encoding][pointers]") {
  Translated t = translateIR(R"(
define spir_kernel void @k(ptr addrspace(1) %A, ptr addrspace(1) %slots) {
entry:
  %tid = call i32 @__gv_local_id(i32 0)
  store ptr addrspace(1) %A, ptr addrspace(1) %slots
  %p = load ptr addrspace(1), ptr addrspace(1) %slots
  %at = getelementptr i32, ptr addrspace(1) %p, i32 %tid
  store i32 1, ptr addrspace(1) %at
  ret void
}
)");
  REQUIRE(t.translation.arrays.size() == 3);
  CHECK(t.translation.arrays[2].sourceName == "external");
  // A (id 1) or the memory the host's pointers reach (id 3).
  CHECK(t.matches(R"(assume p\.base\$1 == 1 \|\| p\.base\$1 == 3;|assume p\.base == 1 \|\| p\.base == 3;)"));
  CHECK(t.has("$$A.logged := p.base"));
  CHECK(t.has("$$external.logged := p.base"));
}

TEST_CASE("a pointer loaded from a private slot the kernel filled points where it was stored", "[encoding][pointers]") {
  // The slot stays in memory (volatile), is written with A before it is
  // read, and is only ever written with pointers: host memory is not in it.
  const char *filled = R"(
define spir_kernel void @k(ptr addrspace(1) %A) {
entry:
  %tid = call i32 @__gv_local_id(i32 0)
  %slot = alloca ptr addrspace(1)
  store volatile ptr addrspace(1) %A, ptr %slot
  %p = load volatile ptr addrspace(1), ptr %slot
  %at = getelementptr i32, ptr addrspace(1) %p, i32 %tid
  store i32 1, ptr addrspace(1) %at
  ret void
}
)";
  Translated t = translateIR(filled);
  CHECK_FALSE(t.has("$$external.logged"));
  CHECK(t.has("$$A.logged"));
  CHECK(t.count(CheckKind::NullPointer) == 0);
}

TEST_CASE("a private slot read before it is written, or whose address escapes, may hold any pointer",
          "[encoding][pointers]") {
  // Read first (on the path where the store is skipped): uninitialised.
  Translated unwritten = translateIR(R"(
define spir_kernel void @k(ptr addrspace(1) %A, i1 %c) {
entry:
  %tid = call i32 @__gv_local_id(i32 0)
  %slot = alloca ptr addrspace(1)
  br i1 %c, label %fill, label %use
fill:
  store volatile ptr addrspace(1) %A, ptr %slot
  br label %use
use:
  %p = load volatile ptr addrspace(1), ptr %slot
  %at = getelementptr i32, ptr addrspace(1) %p, i32 %tid
  store i32 1, ptr addrspace(1) %at
  ret void
}
)");
  CHECK(unwritten.has("$$external.logged"));
  // Its address handed to a function gpuverify cannot see.
  Translated escaping = translateIR(R"(
declare void @fill(ptr)
define spir_kernel void @k(ptr addrspace(1) %A) {
entry:
  %tid = call i32 @__gv_local_id(i32 0)
  %slot = alloca ptr addrspace(1)
  store volatile ptr addrspace(1) %A, ptr %slot
  call void @fill(ptr %slot)
  %p = load volatile ptr addrspace(1), ptr %slot
  %at = getelementptr i32, ptr addrspace(1) %p, i32 %tid
  store i32 1, ptr addrspace(1) %at
  ret void
}
)");
  CHECK(escaping.has("$$external.logged"));
}

TEST_CASE("integers made from pointers are addresses; pointers made from integers point anywhere",
          "[encoding][pointers]") {
  Translated t = translateIR(R"(
define spir_kernel void @k(ptr addrspace(1) %A, ptr addrspace(1) %B) {
entry:
  %tid = call i32 @__gv_local_id(i32 0)
  %a = ptrtoint ptr addrspace(1) %A to i32
  %b = ptrtoint ptr addrspace(1) %B to i32
  %same = icmp eq i32 %a, %b
  %p = inttoptr i32 %a to ptr addrspace(1)
  %at = getelementptr i32, ptr addrspace(1) %p, i32 %tid
  store i32 1, ptr addrspace(1) %at
  %s = zext i1 %same to i32
  call void @__gv_assert(i32 %s)
  ret void
}
)");
  // Each array starts at an unknown address: A's and B's may even coincide
  // as far as the verifier knows, so the comparison is not folded.
  CHECK(t.has("$base_address(1)"));
  CHECK(t.has("$base_address(2)"));
  // The pointer made from A's address may point into A, B (whose address
  // was taken too), host memory, or be null; its offset is relative to the
  // base it picks.
  CHECK(t.has("assume p.base == 0 || p.base == 1 || p.base == 2 || p.base == 3;"));
  CHECK(t.matches(R"(BV32_SUB\(.*\$base_address\(p\.base)"));
  CHECK(t.count(CheckKind::NullPointer) == 2);
}

// ---------------------------------------------------------- function pointers

namespace {

// Two functions of one type and one of another, all with their address
// taken (in a table the kernel reads).
const char *functionTable = R"(
define spir_func void @twice(ptr addrspace(1) %A) {
  store i32 2, ptr addrspace(1) %A
  ret void
}
define spir_func void @thrice(ptr addrspace(1) %A) {
  store i32 3, ptr addrspace(1) %A
  ret void
}
define spir_func i32 @other(i32 %x) {
  ret i32 %x
}
@table = addrspace(1) global [3 x ptr] [ptr @twice, ptr @thrice, ptr @other]
)";

Translated translateCudaIR(const std::string &ir) {
  llvm::LLVMContext context;
  auto module = test::parseIR(context, ir);
  module->setTargetTriple("nvptx-nvidia-cuda");
  Translated t{translate(*module, options()), ""};
  t.text = boogie::print(t.translation.program).text;
  return t;
}

} // namespace

TEST_CASE("a call through a pointer calls each function of its type whose address is taken",
          "[encoding][function-pointers]") {
  Translated t = translateIR(std::string(functionTable) + R"(
define spir_kernel void @k(ptr addrspace(1) %A, i32 %i) {
  %slot = getelementptr [3 x ptr], ptr addrspace(1) @table, i32 0, i32 %i
  %fp = load ptr, ptr addrspace(1) %slot
  call spir_func void %fp(ptr addrspace(1) %A)
  ret void
}
)");
  // Function addresses are distinct, non-null and otherwise unknown.
  CHECK(t.has("const $function.twice: bv32;"));
  CHECK(t.has("axiom $function.twice != 0bv32 && BV32_AND($function.twice, 1bv32) == 0bv32;"));
  CHECK(t.has("axiom $function.thrice != 0bv32 && $function.thrice != $function.twice && "
              "BV32_AND($function.thrice, 1bv32) == 0bv32;"));
  // The table's initial contents are those addresses.
  CHECK(t.has("assume $$table[1bv32] == $function.thrice;"));
  // A loaded function pointer is null exactly when its bits are 0.
  CHECK(t.has("fp$1 != 0bv32 && fp$1 == $function.twice"));
  CHECK(t.has("fp$1 == $function.thrice"));
  CHECK_FALSE(t.has("fp$1 == $function.other")); // another type
  // Both candidates' stores are there, each under its own predicate.
  CHECK(t.has("3bv32 == _WATCHED_VALUE_$$A"));
  CHECK(t.has("2bv32 == _WATCHED_VALUE_$$A"));
  // Where nothing matched: the pointer was null or held something else.
  CHECK(t.count(CheckKind::NullPointer) == 2);
  CHECK(t.count(CheckKind::InvalidFunctionPointer) == 2);
  CHECK(t.matches(R"(assume !p\.indirect\.next1\$1;)"));
}

TEST_CASE("a pointer that can only hold functions needs no null check", "[encoding][function-pointers]") {
  Translated t = translateIR(std::string(functionTable) + R"(
define spir_kernel void @k(ptr addrspace(1) %A, i32 %i) {
  %c = icmp eq i32 %i, 0
  %fp = select i1 %c, ptr @twice, ptr @thrice
  call spir_func void %fp(ptr addrspace(1) %A)
  ret void
}
)");
  // The select picks the function space and an address.
  CHECK(t.has("fp.base := (-1);"));
  CHECK(t.has("fp := (if i == 0bv32 then $function.twice else $function.thrice);"));
  CHECK(t.count(CheckKind::NullPointer) == 0);
  CHECK(t.count(CheckKind::InvalidFunctionPointer) == 2);
}

TEST_CASE("a function pointer parameter is a scalar parameter, not an array", "[encoding][function-pointers]") {
  Translated t = translateIR(std::string(functionTable) + R"(
define spir_kernel void @k(ptr addrspace(1) %A, ptr %fp) {
  call spir_func void %fp(ptr addrspace(1) %A)
  ret void
}
)");
  REQUIRE(t.translation.arrays.size() == 1); // A: the kernel does not use the table
  REQUIRE(t.translation.kernels.size() == 1);
  REQUIRE(t.translation.kernels[0].scalarParameters.size() == 1);
  CHECK(t.translation.kernels[0].scalarParameters[0].boogieName == "fp");
  CHECK(t.has("procedure {:kernel} {:source_name \"k\"} k(fp: bv32)"));
  CHECK(t.has("fp == $function.twice"));
}

TEST_CASE("a function pointer stored and loaded again is the same function", "[encoding][function-pointers]") {
  Translated t = translateIR(std::string(functionTable) + R"(
@chosen = addrspace(1) global ptr null
define spir_kernel void @k(ptr addrspace(1) %A) {
  store ptr @thrice, ptr addrspace(1) @chosen
  %fp = load ptr, ptr addrspace(1) @chosen
  call spir_func void %fp(ptr addrspace(1) %A)
  ret void
}
)");
  // Memory holds the address itself.
  CHECK(t.has("$$chosen[0bv32] := $function.thrice;"));
  CHECK(t.has("fp$1 := $$chosen[0bv32];"));
  CHECK(t.has("fp$1 == $function.thrice"));
}

TEST_CASE("what calls through pointers cannot reach is rejected with a reason", "[encoding][function-pointers]") {
  // A function without a body has at most a model for calls by name.
  CHECK_THROWS_WITH(translateIR(R"(
declare spir_func i32 @library(i32)
define spir_func i32 @own(i32 %x) {
  ret i32 %x
}
define spir_kernel void @k(i32 %i) {
  %c = icmp eq i32 %i, 0
  %fp = select i1 %c, ptr @own, ptr @library
  %r = call spir_func i32 %fp(i32 %i)
  ret void
}
)"),
                    Catch::Contains("Unsupported function pointer: the call may reach 'library'"));
  // Recursion through a pointer is recursion.
  CHECK_THROWS_WITH(translateIR(R"(
@self = addrspace(1) global ptr @f
define spir_func void @f() {
  %fp = load ptr, ptr addrspace(1) @self
  call spir_func void %fp()
  ret void
}
define spir_kernel void @k() {
  call spir_func void @f()
  ret void
}
)"),
                    Catch::Contains("recursion"));
  // Memory is not accessed through a function pointer.
  CHECK_THROWS_WITH(translateIR(std::string(functionTable) + R"(
define spir_kernel void @k(ptr addrspace(1) %A, ptr %fp) {
  call spir_func void %fp(ptr addrspace(1) %A)
  %x = load i32, ptr %fp
  ret void
}
)"),
                    Catch::Contains("through a pointer that may hold a function's address"));
  // Without debug information, a parameter the kernel stores could be a
  // function pointer as well as an array.
  CHECK_THROWS_WITH(translateIR(std::string(functionTable) + R"(
@saved = addrspace(1) global ptr null
define spir_kernel void @k(ptr %p) {
  store ptr %p, ptr addrspace(1) @saved
  ret void
}
)"),
                    Catch::Contains("cannot tell whether parameter 'p' is a function pointer"));
  // A kernel with a call through a pointer but no function of its type:
  // every call is an error, found by the verifier, not the translator.
  Translated none = translateIR(R"(
define spir_kernel void @k(ptr %fp) {
  call void %fp()
  ret void
}
)");
  CHECK(none.count(CheckKind::InvalidFunctionPointer) == 2);
}

TEST_CASE("CUDA: a local table of functions starts with their addresses; host-visible ones are unknown",
          "[encoding][function-pointers]") {
  // clang's initialiser of `Op local[] = {twice, thrice}` is a constant only
  // the device code sees; `@ops` is a __device__ variable the host may
  // overwrite before the launch.
  Translated t = translateCudaIR(std::string(functionTable) + R"(
@__const.k.local = private unnamed_addr constant [2 x ptr] [ptr @twice, ptr @thrice]
@ops = addrspace(1) externally_initialized global [2 x ptr] [ptr @twice, ptr @thrice]
define void @k(ptr addrspace(1) %A, i32 %i) {
  %slot = getelementptr [2 x ptr], ptr @__const.k.local, i32 0, i32 %i
  %fp = load ptr, ptr %slot
  call void %fp(ptr addrspace(1) %A)
  %other = getelementptr [2 x ptr], ptr addrspace(1) @ops, i32 0, i32 %i
  %gp = load ptr, ptr addrspace(1) %other
  call void %gp(ptr addrspace(1) %A)
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
)");
  CHECK(t.has("assume $$__const.k.local[1bv32] == $function.thrice;"));
  CHECK_FALSE(t.has("assume $$ops["));
}

namespace {

// halve(a) promises a positive result for a > 0 (wrongly: halve(1) is 0);
// the kernel only calls halve(4).
const char *halveKernel = R"(
declare void @__gv_requires(i32)
declare void @__gv_ensures(i32)
declare i32 @__gv_return_val_int()
define spir_func i32 @halve(i32 %a) {
  %pos = icmp sgt i32 %a, 0
  %p = zext i1 %pos to i32
  call void @__gv_requires(i32 %p)
  %r = call i32 @__gv_return_val_int()
  %rpos = icmp sgt i32 %r, 0
  %q = zext i1 %rpos to i32
  call void @__gv_ensures(i32 %q)
  %h = sdiv i32 %a, 2
  ret i32 %h
}
define spir_kernel void @k(ptr addrspace(1) %A) {
  %x = call spir_func i32 @halve(i32 4)
  store i32 %x, ptr addrspace(1) %A
  ret void
}
)";

} // namespace

TEST_CASE("a function's postconditions are also checked for every input its preconditions allow",
          "[encoding][contracts]") {
  Translated t = translateIR(halveKernel);
  REQUIRE(t.translation.kernels.size() == 2);
  CHECK_FALSE(t.translation.kernels[0].postconditionsOnly);
  const KernelInfo &entry = t.translation.kernels[1];
  CHECK(entry.postconditionsOnly);
  CHECK(entry.scalarParameters.empty()); // `a` is an arbitrary value of each thread instead
  // In the kernel, the precondition is checked at the call and the
  // postcondition at the return, for a = 4.
  CHECK(t.count(CheckKind::Precondition) == 1);
  CHECK(t.count(CheckKind::Postcondition) == 2);
  // In the entry, a differs between the threads, the precondition is
  // assumed and the postcondition checked for both threads at once.
  CHECK(t.has("havoc a$1;"));
  CHECK(t.has("havoc a$2;"));
  CHECK(t.has("assume BV32_SGT(a$1, 0bv32);"));
  CHECK(t.matches(R"(assert \{:check \d+\} BV32_SGT\(h\$1, 0bv32\) && BV32_SGT\(h\$2, 0bv32\);)"));
  // The entry checks nothing else: the store's race checks are assumed.
  std::string entryText = t.text.substr(t.text.find("procedure {:kernel} {:source_name \"halve"));
  CHECK(entryText.find("{:race}") == std::string::npos);
}

namespace {

// twice(x) promises a result the same for both threads; the kernel calls it
// with `ARG`.
std::string twiceKernel(const std::string &arg) {
  return R"(
declare void @__gv_ensures(i32)
declare i32 @__gv_other_int(i32)
declare i32 @__gv_return_val_int()
define spir_func i32 @twice(i32 %x) {
  %r = call i32 @__gv_return_val_int()
  %o = call i32 @__gv_other_int(i32 %r)
  %same = icmp eq i32 %r, %o
  %z = zext i1 %same to i32
  call void @__gv_ensures(i32 %z)
  %t = mul i32 %x, 2
  ret i32 %t
}
define spir_kernel void @k(ptr addrspace(1) %A, i32 %n) {
  %tid = call i32 @__gv_local_id(i32 0)
  %y = call spir_func i32 @twice(i32 )" +
         arg + R"()
  %at = getelementptr i32, ptr addrspace(1) %A, i32 %tid
  store i32 %y, ptr addrspace(1) %at
  ret void
}
)";
}

} // namespace

TEST_CASE("a postcondition entry takes an argument uniform where every call passes a uniform value",
          "[encoding][contracts]") {
  Translated uniform = translateIR(twiceKernel("%n"));
  INFO(uniform.text);
  REQUIRE(uniform.translation.kernels.size() == 2);
  std::string entry = uniform.text.substr(uniform.text.find("{:source_name \"twice\"}"));
  CHECK(entry.find("assume x$1 == x$2;") != std::string::npos);
  Translated perThread = translateIR(twiceKernel("%tid"));
  INFO(perThread.text);
  CHECK_FALSE(perThread.has("assume x$1 == x$2;"));
}

TEST_CASE("a specification function's access is checked for thread 2 after its postconditions, then logged "
          "for thread 1",
          "[encoding][contracts]") {
  Translated t = translateIR(R"(
declare void @__gv_ensures(i32)
declare void @__gv_writes_to(ptr addrspace(1))
declare i32 @__gv_write_implies(ptr addrspace(1), i32)
declare i32 @__gv_write_offset_bytes(ptr addrspace(1))
define spir_func void @__spec_fill(ptr addrspace(1) %p) {
  call void @__gv_writes_to(ptr addrspace(1) %p)
  %off = call i32 @__gv_write_offset_bytes(ptr addrspace(1) %p)
  %tid = call i32 @__gv_local_id(i32 0)
  %mine = icmp eq i32 %off, %tid
  %m = zext i1 %mine to i32
  %imp = call i32 @__gv_write_implies(ptr addrspace(1) %p, i32 %m)
  call void @__gv_ensures(i32 %imp)
  ret void
}
define spir_kernel void @k(ptr addrspace(1) %A) {
  call spir_func void @__spec_fill(ptr addrspace(1) %A)
  ret void
}
)");
  CHECK(t.translation.kernels.size() == 1); // no body to check
  // Each thread writes an arbitrary element, from a site without a source
  // location. The postcondition is assumed of thread 1's log with that
  // write in it, and of thread 2's write (did it hit the watched
  // element?), which is checked only after that; thread 1's is logged last.
  INFO(t.text);
  REQUIRE(t.translation.sites.size() == 1);
  CHECK(t.translation.sites[0].location.empty());
  size_t logged = t.text.find("$$A.logged := external$1 == _WATCHED_OFFSET && _WATCHED_SITE == 1;");
  size_t assumed = t.text.find("assume external$2 == _WATCHED_OFFSET ==> _WATCHED_OFFSET == local_id_x$2;");
  size_t checked = t.text.find("!(_WRITE_HAS_OCCURRED_$$A && external$2 == _WATCHED_OFFSET)");
  CHECK(t.has("assume _WRITE_HAS_OCCURRED_$$A || (external$1 == _WATCHED_OFFSET && _WATCHED_SITE == 1) ==> "
              "_WATCHED_OFFSET == local_id_x$1;"));
  REQUIRE(logged != std::string::npos);
  REQUIRE(assumed != std::string::npos);
  REQUIRE(checked != std::string::npos);
  CHECK(assumed < checked);
  CHECK(checked < logged);
  CHECK(t.count(CheckKind::Race) == 2); // against earlier writes and reads
}

TEST_CASE("access declarations belong in specification functions", "[encoding][contracts]") {
  CHECK_THROWS_WITH(translateIR(R"(
declare void @__gv_writes_to(ptr addrspace(1))
define spir_func void @fill(ptr addrspace(1) %p) {
  call void @__gv_writes_to(ptr addrspace(1) %p)
  ret void
}
define spir_kernel void @k(ptr addrspace(1) %A) {
  call spir_func void @fill(ptr addrspace(1) %A)
  ret void
}
)"),
                    Catch::Contains("__spec"));
}

TEST_CASE("with --warp-sync, two threads of one warp are synchronised after each access", "[encoding][warps]") {
  TranslateOptions warps = options();
  warps.warpSize = 32;
  Translated t = translateIR(copyFromNeighbour, warps);
  // After the read (and again after the write) the logs forget what two
  // threads of one warp did.
  CHECK(t.has("_READ_HAS_OCCURRED_$$A := _READ_HAS_OCCURRED_$$A && BV32_UDIV(local_id_x$1, 32bv32) != "
              "BV32_UDIV(local_id_x$2, 32bv32);"));
  // Every access is still checked: races between warps remain.
  CHECK(t.count(CheckKind::Race) == 3);
  Translated plain = translateIR(R"(
define spir_kernel void @k(ptr addrspace(3) %A) {
entry:
  store i32 0, ptr addrspace(3) %A
  ret void
}
)");
  CHECK_FALSE(plain.has("UDIV"));
}

TEST_CASE("the two-pass warp method checks pairs of one warp and pairs of different warps apart", "[encoding][warps]") {
  TranslateOptions same = options();
  same.warpSize = 32;
  same.warpPairs = TranslateOptions::WarpPairs::SameWarp;
  Translated intra = translateIR(copyFromNeighbour, same);
  const char *sameWarp = "BV32_UDIV(local_id_x$1, 32bv32) == BV32_UDIV(local_id_x$2, 32bv32)";
  const char *differentWarps = "BV32_UDIV(local_id_x$1, 32bv32) != BV32_UDIV(local_id_x$2, 32bv32)";
  // The threads are in one warp, and synchronise after each access.
  CHECK(intra.matches(std::string(R"(requires [^\n]*)") +
                      std::regex_replace(sameWarp, std::regex(R"([()$])"), R"(\$&)") + ";"));
  CHECK(intra.has(std::string("_READ_HAS_OCCURRED_$$A := _READ_HAS_OCCURRED_$$A && ") + differentWarps));
  TranslateOptions different = same;
  different.warpPairs = TranslateOptions::WarpPairs::DifferentWarps;
  Translated inter = translateIR(copyFromNeighbour, different);
  // In different warps: nothing to resynchronise, every access checked.
  CHECK(inter.has(std::string("requires ") + differentWarps));
  CHECK_FALSE(inter.has(std::string("_READ_HAS_OCCURRED_$$A := _READ_HAS_OCCURRED_$$A && ") + differentWarps));
  CHECK(inter.count(CheckKind::Race) == 3);
}

TEST_CASE("a vector constant bit-cast to another vector type keeps its bits", "[encoding]") {
  // The bytes of <1.0, 1.0, 1.0, 1.0> (0x3f800000 each): byte 3 is 0x3f.
  Translated t = translateIR(R"(
define spir_kernel void @k(ptr addrspace(1) %out) {
entry:
  %b = extractelement <16 x i8> bitcast (<4 x float> <float 1.0, float 1.0, float 1.0, float 1.0> to <16 x i8>), i32 3
  store i8 %b, ptr addrspace(1) %out
  ret void
}
)");
  CHECK(t.has("84405977751994456057622817414299254784bv128[32:24]")); // 0x3f800000 in each lane
}

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
