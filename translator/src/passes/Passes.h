// The translator's own rewrites of LLVM IR, as LLVM passes: each can be run
// alone (by a pass manager, or by name in a pipeline once registered), and
// Prepare.cpp runs them in the order the translation needs. Each pass's
// header in this folder says what it does and why it is sound.
//
//   gv-lower-nvvm                  Nvvm.h              (module)
//   gv-lower-nvvm-after-inlining   Nvvm.h              (module)
//   gv-drop-poison-flags           UndefinedValues.h   (module)
//   gv-lower-indirect-calls        IndirectCalls.h     (module)
//   gv-arbitrary-undefined-values  UndefinedValues.h   (function)
//   gv-fixed-parameters            FixedParameters.h   (function: a kernel)
//   gv-lower-image-writes          Images.h            (function: a kernel)
//   gv-expand-memory-intrinsics    MemoryIntrinsics.h  (function)
//   gv-vector-lanes                VectorLanes.h       (function)
#pragma once

#include "llvm/IR/PassManager.h"
#include "llvm/Passes/PassBuilder.h"

#include <stdexcept>

namespace gv {

struct LowerNvvmPass : llvm::PassInfoMixin<LowerNvvmPass> {
  explicit LowerNvvmPass(bool afterInlining) : afterInlining(afterInlining) {}
  llvm::PreservedAnalyses run(llvm::Module &module, llvm::ModuleAnalysisManager &);
  bool afterInlining;
};

struct DropPoisonFlagsPass : llvm::PassInfoMixin<DropPoisonFlagsPass> {
  llvm::PreservedAnalyses run(llvm::Module &module, llvm::ModuleAnalysisManager &);
};

struct LowerIndirectCallsPass : llvm::PassInfoMixin<LowerIndirectCallsPass> {
  llvm::PreservedAnalyses run(llvm::Module &module, llvm::ModuleAnalysisManager &);
};

struct ArbitraryUndefinedValuesPass : llvm::PassInfoMixin<ArbitraryUndefinedValuesPass> {
  llvm::PreservedAnalyses run(llvm::Function &f, llvm::FunctionAnalysisManager &);
};

struct FixedParametersPass : llvm::PassInfoMixin<FixedParametersPass> {
  llvm::PreservedAnalyses run(llvm::Function &kernel, llvm::FunctionAnalysisManager &);
};

struct LowerImageWritesPass : llvm::PassInfoMixin<LowerImageWritesPass> {
  llvm::PreservedAnalyses run(llvm::Function &kernel, llvm::FunctionAnalysisManager &);
};

struct ExpandMemoryIntrinsicsPass : llvm::PassInfoMixin<ExpandMemoryIntrinsicsPass> {
  llvm::PreservedAnalyses run(llvm::Function &f, llvm::FunctionAnalysisManager &);
};

struct VectorLanesPass : llvm::PassInfoMixin<VectorLanesPass> {
  llvm::PreservedAnalyses run(llvm::Function &f, llvm::FunctionAnalysisManager &);
};

// Lets pipelines name the passes above ("function(gv-vector-lanes)").
void registerPasses(llvm::PassBuilder &builder);

// After running a pipeline with these passes: throws the TranslationError
// a pass met, if any (the pass managers cannot carry exceptions).
void throwPendingPassError();

// The analyses LLVM's passes use, registered with one another, and a pass
// builder that knows ours.
struct Analyses {
  llvm::LoopAnalysisManager lam;
  llvm::FunctionAnalysisManager fam;
  llvm::CGSCCAnalysisManager cgam;
  llvm::ModuleAnalysisManager mam;
  llvm::PassBuilder builder;

  Analyses();

  template <typename PassManager>
  PassManager parse(const char *pipeline) {
    PassManager passes;
    if (llvm::Error error = builder.parsePassPipeline(passes, pipeline))
      throw std::logic_error("bad pass pipeline: " + llvm::toString(std::move(error)));
    return passes;
  }
};

// Runs a pipeline in LLVM's syntax ("function(gv-vector-lanes,dce)") with
// fresh analyses; throws the TranslationError a pass met.
void runPipeline(llvm::Module &module, const char *pipeline);
void runPipeline(llvm::Function &f, const char *pipeline);

} // namespace gv
