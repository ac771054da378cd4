#include "IndirectCalls.h"

#include "Intrinsics.h"
#include "SourceLocations.h"

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

// Replaces `call` by the chain of tests described in IndirectCalls.h.
void dispatch(llvm::CallInst &call, const std::vector<llvm::Function *> &candidates) {
  llvm::Function &caller = *call.getFunction();
  llvm::LLVMContext &context = caller.getContext();
  llvm::Value *pointer = call.getCalledOperand();
  llvm::BasicBlock *test = call.getParent();
  llvm::BasicBlock *done = test->splitBasicBlock(&call, "indirect.done");
  test->getTerminator()->eraseFromParent();

  llvm::PHINode *result = nullptr;
  if (!call.getType()->isVoidTy())
    result = llvm::PHINode::Create(call.getType(), static_cast<unsigned>(candidates.size() + 1), "", done->begin());

  llvm::IRBuilder<> b(context);
  b.SetCurrentDebugLocation(call.getDebugLoc());
  for (llvm::Function *candidate : candidates) {
    auto *match = llvm::BasicBlock::Create(context, "indirect." + candidate->getName(), &caller, done);
    auto *next = llvm::BasicBlock::Create(context, "indirect.next", &caller, done);
    b.SetInsertPoint(test);
    llvm::Value *address = b.CreatePointerBitCastOrAddrSpaceCast(candidate, pointer->getType());
    b.CreateCondBr(b.CreateICmpEQ(pointer, address), match, next);

    auto *direct = llvm::cast<llvm::CallInst>(call.clone());
    direct->setCalledFunction(candidate);
    b.SetInsertPoint(match);
    b.Insert(direct);
    b.CreateBr(done);
    if (result)
      result->addIncoming(direct, match);
    test = next;
  }

  // Not `unreachable`: the chain must rejoin where the call was, or the
  // code after it would no longer post-dominate the tests and would seem
  // to be reached only by some threads.
  b.SetInsertPoint(test);
  llvm::Module &module = *caller.getParent();
  b.CreateCall(invalidCallMarker(module),
               {b.CreatePointerBitCastOrAddrSpaceCast(pointer, llvm::PointerType::get(context, 0))});
  b.CreateBr(done);
  if (result)
    result->addIncoming(llvm::PoisonValue::get(call.getType()), test);

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
