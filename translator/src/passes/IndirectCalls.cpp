#include "passes/IndirectCalls.h"

#include "SourceLocations.h"
#include "gpuverify/Intrinsics.h"

#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

#include <string>
#include <vector>

namespace gv {

namespace {

[[noreturn]] void failAt(const llvm::Instruction &inst, const std::string &message) {
  throw TranslationError(message, sourceChain(inst));
}

std::vector<llvm::Function *> addressTakenFunctions(llvm::Module &module) {
  std::vector<llvm::Function *> taken;
  for (llvm::Function &f : module)
    if (mayBePointedTo(f))
      taken.push_back(&f);
  return taken;
}

std::vector<llvm::CallInst *> indirectCallsIn(llvm::Function &f) {
  std::vector<llvm::CallInst *> calls;
  for (llvm::Instruction &inst : llvm::instructions(f))
    if (auto *call = llvm::dyn_cast<llvm::CallInst>(&inst); call && !call->getCalledFunction() && !call->isInlineAsm())
      calls.push_back(call);
  return calls;
}

// The functions of the call's type whose address is taken: whatever else
// the pointer holds, the call is undefined.
std::vector<llvm::Function *> candidatesFor(const llvm::CallInst &call, const std::vector<llvm::Function *> &taken) {
  // A direct call with another signature than the callee's has no callee
  // in LLVM's eyes.
  if (auto *f = llvm::dyn_cast<llvm::Function>(call.getCalledOperand()->stripPointerCasts()))
    failAt(call, "Unsupported function pointer: the call to '" + sourceFunctionName(*f) +
                     "' does not match its definition's parameters");
  std::vector<llvm::Function *> candidates;
  for (llvm::Function *f : taken) {
    if (f->getFunctionType() != call.getFunctionType())
      continue;
    // A function without a body is modelled, if at all, for calls by name.
    if (f->isDeclaration())
      failAt(call, "Unsupported function pointer: the call may reach '" + sourceFunctionName(*f) +
                       "', a function without a body");
    candidates.push_back(f);
  }
  return candidates;
}

// __gv_call_through_invalid_pointer(ptr): where no candidate matched.
llvm::FunctionCallee invalidCallMarker(llvm::Module &module) {
  llvm::LLVMContext &context = module.getContext();
  return module.getOrInsertFunction(
      invalidFunctionPointerCallName,
      llvm::FunctionType::get(llvm::Type::getVoidTy(context), {llvm::PointerType::get(context, 0)}, false));
}

// In block `test`: if the pointer `call` goes through holds `candidate`,
// call it directly and go on to `done` (adding the result to `result`).
// Returns the block where the next test goes.
llvm::BasicBlock *callIfMatches(llvm::IRBuilder<> &b, llvm::BasicBlock *test, llvm::CallInst &call,
                                llvm::Function *candidate, llvm::BasicBlock *done, llvm::PHINode *result) {
  llvm::LLVMContext &context = call.getContext();
  llvm::Function &caller = *call.getFunction();
  auto *match = llvm::BasicBlock::Create(context, "indirect." + candidate->getName(), &caller, done);
  auto *next = llvm::BasicBlock::Create(context, "indirect.next", &caller, done);
  b.SetInsertPoint(test);
  llvm::Value *pointer = call.getCalledOperand();
  llvm::Value *address = b.CreatePointerBitCastOrAddrSpaceCast(candidate, pointer->getType());
  b.CreateCondBr(b.CreateICmpEQ(pointer, address), match, next);

  auto *direct = llvm::cast<llvm::CallInst>(call.clone()); // same arguments, attributes and location
  direct->setCalledFunction(candidate);
  b.SetInsertPoint(match);
  b.Insert(direct);
  b.CreateBr(done);
  if (result)
    result->addIncoming(direct, match);
  return next;
}

// In block `test`, where no candidate matched: the marker, then on to
// `done`. Not `unreachable`: the chain must rejoin where the call was, or
// the code after it would no longer post-dominate the tests and would seem
// to be reached only by some threads.
void markInvalidCall(llvm::IRBuilder<> &b, llvm::BasicBlock *test, llvm::CallInst &call, llvm::BasicBlock *done,
                     llvm::PHINode *result) {
  llvm::LLVMContext &context = call.getContext();
  b.SetInsertPoint(test);
  b.CreateCall(invalidCallMarker(*call.getModule()),
               {b.CreatePointerBitCastOrAddrSpaceCast(call.getCalledOperand(), llvm::PointerType::get(context, 0))});
  b.CreateBr(done);
  if (result)
    result->addIncoming(llvm::PoisonValue::get(call.getType()), test);
}

// Replaces `call` by the chain of tests described in IndirectCalls.h, every
// new instruction at the call's source location.
void dispatch(llvm::CallInst &call, const std::vector<llvm::Function *> &candidates) {
  llvm::BasicBlock *test = call.getParent();
  llvm::BasicBlock *done = test->splitBasicBlock(&call, "indirect.done");
  test->getTerminator()->eraseFromParent();
  llvm::PHINode *result = nullptr;
  if (!call.getType()->isVoidTy())
    result = llvm::PHINode::Create(call.getType(), static_cast<unsigned>(candidates.size() + 1), "", done->begin());

  llvm::IRBuilder<> b(call.getContext());
  b.SetCurrentDebugLocation(call.getDebugLoc());
  for (llvm::Function *candidate : candidates)
    test = callIfMatches(b, test, call, candidate, done, result);
  markInvalidCall(b, test, call, done, result);

  if (result) {
    result->takeName(&call);
    call.replaceAllUsesWith(result);
  }
  call.eraseFromParent();
}

} // namespace

bool mayBePointedTo(const llvm::Function &f) {
  return !f.isIntrinsic() && f.hasAddressTaken(nullptr, /*IgnoreCallbackUses=*/false,
                                               /*IgnoreAssumeLikeCalls=*/true, /*IgnoreLLVMUsed=*/true);
}

void lowerIndirectCalls(llvm::Module &module) {
  std::vector<llvm::Function *> taken = addressTakenFunctions(module);
  for (llvm::Function &f : module) {
    if (f.isDeclaration())
      continue;
    for (llvm::CallInst *call : indirectCallsIn(f))
      dispatch(*call, candidatesFor(*call, taken));
  }
}

} // namespace gv
