// The translator's rewrites as LLVM passes (translator/src/passes/), run
// one at a time by name, as any LLVM pass is.
#include "IrFixtures.h"
#include "gpuverify/Intrinsics.h"
#include "passes/Passes.h"
#include "passes/PtxAccess.h"
#include "passes/PtxAsyncCopy.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Passes/PassBuilder.h"

#include "CatchVersion.h"

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
declare i32 @llvm.nvvm.no.such.thing()
define void @k(ptr addrspace(1) %dst) {
  %v = call i32 @llvm.nvvm.no.such.thing()
  store i32 %v, ptr addrspace(1) %dst
  ret void
}
)");
  CHECK_THROWS_AS(runPipeline(*module, "gv-lower-nvvm,function(gv-vector-lanes)"), TranslationError);
  // The error is not carried over to the next pipeline.
  CHECK_NOTHROW(runPipeline(*module, "function(gv-vector-lanes)"));
}

namespace {

// The loops of a function without nested loops, by their back edges.
unsigned countLoops(llvm::Function &f) {
  llvm::DominatorTree dominators(f);
  return static_cast<unsigned>(llvm::LoopInfo(dominators).getLoopsInPreorder().size());
}

} // namespace

TEST_CASE("gv-expand-memory-intrinsics makes a loop of a long or run-time-length copy", "[passes]") {
  llvm::LLVMContext context;
  auto module = test::parseIR(context, R"(
declare void @llvm.memcpy.p1.p1.i32(ptr addrspace(1), ptr addrspace(1), i32, i1)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare void @llvm.memmove.p1.p1.i64(ptr addrspace(1), ptr addrspace(1), i64, i1)
define spir_kernel void @k(ptr addrspace(1) %dst, ptr addrspace(1) %src, i32 %n, i64 %m) {
  %words = shl i32 %n, 2
  call void @llvm.memcpy.p1.p1.i32(ptr addrspace(1) align 4 %dst, ptr addrspace(1) align 4 %src, i32 %words, i1 false)
  %buffer = alloca [32768 x i8]
  call void @llvm.memset.p0.i64(ptr %buffer, i8 0, i64 32768, i1 false)
  call void @llvm.memmove.p1.p1.i64(ptr addrspace(1) %dst, ptr addrspace(1) %src, i64 %m, i1 false)
  ret void
}
)");
  llvm::Function &k = *module->getFunction("k");
  runPipeline(*module, "function(gv-expand-memory-intrinsics)");
  CHECK_FALSE(hasMemoryIntrinsic(k));
  CHECK_FALSE(llvm::verifyFunction(k, &llvm::errs()));
  // One loop for the copy, one for the set, two for the move (one each way).
  CHECK(countLoops(k) == 4);
  // The copy's length is a multiple of 4: it moves words, not bytes.
  bool wordCopy = false;
  for (const llvm::BasicBlock &b : k)
    for (const llvm::Instruction &i : b)
      if (auto *load = llvm::dyn_cast<llvm::LoadInst>(&i))
        wordCopy |= load->getType()->isIntegerTy(32);
  CHECK(wordCopy);
  CHECK(countOpcode(k, llvm::Instruction::Store) == 4);
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

namespace {

// The callees of a function's calls, in order (inline assembly as "asm").
std::vector<std::string> callees(const llvm::Function &f) {
  std::vector<std::string> names;
  for (const llvm::BasicBlock &b : f)
    for (const llvm::Instruction &i : b)
      if (auto *call = llvm::dyn_cast<llvm::CallBase>(&i))
        names.push_back(call->isInlineAsm() ? "asm" : call->getCalledFunction()->getName().str());
  return names;
}

} // namespace

TEST_CASE("gv-lower-nvvm gives the toolkit's intrinsics the calls of gpuverify's own headers", "[passes][nvvm]") {
  llvm::LLVMContext context;
  auto module = test::parseIR(context, R"(
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.clock()
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32)
declare i1 @llvm.nvvm.vote.any.sync(i32, i1)
declare i32 @llvm.nvvm.barrier0.popc(i32)
declare void @llvm.nvvm.membar.gl()
define void @k(ptr %p, ptr %q, float %v) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %c = call i32 @llvm.nvvm.read.ptx.sreg.clock()
  %s = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %v, i32 1, i32 31)
  %a = call i1 @llvm.nvvm.vote.any.sync(i32 -1, i1 true)
  %n = call i32 @llvm.nvvm.barrier0.popc(i32 %t)
  call void @llvm.nvvm.membar.gl()
  %old = atomicrmw add ptr %p, i32 1 monotonic
  %f = atomicrmw fadd ptr %q, float 1.0 monotonic
  %x = cmpxchg ptr %p, i32 0, i32 1 monotonic monotonic
  %l = call i32 asm "mov.u32 $0, %laneid;", "=r"()
  %h = call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %v)
  ret void
}
)");
  runPipeline(*module, "gv-lower-nvvm");
  std::vector<std::string> calls = callees(*module->getFunction("k"));
  auto count = [&](const std::string &prefix) {
    return std::count_if(calls.begin(), calls.end(), [&](const std::string &c) { return c.rfind(prefix, 0) == 0; });
  };
  CHECK(count("llvm.nvvm.") == 0);
  CHECK(count("asm") == 0);
  CHECK(count("__gv_group_id") == 1);
  CHECK(count("__gv_arbitrary.i32") == 1); // the clock: a new value each time
  CHECK(count("__gv_shfl_down") == 1);
  CHECK(count("__gv_vote_any") == 1);
  CHECK(count("__gv_syncthreads_count") == 1);
  CHECK(count("__gv_atomic_add_i32") == 1);
  CHECK(count("__gv_atomic_fadd_float") == 1);
  CHECK(count("__gv_atomic_cmpxchg_i32") == 1);
  CHECK(count("__gv_inline_asm.") == 1); // arithmetic: a function of its operands
  // The lane: the linear id in the block modulo the warp's size.
  CHECK(count("__gv_local_id") == 1 + 3);
  CHECK(count("__gv_warp_size") == 1);
  CHECK(countOpcode(*module->getFunction("k"), llvm::Instruction::AtomicRMW) == 0);
}

