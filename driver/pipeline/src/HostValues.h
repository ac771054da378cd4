// The host code's integer values read as expressions (gpuverify/HostFacts.h),
// with the conditions under which a launch runs: what HostLaunches.cpp
// takes a launch's arguments, sizes and guards apart with.
#pragma once

#include "gpuverify/HostFacts.h"
#include "gpuverify/Translator.h"

#include <llvm/Analysis/LoopInfo.h>
#include <llvm/IR/Dominators.h>
#include <llvm/IR/Instructions.h>

#include <functional>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace gv::driver {

// The most conditions a launch keeps (a bound on what the witness search
// and the solver are given).
constexpr size_t mostLaunchConditions = 16;

// LLVM's integer comparison `predicate` of a and b.
HostExprPtr hostICmp(llvm::CmpInst::Predicate predicate, HostExprPtr a, HostExprPtr b);

// A host function's control flow, as the readers of its values and guards
// need it: its dominators, and the blocks that may run more than once.
struct ControlFlow {
  llvm::DominatorTree dominators;
  llvm::LoopInfo loops;
  std::set<const llvm::BasicBlock *> cyclic; // see blocksInCycles
};

// The blocks of `f` in a cycle of its control flow (loops, irreducible or
// not): a branch in any other block is taken at most once per call.
std::set<const llvm::BasicBlock *> blocksInCycles(const llvm::Function &f);

// Reads the host's integer values as expressions (HostFacts.h): what it
// cannot take apart (a parameter, a load, a call's result) becomes an
// unknown, the same value the same unknown.
class HostExprReader {
public:
  LaunchFacts facts;
  std::vector<std::string> names;

  // `launch`: the block of the launch whose values are read.
  HostExprReader(const ControlFlow &flow, const llvm::BasicBlock *launch) : flow_(flow), launch_(launch) {}

  HostExprPtr read(const llvm::Value *v, unsigned depth = 0);
  // Adds the conditions of joins the launch is reached around, where a
  // later join says they were passed (see whenPassed): once all is read.
  void finish();
  // Whether an unknown is the way a join was reached (see choiceJoin):
  // what it says is in the conditions it is read with.
  bool isWayChoice(unsigned unknown) const;
  // Whether an unknown is the result of an allocation (see
  // allocationResult): its success, tested, bounds the size allocated.
  bool isAllocationResult(unsigned unknown) const { return allocationResults_.count(unknown) != 0; }

private:
  const ControlFlow &flow_;
  const llvm::BasicBlock *launch_;
  std::map<const llvm::Value *, unsigned> unknowns_;
  std::map<const llvm::PHINode *, HostExprPtr> choices_;
  // The way a join was reached (see choiceJoin): an unknown, and the
  // blocks it numbers.
  struct WayChoice {
    HostExprPtr choice;
    std::vector<const llvm::BasicBlock *> ways;
    HostExprPtr chose(unsigned k) const; // the condition that way k was taken
  };
  std::map<const llvm::BasicBlock *, WayChoice> wayChoices_;
  std::vector<std::pair<const llvm::BasicBlock *, HostExprPtr>> aroundLaunch_; // see addWayConditions
  // A condition under which control passed `block` on its way to the
  // launch: true where it dominates the launch; else a later join's ways
  // that only `block` leads to, chosen. Null if none is known.
  HostExprPtr whenPassed(const llvm::BasicBlock *block, unsigned depth) const;
  // The joins whose ways' conditions were added: as choices (withFork),
  // as the two sides of one branch.
  std::set<std::pair<const llvm::BasicBlock *, bool>> conditionedJoins_;

  // A join of more than two ways (a value set by an if, else-if chain,
  // some ways leaving: `if (d < lo) exit(1); else if (d > hi) d = hi;`):
  // one of the values it joins, by an unknown choice. Where the join runs
  // once and before the launch, the choice of a way says the conditions
  // that led along it held (`choice != 1 || !(d < lo) && !(d > hi)`), as
  // conditions of the launch. Null if it is no such join.
  HostExprPtr choiceJoin(const llvm::PHINode &phi, unsigned depth);

  // Where a join runs once and before the launch, the way it was reached
  // says that the conditions that led along it held: for each incoming
  // edge i, `!chosen(i) || (the branch conditions that took it there)`, as
  // conditions of the launch (the fork's own condition only `withFork`:
  // a two-way join's value already tests it).
  void addWayConditions(const llvm::PHINode &phi, const std::function<HostExprPtr(unsigned)> &chosen, bool withFork,
                        unsigned depth);

  // The branch conditions that held when control went from `from` to
  // `join` (the branch at `from`, and each branch from `fork` on, taken
  // once, one of whose sides alone leads to `from`), with whether each held.
  std::vector<std::pair<const llvm::Value *, bool>>
  conditionsOfEdge(const llvm::BasicBlock *from, const llvm::BasicBlock *join, const llvm::BasicBlock *fork) const;

  // A phi that joins the two sides of one branch (`c ? a : b` written as an
  // if): the branch's condition and the value each side brings. The branch
  // runs once (in no cycle), so its condition is the one that chose the side.
  std::tuple<const llvm::Value *, const llvm::Value *, const llvm::Value *, std::vector<unsigned>>
  twoWayJoin(const llvm::PHINode &phi) const;

  // A loop header's phi whose body keeps some of its bits (a dim3 whose x
  // a loop doubles: its y is the value it started from): those bits of the
  // start, the rest an unknown. Null where the body keeps none.
  HostExprPtr keptAroundLoop(const llvm::PHINode &phi, unsigned depth);
  HostExprPtr unknown(const llvm::Value *v);
  HostExprPtr freshUnknown(unsigned width, std::string name); // an unknown no value of the host code is
  // The result of a call to one of the allocation functions of
  // HostAllocations.def: its error where the size cannot be allocated,
  // else an unknown (`size >= 2^56 ? <an error> : cudaMalloc(...)`), so
  // that a check of its success bounds the size.
  // Null if it is no such call, or its size is not read.
  HostExprPtr allocationResult(const llvm::CallBase &call, unsigned depth);
  std::set<unsigned> allocationResults_;

  // The operation of an instruction, where SMT-LIB's is what the host
  // computed whenever it went on to launch.
  // A shift by one of two constants (`m >> (c ? 4 : 6)`: the two sides of
  // an if, each shifting by its constant, joined into one shift by a phi or
  // a select): the choice between the two shifts. Null if it is no such
  // shift.
  HostExprPtr shiftByChoice(const llvm::BinaryOperator &binary, unsigned depth);

  static std::optional<boogie::BvOp> totalOperation(const llvm::BinaryOperator &binary);

  // What the source calls a value: its variable, else how it is computed.
  static std::string nameOf(const llvm::Value *v);
};

} // namespace gv::driver
