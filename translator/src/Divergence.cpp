#include "Divergence.h"

#include "gpuverify/Intrinsics.h"

#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Instructions.h"

#include <algorithm>
#include <deque>

namespace gv {

namespace {

// Nearest common post-dominator; null stands for the virtual exit.
llvm::BasicBlock *commonPostDominator(llvm::PostDominatorTree &pdt, llvm::BasicBlock *a, llvm::BasicBlock *b) {
  if (!a || !b)
    return nullptr;
  return pdt.findNearestCommonDominator(a, b);
}

llvm::BasicBlock *immediatePostDominator(llvm::PostDominatorTree &pdt, llvm::BasicBlock *b) {
  llvm::DomTreeNode *node = pdt.getNode(b);
  if (!node || !node->getIDom())
    return nullptr;
  return node->getIDom()->getBlock();
}

// Blocks reachable from `entry` without passing through `exit`.
std::set<llvm::BasicBlock *> reachableBefore(llvm::BasicBlock *entry, llvm::BasicBlock *exit) {
  std::set<llvm::BasicBlock *> seen{entry};
  std::deque<llvm::BasicBlock *> work{entry};
  while (!work.empty()) {
    llvm::BasicBlock *b = work.front();
    work.pop_front();
    for (llvm::BasicBlock *s : llvm::successors(b))
      if (s != exit && seen.insert(s).second)
        work.push_back(s);
  }
  return seen;
}

bool isConditionalBranch(const llvm::Instruction *t) {
  auto *br = llvm::dyn_cast<llvm::BranchInst>(t);
  return br && br->isConditional();
}

} // namespace

Divergence::Divergence(llvm::Function &f, llvm::DominatorTree &dt, llvm::PostDominatorTree &pdt, llvm::LoopInfo &loops,
                       const DivergenceSeed &isSeed)
    : f_(f), dt_(dt), pdt_(pdt), loops_(loops) {
  // Non-uniform values create regions; values defined in regions are
  // non-uniform: iterate to the fixpoint.
  bool changed = true;
  while (changed) {
    changed = propagateValues(isSeed);
    changed |= computeRegions();
  }
}

const PredicatedRegion *Divergence::regionOf(const llvm::BasicBlock *b) const {
  auto it = regionIndex_.find(b);
  return it == regionIndex_.end() ? nullptr : &regions_[it->second];
}

namespace {

bool isGroupReduction(const llvm::Instruction &inst) {
  auto *call = llvm::dyn_cast<llvm::CallBase>(&inst);
  return call && call->getCalledFunction() && classifyFunction(*call->getCalledFunction()) == Intrinsic::BarrierReduce;
}

} // namespace

bool Divergence::propagateValues(const DivergenceSeed &isSeed) {
  bool any = false, changed = true;
  llvm::ReversePostOrderTraversal<llvm::Function *> rpo(&f_);
  while (changed) {
    changed = false;
    for (llvm::BasicBlock *b : rpo) {
      for (llvm::Instruction &inst : *b) {
        if (nonUniform_.count(&inst) || inst.getType()->isVoidTy())
          continue;
        bool divergent =
            isSeed(inst) || predicated_.count(b) || (llvm::isa<llvm::PHINode>(inst) && regionExits_.count(b));
        // A value the whole group agrees on does not depend on whose
        // operands went into it.
        if (!isGroupReduction(inst))
          for (const llvm::Value *op : inst.operands())
            divergent = divergent || nonUniform_.count(op);
        if (divergent) {
          nonUniform_.insert(&inst);
          changed = any = true;
        }
      }
    }
  }
  return any;
}

PredicatedRegion Divergence::regionFor(llvm::BasicBlock *branchBlock) const {
  PredicatedRegion r;
  r.exit = immediatePostDominator(pdt_, branchBlock);
  // If the threads may leave loops around the branch at different
  // iterations, the region spans the outermost such loop.
  llvm::Loop *outermost = nullptr;
  for (llvm::Loop *l = loops_.getLoopFor(branchBlock); l; l = l->getParentLoop())
    if (!r.exit || !l->contains(r.exit))
      outermost = l;
  r.entry = outermost ? outermost->getHeader() : branchBlock;
  grow(r);
  return r;
}

namespace {

// The region's exit moved so that it post-dominates `b` too, and moved at
// least one step if it did already: `b` is reached after the exit and leads
// back into the region (a loop whose exit lies inside it, as fix-irreducible
// makes them), so the region must extend past the exit. Each step goes up
// the post-dominator tree, so growing ends.
llvm::BasicBlock *exitBeyond(llvm::PostDominatorTree &pdt, llvm::BasicBlock *exit, llvm::BasicBlock *b) {
  llvm::BasicBlock *common = commonPostDominator(pdt, exit, b);
  return common == exit && exit ? immediatePostDominator(pdt, exit) : common;
}

} // namespace

// Enlarges a region until it is single-entry (only the entry has
// predecessors outside it) and its exit post-dominates its entry.
void Divergence::grow(PredicatedRegion &r) const {
  for (;;) {
    r.exit = commonPostDominator(pdt_, r.exit, r.entry);
    if (r.exit == r.entry) // an empty region cannot happen for a branching entry
      r.exit = immediatePostDominator(pdt_, r.entry);
    r.blocks = reachableBefore(r.entry, r.exit);
    bool changed = false;
    for (llvm::BasicBlock *b : r.blocks) {
      if (b == r.entry)
        continue;
      for (llvm::BasicBlock *pred : llvm::predecessors(b)) {
        if (r.blocks.count(pred))
          continue;
        if (dt_.dominates(r.entry, pred))
          r.exit = exitBeyond(pdt_, r.exit, pred); // a loop closes after the exit
        else
          r.entry = dt_.findNearestCommonDominator(r.entry, pred);
        changed = true;
        break;
      }
      if (changed)
        break;
    }
    // A loop headed by the entry is either inside the region (every latch
    // in it) or around it (no latch in it).
    r.entryLoopInside = false;
    if (!changed) {
      if (llvm::Loop *l = loops_.getLoopFor(r.entry); l && l->getHeader() == r.entry) {
        llvm::SmallVector<llvm::BasicBlock *, 4> latches;
        l->getLoopLatches(latches);
        bool inside = false, outside = false;
        for (llvm::BasicBlock *latch : latches)
          (r.blocks.count(latch) ? inside : outside) = true;
        if (inside && outside) {
          for (llvm::BasicBlock *latch : latches)
            if (!r.blocks.count(latch))
              r.exit = exitBeyond(pdt_, r.exit, latch);
          changed = true;
        }
        r.entryLoopInside = inside;
      }
    }
    if (!changed)
      return;
  }
}

bool Divergence::computeRegions() {
  std::vector<PredicatedRegion> regions;
  for (llvm::BasicBlock &b : f_) {
    const llvm::Instruction *t = b.getTerminator();
    if (isConditionalBranch(t) && nonUniform_.count(llvm::cast<llvm::BranchInst>(t)->getCondition()))
      regions.push_back(regionFor(&b));
  }
  // Merge overlapping regions until all are disjoint: each region in turn
  // absorbs the regions already placed that it overlaps (found by their
  // blocks' owners, not by comparing every pair: a kernel of unrolled
  // arithmetic has thousands of branches), grown again until it overlaps
  // none. A merged region keeps the place of the first branch in it.
  std::vector<PredicatedRegion> placed;
  std::vector<size_t> firstBranch; // per placed region
  std::vector<bool> live;
  std::map<const llvm::BasicBlock *, size_t> owner;
  for (size_t i = 0; i < regions.size(); ++i) {
    PredicatedRegion r = std::move(regions[i]);
    size_t first = i;
    for (;;) {
      std::set<size_t> overlapping;
      for (llvm::BasicBlock *b : r.blocks)
        if (auto it = owner.find(b); it != owner.end() && live[it->second])
          overlapping.insert(it->second);
      if (overlapping.empty())
        break;
      for (size_t k : overlapping) {
        r.entry = dt_.findNearestCommonDominator(r.entry, placed[k].entry);
        r.exit = commonPostDominator(pdt_, r.exit, placed[k].exit);
        first = std::min(first, firstBranch[k]);
        live[k] = false;
      }
      grow(r);
    }
    for (llvm::BasicBlock *b : r.blocks)
      owner[b] = placed.size();
    placed.push_back(std::move(r));
    firstBranch.push_back(first);
    live.push_back(true);
  }
  std::vector<size_t> order;
  for (size_t k = 0; k < placed.size(); ++k)
    if (live[k])
      order.push_back(k);
  std::sort(order.begin(), order.end(), [&](size_t a, size_t b) { return firstBranch[a] < firstBranch[b]; });
  regions.clear();
  for (size_t k : order)
    regions.push_back(std::move(placed[k]));

  std::set<const llvm::BasicBlock *> predicated, exits;
  std::map<const llvm::BasicBlock *, size_t> index;
  for (size_t i = 0; i < regions.size(); ++i) {
    for (llvm::BasicBlock *b : regions[i].blocks) {
      index[b] = i;
      if (b != regions[i].entry || regions[i].entryLoopInside)
        predicated.insert(b);
    }
    if (regions[i].exit)
      exits.insert(regions[i].exit);
  }
  bool changed = predicated != predicated_ || exits != regionExits_;
  regions_ = std::move(regions);
  regionIndex_ = std::move(index);
  predicated_ = std::move(predicated);
  regionExits_ = std::move(exits);
  return changed;
}

} // namespace gv
