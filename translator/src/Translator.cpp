#include "gpuverify/Translator.h"
#include "gpuverify/Naming.h"

#include "FixedArguments.h"
#include "KernelModel.h"
#include "PostconditionEntries.h"
#include "Prepare.h"
#include "Procedures.h"
#include "SourceLocations.h"
#include "encode/KernelEncoder.h"
#include "gpuverify/Intrinsics.h"
#include "gpuverify/KernelNames.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

#include <algorithm>
#include <functional>
#include <memory>
#include <set>

namespace gv {

namespace {

// The keys of the arguments that some call passes (Intrinsic::ArgumentPassed)
// with a value the uniformity analysis cannot show to be the same for both
// threads.
std::set<unsigned> nonUniformArguments(const std::vector<std::unique_ptr<KernelModel>> &models) {
  std::set<unsigned> keys;
  for (const auto &model : models)
    for (const llvm::Instruction &inst : llvm::instructions(model->kernel))
      if (intrinsicOf(inst) == Intrinsic::ArgumentPassed) {
        auto &call = llvm::cast<llvm::CallBase>(inst);
        auto key = static_cast<unsigned>(llvm::cast<llvm::ConstantInt>(call.getArgOperand(0))->getZExtValue());
        if (!model->divergence->isUniform(call.getArgOperand(1)))
          keys.insert(key);
      }
  return keys;
}

// The kernels the options select: by --kernel-name, then by the launch
// group's names, less those left out.
std::vector<llvm::Function *> selectedKernels(llvm::Module &module, const TranslateOptions &options) {
  auto named = [](const std::vector<std::string> &names, llvm::Function *f) {
    return std::find(names.begin(), names.end(), sourceFunctionName(*f)) != names.end();
  };
  std::vector<llvm::Function *> kernels = findKernels(module, options.kernelName);
  kernels.erase(std::remove_if(kernels.begin(), kernels.end(),
                               [&](llvm::Function *f) {
                                 return (!options.kernelNames.empty() && !named(options.kernelNames, f)) ||
                                        named(options.leftOutKernels, f);
                               }),
                kernels.end());
  return kernels;
}

} // namespace

std::vector<std::string> kernelsToTranslate(llvm::Module &module, const TranslateOptions &options) {
  std::vector<std::string> names;
  for (llvm::Function *f : selectedKernels(module, options))
    names.push_back(sourceFunctionName(*f));
  return names;
}

Translation translate(llvm::Module &module, const TranslateOptions &options) {
  // Offsets are encoded at options.pointerBits: a wider module's would be
  // cut, and wrap where the kernel's do not.
  const llvm::DataLayout &layout = module.getDataLayout();
  if (!layout.isDefault() && layout.getPointerSizeInBits() > options.pointerBits)
    throw TranslationError::ofCommandLine("the module's pointers have " +
                                          std::to_string(layout.getPointerSizeInBits()) + " bits: verify it with " +
                                          "--pointer-bitwidth=" + std::to_string(layout.getPointerSizeInBits()));
  std::vector<llvm::Function *> allKernels = findKernels(module, "");
  std::vector<SourceFunction> functions = sourceFunctions(module, allKernels);
  std::vector<llvm::Function *> kernels = selectedKernels(module, options);
  size_t kernelCount = kernels.size();
  if (options.verifyUncalledFunctions && options.kernelName.empty())
    for (llvm::Function *f : uncalledFunctions(module, allKernels))
      kernels.push_back(uncalledFunctionEntry(*f)); // verified like a kernel, for any arguments
  // --kernel-args's kernel, as findKernels reads --kernel-name.
  TranslateOptions resolved = options;
  if (resolved.kernelArgs)
    resolved.kernelArgs->kernel = withoutTypeAliases(resolved.kernelArgs->kernel, typeAliasesIn(module));
  // Arguments fixed to constants are constants in the code: strides and
  // sizes computed from them are known to the analyses that follow.
  for (size_t i = 0; i < kernelCount; ++i)
    substituteFixedArguments(*kernels[i], resolved);
  std::vector<llvm::Function *> postconditionEntries = prepareModule(module, kernels);

  Translation out;
  out.functions = std::move(functions);
  out.groupSize = options.geometry.groupSize;
  out.numGroups = options.geometry.numGroups;
  ProgramBuilder builder(out);
  out.modelNames.watchedOffset = naming::watchedOffset;
  out.modelNames.watchedSite = naming::watchedSite;
  Geometry geometry(builder, options.geometry, interGroupPossible(options), options.pointerBits, options.language);
  // A refusal names the kernel it came from, so that the driver can verify
  // the others without it.
  auto inKernel = [&](size_t i, const std::function<void()> &step) {
    try {
      step();
    } catch (TranslationError &error) {
      if (i < kernelCount && error.kernel.empty() && !error.causedByOptions && !error.causedByCommandLine)
        error.kernel = sourceFunctionName(*kernels[i]);
      throw;
    }
  };
  std::vector<std::unique_ptr<KernelModel>> models;
  for (size_t i = 0; i < kernels.size(); ++i)
    inKernel(i, [&] { models.push_back(std::make_unique<KernelModel>(*kernels[i], resolved)); });
  for (llvm::Function *f : postconditionEntries)
    models.push_back(std::make_unique<KernelModel>(*f, resolved));
  builder.setNonUniformArguments(nonUniformArguments(models));
  for (size_t i = 0; i < models.size(); ++i)
    inKernel(i, [&] {
      encodeKernel(*models[i], builder, geometry,
                   i < kernelCount      ? EntryKind::Kernel
                   : i < kernels.size() ? EntryKind::UncalledFunction
                                        : EntryKind::Postconditions);
    });
  builder.finish();
  return out;
}

} // namespace gv
