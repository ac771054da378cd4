#include "passes/Nvvm.h"

#include "Intrinsics.h"
#include "SourceLocations.h"
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

namespace {

// The calls gpuverify's own headers make (declared in annotations.h and
// cuda.h; Intrinsics.def gives them their meaning).
llvm::FunctionCallee declare(llvm::Module &m, const char *name, llvm::Type *result, llvm::ArrayRef<llvm::Type *> params,
                             bool pure = false) {
  llvm::FunctionCallee callee = m.getOrInsertFunction(name, llvm::FunctionType::get(result, params, false));
  if (auto *f = llvm::dyn_cast<llvm::Function>(callee.getCallee()); f && pure)
    f->setDoesNotAccessMemory();
  return callee;
}

class NvvmLowering {
public:
  NvvmLowering(llvm::Module &m, bool afterInlining)
      : m_(m), c_(m.getContext()), i32_(llvm::Type::getInt32Ty(c_)), afterInlining_(afterInlining) {}

  void run() {
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
  }

private:
  llvm::Module &m_;
  llvm::LLVMContext &c_;
  llvm::IntegerType *i32_;
  bool afterInlining_;
  unsigned wmmaSites_ = 0;

  static std::optional<unsigned> dimensionOf(llvm::StringRef suffix) {
    return llvm::StringSwitch<std::optional<unsigned>>(suffix).Case("x", 0u).Case("y", 1u).Case("z", 2u).Default(
        std::nullopt);
  }

  llvm::Value *geometry(llvm::IRBuilder<> &b, const char *intrinsic, unsigned dimension) {
    return b.CreateCall(declare(m_, intrinsic, i32_, {i32_}, true), {b.getInt32(dimension)});
  }

  // The lane of the thread in its warp: CUDA numbers a block's threads x
  // first, and each run of warpSize of them is a warp.
  llvm::Value *lane(llvm::IRBuilder<> &b) {
    llvm::Value *flat = geometry(b, "__gv_local_id", 2);
    for (int d = 1; d >= 0; --d)
      flat = b.CreateAdd(b.CreateMul(flat, geometry(b, "__gv_local_size", d)), geometry(b, "__gv_local_id", d));
    llvm::Value *lanes = b.CreateCall(declare(m_, "__gv_warp_size", i32_, {}, true));
    return b.CreateURem(flat, lanes, "lane");
  }

