// The two-thread encoding of calls through pointers, function contracts,
// warp-synchronous pairs and vector constants, on small IR kernels.
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
