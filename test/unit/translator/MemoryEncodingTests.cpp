// The two-thread encoding of atomics (and the values they hand out), memcpy
// and pointers that travel through memory, on small IR kernels.
#include "IrFixtures.h"

#include "CatchVersion.h"

#include <algorithm>
#include <regex>

using namespace gv;
using gv::test::options;
using gv::test::Translated;
using gv::test::translateIR;

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
