#include "passes/Nvvm.h"
#include "passes/CudaBarrier.h"
#include "passes/CudaPipeline.h"
#include "passes/NvvmLowering.h"
#include "passes/PtxOperands.h"

#include "SourceLocations.h"
#include "gpuverify/Intrinsics.h"
#include "gpuverify/Translator.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

#include <optional>
#include <regex>
#include <vector>

namespace gv {

// The calls gpuverify's own headers make (declared in annotations.h and
// cuda.h; Intrinsics.def gives them their meaning).
llvm::FunctionCallee declareOwnFunction(llvm::Module &m, const char *name, llvm::Type *result,
                                        llvm::ArrayRef<llvm::Type *> params, bool pure) {
  llvm::FunctionCallee callee = m.getOrInsertFunction(name, llvm::FunctionType::get(result, params, false));
  if (auto *f = llvm::dyn_cast<llvm::Function>(callee.getCallee()); f && pure)
    f->setDoesNotAccessMemory();
  return callee;
}

void NvvmLowering::run() {
  std::vector<llvm::CallBase *> calls;
  for (llvm::Function &f : m_)
    for (llvm::Instruction &inst : llvm::instructions(f))
      if (auto *call = llvm::dyn_cast<llvm::CallBase>(&inst))
        calls.push_back(call);
  std::vector<llvm::Instruction *> atomics;
  for (llvm::Function &f : m_)
    for (llvm::Instruction &inst : llvm::instructions(f))
      if (llvm::isa<llvm::AtomicRMWInst>(inst) || llvm::isa<llvm::AtomicCmpXchgInst>(inst))
        atomics.push_back(&inst);
  for (llvm::CallBase *call : calls)
    if (call->isInlineAsm())
      lowerInlineAsm(*call);
    else if (llvm::Function *callee = call->getCalledFunction())
      lowerCall(*call, *callee);
  for (llvm::Instruction *atomic : atomics)
    lowerAtomic(*atomic);
  // Once inlined, a kernel's cuda::barrier and cuda::pipeline calls (see
  // CudaBarrier.h, CudaPipeline.h).
  if (afterInlining_)
    for (llvm::Function &f : m_)
      if (!f.isDeclaration()) {
        lowerCudaBarriers(f);
        checkCudaPipeline(f);
      }
}

std::optional<unsigned> NvvmLowering::dimensionOf(llvm::StringRef suffix) {
  return llvm::StringSwitch<std::optional<unsigned>>(suffix).Case("x", 0u).Case("y", 1u).Case("z", 2u).Default(
      std::nullopt);
}

llvm::Value *NvvmLowering::geometry(llvm::IRBuilder<> &b, const char *intrinsic, unsigned dimension) {
  return b.CreateCall(declareOwnFunction(m_, intrinsic, i32_, {i32_}, true), {b.getInt32(dimension)});
}

llvm::Value *NvvmLowering::lane(llvm::IRBuilder<> &b) {
  llvm::Value *flat = geometry(b, "__gv_local_id", 2);
  for (int d = 1; d >= 0; --d)
    flat = b.CreateAdd(b.CreateMul(flat, geometry(b, "__gv_local_size", d)), geometry(b, "__gv_local_id", d));
  llvm::Value *lanes = b.CreateCall(declareOwnFunction(m_, "__gv_warp_size", i32_, {}, true));
  return b.CreateURem(flat, lanes, "lane");
}

std::optional<llvm::Value *> NvvmLowering::laneMask(llvm::IRBuilder<> &b, llvm::StringRef which) {
  auto kind =
      llvm::StringSwitch<int>(which).Case("eq", 0).Case("lt", 1).Case("le", 2).Case("gt", 3).Case("ge", 4).Default(-1);
  if (kind < 0)
    return std::nullopt;
  llvm::Value *bit = b.CreateShl(b.getInt32(1), lane(b));
  llvm::Value *below = b.CreateSub(bit, b.getInt32(1));
  llvm::Value *upTo = b.CreateOr(below, bit);
  switch (kind) {
  case 0: return bit;
  case 1: return below;
  case 2: return upTo;
  case 3: return b.CreateNot(upTo);
  default: return b.CreateNot(below);
  }
}

llvm::Value *NvvmLowering::specialRegister(llvm::IRBuilder<> &b, llvm::StringRef name, llvm::Type *type) {
  auto [group, suffix] = name.split('.');
  llvm::Value *value = nullptr;
  std::optional<unsigned> d = dimensionOf(suffix);
  if (d && group == "tid")
    value = geometry(b, "__gv_local_id", *d);
  else if (d && group == "ntid")
    value = geometry(b, "__gv_local_size", *d);
  else if (d && group == "ctaid")
    value = geometry(b, "__gv_group_id", *d);
  else if (d && group == "nctaid")
    value = geometry(b, "__gv_num_groups", *d);
  else if (name == "warpsize")
    value = b.CreateCall(declareOwnFunction(m_, "__gv_warp_size", i32_, {}, true));
  else if (name == "laneid")
    value = lane(b);
  else if (group == "lanemask")
    value = laneMask(b, suffix).value_or(nullptr);
  // Anything else (the clocks, %smid, %warpid, timers): a value of the
  // thread's own, new at each reading.
  if (!value || !type->isIntegerTy())
    return b.CreateCall(arbitraryValueFunction(m_, type));
  return b.CreateZExtOrTrunc(value, type);
}

void NvvmLowering::replace(llvm::CallBase &call, llvm::Value *with) {
  if (with)
    call.replaceAllUsesWith(with);
  call.eraseFromParent();
}

[[noreturn]] void NvvmLowering::unsupported(const llvm::Instruction &inst, const std::string &what) {
  throw TranslationError(what + " is not supported yet", sourceChain(inst));
}

void NvvmLowering::lowerCall(llvm::CallBase &call, llvm::Function &callee) {
  llvm::StringRef name = callee.getName();
  if (name == "__assertfail") {
    // The device side of assert(): reached only when the condition fails.
    llvm::IRBuilder<> b(&call);
    b.CreateCall(declareOwnFunction(m_, "__gv_assert", llvm::Type::getVoidTy(c_), {i32_}), {b.getInt32(0)});
    replace(call, nullptr);
    return;
  }
  // The toolkit's pipeline headers: a generic pointer's address in the
  // shared window, as gpuverify's __cvta_generic_to_shared computes it.
  if (name == ptxSharedWindowFunction && call.arg_size() == 1 && call.getArgOperand(0)->getType()->isPointerTy() &&
      call.getType()->isIntegerTy()) {
    llvm::IRBuilder<> b(&call);
    llvm::Value *shared = b.CreateAddrSpaceCast(call.getArgOperand(0), b.getPtrTy(ptxSharedSpace));
    replace(call, b.CreateTrunc(b.CreatePtrToInt(shared, b.getInt64Ty()), call.getType()));
    return;
  }
  // What Intrinsics.def names (llvm.nvvm.barrier0, bar.warp.sync,
  // activemask, a texture's handle) the translator models as it is.
  if (!name.consume_front("llvm.nvvm.") || classifyFunction(callee) != Intrinsic::None)
    return;
  llvm::IRBuilder<> b(&call);
  auto arg = [&](unsigned i) { return call.getArgOperand(i); };
  if (name.consume_front("read.ptx.sreg.")) {
    replace(call, specialRegister(b, name, call.getType()));
    return;
  }
  // Barriers of the block: __syncthreads's reductions; barrier 0 of
  // cooperative groups' sync(). Named barriers of some threads are not
  // modelled.
  if (name == "barrier.sync" || name == "barrier.sync.aligned.all" || name == "barrier.cta.sync.aligned.all") {
    auto *id = llvm::dyn_cast<llvm::ConstantInt>(arg(0));
    if (!id && !afterInlining_)
      return; // __barrier_sync(id): known once inlined
    if (!id || !id->isZero())
      unsupported(call, "a named barrier other than barrier 0");
    b.CreateCall(declareOwnFunction(m_, "__gv_barrier", llvm::Type::getVoidTy(c_), {i32_, i32_}),
                 {b.getInt32(1), b.getInt32(1)});
    replace(call, nullptr);
    return;
  }
  if (name == "barrier0.popc" || name == "barrier0.and" || name == "barrier0.or") {
    const char *reduction = name == "barrier0.popc"  ? "__gv_syncthreads_count"
                            : name == "barrier0.and" ? "__gv_syncthreads_and"
                                                     : "__gv_syncthreads_or";
    llvm::Value *predicate = b.CreateZExt(b.CreateICmpNE(arg(0), b.getInt32(0)), i32_);
    replace(call, b.CreateCall(declareOwnFunction(m_, reduction, i32_, {i32_}), {predicate}));
    return;
  }
  // Fences order a thread's own accesses: no effect on races.
  if (name.starts_with("membar.") || name.starts_with("fence.")) {
    replace(call, nullptr);
    return;
  }
  // __ldg and __ldu: a load through the read-only cache.
  if (name.starts_with("ldg.global.") || name.starts_with("ldu.global.")) {
    // Volatile until the passes are done, as Prepare marks every access
    // to memory that may be shared: it is an access even if unused.
    replace(call, b.CreateLoad(call.getType(), arg(0), /*isVolatile=*/true));
    return;
  }
  if (name.starts_with("shfl.sync.")) {
    lowerShuffle(b, call, name.drop_front(std::strlen("shfl.sync.")));
    return;
  }
  if (name.starts_with("vote.")) {
    lowerVote(b, call, name.drop_front(std::strlen("vote.")));
    return;
  }
  if (name.starts_with("match.")) {
    lowerMatch(b, call, name.drop_front(std::strlen("match.")));
    return;
  }
  if (name.starts_with("redux.sync.")) {
    // (value, mask): the same result for every lane of the mask.
    llvm::StringRef suffix = name.drop_front(std::strlen("redux.sync."));
    WarpReduction op = WarpReduction::Unknown;
#define GV_WARP_REDUCTION(NAME, NUMBER, PTX)                                                                           \
  if (suffix == PTX)                                                                                                   \
    op = WarpReduction::NAME;
#include "gpuverify/WarpReductions.def"
    llvm::Value *value = b.CreateZExtOrTrunc(arg(0), i32_);
    llvm::Value *r = b.CreateCall(declareOwnFunction(m_, "__gv_warp_reduce", i32_, {i32_, i32_, i32_}),
                                  {arg(1), value, b.getInt32(static_cast<int>(op))});
    replace(call, b.CreateZExtOrTrunc(r, call.getType()));
    return;
  }
  if (name.starts_with("wmma.")) {
    lowerWmma(b, call, name);
    return;
  }
  if (name.starts_with("atomic.") && name.contains(".gen.")) {
    lowerScopedAtomic(b, call, name);
    return;
  }
  if (name == "atomic.load.inc.32" || name.starts_with("atomic.load.inc.32.") || name == "atomic.load.dec.32" ||
      name.starts_with("atomic.load.dec.32.")) {
    // atomicInc / atomicDec(p, bound).
    const char *op = name.starts_with("atomic.load.inc") ? "__gv_atomic_inc_uint" : "__gv_atomic_dec_uint";
    llvm::Type *pointer = arg(0)->getType();
    replace(call, b.CreateCall(declareOwnFunction(m_, op, i32_, {pointer, i32_}), {arg(0), arg(1)}));
    return;
  }
  // What is left is arithmetic (a deterministic function of its
  // arguments), or is refused here.
  if (callee.doesNotAccessMemory() && !callee.isConvergent())
    return;
  unsupported(call, "the NVVM intrinsic llvm.nvvm." + name.str());
}

llvm::Value *NvvmLowering::arbitrary(llvm::IRBuilder<> &b, llvm::Type *type) {
  if (type->isIntegerTy())
    return b.CreateCall(arbitraryValueFunction(m_, type));
  unsigned bits = static_cast<unsigned>(m_.getDataLayout().getTypeSizeInBits(type));
  llvm::Value *raw = b.CreateCall(arbitraryValueFunction(m_, b.getIntNTy(bits)));
  return b.CreateBitCast(raw, type);
}

llvm::Value *NvvmLowering::arbitraryAggregate(llvm::IRBuilder<> &b, llvm::Type *type) {
  auto *fields = llvm::dyn_cast<llvm::StructType>(type);
  if (!fields)
    return arbitrary(b, type);
  llvm::Value *r = llvm::PoisonValue::get(type);
  for (unsigned i = 0; i < fields->getNumElements(); ++i)
    r = b.CreateInsertValue(r, arbitrary(b, fields->getElementType(i)), i);
  return r;
}

void NvvmLowering::assume(llvm::IRBuilder<> &b, llvm::Value *condition) {
  b.CreateCall(declareOwnFunction(m_, "__gv_assume", llvm::Type::getVoidTy(c_), {i32_}),
               {b.CreateZExt(condition, i32_)});
}

void NvvmLowering::lowerShuffle(llvm::IRBuilder<> &b, llvm::CallBase &call, llvm::StringRef variant) {
  auto [mode, type] = variant.split('.');
  const char *intrinsic = llvm::StringSwitch<const char *>(mode)
                              .Case("idx", "__gv_shfl_idx")
                              .Case("up", "__gv_shfl_up")
                              .Case("down", "__gv_shfl_down")
                              .Case("bfly", "__gv_shfl_xor")
                              .Default(nullptr);
  if (!intrinsic || type.ends_with("p") || call.getType()->isStructTy())
    unsupported(call, "the NVVM shuffle llvm.nvvm.shfl.sync." + variant.str());
  llvm::Value *value = b.CreateBitCast(call.getArgOperand(1), i32_);
  llvm::Value *width = b.CreateSub(b.getInt32(32), b.CreateLShr(call.getArgOperand(3), b.getInt32(8)));
  llvm::Value *r = b.CreateCall(declareOwnFunction(m_, intrinsic, i32_, {i32_, i32_, i32_, i32_}),
                                {call.getArgOperand(0), value, call.getArgOperand(2), width});
  replace(call, b.CreateBitCast(r, call.getType()));
}

void NvvmLowering::lowerVote(llvm::IRBuilder<> &b, llvm::CallBase &call, llvm::StringRef variant) {
  const char *intrinsic = llvm::StringSwitch<const char *>(variant)
                              .Case("all.sync", "__gv_vote_all")
                              .Case("any.sync", "__gv_vote_any")
                              .Case("uni.sync", "__gv_vote_uni")
                              .Case("ballot.sync", "__gv_ballot")
                              .Default(nullptr);
  if (!intrinsic)
    unsupported(call, "the NVVM vote llvm.nvvm.vote." + variant.str());
  llvm::Value *predicate = b.CreateZExt(call.getArgOperand(1), i32_);
  llvm::Value *r =
      b.CreateCall(declareOwnFunction(m_, intrinsic, i32_, {i32_, i32_}), {call.getArgOperand(0), predicate});
  replace(call, variant == "ballot.sync" ? r : b.CreateICmpNE(r, b.getInt32(0)));
}

void NvvmLowering::lowerMatch(llvm::IRBuilder<> &b, llvm::CallBase &call, llvm::StringRef variant) {
  llvm::Value *value = call.getArgOperand(1);
  bool wide = value->getType()->isIntegerTy(64);
  bool all = variant.starts_with("all.");
  const char *intrinsic =
      all ? (wide ? "__gv_match_all_64" : "__gv_match_all_32") : (wide ? "__gv_match_any_64" : "__gv_match_any_32");
  llvm::Value *lanes =
      b.CreateCall(declareOwnFunction(m_, intrinsic, i32_, {i32_, value->getType()}), {call.getArgOperand(0), value});
  if (!call.getType()->isStructTy()) {
    replace(call, lanes);
    return;
  }
  llvm::Value *r = llvm::PoisonValue::get(call.getType());
  r = b.CreateInsertValue(r, lanes, 0);
  r = b.CreateInsertValue(r, b.CreateICmpNE(lanes, b.getInt32(0)), 1);
  replace(call, r);
}

void lowerNvvm(llvm::Module &module, bool afterInlining) { NvvmLowering(module, afterInlining).run(); }

} // namespace gv
