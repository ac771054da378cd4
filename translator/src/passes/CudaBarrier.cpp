#include "passes/CudaBarrier.h"
#include "passes/NvvmLowering.h"

#include "SourceLocations.h"
#include "gpuverify/Intrinsics.h"
#include "gpuverify/Translator.h"

#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"

#include <set>
#include <vector>

namespace gv {

namespace {

constexpr const char *arriveAndWaitName = "__gv_cuda_barrier_arrive_and_wait";
constexpr const char *bindName = "__gv_cuda_barrier_bind";
constexpr const char *arriveName = "__gv_cuda_barrier_arrive";
constexpr const char *waitName = "__gv_cuda_barrier_wait";

bool calls(const llvm::CallBase &call, const char *name) {
  const llvm::Function *callee = call.getCalledFunction();
  return callee && callee->getName() == name;
}

// cp.async groups committed or waited for, by PTX, the primitives or a
// cuda::pipeline.
bool waitsForGroup(Intrinsic kind) {
  switch (kind) {
  case Intrinsic::AsyncCopyCommit:
  case Intrinsic::AsyncCopyWait:
  case Intrinsic::PipelineStart:
  case Intrinsic::PipelineConsumerWait:
  case Intrinsic::PipelineWaitPrior: return true;
  default: return false;
  }
}

// The barrier object a pointer names, if it is one variable.
const llvm::GlobalVariable *objectOf(const llvm::Value *pointer) {
  return llvm::dyn_cast<llvm::GlobalVariable>(pointer->stripPointerCasts());
}

// What may stand between an arrive() and its wait() for the pair to be
// arrive_and_wait(): the token's way through the thread's own variables.
bool movesToken(const llvm::Instruction &inst) {
  if (llvm::isa<llvm::AllocaInst>(inst) || llvm::isa<llvm::CastInst>(inst) ||
      llvm::isa<llvm::GetElementPtrInst>(inst) || llvm::isa<llvm::DbgInfoIntrinsic>(inst) ||
      inst.isLifetimeStartOrEnd())
    return true;
  const llvm::Value *pointer = llvm::getLoadStorePointerOperand(&inst);
  return pointer && llvm::isa<llvm::AllocaInst>(llvm::getUnderlyingObject(pointer));
}

// The wait() that follows `arrive` with only the token's moves between
// them, along branches that join nothing; null if there is none.
llvm::CallBase *waitRightAfter(llvm::CallBase &arrive) {
  const llvm::Instruction *inst = arrive.getNextNode();
  std::set<const llvm::BasicBlock *> seen;
  while (inst) {
    if (auto *call = llvm::dyn_cast<llvm::CallBase>(inst); call && calls(*call, waitName))
      return const_cast<llvm::CallBase *>(call);
    if (auto *branch = llvm::dyn_cast<llvm::BranchInst>(inst)) {
      const llvm::BasicBlock *next = branch->isConditional() ? nullptr : branch->getSuccessor(0);
      if (!next || !next->getSinglePredecessor() || !seen.insert(next).second)
        return nullptr;
      inst = &next->front();
      continue;
    }
    if (!movesToken(*inst))
      return nullptr;
    inst = inst->getNextNode();
  }
  return nullptr;
}

// Each arrive() whose wait() follows right after it: the pair is
// arrive_and_wait() at the wait. Anything else is a split barrier.
void pairArrivals(llvm::Function &f, std::vector<llvm::CallBase *> &arrivals) {
  std::vector<llvm::CallBase *> arrives, waits;
  for (llvm::Instruction &inst : llvm::instructions(f))
    if (auto *call = llvm::dyn_cast<llvm::CallBase>(&inst)) {
      if (calls(*call, arriveName))
        arrives.push_back(call);
      else if (calls(*call, waitName))
        waits.push_back(call);
    }
  std::set<llvm::CallBase *> paired;
  for (llvm::CallBase *arrive : arrives) {
    llvm::CallBase *wait = waitRightAfter(*arrive);
    const llvm::GlobalVariable *arrivedAt = objectOf(arrive->getArgOperand(0));
    if (!wait || (arrivedAt && objectOf(wait->getArgOperand(0)) && objectOf(wait->getArgOperand(0)) != arrivedAt))
      throw TranslationError("a cuda::barrier's arrive() and wait() with work between them (a split barrier) are "
                             "not supported yet",
                             sourceChain(*arrive));
    paired.insert(wait);
    arrivals.push_back(wait);
    arrive->replaceAllUsesWith(llvm::ConstantInt::get(arrive->getType(), 0));
    arrive->eraseFromParent();
  }
  for (llvm::CallBase *wait : waits)
    if (!paired.count(wait))
      throw TranslationError("a cuda::barrier's wait() for an arrive() that is not right before it (a split barrier) "
                             "is not supported yet",
                             sourceChain(*wait));
}

} // namespace

void lowerCudaBarriers(llvm::Function &f) {
  std::vector<llvm::CallBase *> arrivals, binds;
  bool waitsForGroups = false;
  pairArrivals(f, arrivals);
  for (llvm::Instruction &inst : llvm::instructions(f))
    if (auto *call = llvm::dyn_cast<llvm::CallBase>(&inst)) {
      if (calls(*call, arriveAndWaitName))
        arrivals.push_back(call);
      else if (calls(*call, bindName))
        binds.push_back(call);
      else if (call->getCalledFunction() && waitsForGroup(classifyFunction(*call->getCalledFunction())))
        waitsForGroups = true;
    }
  if (arrivals.empty() && binds.empty())
    return;
  if (!binds.empty()) {
    const llvm::GlobalVariable *object = objectOf(binds.front()->getArgOperand(0));
    for (const std::vector<llvm::CallBase *> *list : {&binds, &arrivals})
      for (llvm::CallBase *call : *list)
        if (!object || objectOf(call->getArgOperand(0)) != object)
          throw TranslationError("asynchronous copies bound to a cuda::barrier, where the kernel may use several "
                                 "barrier objects, are not supported yet",
                                 sourceChain(*call));
    if (waitsForGroups)
      throw TranslationError("asynchronous copies bound to a cuda::barrier and cp.async groups (or a "
                             "cuda::pipeline) waited for in one kernel are not supported yet",
                             sourceChain(*binds.front()));
  }
  llvm::Module &m = *f.getParent();
  llvm::LLVMContext &context = m.getContext();
  llvm::Type *voidType = llvm::Type::getVoidTy(context), *i32 = llvm::Type::getInt32Ty(context);
  for (llvm::CallBase *call : arrivals) {
    llvm::IRBuilder<> b(call);
    if (!binds.empty()) {
      b.CreateCall(declareOwnFunction(m, "__gv_cp_async_commit", voidType, {}));
      b.CreateCall(declareOwnFunction(m, "__gv_cp_async_wait", voidType, {i32}), {b.getInt32(0)});
    }
    b.CreateCall(declareOwnFunction(m, "__gv_barrier", voidType, {i32, i32}), {b.getInt32(1), b.getInt32(1)});
    call->eraseFromParent();
  }
  for (llvm::CallBase *call : binds)
    call->eraseFromParent();
}

} // namespace gv
