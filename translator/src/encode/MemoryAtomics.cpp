// Memory: atomic read-modify-write operations, and the refined abstraction
// of repetition-free atomics (values taken from an element are used up;
// see RepetitionFree.h).
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

namespace gv {

using namespace boogie;

void MemoryEncoder::atomic(const llvm::CallBase &call, const Predicate &pred) {
  const MemoryAccess &access = accessOf(call);
  nullCheck(access, pred);
  boundsCheck(access, pred);
  for (int array : access.arrays)
    atomicOn(call, array, targetPredicate(access, array, pred));
  if (call.getType()->isVoidTy())
    return;
  assignArbitrary(call, pred);
  // A repetition-free array is the only one its atomics point into.
  if (access.arrays.size() == 1 && !vars_[access.arrays.front()].usedMap.empty())
    takeUnusedValues(call, access.arrays.front(), pred);
}

// The refined abstraction: each enabled thread gets a value no atomic
// operation has returned from the element since the last reset, and uses
// it up. Thread 2 takes its value after thread 1 has used up its own, so
// when both step the same element (of one group's copy) they get different
// values, as two distinct work-items do; on different elements their
// values are unrelated. A disabled thread neither gets a constrained value
// nor uses one up.
void MemoryEncoder::takeUnusedValues(const llvm::CallBase &call, int array, const Predicate &pred) {
  const ArrayVars &v = vars_[array];
  const MemoryAccess &access = accessOf(call);
  ThreadPair<ExprPtr> index;
  ThreadPair<ExprPtr> takenFrom;
  for (unsigned t : bothThreads) {
    index.of(t) = accessIndex(access, array, t, 0);
    takenFrom.of(t) = valuesTakenFrom(array, t, index.of(t));
    ExprPtr value = values_.value(&call, t);
    ExprPtr taken = select(takenFrom.of(t), {value});
    ctx_.out.add(assume(implies(pred.of(t), notE(taken))));
    LValue entry{v.usedMap, usedMapType(array), usedIndices(array, t, index.of(t), value)};
    ctx_.out.add(assign({entry}, {orE(taken, pred.of(t))}));
  }
  ExprPtr sameElement = eq(index.of(1), index.of(2));
  if (v.groupIndexed)
    sameElement = andE(eq(groupSlot(1), groupSlot(2)), sameElement);
  loopShapes_.atomicResult(call, takenFrom, sameElement);
}

void MemoryEncoder::forgetTakenValues(int array, const ExprPtr &enabled) {
  const ArrayVars &v = vars_[array];
  if (!v.usedMap.empty())
    havocUnderPredicate(var(v.usedMap, usedMapType(array)), enabled, v.usedMap + ".reset");
}

// [element][value]bool, per group where the contents are.
Type MemoryEncoder::usedMapType(int array) const {
  Type flat = Type::map({Type::bv(values_.pointerBits())}, Type::map({elementType(array)}, Type::boolean()));
  return vars_[array].groupIndexed ? Type::map({Type::bv(1)}, flat) : flat;
}

std::vector<std::vector<ExprPtr>> MemoryEncoder::usedIndices(int array, unsigned t, const ExprPtr &index,
                                                             const ExprPtr &value) const {
  std::vector<std::vector<ExprPtr>> indices;
  if (vars_[array].groupIndexed)
    indices.push_back({groupSlot(t)});
  indices.push_back({index});
  indices.push_back({value});
  return indices;
}

ExprPtr MemoryEncoder::valuesTakenFrom(int array, unsigned t, const ExprPtr &index) const {
  ExprPtr entry = var(vars_[array].usedMap, usedMapType(array));
  if (vars_[array].groupIndexed)
    entry = select(entry, {groupSlot(t)});
  return select(entry, {index});
}

ExprPtr MemoryEncoder::hasTaken(int array, unsigned t, const ExprPtr &index, const ExprPtr &value) const {
  return select(valuesTakenFrom(array, t, index), {value});
}

void MemoryEncoder::atomicOn(const llvm::CallBase &call, int array, const Predicate &pred) {
  const ArrayRegion &region = ctx_.model.memory->arrays()[array];
  const ArrayVars &v = vars_[array];
  ctx_.out.add(comment(describeAccess("atomic operation on", region.sourceName, sourceChain(call))));
  if (v.atomicLog.empty())
    return; // private, constant or not checked: nothing to log
  unsigned site = addSite(call, array, AccessKind::Atomic);
  // A block-scope atomic (atomicAdd_block) is, for a thread of another
  // block, a read and a write of the element. (Shared memory is one
  // block's: there a block's scope is everyone's.)
  ExprPtr acrossBlocks =
      intrinsicOf(call) == Intrinsic::BlockAtomicOperation && region.space != MemorySpace::GroupShared
          ? notE(ctx_.geometry.sameGroup())
          : nullptr;
  unsigned writeSite = acrossBlocks ? addSite(call, array, AccessKind::Write) : 0;
  unsigned atomicAtomic = acrossBlocks ? addRaceCheck(call, array, AccessKind::Atomic, AccessKind::Atomic) : 0;
  unsigned readAtomic = addRaceCheck(call, array, AccessKind::Atomic, AccessKind::Read);
  unsigned writeAtomic = addRaceCheck(call, array, AccessKind::Atomic, AccessKind::Write);
  const MemoryAccess &access = accessOf(call);
  for (unsigned part = 0; part < parts(access, array); ++part) {
    ThreadPair<ExprPtr> index = namedIndex(access, array, part);
    ExprPtr log = var(v.atomicLog, Type::boolean());
    appendToLog(call, array, log, logCondition(array, pred, index.of(1), site), indexAtLoopHeads(access, array, part),
                site);
    checkConflict(array, pred, index.of(2), v.readLog, nullptr, readAtomic);
    checkConflict(array, pred, index.of(2), v.writeLog, nullptr, writeAtomic);
    if (acrossBlocks) {
      // thread 1's logged as a write too (of a value unknown, so never a
      // benign one), thread 2's conflicting with thread 1's atomics.
      ExprPtr logged = andE(logCondition(array, pred, index.of(1), writeSite), acrossBlocks);
      appendToLog(call, array, var(v.writeLog, Type::boolean()), logged, indexAtLoopHeads(access, array, part),
                  writeSite, nullptr, nullptr);
      checkConflict(array, pred, index.of(2), v.atomicLog, acrossBlocks, atomicAtomic);
    }
  }
  resyncWarp(array, pred, true);
}

ExprPtr MemoryEncoder::atomicHasTakenValue(const llvm::Value *pointer, const ExprPtr &offset, const ExprPtr &value,
                                           unsigned t) {
  int array = singleArrayOf(pointer);
  const ArrayRegion &region = ctx_.model.memory->arrays()[array];
  if (vars_[array].usedMap.empty())
    throw TranslationError("__atomic_has_taken_value on '" + region.sourceName +
                           "', whose atomic operations may repeat values: only an array stepped in one direction "
                           "alone (atomic_inc, atomic_dec, atomic_add or atomic_sub of a positive constant) keeps "
                           "the values they returned");
  PointerValue p = values_.pointer(pointer, t);
  p.offset.terms.push_back({values_.resizeTo(offset, values_.pointerBits()), region.elementBytes});
  ExprPtr index = values_.elementIndex(p, region.elementBytes);
  unsigned bits = region.elementBytes * 8, given = value->type.width();
  if (given <= bits)
    return hasTaken(array, t, index, given == bits ? value : ctx_.prelude.zeroExtend(value, bits));
  // A wider value (a size_t) is one the element can hold only if it is the
  // element's value extended, as a signed or an unsigned integer.
  ExprPtr low = extract(value, bits, 0);
  ExprPtr fits = orE(eq(value, ctx_.prelude.zeroExtend(low, given)), eq(value, ctx_.prelude.signExtend(low, given)));
  return andE(fits, hasTaken(array, t, index, low));
}

} // namespace gv