TEST_CASE("gv-lower-nvvm tells block-scope atomics from the grid's", "[passes][nvvm]") {
  llvm::LLVMContext context;
  auto module = test::parseIR(context, R"(
declare i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr, i32)
declare i32 @llvm.nvvm.atomic.cas.gen.i.sys.i32.p0(ptr, i32, i32)
define void @k(ptr %p) {
  %a = call i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr %p, i32 1)
  %b = call i32 @llvm.nvvm.atomic.cas.gen.i.sys.i32.p0(ptr %p, i32 0, i32 1)
  %c = atomicrmw add ptr %p, i32 1 syncscope("block") monotonic
  %d = atomicrmw xchg ptr %p, i32 1 syncscope("device") monotonic
  ret void
}
)");
  runPipeline(*module, "gv-lower-nvvm");
  CHECK(callees(*module->getFunction("k")) ==
        std::vector<std::string>{"__gv_block_atomic_add_i32", "__gv_atomic_cmpxchg_i32", "__gv_block_atomic_add_i32",
                                 "__gv_atomic_xchg_i32"});
}

TEST_CASE("gv-lower-nvvm refuses what it cannot model rather than drop it", "[passes][nvvm]") {
  llvm::LLVMContext context;
  SECTION("a named barrier") {
    auto module = test::parseIR(context, R"(
declare void @llvm.nvvm.barrier.sync(i32)
define void @k() {
  call void @llvm.nvvm.barrier.sync(i32 1)
  ret void
}
)");
    CHECK_THROWS_AS(runPipeline(*module, "gv-lower-nvvm"), TranslationError);
  }
  SECTION("barrier 0 named through a parameter: lowered once inlining has made it a constant") {
    auto module = test::parseIR(context, R"(
declare void @llvm.nvvm.barrier.sync(i32)
define void @sync(i32 %id) {
  call void @llvm.nvvm.barrier.sync(i32 %id)
  ret void
}
)");
    runPipeline(*module, "gv-lower-nvvm");
    CHECK(callees(*module->getFunction("sync")) == std::vector<std::string>{"llvm.nvvm.barrier.sync"});
    CHECK_THROWS_AS(runPipeline(*module, "gv-lower-nvvm-after-inlining"), TranslationError);
  }
  SECTION("an intrinsic that touches memory") {
    auto module = test::parseIR(context, R"(
declare i32 @llvm.nvvm.ld.gen.i.i32.p0(ptr)
define void @k(ptr %p) {
  %r = call i32 @llvm.nvvm.ld.gen.i.i32.p0(ptr %p)
  ret void
}
)");
    CHECK_THROWS_AS(runPipeline(*module, "gv-lower-nvvm"), TranslationError);
  }
  SECTION("an atomic of a scope other than the grid's or a block's") {
    auto module = test::parseIR(context, R"(
define void @k(ptr %p) {
  %r = atomicrmw add ptr %p, i32 1 syncscope("singlethread") monotonic
  ret void
}
)");
    CHECK_THROWS_AS(runPipeline(*module, "gv-lower-nvvm"), TranslationError);
  }
  SECTION("inline assembly without outputs stays unless it sleeps, fences or prefetches") {
    auto module = test::parseIR(context, R"(
define void @k(i64 %surface, i32 %v) {
  call void asm sideeffect "sust.b.2d.b32.trap [$0, {$1, $1}], {$1};", "l,r"(i64 %surface, i32 %v)
  call void asm sideeffect "nanosleep.u32 $0;", "r"(i32 %v)
  ret void
}
)");
    runPipeline(*module, "gv-lower-nvvm");
    CHECK(callees(*module->getFunction("k")) == std::vector<std::string>{"asm"});
  }
  SECTION("inline assembly that loads through an address held as an integer stays") {
    auto module = test::parseIR(context, R"(
define void @k(i64 %address) {
  %r = call i32 asm sideeffect "ld.global.cg.u32 $0, [$1];", "=r,l"(i64 %address)
  ret void
}
)");
    runPipeline(*module, "gv-lower-nvvm");
    CHECK(callees(*module->getFunction("k")) == std::vector<std::string>{"asm"});
  }
  SECTION("inline assembly that reads memory in a way not modelled stays, for Prepare to refuse") {
    auto module = test::parseIR(context, R"(
define void @k(ptr %p) {
  %r = call i32 asm "ld.acquire.gpu.u32 $0, [$1];", "=r,l"(ptr %p)
  ret void
}
)");
    runPipeline(*module, "gv-lower-nvvm");
    CHECK(callees(*module->getFunction("k")) == std::vector<std::string>{"asm"});
  }
}

