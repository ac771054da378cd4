// --crosscheck and replay over translated IR kernels: the executor runs the
// module translate() prepared, with the arrays and parameters the
// translation names.
#include "IrFixtures.h"

#include "pipeline/Crosscheck.h"
#include "pipeline/Replay.h"

#include "CatchVersion.h"

using namespace gv;
using namespace gv::driver;

namespace {

const auto noDeadline = std::chrono::steady_clock::time_point::max();

} // namespace

TEST_CASE("crosscheck shows a race on a kernel that has one", "[pipeline][crosscheck]") {
  llvm::LLVMContext context;
  auto module = test::parseIR(context, test::copyFromNeighbour);
  TranslateOptions options = test::options();
  Translation translation = translate(*module, options);
  CrosscheckResult found = crosscheck(*module, translation, options, 3, noDeadline);
  REQUIRE(found.missed.size() == 1);
  CHECK(found.missed[0].kind == ErrorKind::Race);
  CHECK(found.missed[0].message.find("A (byte") != std::string::npos);
  CHECK(found.runs == 2); // memory zero: every write stores the value already there, which is benign
}

TEST_CASE("crosscheck keeps the values the options fix, and runs nothing it cannot size", "[pipeline][crosscheck]") {
  // A[tid * stride] = tid: race-free unless stride is 0, which --kernel-args rules out.
  const char *strided = R"(
define spir_kernel void @k(ptr addrspace(1) %A, i32 %stride) {
entry:
  %tid = call i32 @__gv_local_id(i32 0)
  %i = mul i32 %tid, %stride
  %dst = getelementptr i32, ptr addrspace(1) %A, i32 %i
  store i32 %tid, ptr addrspace(1) %dst
  ret void
}
)";
  llvm::LLVMContext context;
  auto module = test::parseIR(context, strided);
  TranslateOptions options = test::options(2);
  options.kernelArgs = KernelArgumentValues{"k", {ArgumentValue{3, false}}};
  Translation translation = translate(*module, options);
  CrosscheckResult fixed = crosscheck(*module, translation, options, 6, noDeadline);
  CHECK(fixed.missed.empty());
  CHECK(fixed.runs == 6);

  // Unfixed, stride is 0 in the first run: every work-item writes A[0].
  auto unfixedModule = test::parseIR(context, strided);
  options.kernelArgs.reset();
  Translation unfixed = translate(*unfixedModule, options);
  CrosscheckResult free = crosscheck(*unfixedModule, unfixed, options, 6, noDeadline);
  CHECK(!free.missed.empty());

  TranslateOptions unsized = test::options();
  unsized.geometry.numGroups.size[0] = std::nullopt;
  Translation any = translate(*module, unsized);
  CrosscheckResult skipped = crosscheck(*module, any, unsized, 6, noDeadline);
  CHECK(skipped.runs == 0);
  REQUIRE(skipped.skipped.size() == 1);
  CHECK(skipped.skipped[0] == "k: its launch sizes are not fixed");
}
