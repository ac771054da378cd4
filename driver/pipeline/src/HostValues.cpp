#include "HostValues.h"

#include <llvm/ADT/SCCIterator.h>
#include <llvm/Analysis/ValueTracking.h>
#include <llvm/IR/CFG.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/DebugInfo.h>
#include <llvm/IR/DebugInfoMetadata.h>
#include <llvm/IR/IntrinsicInst.h>
#include <llvm/IR/Module.h>

#include <algorithm>
#include <map>

namespace gv::driver {

HostExprPtr hostICmp(llvm::CmpInst::Predicate predicate, HostExprPtr a, HostExprPtr b) {
  switch (predicate) {
  case llvm::CmpInst::ICMP_EQ: return hostEqual(std::move(a), std::move(b), false);
  case llvm::CmpInst::ICMP_NE: return hostEqual(std::move(a), std::move(b), true);
  case llvm::CmpInst::ICMP_ULT: return hostCompare(boogie::BvCmp::Ult, std::move(a), std::move(b));
  case llvm::CmpInst::ICMP_ULE: return hostCompare(boogie::BvCmp::Ule, std::move(a), std::move(b));
  case llvm::CmpInst::ICMP_UGT: return hostCompare(boogie::BvCmp::Ugt, std::move(a), std::move(b));
  case llvm::CmpInst::ICMP_UGE: return hostCompare(boogie::BvCmp::Uge, std::move(a), std::move(b));
  case llvm::CmpInst::ICMP_SLT: return hostCompare(boogie::BvCmp::Slt, std::move(a), std::move(b));
  case llvm::CmpInst::ICMP_SLE: return hostCompare(boogie::BvCmp::Sle, std::move(a), std::move(b));
  case llvm::CmpInst::ICMP_SGT: return hostCompare(boogie::BvCmp::Sgt, std::move(a), std::move(b));
  default: return hostCompare(boogie::BvCmp::Sge, std::move(a), std::move(b));
  }
}

std::set<const llvm::BasicBlock *> blocksInCycles(const llvm::Function &f) {
  std::set<const llvm::BasicBlock *> cyclic;
  for (auto scc = llvm::scc_begin(&f); !scc.isAtEnd(); ++scc)
    if (scc.hasCycle())
      for (const llvm::BasicBlock *b : *scc)
        cyclic.insert(b);
  return cyclic;
}

HostExprPtr HostExprReader::read(const llvm::Value *v, unsigned depth) {
  if (!v || !v->getType()->isIntegerTy() || v->getType()->getIntegerBitWidth() > 64)
    return nullptr;
  unsigned width = v->getType()->getIntegerBitWidth();
  if (auto *c = llvm::dyn_cast<llvm::ConstantInt>(v))
    return hostConstant(c->getZExtValue(), width);
  if (depth > 24)
    return unknown(v);
  auto sub = [&](const llvm::Value *operand) { return read(operand, depth + 1); };
  if (auto *binary = llvm::dyn_cast<llvm::BinaryOperator>(v)) {
    if (HostExprPtr chosen = shiftByChoice(*binary, depth))
      return chosen;
    std::optional<boogie::BvOp> op = totalOperation(*binary);
    HostExprPtr a = op ? sub(binary->getOperand(0)) : nullptr, b = op ? sub(binary->getOperand(1)) : nullptr;
    bool bitwise = op && (*op == boogie::BvOp::And || *op == boogie::BvOp::Or || *op == boogie::BvOp::Xor);
    return a && b && (width > 1 || bitwise) ? hostBinary(*op, a, b) : unknown(v);
  }
  if (auto *cast = llvm::dyn_cast<llvm::CastInst>(v)) {
    HostExprPtr a = sub(cast->getOperand(0));
    if (!a)
      return unknown(v);
    if (cast->getOpcode() == llvm::Instruction::ZExt || cast->getOpcode() == llvm::Instruction::SExt)
      return hostExtend(cast->getOpcode() == llvm::Instruction::SExt, a, width);
    if (cast->getOpcode() == llvm::Instruction::Trunc)
      return hostBits(a, 0, width); // to i1: a bool loaded from memory, as a condition
    return unknown(v);
  }
  if (auto *compare = llvm::dyn_cast<llvm::ICmpInst>(v)) {
    HostExprPtr a = sub(compare->getOperand(0)), b = sub(compare->getOperand(1));
    if (!a || !b || a->width == 1)
      return unknown(v);
    return hostICmp(compare->getPredicate(), a, b);
  }
  if (auto *minMax = llvm::dyn_cast<llvm::MinMaxIntrinsic>(v)) {
    // min(a, b) is a < b ? a : b.
    HostExprPtr a = sub(minMax->getLHS()), b = sub(minMax->getRHS());
    if (!a || !b || width == 1)
      return unknown(v);
    HostExprPtr less = hostCompare(minMax->isSigned() ? boogie::BvCmp::Slt : boogie::BvCmp::Ult, a, b);
    bool isMin = minMax->getIntrinsicID() == llvm::Intrinsic::smin || minMax->getIntrinsicID() == llvm::Intrinsic::umin;
    return hostSelect(less, isMin ? a : b, isMin ? b : a);
  }
  const llvm::Value *condition = nullptr, *onTrue = nullptr, *onFalse = nullptr;
  const llvm::PHINode *join = nullptr;
  std::vector<unsigned> sides; // of a two-way join: the side of each incoming edge
  if (auto *select = llvm::dyn_cast<llvm::SelectInst>(v)) {
    condition = select->getCondition();
    onTrue = select->getTrueValue();
    onFalse = select->getFalseValue();
  } else if (auto *phi = llvm::dyn_cast<llvm::PHINode>(v)) {
    std::tie(condition, onTrue, onFalse, sides) = twoWayJoin(*phi);
    if (!condition)
      if (HostExprPtr chosen = choiceJoin(*phi, depth))
        return chosen;
    if (!condition)
      if (HostExprPtr kept = keptAroundLoop(*phi, depth))
        return kept;
    join = phi;
  }
  if (condition) {
    HostExprPtr c = sub(condition), t = sub(onTrue), f = sub(onFalse);
    if (!c || !t || !f || c->width != 1)
      return unknown(v);
    if (join)
      addWayConditions(*join, [&](unsigned i) { return sides[i] == 0 ? c : hostNot(c); }, /*withFork=*/false, depth);
    return hostSelect(c, t, f);
  }
  if (auto *call = llvm::dyn_cast<llvm::CallBase>(v))
    if (HostExprPtr result = allocationResult(*call, depth))
      return result;
  return unknown(v);
}

HostExprPtr HostExprReader::allocationResult(const llvm::CallBase &call, unsigned depth) {
  struct Allocation {
    const char *function;
    unsigned sizeArgument;
    uint64_t failure;
  };
  static const Allocation allocations[] = {
#define GV_HOST_ALLOCATION(function, size, failure) {#function, size, failure},
#include "HostAllocations.def"
  };
  const llvm::Function *callee = call.getCalledFunction();
  if (!callee || !call.getType()->isIntegerTy())
    return nullptr;
  for (const Allocation &allocation : allocations) {
    if (callee->getName() != allocation.function || call.arg_size() <= allocation.sizeArgument)
      continue;
    HostExprPtr size = read(call.getArgOperand(allocation.sizeArgument), depth + 1);
    if (!size || size->width != 64)
      return nullptr;
    HostExprPtr result = unknown(&call);
    unsigned width = result->width;
    // Where it cannot allocate, an error: any but cudaSuccess (a program may
    // test for one error alone, and which the runtime returns is not ours
    // to say).
    HostExprPtr error = freshUnknown(width, "the error " + nameOf(&call) + " returns");
    allocationResults_.insert({result->unknown, error->unknown});
    HostExprPtr failure =
        hostSelect(hostEqual(error, hostConstant(0, width), false), hostConstant(allocation.failure, width), error);
    return hostSelect(hostCompare(boogie::BvCmp::Uge, size, hostConstant(uint64_t{1} << 56, 64)), failure, result);
  }
  return nullptr;
}

namespace {

// The first source line a block's code has (0 if none).
unsigned lineOf(const llvm::BasicBlock &block) {
  for (const llvm::Instruction &inst : block)
    if (inst.getDebugLoc() && inst.getDebugLoc().getLine())
      return inst.getDebugLoc().getLine();
  return 0;
}

} // namespace

HostExprPtr HostExprReader::choiceJoin(const llvm::PHINode &phi, unsigned depth) {
  if (auto known = choices_.find(&phi); known != choices_.end())
    return known->second;
  const llvm::BasicBlock *join = phi.getParent();
  // The ways in, each block once (a switch's cases may share an edge's value).
  std::vector<const llvm::BasicBlock *> ways;
  for (const llvm::BasicBlock *from : llvm::predecessors(join))
    if (std::find(ways.begin(), ways.end(), from) == ways.end())
      ways.push_back(from);
  const llvm::DomTreeNode *node = flow_.dominators.getNode(join);
  if (ways.size() < 2 || ways.size() > 16 || flow_.cyclic.count(join) || !node || !node->getIDom())
    return nullptr;
  // One choice per join, shared by its phis: the way `ok` was set is the
  // way `n` was (`if (n < 1) ok = false; else ...`). Made before the values
  // are read, so that a join read on the way to this one knows it.
  auto [at, added] = wayChoices_.try_emplace(join);
  if (added) {
    facts.unknownWidths.push_back(8);
    // Named by the variable it sets, else by where the ways meet.
    std::string variable = nameOf(&phi);
    bool named = variable.rfind("the value at line", 0) != 0 && variable.rfind("a value of", 0) != 0;
    names.push_back(named ? "the way " + variable + " was set"
                          : "the way to line " + std::to_string(lineOf(*join)) + " was taken");
    at->second = {hostUnknown(static_cast<unsigned>(facts.unknownWidths.size() - 1), 8), ways};
  }
  const WayChoice &choice = at->second;
  std::vector<HostExprPtr> values;
  for (const llvm::BasicBlock *from : ways)
    if (HostExprPtr value = read(phi.getIncomingValueForBlock(from), depth + 1))
      values.push_back(value);
    else
      return nullptr;
  unsigned last = static_cast<unsigned>(ways.size() - 1);
  HostExprPtr chosen = values.back();
  for (unsigned k = last; k-- > 0;)
    chosen = hostSelect(choice.chose(k), values[k], chosen);
  choices_[&phi] = chosen;
  addWayConditions(
      phi,
      [&](unsigned i) {
        const llvm::BasicBlock *from = phi.getIncomingBlock(i);
        return choice.chose(static_cast<unsigned>(std::find(ways.begin(), ways.end(), from) - ways.begin()));
      },
      /*withFork=*/true, depth);
  return chosen;
}

void HostExprReader::addWayConditions(const llvm::PHINode &phi, const std::function<HostExprPtr(unsigned)> &chosen,
                                      bool withFork, unsigned depth) {
  const llvm::BasicBlock *join = phi.getParent();
  const llvm::DomTreeNode *node = flow_.dominators.getNode(join);
  if (!conditionedJoins_.insert({join, withFork}).second)
    return;
  if (!launch_ || join->getParent() != launch_->getParent() || flow_.cyclic.count(join) || !node || !node->getIDom())
    return;
  // A join the launch is reached around (its ways' conditions hold only
  // where it was passed) waits for finish().
  bool passed = flow_.dominators.dominates(join, launch_);
  const llvm::BasicBlock *fork = node->getIDom()->getBlock();
  const llvm::Value *forkCondition = nullptr;
  if (auto *branch = llvm::dyn_cast<llvm::BranchInst>(fork->getTerminator()); branch && branch->isConditional())
    forkCondition = branch->getCondition();
  // The ways that bring the same choice (two edges into one side of a
  // two-way join, a switch's cases into one block): one of them was taken,
  // so the choice says the disjunction of their conditions.
  std::vector<std::pair<HostExprPtr, HostExprPtr>> waysOfChoice; // (choice, its ways' conditions)
  for (unsigned i = 0; i < phi.getNumIncomingValues(); ++i) {
    HostExprPtr way = hostConstant(1, 1);
    for (const auto &[tested, holds] : conditionsOfEdge(phi.getIncomingBlock(i), join, fork)) {
      if (!withFork && tested == forkCondition)
        continue;
      HostExprPtr c = read(tested, depth + 1);
      if (c && c->width == 1)
        way = hostBinary(boogie::BvOp::And, way, holds ? c : hostNot(c));
    }
    HostExprPtr choice = chosen(i);
    auto same = std::find_if(waysOfChoice.begin(), waysOfChoice.end(),
                             [&](const auto &known) { return sameHostExpr(*known.first, *choice); });
    if (same == waysOfChoice.end())
      waysOfChoice.push_back({choice, way});
    else
      same->second = hostBinary(boogie::BvOp::Or, same->second, way);
  }
  for (const auto &[choice, ways] : waysOfChoice) {
    if (ways->kind == HostExpr::Kind::Constant)
      continue;
    HostExprPtr condition = hostBinary(boogie::BvOp::Or, hostNot(choice), ways);
    if (!passed)
      aroundLaunch_.push_back({join, condition});
    else if (facts.conditions.size() < mostLaunchConditions)
      facts.conditions.push_back(condition);
  }
}

bool HostExprReader::isWayChoice(unsigned unknown) const {
  return std::any_of(wayChoices_.begin(), wayChoices_.end(),
                     [&](const auto &join) { return join.second.choice->unknown == unknown; });
}

HostExprPtr HostExprReader::whenPassed(const llvm::BasicBlock *block, unsigned depth) const {
  if (flow_.dominators.dominates(block, launch_))
    return hostConstant(1, 1);
  if (depth > 4 || flow_.cyclic.count(block))
    return nullptr;
  // A later join reached only through `block` along some of its ways: one
  // of those ways chosen, that join passed.
  for (const auto &[join, choice] : wayChoices_) {
    HostExprPtr through = hostConstant(0, 1);
    for (unsigned k = 0; k < choice.ways.size(); ++k)
      if (join != block && flow_.dominators.dominates(block, choice.ways[k]))
        through = hostBinary(boogie::BvOp::Or, through, choice.chose(k));
    if (through->kind == HostExpr::Kind::Constant)
      continue;
    if (HostExprPtr passed = whenPassed(join, depth + 1))
      return hostBinary(boogie::BvOp::And, passed, through);
  }
  return nullptr;
}

void HostExprReader::finish() {
  for (const auto &[join, condition] : aroundLaunch_)
    if (facts.conditions.size() < mostLaunchConditions)
      if (HostExprPtr passed = whenPassed(join, 0))
        facts.conditions.push_back(hostBinary(boogie::BvOp::Or, hostNot(passed), condition));
  aroundLaunch_.clear();
}

HostExprPtr HostExprReader::WayChoice::chose(unsigned k) const {
  // The last way is chosen by every choice from its number on.
  unsigned last = static_cast<unsigned>(ways.size() - 1);
  return k < last ? hostEqual(choice, hostConstant(k, 8), false)
                  : hostCompare(boogie::BvCmp::Uge, choice, hostConstant(k, 8));
}

std::vector<std::pair<const llvm::Value *, bool>> HostExprReader::conditionsOfEdge(const llvm::BasicBlock *from,
                                                                                   const llvm::BasicBlock *join,
                                                                                   const llvm::BasicBlock *fork) const {
  std::vector<std::pair<const llvm::Value *, bool>> held;
  auto branchOf = [](const llvm::BasicBlock *b) -> const llvm::BranchInst * {
    auto *branch = llvm::dyn_cast<llvm::BranchInst>(b->getTerminator());
    return branch && branch->isConditional() && branch->getSuccessor(0) != branch->getSuccessor(1) ? branch : nullptr;
  };
  if (const llvm::BranchInst *branch = branchOf(from); branch && !flow_.cyclic.count(from))
    for (unsigned side = 0; side < 2; ++side)
      if (branch->getSuccessor(side) == join)
        held.push_back({branch->getCondition(), side == 0});
  if (from == fork)
    return held;
  for (const llvm::DomTreeNode *node = flow_.dominators.getNode(from); node && node->getIDom();
       node = node->getIDom()) {
    const llvm::BasicBlock *tested = node->getIDom()->getBlock();
    if (const llvm::BranchInst *branch = branchOf(tested); branch && !flow_.cyclic.count(tested))
      for (unsigned side = 0; side < 2; ++side) {
        const llvm::BasicBlock *target = branch->getSuccessor(side);
        if (flow_.dominators.dominates(llvm::BasicBlockEdge(tested, target), from))
          held.push_back({branch->getCondition(), side == 0});
      }
    if (tested == fork)
      break;
  }
  return held;
}

std::tuple<const llvm::Value *, const llvm::Value *, const llvm::Value *, std::vector<unsigned>>
HostExprReader::twoWayJoin(const llvm::PHINode &phi) const {
  const llvm::BasicBlock *join = phi.getParent();
  const llvm::DomTreeNode *node = flow_.dominators.getNode(join);
  if (!node || !node->getIDom())
    return {};
  const llvm::BasicBlock *fork = node->getIDom()->getBlock();
  auto *branch = llvm::dyn_cast<llvm::BranchInst>(fork->getTerminator());
  if (flow_.cyclic.count(fork) || flow_.cyclic.count(join) || !branch || !branch->isConditional() ||
      branch->getSuccessor(0) == branch->getSuccessor(1))
    return {};
  // The value each side brings; nullptr where an incoming edge is on
  // neither side alone, or a side brings two values.
  std::array<const llvm::Value *, 2> brought{};
  std::vector<unsigned> sides;
  for (unsigned i = 0; i < phi.getNumIncomingValues(); ++i) {
    const llvm::BasicBlock *from = phi.getIncomingBlock(i);
    int side = -1;
    for (unsigned s = 0; s < 2; ++s) {
      const llvm::BasicBlock *target = branch->getSuccessor(s);
      bool direct = from == fork && target == join;
      if (direct || (from != fork && flow_.dominators.dominates(llvm::BasicBlockEdge(fork, target), from)))
        side = static_cast<int>(s);
    }
    if (side < 0 || (brought[side] && brought[side] != phi.getIncomingValue(i)))
      return {};
    brought[side] = phi.getIncomingValue(i);
    sides.push_back(static_cast<unsigned>(side));
  }
  if (!brought[0] || !brought[1])
    return {};
  return {branch->getCondition(), brought[0], brought[1], sides};
}

namespace {

// The bits of `v` that are those of `phi` (a loop header's phi), as the
// loop's body computes `v` from it: `(phi & ~0xffffffff) | zext(x)` keeps
// the high half, as SROA writes a store to one field of a dim3.
uint64_t bitsKept(const llvm::Value *v, const llvm::PHINode &phi, unsigned depth) {
  unsigned width = phi.getType()->getIntegerBitWidth();
  uint64_t all = boogie::truncate(~uint64_t(0), width);
  if (v == &phi)
    return all;
  if (depth > 8)
    return 0;
  const llvm::DataLayout &layout = phi.getModule()->getDataLayout();
  auto known = [&](const llvm::Value *operand) { return llvm::computeKnownBits(operand, layout); };
  if (auto *binary = llvm::dyn_cast<llvm::BinaryOperator>(v)) {
    const llvm::Value *a = binary->getOperand(0), *b = binary->getOperand(1);
    switch (binary->getOpcode()) {
    case llvm::Instruction::Or:
    case llvm::Instruction::Xor:
      // Where one side is zero, the other's bit is the result's.
      return (bitsKept(a, phi, depth + 1) & known(b).Zero.getZExtValue()) |
             (bitsKept(b, phi, depth + 1) & known(a).Zero.getZExtValue());
    case llvm::Instruction::And:
      return (bitsKept(a, phi, depth + 1) & known(b).One.getZExtValue()) |
             (bitsKept(b, phi, depth + 1) & known(a).One.getZExtValue());
    default: return 0;
    }
  }
  if (auto *select = llvm::dyn_cast<llvm::SelectInst>(v))
    return bitsKept(select->getTrueValue(), phi, depth + 1) & bitsKept(select->getFalseValue(), phi, depth + 1);
  return 0;
}

} // namespace

HostExprPtr HostExprReader::keptAroundLoop(const llvm::PHINode &phi, unsigned depth) {
  const llvm::Loop *loop = flow_.loops.getLoopFor(phi.getParent());
  unsigned width = phi.getType()->getIntegerBitWidth();
  if (!loop || loop->getHeader() != phi.getParent() || width > 64)
    return nullptr;
  const llvm::Value *entry = nullptr;
  uint64_t kept = boogie::truncate(~uint64_t(0), width);
  for (unsigned i = 0; i < phi.getNumIncomingValues(); ++i) {
    if (loop->contains(phi.getIncomingBlock(i))) {
      kept &= bitsKept(phi.getIncomingValue(i), phi, 0);
    } else if (!entry || entry == phi.getIncomingValue(i)) {
      entry = phi.getIncomingValue(i);
    } else {
      return nullptr;
    }
  }
  // The value the loop starts from is computed once (in no cycle), so the
  // bits kept are those of the value the reader reads.
  auto *defined = llvm::dyn_cast_or_null<llvm::Instruction>(entry);
  if (!entry || kept == 0 || (defined && flow_.cyclic.count(defined->getParent())))
    return nullptr;
  HostExprPtr start = read(entry, depth + 1);
  if (!start)
    return nullptr;
  uint64_t all = boogie::truncate(~uint64_t(0), width);
  if (kept == all)
    return start;
  return hostBinary(boogie::BvOp::Or, hostBinary(boogie::BvOp::And, start, hostConstant(kept, width)),
                    hostBinary(boogie::BvOp::And, unknown(&phi), hostConstant(all & ~kept, width)));
}

HostExprPtr HostExprReader::freshUnknown(unsigned width, std::string name) {
  facts.unknownWidths.push_back(width);
  names.push_back(std::move(name));
  return hostUnknown(static_cast<unsigned>(facts.unknownWidths.size() - 1), width);
}

HostExprPtr HostExprReader::unknown(const llvm::Value *v) {
  unsigned width = v->getType()->getIntegerBitWidth();
  // Each use of undef (or poison) may be any value: one unknown each.
  if (llvm::isa<llvm::UndefValue>(v))
    return freshUnknown(width, "an undefined value");
  auto [at, added] = unknowns_.try_emplace(v, static_cast<unsigned>(facts.unknownWidths.size()));
  if (added) {
    facts.unknownWidths.push_back(width);
    names.push_back(nameOf(v));
  }
  return hostUnknown(at->second, width);
}

HostExprPtr HostExprReader::shiftByChoice(const llvm::BinaryOperator &binary, unsigned depth) {
  if (!binary.isShift() || llvm::isa<llvm::ConstantInt>(binary.getOperand(1)))
    return nullptr;
  unsigned width = binary.getType()->getIntegerBitWidth();
  HostExprPtr amount = read(binary.getOperand(1), depth + 1);
  auto below = [&](const HostExprPtr &e) { return e->kind == HostExpr::Kind::Constant && e->constant < width; };
  if (!amount || amount->kind != HostExpr::Kind::Select || !below(amount->operands[1]) || !below(amount->operands[2]))
    return nullptr;
  HostExprPtr a = read(binary.getOperand(0), depth + 1);
  if (!a)
    return nullptr;
  boogie::BvOp op = binary.getOpcode() == llvm::Instruction::Shl    ? boogie::BvOp::Shl
                    : binary.getOpcode() == llvm::Instruction::LShr ? boogie::BvOp::LShr
                                                                    : boogie::BvOp::AShr;
  HostExpr e = *amount;
  e.operands = {amount->operands[0], hostBinary(op, a, amount->operands[1]), hostBinary(op, a, amount->operands[2])};
  return std::make_shared<const HostExpr>(std::move(e));
}

std::optional<boogie::BvOp> HostExprReader::totalOperation(const llvm::BinaryOperator &binary) {
  using llvm::Instruction;
  // A division the machine traps on (by zero, the least signed value by
  // -1) launches nothing: where the host goes on, it divided as SMT-LIB
  // does. A shift by the width or more is undefined: by a constant only.
  auto *rhs = llvm::dyn_cast<llvm::ConstantInt>(binary.getOperand(1));
  bool divisor = true;
  bool shift = rhs && rhs->getValue().ult(binary.getType()->getIntegerBitWidth());
  switch (binary.getOpcode()) {
  case Instruction::Add: return boogie::BvOp::Add;
  case Instruction::Sub: return boogie::BvOp::Sub;
  case Instruction::Mul: return boogie::BvOp::Mul;
  case Instruction::And: return boogie::BvOp::And;
  case Instruction::Or: return boogie::BvOp::Or;
  case Instruction::Xor: return boogie::BvOp::Xor;
  case Instruction::UDiv: return divisor ? std::optional(boogie::BvOp::UDiv) : std::nullopt;
  case Instruction::SDiv: return divisor ? std::optional(boogie::BvOp::SDiv) : std::nullopt;
  case Instruction::URem: return divisor ? std::optional(boogie::BvOp::URem) : std::nullopt;
  case Instruction::SRem: return divisor ? std::optional(boogie::BvOp::SRem) : std::nullopt;
  case Instruction::Shl: return shift ? std::optional(boogie::BvOp::Shl) : std::nullopt;
  case Instruction::LShr: return shift ? std::optional(boogie::BvOp::LShr) : std::nullopt;
  case Instruction::AShr: return shift ? std::optional(boogie::BvOp::AShr) : std::nullopt;
  default: return std::nullopt;
  }
}

std::string HostExprReader::nameOf(const llvm::Value *v) {
  if (auto *arg = llvm::dyn_cast<llvm::Argument>(v); arg && arg->hasName())
    return arg->getName().str();
  llvm::SmallVector<llvm::DbgValueInst *, 1> intrinsics;
  llvm::SmallVector<llvm::DbgVariableRecord *, 1> records;
  llvm::findDbgValues(intrinsics, const_cast<llvm::Value *>(v), &records);
  // A variable that is the value itself: not a part of one (a dim3's x
  // and y packed in one value), nor computed from it.
  auto isTheValue = [](const llvm::DILocalVariable *variable, const llvm::DIExpression *expression) {
    return variable && !variable->getName().empty() && expression && expression->getNumElements() == 0;
  };
  for (llvm::DbgVariableRecord *record : records)
    if (isTheValue(record->getVariable(), record->getExpression()))
      return record->getVariable()->getName().str();
  for (llvm::DbgValueInst *intrinsic : intrinsics)
    if (isTheValue(intrinsic->getVariable(), intrinsic->getExpression()))
      return intrinsic->getVariable()->getName().str();
  if (auto *call = llvm::dyn_cast<llvm::CallBase>(v); call && call->getCalledFunction())
    return call->getCalledFunction()->getName().str() + "(...)";
  if (auto *inst = llvm::dyn_cast<llvm::Instruction>(v); inst && inst->getDebugLoc())
    return "the value at line " + std::to_string(inst->getDebugLoc().getLine());
  return "a value of the host code";
}

} // namespace gv::driver
