#include "passes/CudaBarrier.h"
#include "passes/NvvmLowering.h"

#include "SourceLocations.h"
#include "gpuverify/Intrinsics.h"
#include "gpuverify/Translator.h"

#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

#include <vector>

namespace gv {

namespace {

constexpr const char *arriveAndWaitName = "__gv_cuda_barrier_arrive_and_wait";
constexpr const char *bindName = "__gv_cuda_barrier_bind";

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

} // namespace

void lowerCudaBarriers(llvm::Function &f) {
  std::vector<llvm::CallBase *> arrivals, binds;
  bool waitsForGroups = false;
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
