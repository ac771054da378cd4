// The kernel's control flow in the two-thread program.
//
// Where both threads follow the same path, the Boogie program mirrors the
// LLVM CFG: one Boogie block per LLVM block, branch conditions as assumes on
// edge blocks, phis as parallel assignments on the edges, loop invariants at
// loop heads.
//
// A predicated region (see Divergence.h) becomes straight-line code in which
// both threads execute every block in topological order, each under its own
// predicate p.B$1 / p.B$2. A block's predicate is the disjunction of the
// edges taken into it, accumulated by its predecessors when they execute
// (so every condition is read while it is current). A loop inside a region
// runs while either thread is still in it; a thread that left it keeps
// false predicates until the other one leaves too. Loop exits accumulate
// into the exit block's predicate across iterations.
#pragma once

#include "encode/LoopShapes.h"
#include "encode/Statements.h"

namespace gv {

class ControlFlowEncoder {
public:
  ControlFlowEncoder(KernelContext &ctx, ValueEncoder &values, StatementEncoder &statements,
                     AnnotationEncoder &annotations, LoopShapeRecorder &loopShapes);

  // Emits every block of the kernel; the caller has emitted a prologue that
  // jumps to the entry block's label.
  void encode();

private:
  // One unit of a level of a region: a block, or a loop nested in the level.
  struct Item {
    const llvm::BasicBlock *block = nullptr;
    const llvm::Loop *loop = nullptr;
    const llvm::BasicBlock *head() const;
  };

  void emitUniformBlock(const llvm::BasicBlock &b);
  void emitRegion(const PredicatedRegion &region);
  std::vector<Item> orderLevel(const PredicatedRegion &region, const std::vector<const llvm::BasicBlock *> &blocks,
                               const llvm::Loop *levelLoop);
  void emitLevel(const PredicatedRegion &region, const std::vector<Item> &items, const llvm::Loop *levelLoop,
                 const llvm::BasicBlock *levelEntry, const Predicate &entryPred);
  void emitPredicatedBlock(const PredicatedRegion &region, const llvm::BasicBlock &b, const Predicate &pred);
  void emitLoop(const PredicatedRegion &region, const llvm::Loop &loop);
  void loopHead(const llvm::BasicBlock &header, const std::string &label, const Predicate &inLoop);

  // Per-thread truth of the edge from `b` to its `succ`essor given b's predicate.
  Predicate edgeTaken(const llvm::BasicBlock &b, unsigned successorIndex, const Predicate &pred);
  void noteLoopEntry(const llvm::BasicBlock &from, const llvm::BasicBlock &to);
  void phiCopies(const llvm::BasicBlock &from, const llvm::BasicBlock &to, const Predicate &taken);
  Predicate predicateVars(const llvm::BasicBlock &b);
  Predicate nextIterationVars(const llvm::Loop &loop);
  void setPredicate(const Predicate &vars, const Predicate &value);
  void accumulate(const Predicate &vars, const Predicate &taken);

  KernelContext &ctx_;
  ValueEncoder &values_;
  StatementEncoder &statements_;
  AnnotationEncoder &annotations_;
  LoopShapeRecorder &loopShapes_;
  std::map<const llvm::BasicBlock *, unsigned> layoutIndex_; // position in the function
  std::map<const llvm::BasicBlock *, Predicate> predicates_;
  std::map<const llvm::Loop *, Predicate> nextIteration_;
};

} // namespace gv
