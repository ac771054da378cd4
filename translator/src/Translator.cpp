#include "gpuverify/Translator.h"

#include "KernelModel.h"
#include "Prepare.h"
#include "Procedures.h"
#include "encode/KernelEncoder.h"

#include "llvm/IR/Module.h"

namespace gv {

Translation translate(llvm::Module &module, const TranslateOptions &options) {
  std::vector<llvm::Function *> allKernels = findKernels(module, "");
  std::vector<SourceFunction> functions = sourceFunctions(module, allKernels);
  std::vector<llvm::Function *> kernels = findKernels(module, options.kernelName);
  if (options.verifyUncalledFunctions && options.kernelName.empty())
    for (llvm::Function *f : uncalledFunctions(module, allKernels))
      kernels.push_back(f); // an entry, verified like a kernel
  std::vector<llvm::Function *> postconditionEntries = prepareModule(module, kernels);

  Translation out;
  out.functions = std::move(functions);
  out.groupSize = options.geometry.groupSize;
  out.numGroups = options.geometry.numGroups;
  ProgramBuilder builder(out);
  out.modelNames.watchedOffset = "_WATCHED_OFFSET";
  out.modelNames.watchedSite = "_WATCHED_SITE";
  Geometry geometry(builder, options.geometry, interGroupPossible(options), options.pointerBits);
  for (llvm::Function *kernel : kernels) {
    KernelModel model(*kernel, options);
    encodeKernel(model, builder, geometry);
  }
  for (llvm::Function *entry : postconditionEntries) {
    KernelModel model(*entry, options);
    encodeKernel(model, builder, geometry, EntryKind::Postconditions);
  }
  builder.finish();
  return out;
}

} // namespace gv
