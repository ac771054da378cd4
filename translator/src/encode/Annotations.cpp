#include "encode/Annotations.h"

#include "SourceLocations.h"
#include "gpuverify/Intrinsics.h"

#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"

#include <set>

namespace gv {

using namespace boogie;

namespace {

// Annotations about the race logs describe thread 1's accesses only
// (GPUVerify's "asymmetric" annotations): whether the annotation's
// computation calls one that reads them.
bool mentionsLoggedAccesses(const llvm::Value *v, std::set<const llvm::Value *> &seen) {
  auto *inst = llvm::dyn_cast<llvm::Instruction>(v);
  if (!inst || !seen.insert(inst).second)
    return false;
  if (describesLoggedAccesses(intrinsicOf(*inst)))
    return true;
  for (const llvm::Value *op : inst->operands())
    if (mentionsLoggedAccesses(op, seen))
      return true;
  return false;
}

bool mentionsLoggedAccesses(const llvm::CallBase &annotation) {
  std::set<const llvm::Value *> seen;
  return mentionsLoggedAccesses(annotation.getArgOperand(0), seen);
}

ExprPtr asWidth(const ExprPtr &b, const llvm::Type *type) {
  if (type->isIntegerTy(1))
    return b;
  unsigned w = type->getIntegerBitWidth();
  return ite(b, bvLit(1, w), bvLit(0, w));
}

} // namespace

AnnotationEncoder::AnnotationEncoder(KernelContext &ctx, ValueEncoder &values, MemoryEncoder &memory)
    : ctx_(ctx), values_(values), memory_(memory) {}

bool AnnotationEncoder::isInvariant(const llvm::CallBase &call) {
  Intrinsic k = intrinsicOf(call);
  return k == Intrinsic::Invariant || k == Intrinsic::GlobalInvariant;
}

ExprPtr AnnotationEncoder::callValue(const llvm::CallBase &call, unsigned t) {
  try {
    return annotationValue(call, t);
  } catch (const TranslationError &error) {
    if (!error.where.empty())
      throw;
    throw TranslationError(error.what(), sourceChain(call)); // the annotation is where it went wrong
  }
}

ExprPtr AnnotationEncoder::annotationValue(const llvm::CallBase &call, unsigned t) {
  const llvm::Type *type = call.getType();
  auto arg = [&](unsigned i) { return call.getArgOperand(i); };
  auto unsupported = [&](const char *what) -> ExprPtr {
    throw TranslationError(std::string(what) + " is not supported yet", sourceChain(call));
  };
  switch (intrinsicOf(call)) {
  case Intrinsic::Implies: return asWidth(implies(values_.truth(arg(0), t), values_.truth(arg(1), t)), type);
  case Intrinsic::Ite: return ite(values_.truth(arg(0), t), values_.value(arg(1), t), values_.value(arg(2), t));
  case Intrinsic::Enabled:
  case Intrinsic::DominatorEnabled: return asWidth(ctx_.current.of(t), type);
  case Intrinsic::OtherInt: return values_.value(arg(0), 3 - t);
  case Intrinsic::OtherBool: return asWidth(values_.truth(arg(0), 3 - t), type);
  case Intrinsic::ReadHasOccurred: return asWidth(memory_.hasOccurred(arg(0), AccessKind::Read, t), type);
  case Intrinsic::WriteHasOccurred: return asWidth(memory_.hasOccurred(arg(0), AccessKind::Write, t), type);
  case Intrinsic::AtomicHasOccurred: return asWidth(memory_.hasOccurred(arg(0), AccessKind::Atomic, t), type);
  case Intrinsic::ReadImplies:
    return asWidth(implies(memory_.hasOccurred(arg(0), AccessKind::Read, t), values_.truth(arg(1), t)), type);
  case Intrinsic::WriteImplies:
    return asWidth(implies(memory_.hasOccurred(arg(0), AccessKind::Write, t), values_.truth(arg(1), t)), type);
  case Intrinsic::AtomicImplies:
    return asWidth(implies(memory_.hasOccurred(arg(0), AccessKind::Atomic, t), values_.truth(arg(1), t)), type);
  case Intrinsic::AtomicHasTakenValue:
    return asWidth(memory_.atomicHasTakenValue(arg(0), values_.value(arg(1), t), values_.value(arg(2), t), t), type);
  case Intrinsic::ReadOffsetBytes:
  case Intrinsic::WriteOffsetBytes: {
    ExprPtr bytes = memory_.watchedOffsetBytes(arg(0));
    unsigned w = type->getIntegerBitWidth();
    return w == bytes->type.width()  ? bytes
           : w < bytes->type.width() ? extract(bytes, w, 0)
                                     : ctx_.prelude.zeroExtend(bytes, w);
  }
  case Intrinsic::PtrOffsetBytes: {
    ExprPtr bytes = values_.byteOffset(values_.pointer(arg(0), t).offset);
    unsigned w = type->getIntegerBitWidth();
    return w == bytes->type.width()  ? bytes
           : w < bytes->type.width() ? extract(bytes, w, 0)
                                     : ctx_.prelude.signExtend(bytes, w);
  }
  case Intrinsic::PtrBase:
  case Intrinsic::OtherPtrBase: return unsupported("__ptr_base");
  case Intrinsic::ReturnValInt:
  case Intrinsic::ReturnValBool: return unsupported("__return_val");
  case Intrinsic::OldInt: return values_.value(arg(0), t); // evaluated where the function was entered
  case Intrinsic::OldBool: return asWidth(values_.truth(arg(0), t), type);
  default: return unsupported("this annotation");
  }
}

void AnnotationEncoder::assertPerThread(const llvm::CallBase &call, const Predicate &pred, CheckKind kind,
                                        bool predicated, bool ignoreAsymmetry) {
  ThreadPair<ExprPtr> body = {values_.truth(call.getArgOperand(0), 1), values_.truth(call.getArgOperand(0), 2)};
  bool oneThread = (sameExpr(body.of(1), body.of(2)) && sameExpr(pred.of(1), pred.of(2))) ||
                   ctx_.model.options.asymmetricAsserts || (!ignoreAsymmetry && mentionsLoggedAccesses(call));
  if (!oneThread && (kind == CheckKind::Precondition || kind == CheckKind::Postcondition)) {
    // Their reports name no thread: one check for both.
    Check check;
    check.kind = kind;
    check.location = sourceChain(call);
    unsigned id = ctx_.builder.addCheck(check);
    ThreadPair<ExprPtr> both;
    for (unsigned t : bothThreads)
      both.of(t) = predicated ? implies(pred.of(t), body.of(t)) : body.of(t);
    ctx_.out.add(assertCmd(andE(both.of(1), both.of(2)), {}, id));
    return;
  }
  for (unsigned t = 1; t <= (oneThread ? 1u : 2u); ++t) {
    Check check;
    check.kind = kind;
    check.location = sourceChain(call);
    check.thread = t;
    unsigned id = ctx_.builder.addCheck(check);
    ExprPtr e = predicated ? implies(pred.of(t), body.of(t)) : body.of(t);
    ctx_.out.add(assertCmd(e, {attr("thread", intLit(t))}, id));
  }
}

void AnnotationEncoder::assertion(const llvm::CallBase &call, const Predicate &pred) {
  Intrinsic k = intrinsicOf(call);
  bool predicated = k != Intrinsic::GlobalAssert && k != Intrinsic::CandidateGlobalAssert;
  assertPerThread(call, pred, CheckKind::Assertion, predicated);
}

void AnnotationEncoder::assumePerThread(const llvm::CallBase &call, const Predicate &pred, bool predicated,
                                        unsigned threads) {
  for (unsigned t = 1; t <= threads; ++t) {
    ExprPtr e = values_.truth(call.getArgOperand(0), t);
    ctx_.out.add(assume(predicated ? implies(pred.of(t), e) : e));
  }
}

void AnnotationEncoder::assumption(const llvm::CallBase &call, const Predicate &pred) {
  // The logs describe thread 1's accesses: evaluated for thread 2, an
  // assumption about them would mix thread 2's values into thread 1's
  // accesses (and could rule races out).
  bool oneThread = mentionsLoggedAccesses(call);
  assumePerThread(call, pred, intrinsicOf(call) != Intrinsic::GlobalRequires, oneThread ? 1 : 2);
}

void AnnotationEncoder::specificationPostcondition(const llvm::CallBase &call, const Predicate &pred) {
  assumePerThread(call, pred, intrinsicOf(call) == Intrinsic::SpecEnsures, 2);
}

void AnnotationEncoder::contract(const llvm::CallBase &call, const Predicate &pred) {
  Intrinsic k = intrinsicOf(call);
  bool precondition = k == Intrinsic::CallRequires || k == Intrinsic::CallGlobalRequires;
  bool predicated = k == Intrinsic::CallRequires || k == Intrinsic::Ensures;
  assertPerThread(call, pred, precondition ? CheckKind::Precondition : CheckKind::Postcondition, predicated);
}

void AnnotationEncoder::invariants(const llvm::BasicBlock &header, const Predicate &pred) {
  Predicate saved = ctx_.current;
  ctx_.current = pred;
  std::vector<const llvm::BasicBlock *> head = ctx_.model.loopHeadBlocks(&header);
  ValueEncoder::AnnotationScope scope{{head.begin(), head.end()}};
  values_.setAnnotationScope(&scope);
  for (const llvm::BasicBlock *block : head)
    for (const llvm::Instruction &inst : *block) {
      auto *call = llvm::dyn_cast<llvm::CallBase>(&inst);
      if (!call || !isInvariant(*call))
        continue;
      bool predicated = intrinsicOf(*call) == Intrinsic::Invariant;
      assertPerThread(*call, pred, CheckKind::LoopInvariant, predicated);
    }
  // Function-wide invariants hold at every loop head, for both threads.
  ValueEncoder::AnnotationScope everywhere{{}, true};
  values_.setAnnotationScope(&everywhere);
  for (const llvm::Instruction &inst : llvm::instructions(ctx_.model.kernel)) {
    auto *call = llvm::dyn_cast<llvm::CallBase>(&inst);
    if (!call || intrinsicOf(*call) != Intrinsic::FunctionWideInvariant)
      continue;
    try {
      assertPerThread(*call, pred, CheckKind::LoopInvariant, false);
    } catch (const TranslationError &error) {
      throw TranslationError(error.what(), sourceChain(*call)); // point at the invariant itself
    }
  }
  ctx_.current = saved;
  values_.setAnnotationScope(nullptr);
}

} // namespace gv
