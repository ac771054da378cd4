#include "Contracts.h"

#include "SourceLocations.h"
#include "gpuverify/Intrinsics.h"
#include "gpuverify/Translator.h"

#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

#include <map>
#include <set>

namespace gv {

namespace {

bool isReturnValue(Intrinsic k) {
  return k == Intrinsic::ReturnValInt || k == Intrinsic::ReturnValBool || k == Intrinsic::ReturnValPtr;
}
bool isOld(Intrinsic k) { return k == Intrinsic::OldInt || k == Intrinsic::OldBool; }
bool isPostcondition(Intrinsic k) { return k == Intrinsic::Ensures || k == Intrinsic::GlobalEnsures; }

// Whether `v` must be evaluated again at the return: it reads memory or the
// return value, other than through __old_*().
bool dependsOnExitState(const llvm::Value *v, std::map<const llvm::Value *, bool> &memo) {
  auto *inst = llvm::dyn_cast<llvm::Instruction>(v);
  if (!inst)
    return false;
  auto it = memo.find(v);
  if (it != memo.end())
    return it->second;
  memo[v] = false; // cycles (through phis) add nothing
  Intrinsic k = intrinsicOf(*inst);
  bool result = false;
  if (isReturnValue(k) || readsRaceLogs(k) || llvm::isa<llvm::LoadInst>(inst)) {
    result = true;
  } else if (!isOld(k) && !llvm::isa<llvm::PHINode>(inst)) {
    for (const llvm::Value *op : inst->operands())
      result = result || dependsOnExitState(op, memo);
  }
  return memo[v] = result;
}

// The value `__return_val_*()` stands for at `ret`, converted to its type.
llvm::Value *returnValueAt(llvm::ReturnInst &ret, llvm::CallBase &call) {
  llvm::Value *value = ret.getReturnValue();
  llvm::Type *want = call.getType();
  if (value && ((want->isPointerTy() && value->getType()->isPointerTy()) || value->getType() == want))
    return value;
  if (!value || !value->getType()->isIntegerTy() || !want->isIntegerTy() ||
      value->getType()->getIntegerBitWidth() > want->getIntegerBitWidth())
    throw TranslationError("Type of __return_val function does not match return type", sourceChain(call));
  llvm::IRBuilder<> b(&ret);
  return b.CreateSExtOrTrunc(value, want);
}

// Copies the computation of `v` to just before `ret`.
llvm::Value *cloneAtReturn(llvm::Value *v, llvm::ReturnInst &ret, std::map<const llvm::Value *, bool> &exitState,
                           std::map<llvm::Value *, llvm::Value *> &copies) {
  if (!dependsOnExitState(v, exitState))
    return v;
  auto found = copies.find(v);
  if (found != copies.end())
    return found->second;
  auto *inst = llvm::cast<llvm::Instruction>(v);
  if (auto *call = llvm::dyn_cast<llvm::CallBase>(inst); call && isReturnValue(intrinsicOf(*call)))
    return copies[v] = returnValueAt(ret, *call);
  llvm::Instruction *copy = inst->clone();
  for (unsigned i = 0; i < copy->getNumOperands(); ++i)
    copy->setOperand(i, cloneAtReturn(copy->getOperand(i), ret, exitState, copies));
  copy->insertBefore(&ret);
  return copies[v] = copy;
}

void moveEnsuresToReturns(llvm::Function &f) {
  std::vector<llvm::CallBase *> ensures;
  std::vector<llvm::ReturnInst *> returns;
  for (llvm::Instruction &inst : llvm::instructions(f)) {
    Intrinsic k = intrinsicOf(inst);
    if (isPostcondition(k))
      ensures.push_back(llvm::cast<llvm::CallBase>(&inst));
    else if (auto *ret = llvm::dyn_cast<llvm::ReturnInst>(&inst))
      returns.push_back(ret);
  }
  for (llvm::CallBase *call : ensures) {
    std::map<const llvm::Value *, bool> exitState;
    for (llvm::ReturnInst *ret : returns) {
      std::map<llvm::Value *, llvm::Value *> copies;
      llvm::Value *condition = cloneAtReturn(call->getArgOperand(0), *ret, exitState, copies);
      llvm::CallBase *moved = llvm::cast<llvm::CallBase>(call->clone());
      moved->setArgOperand(0, condition);
      moved->insertBefore(ret);
    }
    call->eraseFromParent();
  }
}

// A specification-only function's postconditions are what its callers
// may assume; SpecEnd closes each call, after them.
void assumeSpecification(llvm::Function &f) {
  llvm::Module &m = *f.getParent();
  llvm::LLVMContext &context = m.getContext();
  llvm::FunctionCallee end =
      m.getOrInsertFunction("__gv_spec_end", llvm::FunctionType::get(llvm::Type::getVoidTy(context), false));
  for (llvm::Instruction &inst : llvm::make_early_inc_range(llvm::instructions(f))) {
    Intrinsic k = intrinsicOf(inst);
    if (isPostcondition(k)) {
      auto *call = llvm::cast<llvm::CallBase>(&inst);
      const char *name = k == Intrinsic::Ensures ? "__gv_spec_ensures" : "__gv_spec_global_ensures";
      call->setCalledFunction(m.getOrInsertFunction(name, call->getFunctionType()));
    } else if (llvm::isa<llvm::ReturnInst>(inst)) {
      llvm::CallInst::Create(end, "", &inst)->setDebugLoc(inst.getDebugLoc());
    }
  }
}

// __reads_from and __writes_to describe what a function without a body
// does; in a function with one, its accesses say it.
void rejectAccessDeclarations(llvm::Function &f) {
  for (llvm::Instruction &inst : llvm::instructions(f)) {
    Intrinsic k = intrinsicOf(inst);
    if (k == Intrinsic::ReadsFrom || k == Intrinsic::WritesTo)
      throw TranslationError("__reads_from and __writes_to may only be used in a specification function (one "
                             "whose name starts with __spec)",
                             sourceChain(inst));
  }
}

// Preconditions of functions that will be inlined are checked at the call;
// so are those of functions clang has already inlined into `f` (an
// always_inline or __forceinline__ function: its debug location says where
// it was inlined), which would otherwise read as preconditions of `f`, and
// of a kernel, assumed.
void markCalleePreconditions(llvm::Function &f, bool onlyInlined) {
  llvm::Module &m = *f.getParent();
  for (llvm::Instruction &inst : llvm::instructions(f)) {
    Intrinsic k = intrinsicOf(inst);
    if (k != Intrinsic::Requires && k != Intrinsic::GlobalRequires)
      continue;
    if (onlyInlined && !(inst.getDebugLoc() && inst.getDebugLoc().getInlinedAt()))
      continue;
    auto *call = llvm::cast<llvm::CallBase>(&inst);
    const char *name = k == Intrinsic::Requires ? "__gv_call_requires" : "__gv_call_global_requires";
    llvm::FunctionCallee renamed = m.getOrInsertFunction(name, call->getFunctionType());
    call->setCalledFunction(renamed);
  }
}

// A function-wide invariant holds at every loop head of its function; it is
// written last in the function, after everything it describes.
void checkFunctionWideInvariantsAtEnd(llvm::Function &f) {
  for (llvm::Instruction &inst : llvm::instructions(f)) {
    Intrinsic k = intrinsicOf(inst);
    if (k != Intrinsic::FunctionWideInvariant && k != Intrinsic::FunctionWideCandidateInvariant)
      continue;
    bool atEnd = llvm::isa<llvm::ReturnInst>(inst.getParent()->getTerminator());
    for (llvm::Instruction *next = inst.getNextNode(); atEnd && next; next = next->getNextNode()) {
      Intrinsic nk = intrinsicOf(*next);
      // Only the computation of further invariants may follow.
      bool fine = next->isTerminator() || !next->mayHaveSideEffects() || isAnnotation(nk) ||
                  nk == Intrinsic::DebugInfo || llvm::isa<llvm::LoadInst>(next);
      atEnd = fine;
    }
    if (!atEnd)
      throw TranslationError("Function-wide invariants must occur at the end of a function", sourceChain(inst));
  }
}

} // namespace

bool hasPostconditions(const llvm::Function &f) {
  for (const llvm::Instruction &inst : llvm::instructions(f)) {
    Intrinsic k = intrinsicOf(inst);
    if (isPostcondition(k))
      return true;
  }
  return false;
}

void lowerContracts(llvm::Module &module, const std::vector<llvm::Function *> &entries) {
  std::set<llvm::Function *> isEntry(entries.begin(), entries.end());
  for (llvm::Function &f : module) {
    if (f.isDeclaration())
      continue;
    moveEnsuresToReturns(f);
    if (isSpecificationOnly(f))
      assumeSpecification(f);
    else
      rejectAccessDeclarations(f);
    checkFunctionWideInvariantsAtEnd(f);
    markCalleePreconditions(f, isEntry.count(&f) != 0);
  }
}

} // namespace gv
