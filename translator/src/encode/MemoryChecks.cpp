// Memory: the checks on an access itself, apart from races: null pointers
// and, with --check-array-bounds, array bounds.
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

namespace {

// The number of modelled elements of an array the kernel declares (a
// program-scope, static or private array, whose allocation has a size);
// nullopt for a pointer parameter, whose size the host decides.
std::optional<uint64_t> elementCount(const ArrayRegion &region) {
  std::optional<uint64_t> bytes;
  if (auto *global = llvm::dyn_cast_or_null<llvm::GlobalVariable>(region.base)) {
    if (global->getValueType()->isSized())
      bytes = global->getParent()->getDataLayout().getTypeAllocSize(global->getValueType()).getFixedValue();
  } else if (auto *alloca = llvm::dyn_cast_or_null<llvm::AllocaInst>(region.base)) {
    if (std::optional<llvm::TypeSize> size = alloca->getAllocationSize(alloca->getModule()->getDataLayout()))
      if (!size->isScalable())
        bytes = size->getFixedValue();
  }
  if (!bytes)
    return std::nullopt;
  return *bytes / region.elementBytes;
}

} // namespace

void MemoryEncoder::nullCheck(const MemoryAccess &access, const Predicate &pred) {
  if (!access.mayBeNull)
    return;
  Check check;
  check.kind = CheckKind::NullPointer;
  check.location = sourceChain(*access.inst);
  for (unsigned t : bothThreads) {
    check.thread = t;
    unsigned id = ctx_.builder.addCheck(check);
    ExprPtr isNull = eq(baseOf(values_.pointer(access.pointer, t)), intLit(0));
    ctx_.out.add(
        assertCmd(notE(andE(pred.of(t), isNull)), {attr("bad_pointer_access"), attr("thread", intLit(t))}, id));
  }
}

// --check-array-bounds, as GPUVerify: every element the access touches is
// at or after its array's start and, where the array's size is known,
// before its end. Offsets are flat: an index out of one dimension's range
// that stays within the array is not reported. Checked for thread 1 only:
// the two threads are any two, so every thread is thread 1 of some pair.
void MemoryEncoder::boundsCheck(const MemoryAccess &access, const Predicate &pred) {
  if (!ctx_.model.options.checkArrayBounds)
    return;
  prelude::Prelude &p = ctx_.prelude;
  for (int array : access.arrays) {
    std::optional<uint64_t> count = elementCount(ctx_.model.memory->arrays()[array]);
    ExprPtr first = namedIndex(access, array, 0).of(1);
    ExprPtr inBounds = p.bvCompare(boogie::BvCmp::Sle, bvLit(0, first->type.width()), first);
    if (count) {
      ExprPtr last = namedIndex(access, array, parts(access, array) - 1).of(1);
      inBounds = andE(inBounds, p.bvCompare(boogie::BvCmp::Ult, last, bvLit(*count, last->type.width())));
    }
    Check check;
    check.kind = CheckKind::ArrayBounds;
    check.location = sourceChain(*access.inst);
    check.array = static_cast<unsigned>(array);
    check.thread = 1;
    unsigned id = ctx_.builder.addCheck(check);
    ExprPtr enabled = targetPredicate(access, array, pred).of(1);
    ctx_.out.add(assertCmd(implies(enabled, inBounds), {attr("array_bounds"), attr("thread", intLit(1))}, id));
  }
}

} // namespace gv
