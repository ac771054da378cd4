// The translator's rewrites as LLVM passes (translator/src/passes/), run
// one at a time by name, as any LLVM pass is.
#include "IrFixtures.h"
#include "passes/Passes.h"

#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/Passes/PassBuilder.h"

#include <catch2/catch.hpp>

using namespace gv;

namespace {

unsigned countOpcode(const llvm::Function &f, unsigned opcode) {
  unsigned n = 0;
  for (const llvm::BasicBlock &b : f)
    for (const llvm::Instruction &i : b)
      n += i.getOpcode() == opcode;
  return n;
}

bool hasMemoryIntrinsic(const llvm::Function &f) {
  for (const llvm::BasicBlock &b : f)
    for (const llvm::Instruction &i : b)
      if (llvm::isa<llvm::MemIntrinsic>(i))
        return true;
  return false;
}

} // namespace

TEST_CASE("gv-expand-memory-intrinsics turns a memcpy into its loads and stores", "[passes]") {
  llvm::LLVMContext context;
  auto module = test::parseIR(context, R"(
declare void @llvm.memcpy.p1.p1.i32(ptr addrspace(1), ptr addrspace(1), i32, i1)
define spir_kernel void @k(ptr addrspace(1) %dst, ptr addrspace(1) %src) {
  call void @llvm.memcpy.p1.p1.i32(ptr addrspace(1) align 4 %dst, ptr addrspace(1) align 4 %src, i32 8, i1 false)
  ret void
}
)");
  llvm::Function &k = *module->getFunction("k");
  runPipeline(*module, "function(gv-expand-memory-intrinsics)");
  CHECK_FALSE(hasMemoryIntrinsic(k));
  CHECK(countOpcode(k, llvm::Instruction::Load) >= 2);
  CHECK(countOpcode(k, llvm::Instruction::Store) == countOpcode(k, llvm::Instruction::Load));
}

TEST_CASE("a pass's TranslationError reaches the caller after the pipeline", "[passes]") {
  llvm::LLVMContext context;
  auto module = test::parseIR(context, R"(
declare void @llvm.memcpy.p1.p1.i32(ptr addrspace(1), ptr addrspace(1), i32, i1)
define spir_kernel void @k(ptr addrspace(1) %dst, ptr addrspace(1) %src, i32 %n) {
  call void @llvm.memcpy.p1.p1.i32(ptr addrspace(1) %dst, ptr addrspace(1) %src, i32 %n, i1 false)
  ret void
}
)");
  CHECK_THROWS_AS(runPipeline(*module, "function(gv-expand-memory-intrinsics,gv-vector-lanes)"), TranslationError);
  // The error is not carried over to the next pipeline.
  CHECK_NOTHROW(runPipeline(*module, "function(gv-vector-lanes)"));
}

TEST_CASE("gv-arbitrary-undefined-values leaves no undef operand", "[passes]") {
  llvm::LLVMContext context;
  auto module = test::parseIR(context, R"(
define spir_kernel void @k(ptr addrspace(1) %a) {
  store i32 undef, ptr addrspace(1) %a
  ret void
}
)");
  runPipeline(*module, "function(gv-arbitrary-undefined-values)");
  auto &store = llvm::cast<llvm::StoreInst>(*module->getFunction("k")->getEntryBlock().begin()->getNextNode());
  CHECK_FALSE(llvm::isa<llvm::UndefValue>(store.getValueOperand()));
}

// Found by fuzz_translate: a store of an i31 reached the encoder, which
// has no value for the bits that do not fill the bytes (an internal error).
TEST_CASE("a memory access of a width that is not whole bytes is unsupported, not an internal error", "[memory]") {
  CHECK_THROWS_AS(test::translateIR(R"(
define spir_kernel void @k(ptr addrspace(1) %a) {
  store i31 1, ptr addrspace(1) %a
  ret void
}
)"),
                  TranslationError);
}
