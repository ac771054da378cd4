// Which values may differ between the two threads, and which parts of the
// control-flow graph the threads may execute differently.
//
// A value is non-uniform if it depends on a thread's id, on memory, or on
// control flow the threads may take differently. A conditional branch on a
// non-uniform value opens a *predicated region*: the blocks from the branch
// (or, if the threads may leave an enclosing loop at different iterations,
// from that loop's header) up to the branch's immediate post-dominator.
// Inside a region both threads execute every block in lock-step, each under
// its own predicate; outside, both threads follow the same path and the
// Boogie program keeps the CFG's shape. Regions are single-entry and
// single-exit, and disjoint: overlapping ones are merged.
#pragma once

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/IR/Dominators.h"

#include <functional>
#include <map>
#include <set>
#include <vector>

namespace gv {

struct PredicatedRegion {
  llvm::BasicBlock *entry = nullptr;
  llvm::BasicBlock *exit = nullptr;    // first block after the region; null: the function ends
  std::set<llvm::BasicBlock *> blocks; // including entry
  // The entry is the header of a loop that lies inside the region (the
  // threads may leave that loop at different iterations).
  bool entryLoopInside = false;
};

// Whether an instruction produces a value that differs between threads on
// its own account (thread ids, memory reads, ...). Supplied by the caller,
// who knows the intrinsics and the memory model.
using DivergenceSeed = std::function<bool(const llvm::Instruction &)>;

class Divergence {
public:
  Divergence(llvm::Function &f, llvm::DominatorTree &dt, llvm::PostDominatorTree &pdt, llvm::LoopInfo &loops,
             const DivergenceSeed &isSeed);

  bool isUniform(const llvm::Value *v) const { return !nonUniform_.count(v); }
  // Executed under per-thread predicates (inside a region, except a region
  // entry that both threads reach together).
  bool isPredicated(const llvm::BasicBlock *b) const { return predicated_.count(b); }
  // The region containing a block, or null.
  const PredicatedRegion *regionOf(const llvm::BasicBlock *b) const;
  const std::vector<PredicatedRegion> &regions() const { return regions_; }

private:
  bool propagateValues(const DivergenceSeed &isSeed);
  bool computeRegions();
  PredicatedRegion regionFor(llvm::BasicBlock *branchBlock) const;
  void grow(PredicatedRegion &r) const;

  llvm::Function &f_;
  llvm::DominatorTree &dt_;
  llvm::PostDominatorTree &pdt_;
  llvm::LoopInfo &loops_;
  std::set<const llvm::Value *> nonUniform_;
  std::set<const llvm::BasicBlock *> predicated_;
  std::set<const llvm::BasicBlock *> regionExits_;
  std::vector<PredicatedRegion> regions_;
  std::map<const llvm::BasicBlock *, size_t> regionIndex_;
};

} // namespace gv