  // %lanemask_eq, _lt, _le, _gt, _ge: the lanes equal to, below, ... the
  // thread's.
  std::optional<llvm::Value *> laneMask(llvm::IRBuilder<> &b, llvm::StringRef which) {
    auto kind =
        llvm::StringSwitch<int>(which).Case("eq", 0).Case("lt", 1).Case("le", 2).Case("gt", 3).Case("ge", 4).Default(
            -1);
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

  // A special register (tid.x, laneid, clock64, ...) read as `type`.
  llvm::Value *specialRegister(llvm::IRBuilder<> &b, llvm::StringRef name, llvm::Type *type) {
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
      value = b.CreateCall(declare(m_, "__gv_warp_size", i32_, {}, true));
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

  void replace(llvm::CallBase &call, llvm::Value *with) {
    if (with)
      call.replaceAllUsesWith(with);
    call.eraseFromParent();
  }

  [[noreturn]] void unsupported(const llvm::Instruction &inst, const std::string &what) {
    throw TranslationError(what + " is not supported yet", sourceChain(inst));
  }

  void lowerCall(llvm::CallBase &call, llvm::Function &callee) {
    llvm::StringRef name = callee.getName();
    if (name == "__assertfail") {
      // The device side of assert(): reached only when the condition fails.
      llvm::IRBuilder<> b(&call);
      b.CreateCall(declare(m_, "__gv_assert", llvm::Type::getVoidTy(c_), {i32_}), {b.getInt32(0)});
      replace(call, nullptr);
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
      b.CreateCall(declare(m_, "__gv_barrier", llvm::Type::getVoidTy(c_), {i32_, i32_}),
                   {b.getInt32(1), b.getInt32(1)});
      replace(call, nullptr);
      return;
    }
    if (name == "barrier0.popc" || name == "barrier0.and" || name == "barrier0.or") {
      const char *reduction = name == "barrier0.popc"  ? "__gv_syncthreads_count"
                              : name == "barrier0.and" ? "__gv_syncthreads_and"
                                                       : "__gv_syncthreads_or";
      llvm::Value *predicate = b.CreateZExt(b.CreateICmpNE(arg(0), b.getInt32(0)), i32_);
      replace(call, b.CreateCall(declare(m_, reduction, i32_, {i32_}), {predicate}));
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
      llvm::Value *value = b.CreateZExtOrTrunc(arg(0), i32_);
      llvm::Value *r = b.CreateCall(declare(m_, "__gv_warp_reduce", i32_, {i32_, i32_}), {arg(1), value});
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
      replace(call, b.CreateCall(declare(m_, op, i32_, {pointer, i32_}), {arg(0), arg(1)}));
      return;
    }
    // What is left is arithmetic (a deterministic function of its
    // arguments), or is refused here.
    if (callee.doesNotAccessMemory() && !callee.isConvergent())
      return;
    unsupported(call, "the NVVM intrinsic llvm.nvvm." + name.str());
  }

  // A value of `type` nobody knows: an arbitrary one of its width.
  llvm::Value *arbitrary(llvm::IRBuilder<> &b, llvm::Type *type) {
    if (type->isIntegerTy())
      return b.CreateCall(arbitraryValueFunction(m_, type));
    unsigned bits = static_cast<unsigned>(m_.getDataLayout().getTypeSizeInBits(type));
    llvm::Value *raw = b.CreateCall(arbitraryValueFunction(m_, b.getIntNTy(bits)));
    return b.CreateBitCast(raw, type);
  }

  llvm::Value *arbitraryAggregate(llvm::IRBuilder<> &b, llvm::Type *type) {
    auto *fields = llvm::dyn_cast<llvm::StructType>(type);
    if (!fields)
      return arbitrary(b, type);
    llvm::Value *r = llvm::PoisonValue::get(type);
    for (unsigned i = 0; i < fields->getNumElements(); ++i)
      r = b.CreateInsertValue(r, arbitrary(b, fields->getElementType(i)), i);
    return r;
  }

  void assume(llvm::IRBuilder<> &b, llvm::Value *condition) {
    b.CreateCall(declare(m_, "__gv_assume", llvm::Type::getVoidTy(c_), {i32_}), {b.CreateZExt(condition, i32_)});
  }

  // wmma.<shape>.{load.<a|b|c>,store.d}.<row|col>[.stride].<type>[.p<N>](...)
  // and wmma.<shape>.mma...: tensor-core fragments. A fragment's values
  // are not modelled (arbitrary), its memory is: a load or store is the
  // warp's access to every element of an M x K, K x N or M x N tile at the
  // pointer, rows `stride` elements apart (`col`: columns). Which lane
  // holds which element CUDA leaves unspecified: each lane accesses an
  // element (r, c) of the tile, chosen arbitrarily, that an unknown
  // function of this call site gives to its lane, so that the lanes of
  // one warp never meet on an element within the operation and every
  // element a warp touches is some lane's.
  void lowerWmma(llvm::IRBuilder<> &b, llvm::CallBase &call, llvm::StringRef name) {
    llvm::SmallVector<llvm::StringRef, 8> parts;
    name.split(parts, '.');
    unsigned m = 0, n = 0, k = 0;
    std::string shape = parts.size() > 1 ? parts[1].str() : "";
    if (std::sscanf(shape.c_str(), "m%un%uk%u", &m, &n, &k) != 3)
      unsupported(call, "the NVVM intrinsic llvm.nvvm." + name.str());
    if (parts.size() > 2 && parts[2] == "mma") {
      replace(call, arbitraryAggregate(b, call.getType()));
      return;
    }
    bool load = parts.size() > 2 && parts[2] == "load", store = parts.size() > 2 && parts[2] == "store";
    if ((!load && !store) || parts.size() < 6)
      unsupported(call, "the NVVM intrinsic llvm.nvvm." + name.str());
    llvm::StringRef fragment = parts[3], layout = parts[4];
    bool strided = parts[5] == "stride";
    llvm::StringRef type = parts[strided ? 6 : 5];
    unsigned bytes = llvm::StringSwitch<unsigned>(type)
                         .Cases("f16", "bf16", 2)
                         .Cases("f32", "tf32", "s32", 4)
                         .Cases("s8", "u8", 1)
                         .Case("f64", 8)
                         .Default(0);
    unsigned rows = fragment == "a" ? m : fragment == "b" ? k : m;
    unsigned columns = fragment == "a" ? k : n;
    if (!bytes || (layout != "row" && layout != "col") ||
        (load && fragment != "a" && fragment != "b" && fragment != "c") || (store && fragment != "d"))
      unsupported(call, "the NVVM intrinsic llvm.nvvm." + name.str());
    bool rowMajor = layout == "row";
    llvm::Value *pointer = call.getArgOperand(0);
    auto *index = llvm::cast<llvm::IntegerType>(m_.getDataLayout().getIndexType(pointer->getType()));
    // Without a stride, the tile's rows (columns) lie next to each other.
    llvm::Value *stride = strided ? b.CreateZExtOrTrunc(call.getArgOperand(call.arg_size() - 1), index)
                                  : llvm::ConstantInt::get(index, rowMajor ? columns : rows);
    llvm::Value *r = arbitrary(b, i32_), *c = arbitrary(b, i32_);
    assume(b, b.CreateICmpULT(r, b.getInt32(rows)));
    assume(b, b.CreateICmpULT(c, b.getInt32(columns)));
    // One function per site, also across the runs of this lowering.
    std::string owner;
    do
      owner = "__gv_wmma_lane_" + std::to_string(++wmmaSites_);
    while (m_.getFunction(owner));
    assume(b, b.CreateICmpEQ(b.CreateCall(declare(m_, owner.c_str(), i32_, {i32_, i32_}, true), {r, c}), lane(b)));
    llvm::Value *major = b.CreateZExt(rowMajor ? r : c, index), *minor = b.CreateZExt(rowMajor ? c : r, index);
    llvm::Type *element = b.getIntNTy(8 * bytes);
    llvm::Value *at = b.CreateGEP(element, pointer, b.CreateAdd(b.CreateMul(major, stride), minor), "wmma.element");
    // Volatile until the passes are done, as Prepare marks every access to
    // memory that may be shared.
    if (load) {
      b.CreateLoad(element, at, /*isVolatile=*/true);
      replace(call, arbitraryAggregate(b, call.getType()));
    } else {
      b.CreateStore(arbitrary(b, element), at, /*isVolatile=*/true);
      replace(call, nullptr);
    }
  }

  // atomic.<op>.gen.<i|f>.<cta|sys>.<type>...(pointer, operands): atomicAdd_block
  // and the other block-scope atomics (cta), and the system-scope ones
  // (sys, atomic for every thread of the grid as the plain ones are).
  void lowerScopedAtomic(llvm::IRBuilder<> &b, llvm::CallBase &call, llvm::StringRef name) {
    llvm::SmallVector<llvm::StringRef, 8> parts;
    name.split(parts, '.');
    if (parts.size() < 5 || (parts[4] != "cta" && parts[4] != "sys"))
      unsupported(call, "the NVVM atomic llvm.nvvm." + name.str());
    std::string op = llvm::StringSwitch<std::string>(parts[1])
                         .Case("exch", "xchg")
                         .Case("cas", "cmpxchg")
                         .Cases("add", "max", "min", "inc", "dec", "and", "or", "xor", parts[1].str())
                         .Default("");
    if (op.empty())
      unsupported(call, "the NVVM atomic llvm.nvvm." + name.str());
    std::string prefix = parts[4] == "cta" ? "__gv_block_atomic_" : "__gv_atomic_";
    llvm::Type *type = call.getType();
    std::vector<llvm::Type *> params;
    std::vector<llvm::Value *> args;
    for (llvm::Value *arg : call.args()) {
      params.push_back(arg->getType());
      args.push_back(arg);
    }
    std::string callee = prefix + op + "_" + typedName("", type);
    replace(call, b.CreateCall(m_.getOrInsertFunction(callee, llvm::FunctionType::get(type, params, false)), args));
  }

  // shfl.sync.{idx,up,down,bfly}.{i32,f32}(mask, value, lane or delta, c):
  // c packs the segment width as (32 - width) << 8 with the clamp below.
  void lowerShuffle(llvm::IRBuilder<> &b, llvm::CallBase &call, llvm::StringRef variant) {
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
    llvm::Value *r = b.CreateCall(declare(m_, intrinsic, i32_, {i32_, i32_, i32_, i32_}),
                                  {call.getArgOperand(0), value, call.getArgOperand(2), width});
    replace(call, b.CreateBitCast(r, call.getType()));
  }

  // vote.{all,any,uni}.sync(mask, i1) -> i1; vote.ballot.sync -> lanes.
  void lowerVote(llvm::IRBuilder<> &b, llvm::CallBase &call, llvm::StringRef variant) {
    const char *intrinsic = llvm::StringSwitch<const char *>(variant)
                                .Case("all.sync", "__gv_vote_all")
                                .Case("any.sync", "__gv_vote_any")
                                .Case("uni.sync", "__gv_vote_uni")
                                .Case("ballot.sync", "__gv_ballot")
                                .Default(nullptr);
    if (!intrinsic)
      unsupported(call, "the NVVM vote llvm.nvvm.vote." + variant.str());
    llvm::Value *predicate = b.CreateZExt(call.getArgOperand(1), i32_);
    llvm::Value *r = b.CreateCall(declare(m_, intrinsic, i32_, {i32_, i32_}), {call.getArgOperand(0), predicate});
    replace(call, variant == "ballot.sync" ? r : b.CreateICmpNE(r, b.getInt32(0)));
  }

  // match.any.sync.{i32,i64}(mask, value) -> lanes; match.all.sync.{i32,i64}p
  // -> {lanes, all equal}.
  void lowerMatch(llvm::IRBuilder<> &b, llvm::CallBase &call, llvm::StringRef variant) {
    llvm::Value *value = call.getArgOperand(1);
    bool wide = value->getType()->isIntegerTy(64);
    bool all = variant.starts_with("all.");
    const char *intrinsic =
        all ? (wide ? "__gv_match_all_64" : "__gv_match_all_32") : (wide ? "__gv_match_any_64" : "__gv_match_any_32");
    llvm::Value *lanes =
        b.CreateCall(declare(m_, intrinsic, i32_, {i32_, value->getType()}), {call.getArgOperand(0), value});
    if (!call.getType()->isStructTy()) {
      replace(call, lanes);
      return;
    }
    llvm::Value *r = llvm::PoisonValue::get(call.getType());
    r = b.CreateInsertValue(r, lanes, 0);
    r = b.CreateInsertValue(r, b.CreateICmpNE(lanes, b.getInt32(0)), 1);
    replace(call, r);
  }

  static const char *rmwOperation(llvm::AtomicRMWInst::BinOp op) {
    using Op = llvm::AtomicRMWInst;
    switch (op) {
    case Op::Xchg: return "xchg";
    // fadd and fsub stay apart from add and sub: a floating-point counter
    // takes values again, so it is never a repetition-free one.
    case Op::Add: return "add";
    case Op::FAdd: return "fadd";
    case Op::Sub: return "sub";
    case Op::FSub: return "fsub";
    case Op::And: return "and";
    case Op::Or: return "or";
    case Op::Xor: return "xor";
    case Op::Max:
    case Op::UMax:
    case Op::FMax: return "max";
    case Op::Min:
    case Op::UMin:
    case Op::FMin: return "min";
    default: return nullptr;
    }
  }

  // atomicrmw and cmpxchg as the atomic functions of gpuverify's headers.
  // The prefix of the atomic functions for an instruction's scope: the
  // grid's (the default, "device", "system"), or a block's.
  std::string atomicPrefix(const llvm::Instruction &inst, llvm::SyncScope::ID scope) {
    if (scope == llvm::SyncScope::System)
      return "__gv_atomic_";
    llvm::SmallVector<llvm::StringRef, 8> names;
    c_.getSyncScopeNames(names);
    llvm::StringRef named = scope < names.size() ? names[scope] : "";
    if (named == "device" || named == "agent" || named == "system" || named == "")
      return "__gv_atomic_";
    if (named == "block" || named == "cta" || named == "workgroup")
      return "__gv_block_atomic_";
    unsupported(inst, "an atomic operation of scope '" + named.str() + "'");
  }

  void lowerAtomic(llvm::Instruction &inst) {
    llvm::IRBuilder<> b(&inst);
    if (auto *rmw = llvm::dyn_cast<llvm::AtomicRMWInst>(&inst)) {
      llvm::Type *type = rmw->getValOperand()->getType();
      llvm::Value *pointer = rmw->getPointerOperand();
      if (rmw->getOperation() == llvm::AtomicRMWInst::UIncWrap ||
          rmw->getOperation() == llvm::AtomicRMWInst::UDecWrap) {
        bool inc = rmw->getOperation() == llvm::AtomicRMWInst::UIncWrap;
        if (!type->isIntegerTy(32))
          unsupported(inst, "a wrapping atomic increment or decrement of a " + typedName("", type));
        std::string op = atomicPrefix(inst, rmw->getSyncScopeID()) + (inc ? "inc_uint" : "dec_uint");
        rmw->replaceAllUsesWith(
            b.CreateCall(declare(m_, op.c_str(), i32_, {pointer->getType(), i32_}), {pointer, rmw->getValOperand()}));
        rmw->eraseFromParent();
        return;
      }
      const char *op = rmwOperation(rmw->getOperation());
      if (!op)
        unsupported(inst, std::string("the atomic operation ") +
                              llvm::AtomicRMWInst::getOperationName(rmw->getOperation()).str());
      std::string name = atomicPrefix(inst, rmw->getSyncScopeID()) + op + "_" + typedName("", type);
      rmw->replaceAllUsesWith(
          b.CreateCall(m_.getOrInsertFunction(name, type, pointer->getType(), type), {pointer, rmw->getValOperand()}));
      rmw->eraseFromParent();
      return;
    }
    auto *cas = llvm::cast<llvm::AtomicCmpXchgInst>(&inst);
    llvm::Type *type = cas->getNewValOperand()->getType();
    llvm::Value *pointer = cas->getPointerOperand();
    std::string name = atomicPrefix(inst, cas->getSyncScopeID()) + "cmpxchg_" + typedName("", type);
    llvm::Value *old = b.CreateCall(m_.getOrInsertFunction(name, type, pointer->getType(), type, type),
                                    {pointer, cas->getCompareOperand(), cas->getNewValOperand()});
    // A weak exchange may also fail when the values are equal.
    llvm::Value *succeeded = b.CreateICmpEQ(old, cas->getCompareOperand());
    if (cas->isWeak())
      succeeded = b.CreateAnd(succeeded, b.CreateCall(arbitraryValueFunction(m_, b.getInt1Ty())));
    llvm::Value *r = llvm::PoisonValue::get(cas->getType());
    r = b.CreateInsertValue(r, old, 0);
    r = b.CreateInsertValue(r, succeeded, 1);
    cas->replaceAllUsesWith(r);
    cas->eraseFromParent();
  }

  // The PTX of an inline assembly statement with blanks and braces trimmed.
  static std::string ptxOf(const llvm::InlineAsm &assembly) {
    std::string text;
    for (char ch : assembly.getAsmString())
      if (ch != '{' && ch != '}' && ch != '\n' && ch != '\t')
        text += ch;
    return llvm::StringRef(text).trim().str();
  }

  // Whether the PTX loads, stores or synchronises through memory (an address
  // may be passed as an integer, where the operand types do not tell).
  static bool accessesMemory(const std::string &ptx) {
    static const std::regex memoryInstruction(
        R"((^|[;{}\s])(ld|ldu|st|atom|red|cp|suld|sust|sured|mbarrier|ldmatrix|stmatrix|wmma|multimem|bar|barrier)\.)");
    return std::regex_search(ptx, memoryInstruction);
  }

  void lowerInlineAsm(llvm::CallBase &call) {
    auto *assembly = llvm::cast<llvm::InlineAsm>(call.getCalledOperand());
    std::string ptx = ptxOf(*assembly);
    llvm::IRBuilder<> b(&call);
    bool touchesMemory = llvm::StringRef(assembly->getConstraintString()).contains("~{memory}");
    for (const llvm::Value *a : call.args())
      touchesMemory = touchesMemory || a->getType()->isPointerTy();
    for (const llvm::InlineAsm::ConstraintInfo &constraint : assembly->ParseConstraints())
      touchesMemory = touchesMemory || constraint.isIndirect;
    touchesMemory = touchesMemory || accessesMemory(ptx);
    // A compiler barrier, and barrier 0 written in PTX.
    if (ptx.empty() && call.getType()->isVoidTy()) {
      replace(call, nullptr);
      return;
    }
    if (ptx == "bar.sync 0;" || ptx == "barrier.sync 0;" || ptx == "bar.sync 0" || ptx == "barrier.sync 0") {
      b.CreateCall(declare(m_, "__gv_barrier", llvm::Type::getVoidTy(c_), {i32_, i32_}),
                   {b.getInt32(1), b.getInt32(1)});
      replace(call, nullptr);
      return;
    }
    if (touchesMemory)
      return; // refused as inline assembly (Prepare)
    // mov.u32 $0, %laneid; and the like.
    llvm::StringRef text(ptx);
    if (text.consume_front("mov.u32 $0, %") && text.consume_back(";") && call.getType()->isIntegerTy()) {
      replace(call, specialRegister(b, text, call.getType()));
      return;
    }
    // Without outputs, an instruction is there for what it does: dropped
    // only where that is known to be nothing a race depends on (sleeping,
    // fences, prefetches); another (a surface store through a handle)
    // stays, to be refused.
    if (call.getType()->isVoidTy()) {
      llvm::StringRef instruction(ptx);
      if (instruction.starts_with("nanosleep") || instruction.starts_with("membar") ||
          instruction.starts_with("fence") || instruction.starts_with("prefetch"))
        replace(call, nullptr);
      return;
    }
    // PTX names special registers %name; operands are $n.
    bool readsSpecialRegister = false;
    for (size_t i = 0; i + 1 < ptx.size(); ++i)
      readsSpecialRegister =
          readsSpecialRegister || (ptx[i] == '%' && std::isalpha(static_cast<unsigned char>(ptx[i + 1])));
    if (readsSpecialRegister || assembly->hasSideEffects() || call.getType()->isStructTy()) {
      replace(call, b.CreateCall(arbitraryValueFunction(m_, call.getType())));
      return;
    }
    // Arithmetic: the same function of the same operands, wherever written.
    std::string name =
        "__gv_inline_asm." +
        llvm::utohexstr(llvm::hash_value(assembly->getAsmString() + "|" + assembly->getConstraintString()));
    std::vector<llvm::Value *> args(call.arg_begin(), call.arg_end());
    llvm::FunctionCallee f = m_.getOrInsertFunction(name, assembly->getFunctionType());
    if (auto *declared = llvm::dyn_cast<llvm::Function>(f.getCallee()))
      declared->setDoesNotAccessMemory();
    replace(call, b.CreateCall(f, args));
  }
};

} // namespace

void lowerNvvm(llvm::Module &module, bool afterInlining) { NvvmLowering(module, afterInlining).run(); }

} // namespace gv