TEST_CASE("PTX loads and stores are read with their state space, vector, type and address", "[passes][nvvm]") {
  std::optional<PtxAccess> load = parsePtxAccess("ld.global.nc.L1::no_allocate.v4.f32 $0, $1,$2, $3, [$4+16];");
  REQUIRE(load);
  CHECK_FALSE(load->store);
  CHECK(load->space == PtxAccess::Space::Global);
  CHECK(load->kind == 'f');
  CHECK(load->bits == 32);
  CHECK(load->values == std::vector<unsigned>{0, 1, 2, 3});
  CHECK(load->address == 4);
  CHECK(load->offset == 16);
  std::optional<PtxAccess> store = parsePtxAccess("st.shared::cta.u16 [$0+-2], $1");
  REQUIRE(store);
  CHECK(store->store);
  CHECK(store->space == PtxAccess::Space::Shared);
  CHECK(store->values == std::vector<unsigned>{1});
  CHECK(store->offset == -2);
  CHECK(parsePtxAccess("ld.volatile.b64 $0, [$1]")->space == PtxAccess::Space::Generic);
  // Orders, cache policies, immediates, other spaces and several
  // instructions are not read.
  for (const char *other :
       {"ld.acquire.gpu.b32 $0, [$1];", "ld.global.L2::cache_hint.f32 $0, [$1], $2;", "st.global.f32 [$0], 0f3F800000;",
        "ld.param.b32 $0, [$1];", "ld.global.v4.f32 $0, [$1];", "ld.global.f32 $0, [$1]; st.global.f32 [$2], $0;",
        "ld.shared::cluster.b32 $0, [$1];", "ld.global.f32.s32 $0, [$1];", "ld.global.f32 $0, [x];",
        "cp.async.ca.shared.global [$0], [$1], 16;"})
    CHECK_FALSE(parsePtxAccess(other));
}

