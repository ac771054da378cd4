// Everything the encoders need to know about one kernel, free of Boogie:
// control-flow analyses, memory, abstraction choices and divergence.
#pragma once

#include "Divergence.h"
#include "MemoryModel.h"
#include "gpuverify/Translator.h"

#include <memory>
#include <set>
#include <vector>

namespace gv {

// Whether the two threads may belong to different work-groups.
bool interGroupPossible(const TranslateOptions &options);

class KernelModel {
public:
  KernelModel(llvm::Function &kernel, const TranslateOptions &options);

  llvm::Function &kernel;
  const TranslateOptions &options;
  llvm::DominatorTree dominators;
  llvm::PostDominatorTree postDominators;
  llvm::LoopInfo loops;
  std::set<const llvm::Instruction *> annotationOnly;
  std::unique_ptr<MemoryModel> memory;
  // Per array: contents kept (equality abstraction, private and constant
  // memory) rather than read as arbitrary values (adversarial abstraction).
  std::vector<bool> contentsModelled;
  // Per array: its atomic operations never return a value twice from one
  // element (the refined atomic abstraction, see RepetitionFree.h).
  std::vector<bool> repetitionFree;
  // Per array: accesses are logged and checked for races.
  std::vector<bool> raceChecked;
  // Per array: a barrier invariant reads it (so the accesses since the
  // last barrier are tracked, to check the invariant reads only those).
  std::vector<bool> readByBarrierInvariants;
  std::unique_ptr<Divergence> divergence;
  // The same analysis for two threads of one group (group ids are then
  // uniform); null when the threads are always in one group anyway.
  std::unique_ptr<Divergence> groupDivergence;

  // Both threads may belong to different groups.
  bool interGroup() const;
  // Whether two threads of one group always reach `b` together (its
  // control flow depends on nothing that differs within a group), so that
  // a barrier there needs no divergence check.
  bool reachedTogetherInGroup(const llvm::BasicBlock *b) const;

  // The blocks where a loop head's annotations are: the header, and the
  // blocks of C conditions (`&&`, `?:`) within its invariants, up to the
  // first branch that is not one.
  std::vector<const llvm::BasicBlock *> loopHeadBlocks(const llvm::BasicBlock *header) const;
  // Whether `b` is one of those blocks of some loop.
  bool inLoopHead(const llvm::BasicBlock *b) const;

private:
  bool isDivergenceSeed(const llvm::Instruction &inst, bool groupsDiffer) const;
};

} // namespace gv
