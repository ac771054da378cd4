// The functions of a module as GPUVerify's modular verification sees them:
// each function with a body is a procedure (SourceFunction), and with
// --no-inline one that no kernel calls is verified as an entry of its own
// (TranslateOptions::verifyUncalledFunctions).
#pragma once

#include "gpuverify/Translator.h"

#include <vector>

namespace llvm {
class Function;
class Module;
} // namespace llvm

namespace gv {

// Every function with a body that the source defines: kernels and the
// functions they may call, not specifications (whose body is their
// contract) nor the translator's own helpers. `kernels` are all of the
// module's kernels.
std::vector<SourceFunction> sourceFunctions(const llvm::Module &module, const std::vector<llvm::Function *> &kernels);

// The source functions that are not kernels and that nothing calls or
// takes the address of (a call through a pointer may reach those).
std::vector<llvm::Function *> uncalledFunctions(llvm::Module &module, const std::vector<llvm::Function *> &kernels);

} // namespace gv