TEST_CASE("gv-lower-nvvm turns PTX loads and stores into the loads and stores of their elements", "[passes][nvvm]") {
  llvm::LLVMContext context;
  auto module = test::parseIR(context, R"(
@s = internal addrspace(3) global [64 x float] undef
define void @k(ptr %in, ptr %out, i32 %t) {
  %v = call { float, float, float, float } asm "ld.global.nc.v4.f32 $0,$1,$2,$3, [$4+16];", "=f,=f,=f,=f,l"(ptr %in)
  %x = extractvalue { float, float, float, float } %v, 2
  call void asm sideeffect "st.global.cs.f32 [$0], $1;", "l,f,~{memory}"(ptr %out, float %x)
  %b = call i32 asm "ld.global.u8 $0, [$1];", "=r,l"(ptr %in)
  %slot = getelementptr float, ptr addrspacecast (ptr addrspace(3) @s to ptr), i32 %t
  %shared = addrspacecast ptr %slot to ptr addrspace(3)
  %wide = ptrtoint ptr addrspace(3) %shared to i64
  %address = trunc i64 %wide to i32
  %next = add i32 %address, 4
  %y = call float asm sideeffect "ld.shared.f32 $0, [$1];", "=f,r"(i32 %next)
  ret void
}
)");
  runPipeline(*module, "gv-lower-nvvm-after-inlining");
  llvm::Function &k = *module->getFunction("k");
  CHECK(callees(k).empty());
  CHECK(countOpcode(k, llvm::Instruction::Load) == 4 + 1 + 1);
  CHECK(countOpcode(k, llvm::Instruction::Store) == 1);
  CHECK(countOpcode(k, llvm::Instruction::ZExt) == 1); // the byte into a 32-bit register
  CHECK_FALSE(llvm::verifyFunction(k, &llvm::errs()));
}

TEST_CASE("gv-lower-nvvm leaves a PTX access whose registers do not fit its type", "[passes][nvvm]") {
  llvm::LLVMContext context;
  auto module = test::parseIR(context, R"(
define void @k(ptr %in, i64 %address) {
  %f = call i32 asm "ld.global.f16 $0, [$1];", "=r,l"(ptr %in)
  %u = call i32 asm "ld.global.u64 $0, [$1];", "=r,l"(ptr %in)
  %i = call i32 asm "ld.global.u32 $0, [$1];", "=r,l"(i64 %address)
  ret void
}
)");
  runPipeline(*module, "gv-lower-nvvm-after-inlining");
  CHECK(callees(*module->getFunction("k")) == std::vector<std::string>{"asm", "asm", "asm"});
}

