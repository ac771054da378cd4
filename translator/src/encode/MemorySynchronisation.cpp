// Memory at synchronisation points: barriers (check that both threads
// arrive, clear the logs, forget what other threads may have written), warp
// resynchronisation under --warp-sync, and work-group functions.
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

void MemoryEncoder::barrier(const Predicate &pred, const ExprPtr &localFence, const ExprPtr &globalFence,
                            BarrierScope scope) {
  const auto &arrays = ctx_.model.memory->arrays();
  const Geometry &g = ctx_.geometry;
  ExprPtr either = orE(pred.of(1), pred.of(2));
  for (size_t i = 0; i < arrays.size(); ++i) {
    const ArrayRegion &a = arrays[i];
    if (a.space != MemorySpace::GroupShared && a.space != MemorySpace::Global)
      continue;
    // The barrier orders the accesses of the threads of one group (of the
    // grid), to the memory its fences cover. Group-shared logs only hold
    // same-group accesses, and divergence is checked separately, so thread
    // 1 being at the barrier decides for them.
    ExprPtr sameScope = scope == BarrierScope::Grid ? boolLit(true) : g.sameGroup();
    bool groupShared = a.space == MemorySpace::GroupShared;
    ExprPtr sync =
        groupShared ? andE(pred.of(1), localFence) : andAll({pred.of(1), pred.of(2), sameScope, globalFence});
    synchronise(static_cast<int>(i), sync, either, groupShared ? andE(either, localFence) : sync,
                andE(either, groupShared ? localFence : globalFence));
  }
}

void MemoryEncoder::warpBarrier(const ExprPtr &together, const ExprPtr &either, const ExprPtr &localFence,
                                const ExprPtr &globalFence) {
  const auto &arrays = ctx_.model.memory->arrays();
  for (size_t i = 0; i < arrays.size(); ++i) {
    if (arrays[i].space != MemorySpace::GroupShared && arrays[i].space != MemorySpace::Global)
      continue;
    ExprPtr fenced = arrays[i].space == MemorySpace::GroupShared ? localFence : globalFence;
    synchronise(static_cast<int>(i), andE(together, fenced), either, andE(either, fenced), andE(either, fenced));
  }
}

void MemoryEncoder::synchronise(int array, const ExprPtr &sync, const ExprPtr &either, const ExprPtr &othersWrote,
                                const ExprPtr &othersMayAccess) {
  const ArrayVars &v = vars_[array];
  const ArrayRegion &a = ctx_.model.memory->arrays()[array];
  // A pending asynchronous copy is not completed by a barrier.
  ExprPtr clears = andE(sync, noPendingCopy(array));
  if (!isFalse(clears)) {
    for (const ExprPtr &log : logsOf(array))
      ctx_.out.add(assign(log, andE(log, notE(clears))));
  }
  // Other threads may have reset a counter before the atomics that follow,
  // and written modelled shared contents.
  if (a.plainlyWrittenByKernel)
    forgetTakenValues(array, either);
  if (!v.map.empty() && a.writtenByKernel)
    havocUnderPredicate(sharedMap(array), othersWrote, v.map + ".after_barrier");
  // Once either thread's group has synchronised, the other threads of
  // that group may write what the two threads accessed before without a
  // race: those elements are no longer known.
  if (!v.notAccessed.empty())
    havocUnderPredicate(var(v.notAccessed, Type::bv(values_.pointerBits())), othersMayAccess,
                        v.notAccessed + ".after_barrier");
}

void MemoryEncoder::resyncWarp(int array, const Predicate &pred, bool wrote) {
  const std::optional<unsigned> &warpSize = ctx_.model.options.warpSize;
  if (!warpSize)
    return;
  const ArrayVars &v = vars_[array];
  const ArrayRegion &region = ctx_.model.memory->arrays()[array];
  if (region.space != MemorySpace::Global && region.space != MemorySpace::GroupShared)
    return;
  // Threads of one warp that executed the instruction together are done
  // with it before either executes the next: nothing either accessed in it
  // can race with what follows.
  // (Never the case where the threads are in different warps.)
  if (ctx_.model.options.warpPairs != TranslateOptions::WarpPairs::DifferentWarps) {
    ExprPtr together =
        andAll({ctx_.geometry.sameWarp(*warpSize), pred.of(1), pred.of(2), noPendingCopy(static_cast<int>(array))});
    for (const ExprPtr &log : logsOf(array))
      ctx_.out.add(assign(log, andE(log, notE(together))));
  }
  // Shared contents kept under the equality abstraction: the other threads
  // of the warps wrote too, and nothing orders them after this instruction.
  if (wrote && !v.map.empty())
    havocUnderPredicate(sharedMap(array), orE(pred.of(1), pred.of(2)), v.map + ".warp");
  // And they may write what the two threads accessed without a race, even
  // at an instruction neither of the two executes.
  if (!v.notAccessed.empty())
    havocUnderPredicate(var(v.notAccessed, Type::bv(values_.pointerBits())), nullptr);
}

// A work-group function: every thread of the group calls it, with the same
// arguments.
void MemoryEncoder::collectiveCheck(const llvm::CallBase &call, const Predicate &pred) {
  std::vector<ExprPtr> agree;
  if (!pred.isAlways())
    agree.push_back(binary(BinaryOp::Iff, pred.of(1), pred.of(2)));
  std::vector<ExprPtr> sameArguments;
  for (const llvm::Value *arg : call.args()) {
    if (arg->getType()->isPointerTy()) {
      PointerValue a = values_.pointer(arg, 1), b = values_.pointer(arg, 2);
      sameArguments.push_back(eq(baseOf(a), baseOf(b)));
      sameArguments.push_back(eq(values_.byteOffset(a.offset), values_.byteOffset(b.offset)));
    } else {
      sameArguments.push_back(eq(values_.value(arg, 1), values_.value(arg, 2)));
    }
  }
  agree.push_back(implies(andE(pred.of(1), pred.of(2)), andAll(sameArguments)));
  ExprPtr condition = implies(ctx_.geometry.sameGroup(), andAll(agree));
  if (isTrue(condition))
    return;
  Check check;
  check.kind = CheckKind::CollectiveDivergence;
  check.location = sourceChain(call);
  ctx_.out.add(assertCmd(condition, {attr("collective")}, ctx_.builder.addCheck(check)));
}

} // namespace gv
