#include "gpuverify/Translator.h"

#include "KernelModel.h"
#include "Prepare.h"
#include "encode/KernelEncoder.h"

#include "llvm/IR/Module.h"

namespace gv {

Translation translate(llvm::Module &module, const TranslateOptions &options) {
  std::vector<llvm::Function *> kernels = findKernels(module, options.kernelName);
  prepareModule(module, kernels);

  Translation out;
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
  builder.finish();
  return out;
}

} // namespace gv
