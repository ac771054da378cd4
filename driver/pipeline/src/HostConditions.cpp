// What the host code tested on its way to a launch, and what the loops
// around it say of their counters there: the conditions it runs under.
#include "HostConditions.h"

#include <llvm/Analysis/ValueTracking.h>
#include <llvm/IR/CFG.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/PatternMatch.h>

#include <algorithm>
#include <set>

namespace gv::driver {

namespace {

// What the host code tested on its way to `block`: each branch or switch
// (taken once, see blocksInCycles, or deciding the launch's iteration of a
// loop, see decidesInIteration) whose edge to one of its targets is on
// every path to `block`, as the condition that took it there.
struct Guard {
  const llvm::Value *tested;
  bool holds = true;                             // a branch: the condition holds (or not)
  std::vector<const llvm::ConstantInt *> equals; // a switch's case: the value is one of these
  std::vector<const llvm::ConstantInt *> none;   // a switch's default: the value is none of these
};
// Whether `block` is reachable from `from` within `loop`'s body, in one
// iteration (not through its header), without passing `avoided`.
bool reachableInIteration(const llvm::Loop &loop, const llvm::BasicBlock *from, const llvm::BasicBlock *block,
                          const llvm::BasicBlock *avoided) {
  std::vector<const llvm::BasicBlock *> work{from};
  std::set<const llvm::BasicBlock *> seen;
  while (!work.empty()) {
    const llvm::BasicBlock *b = work.back();
    work.pop_back();
    if (b == block)
      return true;
    if (b == avoided || !loop.contains(b) || !seen.insert(b).second)
      continue;
    for (const llvm::BasicBlock *next : llvm::successors(b))
      if (next != loop.getHeader())
        work.push_back(next);
  }
  return false;
}

// A branch in a loop decides a launch in the same loop (or a loop nested
// in it: a wrapper's repeat loop inlined into main's loop over sizes) as a
// branch taken once would: where each iteration that reaches the launch
// runs the branch first, and only its `target` side leads there in that
// iteration (so the condition, and the values it tests, defined before the
// branch, are the launch's iteration's).
bool decidesInIteration(const ControlFlow &flow, const llvm::BasicBlock *tested, const llvm::BasicBlock *target,
                        const llvm::BasicBlock *block) {
  const llvm::Loop *loop = flow.loops.getLoopFor(tested);
  if (!loop || !loop->contains(block))
    return false;
  if (tested != loop->getHeader() && reachableInIteration(*loop, loop->getHeader(), block, tested))
    return false;
  for (const llvm::BasicBlock *other : llvm::successors(tested))
    if (other != target && other != loop->getHeader() && reachableInIteration(*loop, other, block, tested))
      return false;
  return true;
}

std::vector<Guard> guardsOf(const llvm::BasicBlock *block, const ControlFlow &flow) {
  const llvm::DominatorTree &dominators = flow.dominators;
  std::vector<Guard> guards;
  const llvm::DomTreeNode *node = dominators.getNode(block);
  for (; node && node->getIDom(); node = node->getIDom()) {
    const llvm::BasicBlock *tested = node->getIDom()->getBlock();
    auto leadsHere = [&](const llvm::BasicBlock *target) {
      return dominators.dominates(llvm::BasicBlockEdge(tested, target), block) &&
             (!flow.cyclic.count(tested) || decidesInIteration(flow, tested, target, block));
    };
    if (auto *branch = llvm::dyn_cast<llvm::BranchInst>(tested->getTerminator());
        branch && branch->isConditional() && branch->getSuccessor(0) != branch->getSuccessor(1)) {
      for (unsigned side = 0; side < 2; ++side)
        if (leadsHere(branch->getSuccessor(side)))
          guards.push_back({branch->getCondition(), side == 0, {}, {}});
    } else if (auto *choice = llvm::dyn_cast<llvm::SwitchInst>(tested->getTerminator())) {
      Guard guard{choice->getCondition(), true, {}, {}};
      if (leadsHere(choice->getDefaultDest())) {
        for (const auto &c : choice->cases())
          guard.none.push_back(c.getCaseValue());
        guards.push_back(guard);
        continue;
      }
      for (const auto &c : choice->cases())
        if (leadsHere(c.getCaseSuccessor()))
          guard.equals.push_back(c.getCaseValue());
      if (!guard.equals.empty())
        guards.push_back(guard);
    }
  }
  return guards;
}

// What a loop says of its counter's low bits: a multiple of 2^t at the
// start stays one where each step multiplies it, shifts it left, or adds a
// multiple of 2^t (`for (n = 256; n <= 8192; n *= 2)`: n % 256 == 0).
// Null where t is 0.
HostExprPtr alignmentFact(HostExprReader &reader, const llvm::PHINode &counter, const llvm::BasicBlock *entry,
                          const llvm::BasicBlock *latch) {
  const llvm::DataLayout &layout = counter.getModule()->getDataLayout();
  unsigned width = counter.getType()->getIntegerBitWidth();
  if (width > 64)
    return nullptr;
  auto zeros = [&](const llvm::Value *v) { return llvm::computeKnownBits(v, layout).countMinTrailingZeros(); };
  unsigned t = zeros(counter.getIncomingValueForBlock(entry));
  using namespace llvm::PatternMatch;
  const llvm::Value *next = counter.getIncomingValueForBlock(latch), *step = nullptr;
  if (match(next, m_c_Add(m_Specific(&counter), m_Value(step))))
    t = std::min(t, zeros(step));
  else if (!match(next, m_c_Mul(m_Specific(&counter), m_Value())) &&
           !match(next, m_Shl(m_Specific(&counter), m_Value())))
    return nullptr;
  t = std::min(t, width - 1);
  HostExprPtr now = t ? reader.read(&counter) : nullptr;
  if (!now)
    return nullptr;
  return hostEqual(hostBinary(boogie::BvOp::And, now, hostConstant((uint64_t{1} << t) - 1, width)),
                   hostConstant(0, width), false);
}

// What the loops around a launch say of their counters there: a counter
// holds the value it entered with, or one that passed the latch's test
// (`for (b = 1; b <= n; ++b)`, rotated: the latch tests b + 1 <= n and the
// header's phi takes b + 1), so `b == 1 || b <= n`. A counter that steps
// by one until it equals the bound (as LLVM rewrites `b <= n` where it can)
// stays in [start, bound) if it starts below it: `1 < n + 1 ==> 1 <= b &&
// b < n + 1`. The bound is computed before the loop, so it is the same in
// every iteration.
std::vector<HostExprPtr> loopCounterFacts(HostExprReader &reader, const llvm::BasicBlock *block,
                                          const ControlFlow &flow) {
  std::vector<HostExprPtr> facts;
  for (const llvm::Loop *loop = flow.loops.getLoopFor(block); loop; loop = loop->getParentLoop()) {
    const llvm::BasicBlock *header = loop->getHeader(), *latch = loop->getLoopLatch(),
                           *entry = loop->getLoopPredecessor();
    if (!entry || !latch)
      continue;
    for (const llvm::PHINode &counter : header->phis())
      if (counter.getNumIncomingValues() == 2 && counter.getType()->isIntegerTy())
        if (HostExprPtr aligned = alignmentFact(reader, counter, entry, latch))
          facts.push_back(aligned);
    auto *branch = llvm::dyn_cast<llvm::BranchInst>(latch->getTerminator());
    if (!branch || !branch->isConditional() || branch->getSuccessor(0) == branch->getSuccessor(1))
      continue;
    auto *test = llvm::dyn_cast<llvm::ICmpInst>(branch->getCondition());
    if (!test)
      continue;
    bool continuesWhenTrue = branch->getSuccessor(0) == header;
    for (const llvm::PHINode &counter : header->phis()) {
      if (counter.getNumIncomingValues() != 2 || !counter.getType()->isIntegerTy())
        continue;
      const llvm::Value *next = counter.getIncomingValueForBlock(latch);
      unsigned side = test->getOperand(0) == next ? 0 : test->getOperand(1) == next ? 1 : 2;
      if (side == 2)
        continue;
      const llvm::Value *bound = test->getOperand(1 - side);
      if (auto *computed = llvm::dyn_cast<llvm::Instruction>(bound); computed && loop->contains(computed))
        continue;
      HostExprPtr now = reader.read(&counter), start = reader.read(counter.getIncomingValueForBlock(entry)),
                  limit = reader.read(bound);
      if (!now || !start || !limit || now->width == 1)
        continue;
      using namespace llvm::PatternMatch;
      bool stepsByOne = match(next, m_c_Add(m_Specific(&counter), m_One()));
      bool untilEqual = test->getPredicate() == (continuesWhenTrue ? llvm::CmpInst::ICMP_NE : llvm::CmpInst::ICMP_EQ);
      if (stepsByOne && untilEqual) {
        HostExprPtr within = hostBinary(boogie::BvOp::And, hostCompare(boogie::BvCmp::Sle, start, now),
                                        hostCompare(boogie::BvCmp::Slt, now, limit));
        facts.push_back(hostBinary(boogie::BvOp::Or, hostNot(hostCompare(boogie::BvCmp::Slt, start, limit)), within));
        continue;
      }
      HostExprPtr passed =
          side == 0 ? hostICmp(test->getPredicate(), now, limit) : hostICmp(test->getPredicate(), limit, now);
      facts.push_back(
          hostBinary(boogie::BvOp::Or, hostEqual(now, start, false), continuesWhenTrue ? passed : hostNot(passed)));
    }
  }
  return facts;
}

// A condition without its tests of allocations' results alone (the `err
// == 0` left where a check of a cudaMalloc's success has bounded its size):
// they say nothing of the kernel, and would tell apart launches that are
// the same. Dropped from a conjunction only: what is left is weaker.
HostExprPtr withoutAllocationResults(const HostExprPtr &e, const HostExprReader &reader) {
  if (e->kind == HostExpr::Kind::Binary && e->op == boogie::BvOp::And && e->width == 1)
    return hostBinary(boogie::BvOp::And, withoutAllocationResults(e->operands[0], reader),
                      withoutAllocationResults(e->operands[1], reader));
  std::vector<unsigned> unknowns;
  unknownsIn(*e, unknowns);
  bool onlyResults = !unknowns.empty() && std::all_of(unknowns.begin(), unknowns.end(),
                                                      [&](unsigned u) { return reader.isAllocationResult(u); });
  return onlyResults ? hostConstant(1, 1) : e;
}

// The guards of a launch that say something of what it passes: read, and
// speaking only of values its arguments or sizes are computed from.
void readConditionFacts(HostExprReader &reader, const std::vector<Guard> &guards,
                        const std::vector<HostExprPtr> &counterFacts) {
  std::set<unsigned> read;
  auto note = [&](const HostExprPtr &e) {
    std::vector<unsigned> unknowns;
    if (e)
      unknownsIn(*e, unknowns);
    read.insert(unknowns.begin(), unknowns.end());
  };
  for (const HostExprPtr &e : reader.facts.byValue)
    note(e);
  for (unsigned d = 0; d < 3; ++d) {
    note(reader.facts.grid[d]);
    note(reader.facts.block[d]);
  }
  auto addIfRelevant = [&](const HostExprPtr &e) {
    std::vector<unsigned> unknowns;
    if (e)
      unknownsIn(*e, unknowns);
    // The way a join was reached is read with its conditions, which say
    // what it means of the values read (a flag cleared where a check
    // failed); those that say nothing of them are left out with the rest
    // unrelated to the arguments (keepWhatCanHold).
    bool relevant = e && !unknowns.empty() && std::all_of(unknowns.begin(), unknowns.end(), [&](unsigned u) {
                      return read.count(u) || reader.isWayChoice(u);
                    });
    bool known = relevant && std::any_of(reader.facts.conditions.begin(), reader.facts.conditions.end(),
                                         [&](const HostExprPtr &c) { return sameHostExpr(*c, *e); });
    if (relevant && !known) // two allocations of one size, checked alike
      reader.facts.conditions.push_back(e);
  };
  for (const Guard &guard : guards) {
    if (reader.facts.conditions.size() >= mostLaunchConditions)
      break;
    HostExprPtr e = reader.read(guard.tested);
    if (e && (!guard.equals.empty() || !guard.none.empty())) {
      // One of the cases' values, or none of them.
      HostExprPtr tested = e;
      e = hostConstant(guard.equals.empty() ? 1 : 0, 1);
      for (const llvm::ConstantInt *value : guard.equals.empty() ? guard.none : guard.equals) {
        e = hostBinary(guard.equals.empty() ? boogie::BvOp::And : boogie::BvOp::Or, e,
                       hostEqual(tested, hostConstant(value->getZExtValue(), tested->width), guard.equals.empty()));
      }
    } else if (e && !guard.holds) {
      e = hostNot(e);
    }
    addIfRelevant(e ? withoutAllocationResults(e, reader) : e);
  }
  for (const HostExprPtr &e : counterFacts)
    if (reader.facts.conditions.size() < mostLaunchConditions)
      addIfRelevant(e);
}

} // namespace

void readLaunchConditions(HostExprReader &reader, const llvm::BasicBlock *block, const ControlFlow &flow) {
  readConditionFacts(reader, guardsOf(block, flow), loopCounterFacts(reader, block, flow));
}

} // namespace gv::driver