TEST_CASE("PTX asynchronous copies, commits and waits are read with their operands", "[passes][nvvm]") {
  std::optional<PtxAsyncCopy> copy = parsePtxAsyncCopy("cp.async.cg.shared.global.L2::128B [$0+16], [$1], 16, $2;");
  REQUIRE(copy);
  CHECK(copy->kind == PtxAsyncCopy::Kind::Copy);
  CHECK(copy->destination == 0);
  CHECK(copy->destinationOffset == 16);
  CHECK(copy->source == 1);
  CHECK_FALSE(copy->bytes.operand);
  CHECK(copy->bytes.value == 16);
  REQUIRE(copy->sourceBytes);
  CHECK(copy->sourceBytes->operand == 2u);
  CHECK(parsePtxAsyncCopy("cp.async.commit_group;")->kind == PtxAsyncCopy::Kind::Commit);
  CHECK(parsePtxAsyncCopy("cp.async.wait_all;")->kind == PtxAsyncCopy::Kind::WaitAll);
  std::optional<PtxAsyncCopy> wait = parsePtxAsyncCopy("cp.async.wait_group $0;");
  REQUIRE(wait);
  CHECK(wait->kind == PtxAsyncCopy::Kind::Wait);
  CHECK(wait->groups.operand == 0u);
  // Cache policies, bulk copies, mbarrier arrivals, another direction and
  // several instructions are not read.
  for (const char *other :
       {"cp.async.ca.shared.global.L2::cache_hint [$0], [$1], 16, $2;",
        "cp.async.bulk.shared::cluster.global [$0], [$1], $2, [$3];", "cp.async.mbarrier.arrive.shared.b64 [$0];",
        "cp.async.ca.global.shared [$0], [$1], 16;", "cp.async.ca.shared.global [$0], [$1], 16; cp.async.commit_group;",
        "cp.async.ca.shared.global [$0], [$1], 16, 8, $2;", "ld.global.f32 $0, [$1];"})
    CHECK_FALSE(parsePtxAsyncCopy(other));
}

TEST_CASE("gv-lower-nvvm turns a cp.async into a load and a store marked pending, and its waits into calls",
          "[passes][nvvm]") {
  llvm::LLVMContext context;
  auto module = test::parseIR(context, R"(
@s = internal addrspace(3) global [64 x float] undef
declare i32 @__nvvm_get_smem_pointer(ptr)
define void @k(ptr %in, i32 %t, i32 %size) {
  %slot = getelementptr float, ptr addrspacecast (ptr addrspace(3) @s to ptr), i32 %t
  %window = call i32 @__nvvm_get_smem_pointer(ptr %slot)
  %bytes = trunc i64 16 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,r,r,~{memory}"(i32 %window, ptr %in, i32 %bytes, i32 %size)
  call void asm sideeffect "cp.async.commit_group;", "~{memory}"()
  call void asm sideeffect "cp.async.wait_group $0;", "n,~{memory}"(i32 1)
  call void asm sideeffect "cp.async.wait_all;", "~{memory}"()
  ret void
}
)");
  runPipeline(*module, "gv-lower-nvvm,gv-lower-nvvm-after-inlining");
  llvm::Function &k = *module->getFunction("k");
  // 16 bytes in two 8-byte pieces; the source read only where its size is
  // not 0 (a block of its own).
  unsigned pendingLoads = 0, pendingStores = 0;
  for (const llvm::BasicBlock &b : k)
    for (const llvm::Instruction &i : b)
      if (i.getMetadata(asyncCopyAccessMetadata)) {
        pendingLoads += llvm::isa<llvm::LoadInst>(i);
        pendingStores += llvm::isa<llvm::StoreInst>(i);
      }
  CHECK(pendingLoads == 2);
  CHECK(pendingStores == 2);
  CHECK(k.size() == 3);
  std::vector<std::string> calls = callees(k);
  CHECK(std::count(calls.begin(), calls.end(), "__gv_cp_async_commit") == 2);
  CHECK(std::count(calls.begin(), calls.end(), "__gv_cp_async_wait") == 2);
  CHECK(std::count(calls.begin(), calls.end(), "asm") == 0);
  CHECK(std::count(calls.begin(), calls.end(), "__nvvm_get_smem_pointer") == 0);
  CHECK_FALSE(llvm::verifyFunction(k, &llvm::errs()));
}

