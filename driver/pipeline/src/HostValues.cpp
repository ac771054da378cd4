#include "HostValues.h"

#include <llvm/ADT/SCCIterator.h>
#include <llvm/IR/CFG.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/DebugInfo.h>
#include <llvm/IR/DebugInfoMetadata.h>
#include <llvm/IR/IntrinsicInst.h>

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
    if (cast->getOpcode() == llvm::Instruction::Trunc && width > 1)
      return hostBits(a, 0, width);
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
    HostExpr e;
    e.kind = HostExpr::Kind::Select;
    e.width = width;
    e.operands = {less, isMin ? a : b, isMin ? b : a};
    return std::make_shared<const HostExpr>(std::move(e));
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
    join = phi;
  }
  if (condition) {
    HostExprPtr c = sub(condition), t = sub(onTrue), f = sub(onFalse);
    if (!c || !t || !f || c->width != 1)
      return unknown(v);
    HostExpr e;
    e.kind = HostExpr::Kind::Select;
    e.width = width;
    e.operands = {c, t, f};
    if (join)
      addWayConditions(*join, [&](unsigned i) { return sides[i] == 0 ? c : hostNot(c); }, /*withFork=*/false, depth);
    return std::make_shared<const HostExpr>(std::move(e));
  }
  return unknown(v);
}

HostExprPtr HostExprReader::choiceJoin(const llvm::PHINode &phi, unsigned depth) {
  if (auto known = choices_.find(&phi); known != choices_.end())
    return known->second;
  const llvm::BasicBlock *join = phi.getParent();
  unsigned ways = phi.getNumIncomingValues();
  const llvm::DomTreeNode *node = flow_.dominators.getNode(join);
  if (ways < 2 || ways > 16 || flow_.cyclic.count(join) || !node || !node->getIDom())
    return nullptr;
  std::vector<HostExprPtr> values;
  for (unsigned i = 0; i < ways; ++i)
    if (HostExprPtr value = read(phi.getIncomingValue(i), depth + 1))
      values.push_back(value);
    else
      return nullptr;
  unsigned width = phi.getType()->getIntegerBitWidth();
  facts.unknownWidths.push_back(8);
  names.push_back("the way " + nameOf(&phi) + " was set");
  HostExprPtr choice = hostUnknown(static_cast<unsigned>(facts.unknownWidths.size() - 1), 8);
  HostExprPtr chosen = values.back();
  for (unsigned i = ways - 1; i-- > 0;) {
    HostExpr e;
    e.kind = HostExpr::Kind::Select;
    e.width = width;
    e.operands = {hostEqual(choice, hostConstant(i, 8), false), values[i], chosen};
    chosen = std::make_shared<const HostExpr>(std::move(e));
  }
  choices_[&phi] = chosen;
  addWayConditions(
      phi,
      [&](unsigned i) {
        if (i + 1 < ways)
          return hostEqual(choice, hostConstant(i, 8), false);
        // The last value is chosen by every choice from its number on.
        return hostCompare(boogie::BvCmp::Uge, choice, hostConstant(i, 8));
      },
      /*withFork=*/true, depth);
  return chosen;
}

void HostExprReader::addWayConditions(const llvm::PHINode &phi, const std::function<HostExprPtr(unsigned)> &chosen,
                                      bool withFork, unsigned depth) {
  const llvm::BasicBlock *join = phi.getParent();
  const llvm::DomTreeNode *node = flow_.dominators.getNode(join);
  if (!conditionedJoins_.insert(&phi).second)
    return;
  if (!launch_ || join->getParent() != launch_->getParent() || flow_.cyclic.count(join) || !node || !node->getIDom() ||
      !flow_.dominators.dominates(join, launch_))
    return;
  const llvm::BasicBlock *fork = node->getIDom()->getBlock();
  const llvm::Value *forkCondition = nullptr;
  if (auto *branch = llvm::dyn_cast<llvm::BranchInst>(fork->getTerminator()); branch && branch->isConditional())
    forkCondition = branch->getCondition();
  for (unsigned i = 0; i < phi.getNumIncomingValues() && facts.conditions.size() < 8; ++i) {
    HostExprPtr way = hostConstant(1, 1);
    for (const auto &[tested, holds] : conditionsOfEdge(phi.getIncomingBlock(i), join, fork)) {
      if (!withFork && tested == forkCondition)
        continue;
      HostExprPtr c = read(tested, depth + 1);
      if (c && c->width == 1)
        way = hostBinary(boogie::BvOp::And, way, holds ? c : hostNot(c));
    }
    if (way->kind != HostExpr::Kind::Constant)
      facts.conditions.push_back(hostBinary(boogie::BvOp::Or, hostNot(chosen(i)), way));
  }
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

HostExprPtr HostExprReader::unknown(const llvm::Value *v) {
  unsigned width = v->getType()->getIntegerBitWidth();
  // Each use of undef (or poison) may be any value: one unknown each.
  if (llvm::isa<llvm::UndefValue>(v)) {
    facts.unknownWidths.push_back(width);
    names.push_back("an undefined value");
    return hostUnknown(static_cast<unsigned>(facts.unknownWidths.size() - 1), width);
  }
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
