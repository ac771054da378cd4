// Warp-level operations: CUDA's __syncwarp and *_sync intrinsics (and the
// cooperative-group tiles built on them), as Volta and later run them:
// the lanes of a warp are not in lockstep (unless --warp-sync asks for the
// older model, which MemoryEncoder::resyncWarp adds on top).
//
// A thread's lane is its flattened local id modulo the warp size; the two
// threads are in one warp when they are in one group and their flattened
// ids have the same quotient. Each operation takes the mask of the lanes
// that must take part. At each call:
//   - the caller's own lane must be in its mask (checked per thread);
//   - where the two threads are in one warp and a caller's mask names the
//     other's lane, the other must be at the call too (not elsewhere, not
//     exited), with the same mask (checked: warp divergence).
// Values: a thread sees the other's value where the operation reads the
// other's lane; a value from any other lane is arbitrary, the same for both
// threads where they read the same lane. What an operation gives every lane
// of its mask alike (votes, reductions, match_all) is equal for two threads
// of one warp that both take part. Only __syncwarp orders memory: for two
// threads of one warp that both take part it is a barrier, for others
// nothing.
#pragma once

#include "encode/Memory.h"

#include "gpuverify/Intrinsics.h"

namespace gv {

class WarpEncoder {
public:
  WarpEncoder(KernelContext &ctx, ValueEncoder &values, MemoryEncoder &memory);

  // Encodes a call of a warp-level intrinsic (isWarpOperation(kind)).
  void encode(const llvm::CallBase &call, Intrinsic kind, const Predicate &pred);

private:
  // Who takes part in a call: each thread's lane and mask, and whether the
  // two threads are in one warp and both take part (`together`).
  struct Participants {
    ThreadPair<boogie::ExprPtr> lane, mask;
    boogie::ExprPtr sameWarp;
    boogie::ExprPtr together;
  };
  // `nameLanes`: the lanes and whether the threads share a warp assigned
  // to locals first (a shuffle's encoding uses them many times).
  Participants participants(const llvm::CallBase &call, const Predicate &pred, bool nameLanes);
  // The checks every warp-synchronous call makes (see above).
  void checkParticipation(const llvm::CallBase &call, const Predicate &pred, const Participants &p);

  void shuffle(const llvm::CallBase &call, Intrinsic kind, const Predicate &pred, const Participants &p);
  void vote(const llvm::CallBase &call, Intrinsic kind, const Predicate &pred, const Participants &p);
  void ballot(const llvm::CallBase &call, const Predicate &pred, const Participants &p);
  void matchAny(const llvm::CallBase &call, const Predicate &pred, const Participants &p);
  void activeMask(const llvm::CallBase &call, const Predicate &pred);
  void tileSync(const llvm::CallBase &call, const Predicate &pred);

  // Thread t's source lane for a shuffle, and whether it is in range
  // (outside its segment: the caller keeps its own value).
  boogie::ExprPtr sourceLane(Intrinsic kind, const boogie::ExprPtr &lane, const boogie::ExprPtr &operand,
                             const boogie::ExprPtr &width, boogie::ExprPtr &inRange);
  // Bit `lane` of `mask` is set.
  boogie::ExprPtr names(const boogie::ExprPtr &mask, const boogie::ExprPtr &lane);
  // Every bit set in `lanes` is set in `mask`.
  boogie::ExprPtr within(const boogie::ExprPtr &lanes, const boogie::ExprPtr &mask);
  boogie::ExprPtr bit(const boogie::ExprPtr &lane);
  // A fresh arbitrary value per thread, the two equal where `shared`.
  ThreadPair<boogie::ExprPtr> arbitrary(const std::string &hint, const boogie::Type &type,
                                        const boogie::ExprPtr &shared);
  void assignResult(const llvm::CallBase &call, const Predicate &pred, const ThreadPair<boogie::ExprPtr> &value);
  boogie::ExprPtr bv(uint64_t value) const { return boogie::bvLit(value, 32); }
  // The mask naming every lane of a warp, and whether `mask` is it.
  uint64_t everyLane() const;
  bool namesEveryLane(const boogie::ExprPtr &mask) const;

  KernelContext &ctx_;
  ValueEncoder &values_;
  MemoryEncoder &memory_;
  unsigned warpSize_;
};

} // namespace gv
