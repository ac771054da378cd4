// Barrier invariants (the barrier-invariants paper; GPUVerify's
// __barrier_invariant_N(e, i1..iN) and __barrier_invariant_binary_N(e,
// (a1, b1), ...)): facts about shared memory that hold for every thread of
// a group (every pair of distinct threads, for the binary form) when they
// meet at a barrier.
//
// An invariant is written just before its barrier. At the barrier it is
// checked for thread 1 (binary: for the pair thread 1, thread 2); since
// thread 1 is arbitrary, it then holds for all threads. It may only read
// elements one of the two threads accessed since the last barrier: any
// other element may have been written by a third thread (the paper's
// unknown locations), whereas a known one cannot have been without a race
// that another pair of threads exhibits. After the barrier, whose havoc
// forgets the contents, it is assumed for each thread of the pair and each
// instantiation the call names: the thread's local id replaced by the
// instantiation (binary: both threads' ids by a pair of distinct ids).
#pragma once

#include <set>
#include <tuple>

#include "encode/Memory.h"

namespace llvm {
class CallBase;
class LoadInst;
} // namespace llvm

namespace gv {

class BarrierInvariantEncoder {
public:
  BarrierInvariantEncoder(KernelContext &ctx, ValueEncoder &values, MemoryEncoder &memory);

  // A barrier invariant call: kept for the barrier after it in its block.
  void record(const llvm::CallBase &call);
  // At a barrier reached under `pred`, before it synchronises: the
  // recorded invariants hold and read only known elements.
  void checkAtBarrier(const Predicate &pred);
  // After the barrier: the recorded invariants hold for their
  // instantiations. Forgets them.
  void assumeAfterBarrier(const Predicate &pred);

private:
  // A read in an invariant, made by `thread`, that matters when `guard`
  // holds (the reads of the branch of an __ite or __implies not taken do not).
  struct GuardedRead {
    const llvm::LoadInst *load;
    unsigned thread;
    boogie::ExprPtr guard;
  };
  struct ReadCollection {
    std::vector<GuardedRead> reads;
    // The values already walked, with the thread and guard they were
    // walked under: a value used several times is walked once per guard.
    std::set<std::tuple<const llvm::Value *, unsigned, boogie::ExprPtr>> walked; // holds the guards alive
  };
  void collectReads(const llvm::Value *v, unsigned t, const boogie::ExprPtr &guard, ReadCollection &reads) const;
  // The invariant as thread t sees it, expanded down to thread ids.
  boogie::ExprPtr invariantFor(const llvm::CallBase &call, unsigned t) const;
  // Instantiation argument `i` of `call`, as thread t computes it, as a
  // local id.
  boogie::ExprPtr instanceId(const llvm::CallBase &call, unsigned i, unsigned t) const;
  // `id` is the local id of a thread of the group.
  boogie::ExprPtr inGroup(const boogie::ExprPtr &id) const;
  void checkInvariant(const llvm::CallBase &call, const Predicate &pred);
  void checkReads(const llvm::CallBase &call, const Predicate &pred);
  void assumeUnary(const llvm::CallBase &call, const Predicate &pred);
  void assumeBinary(const llvm::CallBase &call, const Predicate &pred);

  KernelContext &ctx_;
  ValueEncoder &values_;
  MemoryEncoder &memory_;
  bool barrierFollows(const llvm::Instruction &call) const;

  std::vector<const llvm::CallBase *> recorded_;
};

} // namespace gv
