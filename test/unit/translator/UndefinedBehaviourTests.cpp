// Undefined behaviour is never exploited (translator/src/UndefinedValues.h),
// and what the encoding assumes of annotations and specifications never
// rules a race out: checked on the Boogie the translator builds from small
// IR kernels.
#include "IrFixtures.h"

#include "CatchVersion.h"

using namespace gv;
using gv::test::Translated;
using gv::test::translateIR;

namespace {

size_t occurrences(const std::string &text, const std::string &fragment) {
  size_t n = 0;
  for (size_t at = text.find(fragment); at != std::string::npos; at = text.find(fragment, at + 1))
    ++n;
  return n;
}

} // namespace

TEST_CASE("an undefined pointer compared with null is not folded", "[undefined]") {
  Translated t = translateIR(R"(
define spir_kernel void @k() {
  %isNull = icmp eq ptr undef, null
  %z = zext i1 %isNull to i32
  call void @__gv_assert(i32 %z)
  ret void
}
)");
  INFO(t.text);
  CHECK_FALSE(t.matches(R"(assert \{:thread 1\} \{:check \d+\} true;)"));
  // An arbitrary offset for each thread; it points nowhere (base 0).
  CHECK(t.has("havoc undefined$1;"));
  CHECK(t.has("havoc undefined$2;"));
}

TEST_CASE("each use of an undefined value reads a value of its own", "[undefined]") {
  Translated t = translateIR(R"(
define spir_kernel void @k() {
  %a = add i32 undef, 0
  %b = add i32 undef, 0
  %same = icmp eq i32 %a, %b
  %z = zext i1 %same to i32
  call void @__gv_assert(i32 %z)
  ret void
}
)");
  INFO(t.text);
  CHECK(t.has("havoc undefined$1;"));
  CHECK(t.has("havoc undefined1$1;"));
  CHECK(occurrences(t.text, "havoc undefined") == 4); // two uses, two threads
}

TEST_CASE("an undefined value in a loop is fresh in every iteration", "[undefined]") {
  Translated t = translateIR(R"(
define spir_kernel void @k(i32 %n) {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %next, %body ]
  %more = icmp ult i32 %i, %n
  br i1 %more, label %body, label %exit
body:
  %x = add i32 undef, %i
  %x3 = icmp ne i32 %x, 3
  %xz = zext i1 %x3 to i32
  call void @__gv_assert(i32 %xz)
  %next = add i32 %i, 1
  br label %head
exit:
  %last = phi i32 [ undef, %head ]
  %z = icmp ne i32 %last, 7
  %zz = zext i1 %z to i32
  call void @__gv_assert(i32 %zz)
  ret void
}
)");
  INFO(t.text);
  size_t body = t.text.find("\nbody:");
  REQUIRE(body != std::string::npos);
  size_t bodyEnd = t.text.find("goto head;", body);
  // The one in the loop body is drawn there; the phi's is drawn on the
  // edge that brings it, at the end of the loop head.
  size_t inBody = t.text.find("havoc undefined", body);
  CHECK(inBody != std::string::npos);
  CHECK(inBody < bodyEnd);
  size_t head = t.text.find("\nhead:");
  size_t inHead = t.text.find("havoc undefined", head);
  CHECK(inHead < body);
}

TEST_CASE("the undefined lanes of a vector shuffle are arbitrary", "[undefined]") {
  Translated t = translateIR(R"(
define spir_kernel void @k(ptr addrspace(1) %A, <2 x i32> %v) {
  %wide = shufflevector <2 x i32> %v, <2 x i32> poison, <4 x i32> <i32 0, i32 1, i32 undef, i32 undef>
  store <4 x i32> %wide, ptr addrspace(1) %A
  ret void
}
)");
  INFO(t.text);
  // Lanes 2 and 3, for each thread; the poison operand is never selected
  // and needs no value.
  CHECK(occurrences(t.text, "havoc undefined") == 4);
}

TEST_CASE("an undefined element of a constant vector is arbitrary", "[undefined]") {
  Translated t = translateIR(R"(
define spir_kernel void @k(ptr addrspace(1) %A) {
  store <2 x i32> <i32 5, i32 undef>, ptr addrspace(1) %A
  ret void
}
)");
  INFO(t.text);
  CHECK(occurrences(t.text, "havoc undefined") == 2);
  CHECK(t.has("5bv32"));
}

