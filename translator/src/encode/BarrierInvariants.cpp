#include "encode/BarrierInvariants.h"

#include "ValueFlow.h"

#include "SourceLocations.h"
#include "gpuverify/Intrinsics.h"

#include "llvm/IR/Instructions.h"

namespace gv {

using namespace boogie;

namespace {

bool isBinary(const llvm::CallBase &call) { return intrinsicOf(call) == Intrinsic::BinaryBarrierInvariant; }

} // namespace

// Whether a barrier follows in the same block, or after the blocks of C
// conditions (`&&`, `?:`) in the annotations that follow.
bool BarrierInvariantEncoder::barrierFollows(const llvm::Instruction &call) const {
  for (const llvm::Instruction *i = call.getNextNode(); i;) {
    if (isBarrier(intrinsicOf(*i)))
      return true;
    auto *branch = llvm::dyn_cast<llvm::BranchInst>(i);
    if (!branch) {
      i = i->getNextNode();
      continue;
    }
    auto *condition = branch->isConditional() ? llvm::dyn_cast<llvm::Instruction>(branch->getCondition()) : nullptr;
    if (!condition || !ctx_.model.annotationOnly.count(condition))
      return false;
    std::optional<ConditionRegion> region = conditionRegion(*branch, ctx_.model.postDominators);
    if (!region)
      return false;
    i = &region->join->front();
  }
  return false;
}

BarrierInvariantEncoder::BarrierInvariantEncoder(KernelContext &ctx, ValueEncoder &values, MemoryEncoder &memory)
    : ctx_(ctx), values_(values), memory_(memory) {}

void BarrierInvariantEncoder::record(const llvm::CallBase &call) {
  // Instantiation replaces the local id in dimension 0 only.
  for (unsigned d = 1; d < 3; ++d)
    if (ctx_.geometry.localId(d, 1)->kind == Expr::Kind::Var)
      throw TranslationError("barrier invariants are only supported for one-dimensional work-groups",
                             sourceChain(call));
  if (!barrierFollows(call))
    throw TranslationError("a barrier invariant must be followed by a barrier in the same block", sourceChain(call));
  recorded_.push_back(&call);
}

ExprPtr BarrierInvariantEncoder::invariantFor(const llvm::CallBase &call, unsigned t) const {
  ValueEncoder::AnnotationScope instantiable;
  instantiable.instantiable = true;
  ScopedAnnotationScope scope(values_, &instantiable);
  return values_.truth(call.getArgOperand(0), t);
}

ExprPtr BarrierInvariantEncoder::instanceId(const llvm::CallBase &call, unsigned i, unsigned t) const {
  ExprPtr id = values_.value(call.getArgOperand(i), t);
  unsigned width = ctx_.geometry.localId(0, t)->type.width();
  if (id->type.width() < width)
    return ctx_.prelude.signExtend(id, width); // a negative id is no thread's
  return id->type.width() > width ? extract(id, width, 0) : id;
}

ExprPtr BarrierInvariantEncoder::inGroup(const ExprPtr &id) const {
  return ctx_.prelude.bvCompare(boogie::BvCmp::Ult, id, ctx_.geometry.localSize(0));
}

void BarrierInvariantEncoder::collectReads(const llvm::Value *v, unsigned t, const ExprPtr &guard,
                                           ReadCollection &reads) const {
  if (!reads.walked.insert({v, t, guard}).second)
    return;
  auto *inst = llvm::dyn_cast<llvm::Instruction>(v);
  // Program values are variables of the thread: they read nothing here.
  auto *annotationCall = llvm::dyn_cast_or_null<llvm::CallBase>(inst);
  if (!inst ||
      !(ctx_.model.annotationOnly.count(inst) || (annotationCall && isAnnotation(intrinsicOf(*annotationCall)))))
    return;
  auto truth = [&](const llvm::Value *c) { return values_.truth(c, t); };
  if (auto *load = llvm::dyn_cast<llvm::LoadInst>(inst)) {
    for (int array : ctx_.model.memory->accessOf(load)->arrays)
      if (ctx_.model.memory->arrays()[array].space == MemorySpace::Private)
        throw TranslationError("this expression is not valid as part of a barrier invariant: it reads private "
                               "memory, which cannot be instantiated by arbitrary threads",
                               sourceChain(*load));
    reads.reads.push_back({load, t, guard});
    collectReads(load->getPointerOperand(), t, guard, reads);
    return;
  }
  if (auto *select = llvm::dyn_cast<llvm::SelectInst>(inst)) {
    ExprPtr c = truth(select->getCondition());
    collectReads(select->getCondition(), t, guard, reads);
    collectReads(select->getTrueValue(), t, andE(guard, c), reads);
    collectReads(select->getFalseValue(), t, andE(guard, notE(c)), reads);
    return;
  }
  if (auto *phi = llvm::dyn_cast<llvm::PHINode>(inst)) {
    // A C condition: the branch conditions are read as well as the values.
    if (auto operands = values_.conditionalOperands(*phi, t)) {
      for (const auto &operand : *operands)
        collectReads(operand.value, t, andE(guard, operand.condition), reads);
      return;
    }
  }
  if (auto *call = llvm::dyn_cast<llvm::CallBase>(inst)) {
    switch (intrinsicOf(*call)) {
    case Intrinsic::Implies:
      collectReads(call->getArgOperand(0), t, guard, reads);
      collectReads(call->getArgOperand(1), t, andE(guard, truth(call->getArgOperand(0))), reads);
      return;
    case Intrinsic::Ite: {
      ExprPtr c = truth(call->getArgOperand(0));
      collectReads(call->getArgOperand(0), t, guard, reads);
      collectReads(call->getArgOperand(1), t, andE(guard, c), reads);
      collectReads(call->getArgOperand(2), t, andE(guard, notE(c)), reads);
      return;
    }
    case Intrinsic::OtherInt:
    case Intrinsic::OtherBool: collectReads(call->getArgOperand(0), 3 - t, guard, reads); return;
    default: break;
    }
  }
  for (const llvm::Value *op : inst->operands())
    collectReads(op, t, guard, reads);
}

void BarrierInvariantEncoder::checkReads(const llvm::CallBase &call, const Predicate &pred) {
  if (!ctx_.model.options.barrierAccessChecks)
    return;
  ValueEncoder::AnnotationScope instantiable;
  instantiable.instantiable = true;
  ScopedAnnotationScope scope(values_, &instantiable);
  ReadCollection reads;
  collectReads(call.getArgOperand(0), 1, boolLit(true), reads);
  std::vector<ExprPtr> known;
  for (const GuardedRead &read : reads.reads)
    known.push_back(implies(read.guard, memory_.accessedSinceBarrier(*read.load, read.thread)));
  ExprPtr when = isBinary(call) ? andE(pred.of(1), ctx_.geometry.sameGroup()) : pred.of(1);
  ExprPtr condition = implies(when, andAll(known));
  if (isTrue(condition))
    return;
  Check check;
  check.kind = CheckKind::BarrierInvariantAccess;
  check.location = sourceChain(call);
  check.thread = 1;
  ctx_.out.add(assertCmd(condition, {attr("barrier_invariant_access_check")}, ctx_.builder.addCheck(check)));
}

void BarrierInvariantEncoder::checkInvariant(const llvm::CallBase &call, const Predicate &pred) {
  ExprPtr when = isBinary(call) ? andE(pred.of(1), ctx_.geometry.sameGroup()) : pred.of(1);
  Check check;
  check.kind = CheckKind::BarrierInvariant;
  check.location = sourceChain(call);
  check.thread = 1;
  ctx_.out.add(
      assertCmd(implies(when, invariantFor(call, 1)), {attr("barrier_invariant")}, ctx_.builder.addCheck(check)));
}

void BarrierInvariantEncoder::checkAtBarrier(const Predicate &pred) {
  for (const llvm::CallBase *call : recorded_) {
    try {
      checkReads(*call, pred);
      checkInvariant(*call, pred);
    } catch (const TranslationError &error) {
      if (!error.where.empty())
        throw;
      throw TranslationError(error.what(), sourceChain(*call));
    }
  }
}

void BarrierInvariantEncoder::assumeUnary(const llvm::CallBase &call, const Predicate &pred) {
  for (unsigned t : bothThreads) {
    ExprPtr invariant = invariantFor(call, t);
    ExprPtr self = ctx_.geometry.localId(0, t);
    for (unsigned i = 1; i < call.arg_size(); ++i) {
      ExprPtr id = instanceId(call, i, t);
      std::map<std::string, ExprPtr> instance;
      if (self->kind == Expr::Kind::Var)
        instance[self->text] = id;
      ctx_.out.add(assume(implies(pred.of(t), implies(inGroup(id), substitute(invariant, instance)))));
    }
  }
}

void BarrierInvariantEncoder::assumeBinary(const llvm::CallBase &call, const Predicate &pred) {
  for (unsigned t : bothThreads) {
    ExprPtr invariant = invariantFor(call, t);
    ExprPtr self = ctx_.geometry.localId(0, t), other = ctx_.geometry.localId(0, 3 - t);
    for (unsigned i = 1; i + 1 < call.arg_size(); i += 2) {
      ExprPtr a = instanceId(call, i, t), b = instanceId(call, i + 1, t);
      std::map<std::string, ExprPtr> instance;
      if (self->kind == Expr::Kind::Var)
        instance[self->text] = a;
      if (other->kind == Expr::Kind::Var)
        instance[other->text] = b;
      ExprPtr pair = andAll({inGroup(a), inGroup(b), neq(a, b)});
      ctx_.out.add(
          assume(implies(andE(pred.of(t), ctx_.geometry.sameGroup()), implies(pair, substitute(invariant, instance)))));
    }
  }
}

void BarrierInvariantEncoder::assumeAfterBarrier(const Predicate &pred) {
  for (const llvm::CallBase *call : recorded_) {
    ctx_.out.add(comment("barrier invariant" + atSourceLine(*call)));
    if (isBinary(*call))
      assumeBinary(*call, pred);
    else
      assumeUnary(*call, pred);
  }
  recorded_.clear();
}

} // namespace gv
