// Memory: asynchronous copies, whose accesses stay pending until a wait:
// OpenCL's work-group copies (until a wait for their event) and CUDA's
// cp.async (until a wait for their group).
#include "encode/Memory.h"
#include "gpuverify/Naming.h"

#include "ConstantBits.h"
#include "SourceLocations.h"
#include "gpuverify/Intrinsics.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

#include <algorithm>

namespace gv {

using namespace boogie;

void MemoryEncoder::asyncCopy(const llvm::CallBase &call, const Predicate &pred) {
  ctx_.out.add(comment("asynchronous copy" + atSourceLine(call)));
  collectiveCheck(call, pred);
  bool strided = classifyFunction(*call.getCalledFunction()) == Intrinsic::AsyncStridedCopy;
  bool toGlobal = baseName(call.getCalledFunction()->getName()).find("local_to_global") != std::string::npos;
  const llvm::Value *count = call.getArgOperand(2);
  const llvm::Value *eventArg = call.getArgOperand(call.arg_size() - 1);

  // The event: a new one unless the call joins an existing one.
  ExprPtr next = var(naming::nextEvent, Type::bv(32));
  ExprPtr given = values_.value(eventArg, 1);
  ExprPtr fresh = ctx_.prelude.bvBinary(boogie::BvOp::Add, next, bvLit(1, 32));
  ExprPtr event = ctx_.newLocal("event", Type::bv(32));
  ctx_.out.add(assign(event, ite(eq(given, bvLit(0, given->type.width())), fresh, given)));
  ctx_.out.add(
      assign(next, ite(andE(orE(pred.of(1), pred.of(2)), eq(given, bvLit(0, given->type.width()))), fresh, next)));

  // The element each thread copies.
  ThreadPair<ExprPtr> element;
  for (unsigned t : bothThreads) {
    element.of(t) = ctx_.newLocal("copied", Type::bv(values_.pointerBits()));
    ctx_.out.add(havoc({element.of(t)->text}));
    ExprPtr n = values_.value(count, t);
    ctx_.out.add(assume(implies(pred.of(t), ctx_.prelude.bvCompare(boogie::BvCmp::Ult, element.of(t),
                                                                   values_.resizeTo(n, values_.pointerBits())))));
  }
  for (const MemoryAccess *access : ctx_.model.memory->accessesOf(&call)) {
    nullCheck(*access, pred);
    boundsCheck(*access, pred);
    // A strided copy spreads the global side.
    bool spread = strided && (access->isWrite == toGlobal);
    int64_t stride = 1;
    if (spread) {
      if (auto *c = llvm::dyn_cast<llvm::ConstantInt>(call.getArgOperand(3)))
        stride = c->getSExtValue();
      else
        throw TranslationError(
            "async_work_group_strided_copy with a stride that is not a constant is not supported yet",
            sourceChain(call));
    }
    for (int array : access->arrays)
      asyncAccess(*access, array, targetPredicate(*access, array, pred), element, stride, event);
  }
  if (!call.getType()->isVoidTy())
    for (unsigned t = 1; t <= (values_.isUniform(&call) ? 1u : 2u); ++t) {
      ExprPtr target = values_.variable(call, t);
      ctx_.out.add(assign(target, pred.keepDisabledValues ? ite(pred.of(t), event, target) : event));
    }
}

void MemoryEncoder::asyncAccess(const MemoryAccess &access, int array, const Predicate &pred,
                                const ThreadPair<ExprPtr> &element, int64_t elementStride, const ExprPtr &event) {
  const ArrayRegion &region = ctx_.model.memory->arrays()[array];
  const ArrayVars &v = vars_[array];
  unsigned e = region.elementBytes;
  auto indexOf = [&](unsigned t, unsigned part) {
    PointerValue p = values_.pointer(access.pointer, t);
    p.offset.terms.push_back({element.of(t), static_cast<int64_t>(access.bytes) * elementStride});
    p.offset.constant += static_cast<int64_t>(part * e);
    return values_.elementIndex(p, e);
  };
  if (access.isWrite && !v.map.empty()) {
    // The group writes the destination: its contents are unknown now.
    havocUnderPredicate(sharedMap(array), orE(pred.of(1), pred.of(2)), v.map + ".copied");
  }
  const std::string &log = access.isWrite ? v.writeLog : v.readLog;
  if (log.empty())
    return;
  AccessKind kind = access.isWrite ? AccessKind::Write : AccessKind::Read;
  unsigned site = addSite(*access.inst, array, kind);
  unsigned againstWrites = addRaceCheck(*access.inst, array, kind, AccessKind::Write);
  unsigned againstReads = access.isWrite ? addRaceCheck(*access.inst, array, kind, AccessKind::Read) : 0;
  // The threads of one group run one copy together: their parts of it do
  // not race with each other.
  ExprPtr otherCopy = notE(andE(ctx_.geometry.sameGroup(), eq(watchedSite(), intLit(site))));
  for (unsigned part = 0; part < access.bytes / e; ++part) {
    ThreadPair<ExprPtr> index = {indexOf(1, part), indexOf(2, part)};
    ExprPtr l = var(log, Type::boolean());
    ExprPtr logged = logCondition(array, pred, index.of(1), site);
    ctx_.out.add(assign(l, orE(l, logged)));
    // The copy thread 1 logged is pending until a wait for its event (not
    // the event of a later copy: its own may still be in flight).
    if (!v.pendingEvent.empty()) {
      ExprPtr pending = var(v.pendingEvent, Type::bv(32));
      ctx_.out.add(assign(pending, ite(logged, event, pending)));
      loopShapes_.pendingCopySite(pending, var(naming::nextEvent, Type::bv(32)), watchedSite(), site, logsOf(array));
    }
    if (access.isWrite)
      logChangingWrite(array, logged, nullptr);
    checkConflict(array, pred, index.of(2), v.writeLog, access.isWrite ? otherCopy : changedByLoggedWrite(array),
                  againstWrites);
    if (access.isWrite)
      checkConflict(array, pred, index.of(2), v.readLog, nullptr, againstReads);
  }
}

void MemoryEncoder::waitEvent(const llvm::CallBase &call, const Predicate &pred) {
  collectiveCheck(call, pred);
  ExprPtr event = values_.value(call.getArgOperand(0), 1);
  for (const ArrayVars &v : vars_) {
    if (v.pendingEvent.empty())
      continue;
    ExprPtr pending = var(v.pendingEvent, Type::bv(32));
    ExprPtr done = andE(orE(pred.of(1), pred.of(2)), eq(pending, event));
    ctx_.out.add(assign(pending, ite(done, bvLit(0, 32), pending)));
  }
}

void MemoryEncoder::waitPriorEvents(const llvm::CallBase &call, const Predicate &pred) {
  collectiveCheck(call, pred);
  auto *prior = llvm::dyn_cast<llvm::ConstantInt>(call.getArgOperand(0));
  if (!prior)
    throw TranslationError("a wait for prior copies whose count is not a constant is not supported", sourceChain(call));
  ExprPtr next = var(naming::nextEvent, Type::bv(32));
  ExprPtr n = bvLit(prior->getZExtValue(), 32);
  // Events 1 .. next - n are complete (none if n > next).
  for (const ArrayVars &v : vars_) {
    if (v.pendingEvent.empty())
      continue;
    ExprPtr pending = var(v.pendingEvent, Type::bv(32));
    ExprPtr done = andAll(
        {orE(pred.of(1), pred.of(2)), ctx_.prelude.bvCompare(boogie::BvCmp::Ule, n, next),
         ctx_.prelude.bvCompare(boogie::BvCmp::Ule, pending, ctx_.prelude.bvBinary(boogie::BvOp::Sub, next, n))});
    ctx_.out.add(assign(pending, ite(done, bvLit(0, 32), pending)));
  }
}

ExprPtr MemoryEncoder::noPendingCopy(int array) const {
  const ArrayVars &v = vars_[array];
  std::vector<ExprPtr> none;
  if (!v.pendingEvent.empty())
    none.push_back(eq(var(v.pendingEvent, Type::bv(32)), bvLit(0, 32)));
  if (!v.pendingCopyGroup.empty())
    none.push_back(eq(var(v.pendingCopyGroup, Type::integer()), intLit(0)));
  return andAll(none);
}

// Only a cp.async site logs into the pending group: while the watched site
// is another one, the group stays 0. Thread 2's copies are thread 1's by
// symmetry (both threads are arbitrary).
void MemoryEncoder::markPendingCopy(const MemoryAccess &access, int array, const ExprPtr &logged, unsigned site) {
  const ArrayVars &v = vars_[array];
  if (!access.pendingUntilWait || v.pendingCopyGroup.empty())
    return;
  ExprPtr pending = var(v.pendingCopyGroup, Type::integer());
  ExprPtr committed = var(naming::committedCopyGroups, Type::integer());
  ctx_.out.add(assign(pending, ite(logged, binary(BinaryOp::Add, committed, intLit(1)), pending)));
  loopShapes_.pendingCopySite(pending, committed, watchedSite(), site, logsOf(array), consumedGroups_);
}

std::vector<ExprPtr> MemoryEncoder::logsOf(int array) const {
  const ArrayVars &v = vars_[array];
  std::vector<ExprPtr> logs;
  for (const std::string &log : {v.readLog, v.writeLog, v.atomicLog, v.changingWriteLog})
    if (!log.empty())
      logs.push_back(var(log, Type::boolean()));
  return logs;
}

bool MemoryEncoder::tracksCopyGroups() const {
  return std::any_of(vars_.begin(), vars_.end(), [](const ArrayVars &v) { return !v.pendingCopyGroup.empty(); });
}

void MemoryEncoder::commitAsyncCopies(const Predicate &pred) {
  if (!tracksCopyGroups())
    return; // no copy is logged
  ExprPtr committed = var(naming::committedCopyGroups, Type::integer());
  ctx_.out.add(assign(committed, ite(pred.of(1), binary(BinaryOp::Add, committed, intLit(1)), committed)));
}

int64_t MemoryEncoder::waitCount(const llvm::CallBase &call) {
  auto *count = llvm::dyn_cast<llvm::ConstantInt>(call.getArgOperand(0));
  if (!count) // the lowerings make constant counts; a call written by hand may not
    throw TranslationError("a wait for asynchronous copies whose count is not a constant is not supported",
                           sourceChain(call));
  return static_cast<int64_t>(count->getZExtValue());
}

void MemoryEncoder::waitAsyncCopies(const llvm::CallBase &call, const Predicate &pred) {
  ExprPtr committed = var(naming::committedCopyGroups, Type::integer());
  completeCopyGroups(pred.of(1), binary(BinaryOp::Sub, committed, intLit(waitCount(call))), pred);
}

void MemoryEncoder::completeCopyGroups(const ExprPtr &waits, const ExprPtr &lastComplete, const Predicate &pred) {
  const auto &arrays = ctx_.model.memory->arrays();
  for (size_t i = 0; i < arrays.size(); ++i) {
    const ArrayVars &v = vars_[i];
    // What a copy wrote was undefined until now: what a thread read of it
    // before, and what it reads now, need not agree.
    if (arrays[i].copiedByThreadAsync && !v.map.empty())
      havocUnderPredicate(sharedMap(static_cast<int>(i)), orE(pred.of(1), pred.of(2)), v.map + ".copied");
    if (v.pendingCopyGroup.empty())
      continue;
    ExprPtr pending = var(v.pendingCopyGroup, Type::integer());
    ExprPtr done = andE(waits, binary(BinaryOp::Le, pending, lastComplete));
    ctx_.out.add(assign(pending, ite(done, intLit(0), pending)));
  }
}

void MemoryEncoder::startPipeline(const Predicate &pred) {
  if (!consumedGroups_)
    return; // no copy is logged
  ExprPtr committed = var(naming::committedCopyGroups, Type::integer());
  ctx_.out.add(assign(consumedGroups_, ite(pred.of(1), committed, consumedGroups_)));
}

void MemoryEncoder::consumerWait(const Predicate &pred) {
  if (!consumedGroups_) { // no copy is logged: only the contents are read anew
    completeCopyGroups(boolLit(false), intLit(0), pred);
    return;
  }
  ExprPtr committed = var(naming::committedCopyGroups, Type::integer());
  // libcu++ returns at once where its 8-bit head and tail are equal.
  ExprPtr outstanding =
      neq(binary(BinaryOp::Mod, binary(BinaryOp::Sub, committed, consumedGroups_), intLit(256)), intLit(0));
  ExprPtr waits = ctx_.newLocal("consumer.waits", Type::boolean());
  ctx_.out.add(assign(waits, andE(pred.of(1), outstanding)));
  completeCopyGroups(waits, binary(BinaryOp::Add, consumedGroups_, intLit(1)), pred);
  ctx_.out.add(assign(consumedGroups_, ite(waits, binary(BinaryOp::Add, consumedGroups_, intLit(1)), consumedGroups_)));
}

void MemoryEncoder::pipelineWaitPrior(const llvm::CallBase &call, const Predicate &pred) {
  waitAsyncCopies(call, pred);
  if (!consumedGroups_)
    return;
  ExprPtr committed = var(naming::committedCopyGroups, Type::integer());
  ctx_.out.add(assign(consumedGroups_,
                      ite(pred.of(1), binary(BinaryOp::Sub, committed, intLit(waitCount(call))), consumedGroups_)));
}

} // namespace gv
