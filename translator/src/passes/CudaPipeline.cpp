#include "passes/CudaPipeline.h"

#include "SourceLocations.h"
#include "gpuverify/Intrinsics.h"
#include "gpuverify/Translator.h"

#include "llvm/IR/CFG.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"

#include <set>
#include <vector>

namespace gv {

namespace {

constexpr const char *pipelineCommitName = "__gv_cuda_pipeline_commit";

bool isPipelineCall(const llvm::CallBase &call) {
  const llvm::Function *callee = call.getCalledFunction();
  if (!callee)
    return false;
  switch (classifyFunction(*callee)) {
  case Intrinsic::PipelineStart:
  case Intrinsic::PipelineConsumerWait:
  case Intrinsic::PipelineWaitPrior: return true;
  case Intrinsic::AsyncCopyCommit: return callee->getName() == pipelineCommitName;
  default: return false;
  }
}

// A cp.async commit or wait of no pipeline (the primitives', PTX's).
bool isOtherGroupCall(const llvm::CallBase &call) {
  const llvm::Function *callee = call.getCalledFunction();
  if (!callee || isPipelineCall(call))
    return false;
  Intrinsic kind = classifyFunction(*callee);
  return kind == Intrinsic::AsyncCopyCommit || kind == Intrinsic::AsyncCopyWait;
}

// `block` is on a cycle of the control flow.
bool onCycle(const llvm::BasicBlock &block) {
  std::set<const llvm::BasicBlock *> seen;
  std::vector<const llvm::BasicBlock *> work(llvm::succ_begin(&block), llvm::succ_end(&block));
  while (!work.empty()) {
    const llvm::BasicBlock *b = work.back();
    work.pop_back();
    if (b == &block)
      return true;
    if (seen.insert(b).second)
      work.insert(work.end(), llvm::succ_begin(b), llvm::succ_end(b));
  }
  return false;
}

} // namespace

void checkCudaPipeline(const llvm::Function &f) {
  std::vector<const llvm::CallBase *> starts, pipelineCalls, otherGroupCalls;
  for (const llvm::Instruction &inst : llvm::instructions(f))
    if (auto *call = llvm::dyn_cast<llvm::CallBase>(&inst)) {
      if (isPipelineCall(*call))
        pipelineCalls.push_back(call);
      if (isOtherGroupCall(*call))
        otherGroupCalls.push_back(call);
      if (call->getCalledFunction() && classifyFunction(*call->getCalledFunction()) == Intrinsic::PipelineStart)
        starts.push_back(call);
    }
  if (pipelineCalls.empty())
    return;
  if (starts.size() > 1 || (starts.size() == 1 && onCycle(*starts.front()->getParent())))
    throw TranslationError("a kernel that may make several cuda::pipeline objects is not supported yet",
                           sourceChain(*starts.back()));
  if (!otherGroupCalls.empty())
    throw TranslationError("a cuda::pipeline and cp.async groups committed or waited for outside it in one kernel "
                           "are not supported yet",
                           sourceChain(*otherGroupCalls.front()));
}

} // namespace gv
