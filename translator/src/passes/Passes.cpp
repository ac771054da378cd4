#include "passes/Passes.h"

#include "passes/FixedParameters.h"
#include "passes/Images.h"
#include "passes/IndirectCalls.h"
#include "passes/MemoryIntrinsics.h"
#include "passes/Nvvm.h"
#include "passes/UndefinedValues.h"
#include "passes/VectorLanes.h"

#include "gpuverify/Translator.h"

#include "llvm/Passes/PassBuilder.h"

#include <optional>

namespace gv {

namespace {

// A rewrite that meets what it cannot translate throws TranslationError;
// LLVM's pass managers are built without exceptions, so the error waits
// here until the pipeline returns (runGuarded), and later passes skip.
std::optional<TranslationError> &pendingError() {
  static thread_local std::optional<TranslationError> error;
  return error;
}

template <typename Rewrite>
llvm::PreservedAnalyses guarded(Rewrite rewrite) {
  if (pendingError())
    return llvm::PreservedAnalyses::all();
  try {
    rewrite();
  } catch (const TranslationError &error) {
    pendingError() = error;
  }
  return llvm::PreservedAnalyses::none();
}

} // namespace

void throwPendingPassError() {
  if (std::optional<TranslationError> error = std::move(pendingError())) {
    pendingError().reset();
    throw *error;
  }
}

// The rewrites keep no analysis: they add and remove instructions and,
// for indirect calls and image writes, blocks.
llvm::PreservedAnalyses LowerNvvmPass::run(llvm::Module &module, llvm::ModuleAnalysisManager &) {
  return guarded([&] { lowerNvvm(module, afterInlining); });
}

llvm::PreservedAnalyses DropPoisonFlagsPass::run(llvm::Module &module, llvm::ModuleAnalysisManager &) {
  return guarded([&] { dropPoisonFlags(module); });
}

llvm::PreservedAnalyses LowerIndirectCallsPass::run(llvm::Module &module, llvm::ModuleAnalysisManager &) {
  return guarded([&] { lowerIndirectCalls(module); });
}

llvm::PreservedAnalyses ArbitraryUndefinedValuesPass::run(llvm::Function &f, llvm::FunctionAnalysisManager &) {
  return guarded([&] { makeUndefinedValuesArbitrary(f); });
}

llvm::PreservedAnalyses FixedParametersPass::run(llvm::Function &kernel, llvm::FunctionAnalysisManager &) {
  return guarded([&] { substituteFixedParameters(kernel); });
}

llvm::PreservedAnalyses LowerImageWritesPass::run(llvm::Function &kernel, llvm::FunctionAnalysisManager &) {
  return guarded([&] { lowerImageWrites(kernel); });
}

llvm::PreservedAnalyses ExpandMemoryIntrinsicsPass::run(llvm::Function &f, llvm::FunctionAnalysisManager &) {
  return guarded([&] { expandMemoryIntrinsics(f); });
}

llvm::PreservedAnalyses VectorLanesPass::run(llvm::Function &f, llvm::FunctionAnalysisManager &) {
  return guarded([&] { accessVectorLanesDirectly(f); });
}

Analyses::Analyses() {
  builder.registerModuleAnalyses(mam);
  builder.registerCGSCCAnalyses(cgam);
  builder.registerFunctionAnalyses(fam);
  builder.registerLoopAnalyses(lam);
  builder.crossRegisterProxies(lam, fam, cgam, mam);
  registerPasses(builder);
}

void runPipeline(llvm::Module &module, const char *pipeline) {
  Analyses analyses;
  analyses.parse<llvm::ModulePassManager>(pipeline).run(module, analyses.mam);
  throwPendingPassError();
}

void runPipeline(llvm::Function &f, const char *pipeline) {
  Analyses analyses;
  analyses.parse<llvm::FunctionPassManager>(pipeline).run(f, analyses.fam);
  throwPendingPassError();
}

void registerPasses(llvm::PassBuilder &builder) {
  builder.registerPipelineParsingCallback(
      [](llvm::StringRef name, llvm::ModulePassManager &passes, llvm::ArrayRef<llvm::PassBuilder::PipelineElement>) {
        if (name == "gv-lower-nvvm" || name == "gv-lower-nvvm-after-inlining")
          passes.addPass(LowerNvvmPass(name == "gv-lower-nvvm-after-inlining"));
        else if (name == "gv-drop-poison-flags")
          passes.addPass(DropPoisonFlagsPass());
        else if (name == "gv-lower-indirect-calls")
          passes.addPass(LowerIndirectCallsPass());
        else
          return false;
        return true;
      });
  builder.registerPipelineParsingCallback(
      [](llvm::StringRef name, llvm::FunctionPassManager &passes, llvm::ArrayRef<llvm::PassBuilder::PipelineElement>) {
        if (name == "gv-arbitrary-undefined-values")
          passes.addPass(ArbitraryUndefinedValuesPass());
        else if (name == "gv-fixed-parameters")
          passes.addPass(FixedParametersPass());
        else if (name == "gv-lower-image-writes")
          passes.addPass(LowerImageWritesPass());
        else if (name == "gv-expand-memory-intrinsics")
          passes.addPass(ExpandMemoryIntrinsicsPass());
        else if (name == "gv-vector-lanes")
          passes.addPass(VectorLanesPass());
        else
          return false;
        return true;
      });
}

} // namespace gv