TEST_CASE("a promise of no signed overflow is not used to fold a comparison", "[undefined]") {
  // Unrolling simplifies the copies it makes; with the nsw flag, x + 1 > x
  // would fold to true.
  Translated t = translateIR(R"(
define spir_kernel void @k(i32 %x) {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %next, %head ]
  %y = add nsw i32 %x, 1
  %bigger = icmp sgt i32 %y, %x
  %z = zext i1 %bigger to i32
  call void @__gv_assert(i32 %z)
  %next = add nuw nsw i32 %i, 1
  %more = icmp ult i32 %next, 2
  br i1 %more, label %head, label %exit, !llvm.loop !0
exit:
  ret void
}
!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.full"}
)");
  INFO(t.text);
  CHECK_FALSE(t.matches(R"(assert \{:thread 1\} \{:check \d+\} true;)"));
  CHECK(t.has("BV32_SGT("));
}

TEST_CASE("a specification's access declared before its barrier is checked before the barrier",
          "[undefined][contracts]") {
  Translated t = translateIR(R"(
declare void @__gv_reads_from(ptr addrspace(3))
declare void @__gv_writes_to(ptr addrspace(3))
define spir_func void @__spec_sum(ptr addrspace(3) %flag, ptr addrspace(3) %idx) {
  call void @__gv_reads_from(ptr addrspace(3) %flag)
  call void @__gv_writes_to(ptr addrspace(3) %idx)
  call void @__gv_barrier(i32 1, i32 0)
  ret void
}
define spir_kernel void @k(ptr addrspace(3) %flag, ptr addrspace(3) %idx) {
  %tid = call i32 @__gv_local_id(i32 0)
  %at = getelementptr i32, ptr addrspace(3) %flag, i32 %tid
  store i32 1, ptr addrspace(3) %at
  call spir_func void @__spec_sum(ptr addrspace(3) %flag, ptr addrspace(3) %idx)
  ret void
}
)");
  INFO(t.text);
  size_t barrier = t.text.find("// barrier");
  size_t flagChecked = t.text.find("_WRITE_HAS_OCCURRED_$$flag && external$2 == _WATCHED_OFFSET");
  REQUIRE(barrier != std::string::npos);
  REQUIRE(flagChecked != std::string::npos);
  CHECK(flagChecked < barrier);
  // Thread 1's declared write of idx is logged after thread 2's is checked:
  // the two threads' declared accesses of one call do not race.
  size_t idxChecked = t.text.find("_WRITE_HAS_OCCURRED_$$idx && external$2");
  size_t idxLogged = t.text.find("$$idx.logged := external");
  REQUIRE(idxChecked != std::string::npos);
  REQUIRE(idxLogged != std::string::npos);
  CHECK(idxChecked < idxLogged);
  CHECK(idxLogged < barrier);
}

TEST_CASE("an assumption about the atomic log holds for thread 1 only", "[annotations][atomics]") {
  Translated t = translateIR(R"(
declare i32 @__gv_atomic(ptr addrspace(1))
declare i32 @__gv_read(ptr addrspace(1))
declare i32 @__gv_atomic_add_global_int(ptr addrspace(1), i32)
define spir_kernel void @k(ptr addrspace(1) %A, ptr addrspace(1) %B) {
  %old = call i32 @__gv_atomic_add_global_int(ptr addrspace(1) %A, i32 1)
  %v = load i32, ptr addrspace(1) %A
  store i32 %v, ptr addrspace(1) %B
  %tid = call i32 @__gv_local_id(i32 0)
  %first = icmp eq i32 %tid, 0
  %atomic = call i32 @__gv_atomic(ptr addrspace(1) %A)
  %none = icmp eq i32 %atomic, 0
  %claim = or i1 %none, %first
  %z = zext i1 %claim to i32
  call void @__gv_assume(i32 %z)
  %read = call i32 @__gv_read(ptr addrspace(1) %A)
  %noRead = icmp eq i32 %read, 0
  %claim2 = or i1 %noRead, %first
  %z2 = zext i1 %claim2 to i32
  call void @__gv_assume(i32 %z2)
  ret void
}
)");
  INFO(t.text);
  // Evaluated for thread 2, the log would speak of thread 1's accesses.
  CHECK(t.matches(R"(assume .*_ATOMIC_HAS_OCCURRED_\$\$A.*first\$1)"));
  CHECK_FALSE(t.matches(R"(assume .*_ATOMIC_HAS_OCCURRED_\$\$A.*first\$2)"));
  CHECK(t.matches(R"(assume .*_READ_HAS_OCCURRED_\$\$A.*first\$1)"));
  CHECK_FALSE(t.matches(R"(assume .*_READ_HAS_OCCURRED_\$\$A.*first\$2)"));
}