TEST_CASE("gv-lower-nvvm leaves a cp.async whose size or wait count is not a constant", "[passes][nvvm]") {
  llvm::LLVMContext context;
  auto module = test::parseIR(context, R"(
@s = internal addrspace(3) global [64 x float] undef
define void @k(ptr %in, i32 %n) {
  %window = ptrtoint ptr addrspace(3) @s to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2;", "r,l,r"(i32 %window, ptr %in, i32 %n)
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 12;", "r,l"(i32 %window, ptr %in)
  call void asm sideeffect "cp.async.wait_group $0;", "r"(i32 %n)
  ret void
}
)");
  runPipeline(*module, "gv-lower-nvvm-after-inlining");
  CHECK(callees(*module->getFunction("k")) == std::vector<std::string>{"asm", "asm", "asm"});
}

TEST_CASE("gv-lower-nvvm makes a cuda::barrier's arrive_and_wait the block's barrier, completing bound copies",
          "[passes][nvvm]") {
  llvm::LLVMContext context;
  auto module = test::parseIR(context, R"(
@bar = internal addrspace(3) global i64 undef
declare void @__gv_cuda_barrier_bind(ptr)
declare void @__gv_cuda_barrier_arrive_and_wait(ptr)
define void @k() {
  call void @__gv_cuda_barrier_bind(ptr addrspacecast (ptr addrspace(3) @bar to ptr))
  call void @__gv_cuda_barrier_arrive_and_wait(ptr addrspacecast (ptr addrspace(3) @bar to ptr))
  ret void
}
)");
  runPipeline(*module, "gv-lower-nvvm-after-inlining");
  CHECK(callees(*module->getFunction("k")) ==
        std::vector<std::string>{"__gv_cp_async_commit", "__gv_cp_async_wait", "__gv_barrier"});
}

TEST_CASE("gv-lower-nvvm refuses copies bound to one of several cuda::barrier objects", "[passes][nvvm]") {
  llvm::LLVMContext context;
  auto module = test::parseIR(context, R"(
@bars = internal addrspace(3) global [2 x i64] undef
declare void @__gv_cuda_barrier_bind(ptr)
declare void @__gv_cuda_barrier_arrive_and_wait(ptr)
define void @k(i32 %i) {
  %b = getelementptr [2 x i64], ptr addrspacecast (ptr addrspace(3) @bars to ptr), i32 0, i32 %i
  call void @__gv_cuda_barrier_bind(ptr %b)
  call void @__gv_cuda_barrier_arrive_and_wait(ptr %b)
  ret void
}
)");
  std::string message;
  try {
    runPipeline(*module, "gv-lower-nvvm-after-inlining");
  } catch (const TranslationError &e) {
    message = e.what();
  }
  CHECK(message.find("several barrier objects") != std::string::npos);
}

namespace {

// The message gv-lower-nvvm (after inlining) refuses `ir` with; empty if it
// does not.
std::string refusalAfterInlining(const char *ir) {
  llvm::LLVMContext context;
  auto module = test::parseIR(context, ir);
  try {
    runPipeline(*module, "gv-lower-nvvm-after-inlining");
  } catch (const TranslationError &e) {
    return e.what();
  }
  return "";
}

} // namespace

