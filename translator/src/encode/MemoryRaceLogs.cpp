// Memory: the race logs. Each access site, the log of thread 1's accesses
// to the watched element, thread 2's checks against it, and what
// annotations (__read, __write_offset_bytes, barrier-invariant permissions)
// ask of the logs. See Memory.h for the scheme.
#include "encode/Memory.h"
#include "gpuverify/Naming.h"

#include "ConstantBits.h"
#include "RowMajor.h"
#include "SourceLocations.h"
#include "gpuverify/Intrinsics.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

namespace gv {

using namespace boogie;

unsigned MemoryEncoder::addSite(const llvm::Instruction &inst, int array, AccessKind kind) {
  AccessSite site;
  site.kind = kind;
  site.array = vars_[array].info;
  site.location = sourceChain(inst);
  return ctx_.builder.addSite(site);
}

unsigned MemoryEncoder::addRaceCheck(const llvm::Instruction &inst, int array, AccessKind current,
                                     AccessKind previous) {
  Check check;
  check.kind = CheckKind::Race;
  check.location = sourceChain(inst);
  check.thread = 2;
  check.array = vars_[array].info;
  check.current = current;
  check.previous = previous;
  return ctx_.builder.addCheck(check);
}

// Thread 1's access to `index` is logged if it is enabled, touches the
// watched element and comes from the watched site. Group-shared arrays are
// distinct per group, so only accesses within one group are logged.
ExprPtr MemoryEncoder::logCondition(int array, const Predicate &pred, const ExprPtr &index, unsigned site) {
  ExprPtr c = pred.of(1);
  if (ctx_.model.memory->arrays()[array].space == MemorySpace::GroupShared)
    c = andE(c, ctx_.geometry.sameGroup());
  c = andE(c, eq(index, watchedOffset()));
  return andE(c, eq(watchedSite(), intLit(site)));
}

void MemoryEncoder::appendToLog(const llvm::Instruction &inst, int array, const ExprPtr &log, const ExprPtr &logged,
                                const ExprPtr &offset, unsigned site, const ExprPtr &changes,
                                const ExprPtr &loggedValue) {
  ThreadPair<ExprPtr> once = {logged, logged};
  bool alsoChanging = log->text == vars_[array].writeLog && !vars_[array].changingWriteLog.empty();
  if (alsoChanging) // both logs name it
    ctx_.computeOnce(naming::loggedAccess(arrayName(array)), once);
  ctx_.out.add(assign(log, orE(log, once.of(1))));
  if (alsoChanging)
    logChangingWrite(array, once.of(1), changes);
  bool groupShared = ctx_.model.memory->arrays()[array].space == MemorySpace::GroupShared;
  ExprPtr loggedRow, row;
  auto rows = rowWidths_.find({&inst, array});
  if (rows != rowWidths_.end() && (row = rowByWidth(ctx_.prelude, offset, rows->second)))
    loggedRow = ctx_.prelude.rowOf(watchedOffset(), rows->second);
  loopShapes_.loggedAccess(inst, log, watchedOffset(), offset, groupShared, watchedSite(), site, loggedValue, loggedRow,
                           row);
}

// A read racing with a write that left the element as it was reads the
// same value either way (GPUVerify's benign write-read races), so only
// writes that changed it, or whose effect is unknown, are kept here.
void MemoryEncoder::logChangingWrite(int array, const ExprPtr &logged, const ExprPtr &changes) {
  const std::string &name = vars_[array].changingWriteLog;
  if (name.empty())
    return;
  ExprPtr log = var(name, Type::boolean());
  ctx_.out.add(assign(log, orE(log, changes ? andE(logged, changes) : logged)));
}

// Checked with the write log, not instead of it: at a loop head the
// changing log is havoced, and the invariants about the write log keep
// their force.
ExprPtr MemoryEncoder::changedByLoggedWrite(int array) const {
  const std::string &name = vars_[array].changingWriteLog;
  return name.empty() ? nullptr : var(name, Type::boolean());
}

bool MemoryEncoder::readsLoggedByValue(int array) const {
  const ArrayVars &v = vars_[array];
  return !v.watchedValue.empty() && v.contentsKept();
}

void MemoryEncoder::overwrittenByThread2(int array, const Predicate &pred, const ExprPtr &index) {
  const std::string &name = vars_[array].changingWriteLog;
  if (name.empty())
    return;
  ExprPtr writes = andE(pred.of(2), eq(index, watchedOffset()));
  if (ctx_.model.memory->arrays()[array].space == MemorySpace::GroupShared)
    writes = andE(writes, ctx_.geometry.sameGroup());
  ExprPtr log = var(name, Type::boolean());
  ctx_.out.add(assign(log, andE(log, notE(writes))));
}

void MemoryEncoder::checkConflict(int array, const Predicate &pred, const ExprPtr &index, const std::string &log,
                                  const ExprPtr &extra, unsigned check) {
  if (ctx_.model.options.onlyLog)
    return;
  ExprPtr conflict = pred.of(2);
  if (ctx_.model.memory->arrays()[array].space == MemorySpace::GroupShared)
    conflict = andE(conflict, ctx_.geometry.sameGroup());
  conflict = andE(conflict, var(log, Type::boolean()));
  conflict = andE(conflict, eq(index, watchedOffset()));
  if (extra)
    conflict = andE(conflict, extra);
  ctx_.out.add(assertCmd(notE(conflict), {attr("race")}, check));
}

void MemoryEncoder::markAccessed(const llvm::Instruction &inst, int array, const Predicate &pred,
                                 const ThreadPair<ExprPtr> &index, const ThreadPair<ExprPtr> &computed) {
  const ArrayVars &v = vars_[array];
  if (v.notAccessed.empty())
    return;
  ExprPtr unknown = var(v.notAccessed, Type::bv(values_.pointerBits()));
  for (unsigned t : bothThreads) {
    // Thread 2 in another group accesses another copy of group-shared memory.
    ExprPtr sameCopy = t == 2 && v.groupIndexed ? ctx_.geometry.sameGroup() : boolLit(true);
    ctx_.out.add(assume(implies(pred.of(t), implies(sameCopy, neq(unknown, index.of(t))))));
    loopShapes_.accessedElement(inst, implies(sameCopy, neq(unknown, computed.of(t))));
  }
}

ExprPtr MemoryEncoder::accessedSinceBarrier(const llvm::Instruction &load, unsigned t) {
  const MemoryAccess &access = accessOf(load);
  int array = singleArrayOf(access.pointer);
  const ArrayVars &v = vars_[array];
  if (v.notAccessed.empty())
    return boolLit(true);
  ExprPtr unknown = var(v.notAccessed, Type::bv(values_.pointerBits()));
  std::vector<ExprPtr> known;
  if (t == 2 && v.groupIndexed)
    known.push_back(ctx_.geometry.sameGroup());
  for (unsigned part = 0; part < parts(access, array); ++part)
    known.push_back(neq(unknown, accessIndex(access, array, t, part)));
  return andAll(known);
}

// Annotations on a pointer that may point into several arrays mean the
// array its base (for the thread the logs describe, thread 1) names.
ExprPtr MemoryEncoder::perTargetArray(const llvm::Value *pointer, const std::function<ExprPtr(int)> &ofArray,
                                      const ExprPtr &otherwise) {
  const PointsTo &targets = ctx_.model.memory->pointsTo(pointer);
  if (targets.isSingleArray())
    return ofArray(targets.arrays.front());
  ExprPtr base = baseOf(values_.pointer(pointer, 1));
  ExprPtr result = otherwise;
  for (int array : targets.arrays)
    result = ite(eq(base, arrayId(array)), ofArray(array), result);
  return result;
}

ExprPtr MemoryEncoder::hasOccurred(const llvm::Value *pointer, AccessKind kind, unsigned t) {
  if (t == 2 && !pendingExternal_.empty()) {
    if (const ExternalAccess *access = externalAccessOf(pointer, kind))
      return eq(access->index.of(2), watchedOffset());
    ExprPtr unknown = ctx_.newLocal(naming::externalAccessLoggedBefore, Type::boolean());
    ctx_.out.add(havoc({unknown->text}));
    return unknown;
  }
  return perTargetArray(
      pointer,
      [&](int array) -> ExprPtr {
        const ArrayVars &v = vars_[array];
        const std::string &log = kind == AccessKind::Read    ? v.readLog
                                 : kind == AccessKind::Write ? v.writeLog
                                                             : v.atomicLog;
        if (log.empty())
          return boolLit(false);
        ExprPtr logged = var(log, Type::boolean());
        for (const ExternalAccess &access : pendingExternal_) // declared, logged later
          if (access.array == array && access.kind == kind)
            logged = orE(logged, logCondition(array, access.pred, access.index.of(1), access.site));
        return logged;
      },
      boolLit(false));
}

ExprPtr MemoryEncoder::watchedOffsetBytes(const llvm::Value *pointer) {
  return perTargetArray(
      pointer,
      [&](int array) -> ExprPtr {
        unsigned e = ctx_.model.memory->arrays()[array].elementBytes;
        if (e == 1)
          return watchedOffset();
        return ctx_.prelude.bvBinary(boogie::BvOp::Mul, watchedOffset(), bvLit(e, values_.pointerBits()));
      },
      watchedOffset());
}

} // namespace gv
