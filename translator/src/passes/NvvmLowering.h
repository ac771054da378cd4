// The lowering of NVVM's intrinsics, PTX and CUDA's atomics into what the
// translator models (see Nvvm.h): one object per module; its warp, lane and
// register reads are in Nvvm.cpp, its memory operations (tensor-core
// tiles, scoped atomics, atomicrmw, inline PTX) in NvvmMemory.cpp, PTX
// loads and stores in PtxAccess.cpp.
#pragma once

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

#include <optional>
#include <string>

namespace gv {

// The calls gpuverify's own headers make (declared in annotations.h and
// cuda.h; Intrinsics.def gives them their meaning).
llvm::FunctionCallee declareOwnFunction(llvm::Module &m, const char *name, llvm::Type *result,
                                        llvm::ArrayRef<llvm::Type *> params, bool pure = false);

class NvvmLowering {
public:
  NvvmLowering(llvm::Module &m, bool afterInlining)
      : m_(m), c_(m.getContext()), i32_(llvm::Type::getInt32Ty(c_)), afterInlining_(afterInlining) {}

  void run();

private:
  llvm::Module &m_;
  llvm::LLVMContext &c_;
  llvm::IntegerType *i32_;
  bool afterInlining_;
  unsigned wmmaSites_ = 0;

  static std::optional<unsigned> dimensionOf(llvm::StringRef suffix);

  llvm::Value *geometry(llvm::IRBuilder<> &b, const char *intrinsic, unsigned dimension);

  // The lane of the thread in its warp: CUDA numbers a block's threads x
  // first, and each run of warpSize of them is a warp.
  llvm::Value *lane(llvm::IRBuilder<> &b);

  // %lanemask_eq, _lt, _le, _gt, _ge: the lanes equal to, below, ... the
  // thread's.
  std::optional<llvm::Value *> laneMask(llvm::IRBuilder<> &b, llvm::StringRef which);

  // A special register (tid.x, laneid, clock64, ...) read as `type`.
  llvm::Value *specialRegister(llvm::IRBuilder<> &b, llvm::StringRef name, llvm::Type *type);

  void replace(llvm::CallBase &call, llvm::Value *with);

  [[noreturn]] void unsupported(const llvm::Instruction &inst, const std::string &what);

  void lowerCall(llvm::CallBase &call, llvm::Function &callee);

  // A value of `type` nobody knows: an arbitrary one of its width.
  llvm::Value *arbitrary(llvm::IRBuilder<> &b, llvm::Type *type);

  llvm::Value *arbitraryAggregate(llvm::IRBuilder<> &b, llvm::Type *type);

  void assume(llvm::IRBuilder<> &b, llvm::Value *condition);

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
  void lowerWmma(llvm::IRBuilder<> &b, llvm::CallBase &call, llvm::StringRef name);

  // atomic.<op>.gen.<i|f>.<cta|sys>.<type>...(pointer, operands): atomicAdd_block
  // and the other block-scope atomics (cta), and the system-scope ones
  // (sys, atomic for every thread of the grid as the plain ones are).
  void lowerScopedAtomic(llvm::IRBuilder<> &b, llvm::CallBase &call, llvm::StringRef name);

  // shfl.sync.{idx,up,down,bfly}.{i32,f32}(mask, value, lane or delta, c):
  // c packs the segment width as (32 - width) << 8 with the clamp below.
  void lowerShuffle(llvm::IRBuilder<> &b, llvm::CallBase &call, llvm::StringRef variant);

  // vote.{all,any,uni}.sync(mask, i1) -> i1; vote.ballot.sync -> lanes.
  void lowerVote(llvm::IRBuilder<> &b, llvm::CallBase &call, llvm::StringRef variant);

  // match.any.sync.{i32,i64}(mask, value) -> lanes; match.all.sync.{i32,i64}p
  // -> {lanes, all equal}.
  void lowerMatch(llvm::IRBuilder<> &b, llvm::CallBase &call, llvm::StringRef variant);

  static const char *rmwOperation(llvm::AtomicRMWInst::BinOp op);

  // atomicrmw and cmpxchg as the atomic functions of gpuverify's headers.
  // The prefix of the atomic functions for an instruction's scope: the
  // grid's (the default, "device", "system"), or a block's.
  std::string atomicPrefix(const llvm::Instruction &inst, llvm::SyncScope::ID scope);

  void lowerAtomic(llvm::Instruction &inst);

  // Whether the PTX loads, stores or synchronises through memory (an address
  // may be passed as an integer, where the operand types do not tell).
  static bool accessesMemory(const std::string &ptx);

  void lowerInlineAsm(llvm::CallBase &call);
};

} // namespace gv