TEST_CASE("gv-lower-nvvm takes one cuda::pipeline, made once, with no other cp.async groups", "[passes][nvvm]") {
  CHECK(refusalAfterInlining(R"(
declare void @__gv_cuda_pipeline_start()
declare void @__gv_cuda_pipeline_commit()
declare void @__gv_cuda_pipeline_consumer_wait()
declare void @__gv_cuda_pipeline_wait_prior(i32)
define void @k(i32 %n) {
entry:
  call void @__gv_cuda_pipeline_start()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  call void @__gv_cuda_pipeline_commit()
  call void @__gv_cuda_pipeline_consumer_wait()
  call void @__gv_cuda_pipeline_wait_prior(i32 1)
  %next = add i32 %i, 1
  %more = icmp slt i32 %next, %n
  br i1 %more, label %loop, label %done
done:
  ret void
}
)") == "");
  // Made in a loop: a pipeline per iteration.
  CHECK(refusalAfterInlining(R"(
declare void @__gv_cuda_pipeline_start()
declare void @__gv_cuda_pipeline_consumer_wait()
define void @k(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  call void @__gv_cuda_pipeline_start()
  call void @__gv_cuda_pipeline_consumer_wait()
  %next = add i32 %i, 1
  %more = icmp slt i32 %next, %n
  br i1 %more, label %loop, label %done
done:
  ret void
}
)")
            .find("several cuda::pipeline objects") != std::string::npos);
  // Made twice.
  CHECK(refusalAfterInlining(R"(
declare void @__gv_cuda_pipeline_start()
define void @k() {
  call void @__gv_cuda_pipeline_start()
  call void @__gv_cuda_pipeline_start()
  ret void
}
)")
            .find("several cuda::pipeline objects") != std::string::npos);
  // Beside a commit of the pipeline primitives.
  CHECK(refusalAfterInlining(R"(
declare void @__gv_cuda_pipeline_start()
declare void @__gv_cuda_pipeline_consumer_wait()
declare void @__gv_cp_async_commit()
define void @k() {
  call void @__gv_cuda_pipeline_start()
  call void @__gv_cp_async_commit()
  call void @__gv_cuda_pipeline_consumer_wait()
  ret void
}
)")
            .find("cp.async groups committed or waited for outside it") != std::string::npos);
}

TEST_CASE("gv-lower-nvvm makes a cuda::barrier's arrive() right before its wait() arrive_and_wait()",
          "[passes][nvvm]") {
  llvm::LLVMContext context;
  auto module = test::parseIR(context, R"(
@bar = internal addrspace(3) global i64 undef
declare i64 @__gv_cuda_barrier_arrive(ptr)
declare void @__gv_cuda_barrier_wait(ptr, i64)
define void @k() {
entry:
  %token = alloca i64
  %t = call i64 @__gv_cuda_barrier_arrive(ptr addrspacecast (ptr addrspace(3) @bar to ptr))
  store i64 %t, ptr %token
  br label %next
next:
  %v = load i64, ptr %token
  call void @__gv_cuda_barrier_wait(ptr addrspacecast (ptr addrspace(3) @bar to ptr), i64 %v)
  ret void
}
)");
  runPipeline(*module, "gv-lower-nvvm-after-inlining");
  CHECK(callees(*module->getFunction("k")) == std::vector<std::string>{"__gv_barrier"});
  // A shared access between them: a split barrier.
  CHECK(refusalAfterInlining(R"(
@bar = internal addrspace(3) global i64 undef
@s = internal addrspace(3) global i32 undef
declare i64 @__gv_cuda_barrier_arrive(ptr)
declare void @__gv_cuda_barrier_wait(ptr, i64)
define void @k() {
  %t = call i64 @__gv_cuda_barrier_arrive(ptr addrspacecast (ptr addrspace(3) @bar to ptr))
  store i32 1, ptr addrspace(3) @s
  call void @__gv_cuda_barrier_wait(ptr addrspacecast (ptr addrspace(3) @bar to ptr), i64 %t)
  ret void
}
)")
            .find("split barrier") != std::string::npos);
  // A wait with no arrive before it.
  CHECK(refusalAfterInlining(R"(
@bar = internal addrspace(3) global i64 undef
declare void @__gv_cuda_barrier_wait(ptr, i64)
define void @k() {
  call void @__gv_cuda_barrier_wait(ptr addrspacecast (ptr addrspace(3) @bar to ptr), i64 0)
  ret void
}
)")
            .find("split barrier") != std::string::npos);
}
