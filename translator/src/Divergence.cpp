#include "Divergence.h"

#include "Intrinsics.h"

#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Instructions.h"

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
  // Merge overlapping regions until all are disjoint.
  bool merged = true;
  while (merged) {
    merged = false;
    for (size_t i = 0; i < regions.size() && !merged; ++i) {
      for (size_t j = i + 1; j < regions.size() && !merged; ++j) {
        bool overlap = false;
        for (llvm::BasicBlock *b : regions[j].blocks)
          if (regions[i].blocks.count(b)) {
            overlap = true;
            break;
          }
        if (!overlap)
          continue;
        PredicatedRegion u;
        u.entry = dt_.findNearestCommonDominator(regions[i].entry, regions[j].entry);
        u.exit = commonPostDominator(pdt_, regions[i].exit, regions[j].exit);
        grow(u);
        regions[i] = u;
        regions.erase(regions.begin() + static_cast<long>(j));
        merged = true;
      }
    }
  }

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
