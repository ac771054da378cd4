#include "FixedArguments.h"

#include "SourceLocations.h"
#include "gpuverify/KernelNames.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Module.h"

namespace gv {

namespace {

const KernelArgumentValues *valuesFor(const std::string &kernelName, const TranslateOptions &options, bool &assumed) {
  assumed = false;
  if (options.kernelArgs && kernelNameMatches(options.kernelArgs->kernel, kernelName))
    return &*options.kernelArgs;
  const KernelArgumentValues *found = nullptr;
  for (const KernelArgumentValues &values : options.assumedKernelArgs)
    if (values.kernel == kernelName)
      found = &values;
  assumed = found != nullptr;
  return found;
}

bool passedByValue(const llvm::Argument &arg) { return !arg.getType()->isPointerTy() || arg.hasByValAttr(); }

} // namespace

FixedArguments fixedArguments(const llvm::Function &kernel, const TranslateOptions &options) {
  FixedArguments out;
  const KernelArgumentValues *fixed = valuesFor(sourceFunctionName(kernel), options, out.assumed);
  if (!fixed)
    return out;
  if (out.assumed) {
    // Taken from the host code's view of the parameters: used only if it
    // has as many passed by value as the kernel here, never shifted.
    size_t byValue = 0;
    for (const llvm::Argument &arg : kernel.args())
      byValue += passedByValue(arg);
    if (byValue != fixed->values.size())
      return out;
  }
  const llvm::DataLayout &layout = kernel.getParent()->getDataLayout();
  size_t i = 0;
  for (const llvm::Argument &arg : kernel.args()) {
    if (!passedByValue(arg))
      continue;
    if (i >= fixed->values.size())
      return out;
    std::optional<ArgumentValue> v = fixed->values[i++];
    if (!v)
      continue;
    bool byValue = arg.hasByValAttr();
    unsigned bits = byValue ? static_cast<unsigned>(layout.getTypeAllocSize(arg.getParamByValType()) * 8)
                    : arg.getType()->isIntegerTy() ? arg.getType()->getIntegerBitWidth()
                                                   : static_cast<unsigned>(layout.getTypeSizeInBits(arg.getType()));
    if (!v->fitsIn(bits)) {
      if (out.assumed)
        continue;
      throw TranslationError::ofCommandLine("--kernel-args: " + std::string(v->negative ? "-" : "") +
                                            std::to_string(v->magnitude) + " does not fit in parameter '" +
                                            parameterName(arg) + "' of " + std::to_string(bits) + " bits");
    }
    out.arguments.push_back({&arg, llvm::APInt(64, v->bits(), true).sextOrTrunc(bits), byValue});
  }
  if (i < fixed->values.size() && !out.assumed)
    throw TranslationError::ofCommandLine("--kernel-args gives " + std::to_string(fixed->values.size()) +
                                          " values, but kernel '" + fixed->kernel + "' takes " + std::to_string(i) +
                                          " by value");
  return out;
}

void substituteFixedArguments(llvm::Function &kernel, const TranslateOptions &options) {
  for (const FixedArgument &fixed : fixedArguments(kernel, options).arguments) {
    auto *arg = const_cast<llvm::Argument *>(fixed.argument);
    if (fixed.byValue || !arg->getType()->isIntegerTy())
      continue;
    arg->replaceAllUsesWith(llvm::ConstantInt::get(arg->getType(), fixed.value));
  }
}

} // namespace gv
