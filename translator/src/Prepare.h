// Normalises a kernel module before analysis: every call inlined into the
// kernels, SSA form, switches lowered to branches, loops in simplified form
// (one preheader, one latch, dedicated exits), one return block.
#pragma once

#include "gpuverify/Translator.h"

#include <vector>

namespace llvm {
class Function;
class Module;
} // namespace llvm

namespace gv {

// The kernel entry points of a module (OpenCL `__kernel`, CUDA `__global__`),
// restricted to `kernelName` when it is not empty. Throws TranslationError
// when there is none.
std::vector<llvm::Function *> findKernels(llvm::Module &module, const std::string &kernelName);

// Turns calls through function pointers into direct calls (IndirectCalls.h),
// adds the entry points that check postconditions (PostconditionEntries.h),
// inlines all calls, rejects recursion and runs the normalising passes.
// Returns the added entry points. Throws TranslationError.
std::vector<llvm::Function *> prepareModule(llvm::Module &module, const std::vector<llvm::Function *> &kernels);

} // namespace gv
