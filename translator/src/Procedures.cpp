#include "Procedures.h"

#include "SourceLocations.h"
#include "gpuverify/Intrinsics.h"

#include "llvm/IR/Module.h"

#include <set>

namespace gv {

namespace {

// A function the source defines with a body: not a declaration, not one of
// the functions the annotations and kernel headers give a meaning to (an
// __axiom's body, say), not a specification.
bool isSourceFunction(const llvm::Function &f) {
  return !f.isDeclaration() && classifyFunction(f) == Intrinsic::None && !isSpecificationOnly(f) &&
         !llvm::StringRef(baseName(f.getName())).starts_with("__gv");
}

} // namespace

std::vector<SourceFunction> sourceFunctions(const llvm::Module &module, const std::vector<llvm::Function *> &kernels) {
  std::set<const llvm::Function *> isKernel(kernels.begin(), kernels.end());
  std::vector<SourceFunction> functions;
  for (const llvm::Function &f : module)
    if (isSourceFunction(f))
      functions.push_back(SourceFunction{sourceFunctionName(f), functionLocation(f), isKernel.count(&f) > 0});
  return functions;
}

std::vector<llvm::Function *> uncalledFunctions(llvm::Module &module, const std::vector<llvm::Function *> &kernels) {
  std::set<const llvm::Function *> isKernel(kernels.begin(), kernels.end());
  std::vector<llvm::Function *> uncalled;
  // No use at all: no call, no address taken. A function called only from
  // uncalled ones is checked where it is inlined into their entries.
  for (llvm::Function &f : module)
    if (isSourceFunction(f) && !isKernel.count(&f) && f.use_empty())
      uncalled.push_back(&f);
  return uncalled;
}

} // namespace gv
