#include "RepetitionFree.h"

#include "MemoryModel.h"
#include "gpuverify/Intrinsics.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/InstrTypes.h"

namespace gv {

namespace {

bool isPositiveConstant(const llvm::Value *v) {
  auto *c = llvm::dyn_cast<llvm::ConstantInt>(v);
  return c && c->getValue().isStrictlyPositive();
}

bool isAllOnes(const llvm::Value *v) {
  auto *c = llvm::dyn_cast<llvm::ConstantInt>(v);
  return c && c->isMinusOne();
}

bool isShared(const ArrayRegion &a) { return a.space == MemorySpace::Global || a.space == MemorySpace::GroupShared; }

} // namespace

AtomicStep atomicStep(const llvm::CallBase &call) {
  // A floating-point counter stops changing (x + 1.0 == x from 2^24 on);
  // blocks stepping one counter with block-scope atomics take values
  // again.
  if (!call.getType()->isIntegerTy() || classifyFunction(*call.getCalledFunction()) == Intrinsic::BlockAtomicOperation)
    return AtomicStep::Other;
  std::string op = atomicOperationName(*call.getCalledFunction());
  if (op == "inc" || op == "dec") {
    bool bounded = call.arg_size() > 1; // CUDA's atomicInc/atomicDec(p, bound)
    if (bounded && !isAllOnes(call.getArgOperand(1)))
      return AtomicStep::Other;
    return op == "inc" ? AtomicStep::Increment : AtomicStep::Decrement;
  }
  if ((op == "add" || op == "sub") && isPositiveConstant(call.getArgOperand(1)))
    return op == "add" ? AtomicStep::Increment : AtomicStep::Decrement;
  return AtomicStep::Other;
}

std::vector<bool> repetitionFreeArrays(const MemoryModel &memory, const TranslateOptions &options) {
  const auto &arrays = memory.arrays();
  std::vector<bool> refined(arrays.size());
  for (size_t i = 0; i < arrays.size(); ++i) {
    const ArrayRegion &a = arrays[i];
    refined[i] = a.atomicByKernel && isShared(a) && !(options.warpSize && a.plainlyWrittenByKernel);
  }
  // The direction of the first atomic operation seen on each array, and
  // whether any returned value is used: if none is, the refinement has
  // nothing to say and only slows the proof (a histogram's 16 increments).
  std::vector<AtomicStep> direction(arrays.size(), AtomicStep::Other);
  std::vector<bool> resultUsed(arrays.size(), false);
  for (const MemoryAccess &access : memory.accesses()) {
    if (access.isAsync || access.isExternal) {
      for (int a : access.arrays)
        refined[a] = false;
      continue;
    }
    if (!access.isAtomic)
      continue; // plain loads and stores: see the header
    AtomicStep step = atomicStep(llvm::cast<llvm::CallBase>(*access.inst));
    bool intoOneArray = access.arrays.size() == 1 && !access.mayBeNull;
    for (int a : access.arrays) {
      bool oneElement = access.bytes == arrays[a].elementBytes;
      bool sameDirection = direction[a] == AtomicStep::Other || direction[a] == step;
      if (step == AtomicStep::Other || !intoOneArray || !oneElement || !sameDirection)
        refined[a] = false;
      direction[a] = step;
      resultUsed[a] = resultUsed[a] || !access.inst->use_empty();
    }
  }
  for (size_t i = 0; i < arrays.size(); ++i)
    refined[i] = refined[i] && resultUsed[i];
  return refined;
}

} // namespace gv
