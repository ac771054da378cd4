// Two questions about where values go, asked by the memory model and the
// abstraction choice.
#pragma once

#include "llvm/Analysis/PostDominators.h"

#include <optional>
#include <set>
#include <vector>

namespace llvm {
class BranchInst;
class Function;
class Instruction;
} // namespace llvm

namespace gv {

class MemoryModel;

// The blocks a conditional branch chooses between, up to where its paths
// join again (its immediate post-dominator). None if a path loops back to
// the branch or leaves a block other than by a branch.
struct ConditionRegion {
  const llvm::BasicBlock *join;
  std::vector<const llvm::BasicBlock *> inside; // from the branch's successors, join excluded
};
std::optional<ConditionRegion> conditionRegion(const llvm::BranchInst &branch,
                                               const llvm::PostDominatorTree &postDominators);

// Instructions whose values are used only by annotations (directly or
// through other such instructions, or through branches that only choose
// between such values, as in `__assert(a[i] == 0 && b)`). Reads among them are not program
// accesses: they are not race-checked and are evaluated where the
// annotation is.
std::set<const llvm::Instruction *> annotationOnlyValues(const llvm::Function &kernel);

// For each array, whether values read from it can reach a branch condition
// or an annotation, directly or by being stored into another array whose
// values do. Such arrays need their contents modelled (equality
// abstraction); the others can be read adversarially.
std::vector<bool> arraysReachingControl(const llvm::Function &kernel, const MemoryModel &memory);

// For each array, whether a barrier invariant reads it: a read among the
// annotation-only values (see annotationOnlyValues) its expression is
// computed from.
std::vector<bool> arraysReadByBarrierInvariants(const llvm::Function &kernel, const MemoryModel &memory,
                                                const std::set<const llvm::Instruction *> &annotationOnly);

} // namespace gv
