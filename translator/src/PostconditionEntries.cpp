#include "PostconditionEntries.h"

#include "Contracts.h"
#include "Intrinsics.h"

#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Transforms/Utils/Cloning.h"

#include <set>

namespace gv {

namespace {

// The defined functions `kernels` call, directly or through others.
std::vector<llvm::Function *> calledFunctions(const std::vector<llvm::Function *> &kernels) {
  std::set<llvm::Function *> seen(kernels.begin(), kernels.end());
  std::vector<llvm::Function *> work(kernels.begin(), kernels.end()), called;
  while (!work.empty()) {
    llvm::Function *f = work.back();
    work.pop_back();
    for (llvm::Instruction &inst : llvm::instructions(*f)) {
      auto *call = llvm::dyn_cast<llvm::CallBase>(&inst);
      llvm::Function *callee = call ? call->getCalledFunction() : nullptr;
      if (!callee || callee->isDeclaration() || !seen.insert(callee).second)
        continue;
      called.push_back(callee);
      work.push_back(callee);
    }
  }
  return called;
}

llvm::Function *entryFor(llvm::Function &f) {
  llvm::ValueToValueMapTy copies;
  llvm::Function *entry = llvm::CloneFunction(&f, copies);
  entry->setName(f.getName() + ".postconditions");
  llvm::IRBuilder<> b(&*entry->getEntryBlock().getFirstInsertionPt());
  for (llvm::Argument &arg : entry->args()) {
    // Pointers stay parameters (arrays of their own); a struct passed by
    // value is a per-thread copy already.
    if (arg.getType()->isPointerTy())
      continue;
    std::string name = arg.getName().str(); // the value takes the parameter's name
    arg.setName("");
    llvm::Value *arbitrary = b.CreateCall(arbitraryValueFunction(*f.getParent(), arg.getType()), {}, name);
    arg.replaceAllUsesWith(arbitrary);
  }
  return entry;
}

} // namespace

std::vector<llvm::Function *> addPostconditionEntries(const std::vector<llvm::Function *> &kernels) {
  std::vector<llvm::Function *> entries;
  for (llvm::Function *f : calledFunctions(kernels)) {
    // A specification-only function has no body to check: its contract is
    // what calls assume of it.
    if (hasPostconditions(*f) && !isSpecificationOnly(*f))
      entries.push_back(entryFor(*f));
  }
  return entries;
}

} // namespace gv
