#include "pipeline/HostLaunches.h"

#include "gpuverify/KernelNames.h"

#include <llvm/ADT/SCCIterator.h>
#include <llvm/ADT/SmallString.h>
#include <llvm/Analysis/LoopInfo.h>
#include <llvm/BinaryFormat/Dwarf.h>
#include <llvm/IR/CFG.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/DataLayout.h>
#include <llvm/IR/DebugInfo.h>
#include <llvm/IR/DebugInfoMetadata.h>
#include <llvm/IR/Dominators.h>
#include <llvm/IR/InstrTypes.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/IntrinsicInst.h>
#include <llvm/IR/Module.h>
#include <llvm/Passes/PassBuilder.h>
#include <llvm/Transforms/IPO/FunctionAttrs.h>
#include <llvm/Transforms/IPO/InferFunctionAttrs.h>
#include <llvm/Transforms/Scalar/EarlyCSE.h>
#include <llvm/Transforms/Scalar/GVN.h>

#include <algorithm>
#include <functional>
#include <map>
#include <set>

namespace gv::driver {

namespace {

constexpr llvm::StringLiteral stubPrefix = "__device_stub__";

// The kernel a host stub stands for, as the source names it: the stub's
// debug name is the kernel's; else its symbol ("__device_stub__k" for an
// extern "C" kernel).
std::optional<std::string> kernelOfStub(const llvm::Function &f) {
  if (const llvm::DISubprogram *sp = f.getSubprogram(); sp && !sp->getName().empty())
    return sp->getName().str();
  std::string name = f.getName().str();
  if (name.rfind(stubPrefix.data(), 0) != 0)
    return std::nullopt;
  return name.substr(stubPrefix.size());
}

// A dim3 passed by value: (x | y << 32) as i64, then z as i32.
std::optional<std::array<uint64_t, 3>> dim3At(const llvm::CallBase &call, unsigned first) {
  if (call.arg_size() < first + 2)
    return std::nullopt;
  auto *xy = llvm::dyn_cast<llvm::ConstantInt>(call.getArgOperand(first));
  auto *z = llvm::dyn_cast<llvm::ConstantInt>(call.getArgOperand(first + 1));
  if (!xy || !z || xy->getBitWidth() != 64)
    return std::nullopt;
  uint64_t packed = xy->getZExtValue();
  return std::array<uint64_t, 3>{packed & 0xffffffffu, packed >> 32, z->getZExtValue()};
}

bool configures(const llvm::CallBase &call) {
  const llvm::Function *callee = call.getCalledFunction();
  return callee && (callee->getName() == "cudaConfigureCall" || callee->getName() == "__cudaPushCallConfiguration");
}

// The runtime's launches that take the kernel, its grid and block, and an
// array of its arguments' addresses: what an inlined stub calls, and what
// host code calls itself (cudaLaunchKernel(k, grid, block, args)).
bool launchesWithArgumentArray(const llvm::Function &callee) {
  return callee.getName() == "cudaLaunchKernel" || callee.getName() == "cudaLaunchCooperativeKernel";
}

// The runtime's functions that take a kernel only to ask about it or set
// its attributes, never launching it.
bool onlyQueriesKernel(const llvm::Function &callee) {
  static const std::set<std::string> queries = {"cudaFuncGetAttributes",
                                                "cudaFuncSetAttribute",
                                                "cudaFuncSetCacheConfig",
                                                "cudaFuncSetSharedMemConfig",
                                                "cudaOccupancyMaxActiveBlocksPerMultiprocessor",
                                                "cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags",
                                                "cudaOccupancyMaxPotentialBlockSize",
                                                "cudaOccupancyAvailableDynamicSMemPerBlock"};
  return queries.count(callee.getName().str()) != 0;
}

// The stub a call launches: a call of the stub itself, or (once the stub is
// inlined, or called by the host code itself) cudaLaunch or a launch with
// an argument array of its address.
const llvm::Function *launchedStub(const llvm::CallBase &call) {
  const llvm::Function *callee = call.getCalledFunction();
  if (!callee)
    return nullptr;
  if (isKernelStub(*callee))
    return callee;
  if ((callee->getName() == "cudaLaunch" || launchesWithArgumentArray(*callee)) && call.arg_size() > 0)
    if (auto *stub = llvm::dyn_cast<llvm::Function>(call.getArgOperand(0)->stripPointerCasts());
        stub && isKernelStub(*stub))
      return stub;
  return nullptr;
}

// Whether a parameter of this source type is a pointer (not passed by
// value in --kernel-args' sense), through typedefs and qualifiers.
bool pointerType(const llvm::DIType *type) {
  while (auto *derived = llvm::dyn_cast_or_null<llvm::DIDerivedType>(type)) {
    switch (derived->getTag()) {
    case llvm::dwarf::DW_TAG_pointer_type:
    case llvm::dwarf::DW_TAG_reference_type:
    case llvm::dwarf::DW_TAG_rvalue_reference_type: return true;
    case llvm::dwarf::DW_TAG_typedef:
    case llvm::dwarf::DW_TAG_const_type:
    case llvm::dwarf::DW_TAG_volatile_type:
    case llvm::dwarf::DW_TAG_restrict_type: type = derived->getBaseType(); continue;
    default: return false;
    }
  }
  return false;
}

// For each parameter of the kernel, as its stub's debug info gives them:
// whether it is passed by value; nullopt without debug info.
std::optional<std::vector<bool>> byValueParameters(const llvm::Function &stub) {
  const llvm::DISubprogram *sp = stub.getSubprogram();
  if (!sp || !sp->getType())
    return std::nullopt;
  llvm::DITypeRefArray types = sp->getType()->getTypeArray();
  std::vector<bool> byValue;
  for (unsigned i = 1; i < types.size(); ++i)
    byValue.push_back(!pointerType(types[i]));
  return byValue;
}

// The bits of a constant argument, as --kernel-args would give them.
std::optional<ArgumentValue> constantBits(const llvm::Value *value) {
  if (!value)
    return std::nullopt;
  llvm::APInt bits;
  if (auto *integer = llvm::dyn_cast<llvm::ConstantInt>(value))
    bits = integer->getValue();
  else if (auto *real = llvm::dyn_cast<llvm::ConstantFP>(value))
    bits = real->getValueAPF().bitcastToAPInt();
  else
    return std::nullopt;
  if (bits.getBitWidth() > 64)
    return std::nullopt;
  ArgumentValue v;
  int64_t sext = bits.getSExtValue();
  v.negative = sext < 0;
  v.magnitude = v.negative ? ~static_cast<uint64_t>(sext) + 1 : static_cast<uint64_t>(sext);
  return v;
}

// What the launch's code stored last at each place (a base and an offset)
// in program order: the arguments of an inlined stub are stored to its
// parameters' slots (and their addresses to an array) before the launch.
class StoredValues {
public:
  explicit StoredValues(const llvm::DataLayout &layout) : layout_(layout) {}

  void record(const llvm::StoreInst &store) { stored_[place(store.getPointerOperand())] = store.getValueOperand(); }
  const llvm::Value *at(const llvm::Value *pointer, int64_t offset = 0) const {
    auto [base, start] = place(pointer);
    auto found = stored_.find({base, start + offset});
    return found == stored_.end() ? nullptr : found->second;
  }

private:
  std::pair<const llvm::Value *, int64_t> place(const llvm::Value *pointer) const {
    llvm::APInt offset(64, 0);
    const llvm::Value *base = pointer->stripAndAccumulateConstantOffsets(layout_, offset, true);
    return {base, offset.getSExtValue()};
  }
  const llvm::DataLayout &layout_;
  std::map<std::pair<const llvm::Value *, int64_t>, const llvm::Value *> stored_;
};

// The conditions a == b (negated: a != b) and cmp(a, b).
HostExprPtr equal(HostExprPtr a, HostExprPtr b, bool negated) {
  HostExpr e;
  e.kind = HostExpr::Kind::Equal;
  e.width = 1;
  e.negated = negated;
  e.operands = {std::move(a), std::move(b)};
  return std::make_shared<const HostExpr>(std::move(e));
}

HostExprPtr compare(boogie::BvCmp cmp, HostExprPtr a, HostExprPtr b) {
  HostExpr e;
  e.kind = HostExpr::Kind::Compare;
  e.width = 1;
  e.cmp = cmp;
  e.operands = {std::move(a), std::move(b)};
  return std::make_shared<const HostExpr>(std::move(e));
}

// A host function's control flow, as the readers of its values and guards
// need it: its dominators, and the blocks that may run more than once.
struct ControlFlow {
  llvm::DominatorTree dominators;
  llvm::LoopInfo loops;
  std::set<const llvm::BasicBlock *> cyclic; // see blocksInCycles
};

// Reads the host's integer values as expressions (HostFacts.h): what it
// cannot take apart (a parameter, a load, a call's result) becomes an
// unknown, the same value the same unknown.
class HostExprReader {
public:
  LaunchFacts facts;
  std::vector<std::string> names;

  // `launch`: the block of the launch whose values are read.
  HostExprReader(const ControlFlow &flow, const llvm::BasicBlock *launch) : flow_(flow), launch_(launch) {}

  HostExprPtr read(const llvm::Value *v, unsigned depth = 0) {
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
      HostExpr e;
      e.width = 1;
      e.operands = {a, b};
      if (compare->isEquality()) {
        e.kind = HostExpr::Kind::Equal;
        e.negated = compare->getPredicate() == llvm::ICmpInst::ICMP_NE;
      } else {
        e.kind = HostExpr::Kind::Compare;
        e.cmp = comparison(compare->getPredicate());
      }
      return std::make_shared<const HostExpr>(std::move(e));
    }
    if (auto *minMax = llvm::dyn_cast<llvm::MinMaxIntrinsic>(v)) {
      // min(a, b) is a < b ? a : b.
      HostExprPtr a = sub(minMax->getLHS()), b = sub(minMax->getRHS());
      if (!a || !b || width == 1)
        return unknown(v);
      HostExprPtr less = compare(minMax->isSigned() ? boogie::BvCmp::Slt : boogie::BvCmp::Ult, a, b);
      bool isMin =
          minMax->getIntrinsicID() == llvm::Intrinsic::smin || minMax->getIntrinsicID() == llvm::Intrinsic::umin;
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

private:
  const ControlFlow &flow_;
  const llvm::BasicBlock *launch_;
  std::map<const llvm::Value *, unsigned> unknowns_;
  std::map<const llvm::PHINode *, HostExprPtr> choices_;
  std::set<const llvm::PHINode *> conditionedJoins_;

  // A join of more than two ways (a value set by an if, else-if chain,
  // some ways leaving: `if (d < lo) exit(1); else if (d > hi) d = hi;`):
  // one of the values it joins, by an unknown choice. Where the join runs
  // once and before the launch, the choice of a way says the conditions
  // that led along it held (`choice != 1 || !(d < lo) && !(d > hi)`), as
  // conditions of the launch. Null if it is no such join.
  HostExprPtr choiceJoin(const llvm::PHINode &phi, unsigned depth) {
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
      e.operands = {equal(choice, hostConstant(i, 8), false), values[i], chosen};
      chosen = std::make_shared<const HostExpr>(std::move(e));
    }
    choices_[&phi] = chosen;
    addWayConditions(
        phi,
        [&](unsigned i) {
          if (i + 1 < ways)
            return equal(choice, hostConstant(i, 8), false);
          // The last value is chosen by every choice from its number on.
          return compare(boogie::BvCmp::Uge, choice, hostConstant(i, 8));
        },
        /*withFork=*/true, depth);
    return chosen;
  }

  // Where a join runs once and before the launch, the way it was reached
  // says that the conditions that led along it held: for each incoming
  // edge i, `!chosen(i) || (the branch conditions that took it there)`, as
  // conditions of the launch (the fork's own condition only `withFork`:
  // a two-way join's value already tests it).
  void addWayConditions(const llvm::PHINode &phi, const std::function<HostExprPtr(unsigned)> &chosen, bool withFork,
                        unsigned depth) {
    const llvm::BasicBlock *join = phi.getParent();
    const llvm::DomTreeNode *node = flow_.dominators.getNode(join);
    if (!conditionedJoins_.insert(&phi).second)
      return;
    if (!launch_ || join->getParent() != launch_->getParent() || flow_.cyclic.count(join) || !node ||
        !node->getIDom() || !flow_.dominators.dominates(join, launch_))
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

  // The branch conditions that held when control went from `from` to
  // `join` (the branch at `from`, and each branch from `fork` on, taken
  // once, one of whose sides alone leads to `from`), with whether each held.
  std::vector<std::pair<const llvm::Value *, bool>>
  conditionsOfEdge(const llvm::BasicBlock *from, const llvm::BasicBlock *join, const llvm::BasicBlock *fork) const {
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

  // A phi that joins the two sides of one branch (`c ? a : b` written as an
  // if): the branch's condition and the value each side brings. The branch
  // runs once (in no cycle), so its condition is the one that chose the side.
  std::tuple<const llvm::Value *, const llvm::Value *, const llvm::Value *, std::vector<unsigned>>
  twoWayJoin(const llvm::PHINode &phi) const {
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

  HostExprPtr unknown(const llvm::Value *v) {
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

  // The operation of an instruction, where SMT-LIB's is what the host
  // computed whenever it went on to launch.
  // A shift by one of two constants (`m >> (c ? 4 : 6)`: the two sides of
  // an if, each shifting by its constant, joined into one shift by a phi or
  // a select): the choice between the two shifts. Null if it is no such
  // shift.
  HostExprPtr shiftByChoice(const llvm::BinaryOperator &binary, unsigned depth) {
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

  static std::optional<boogie::BvOp> totalOperation(const llvm::BinaryOperator &binary) {
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

  static boogie::BvCmp comparison(llvm::CmpInst::Predicate predicate) {
    switch (predicate) {
    case llvm::CmpInst::ICMP_ULT: return boogie::BvCmp::Ult;
    case llvm::CmpInst::ICMP_ULE: return boogie::BvCmp::Ule;
    case llvm::CmpInst::ICMP_UGT: return boogie::BvCmp::Ugt;
    case llvm::CmpInst::ICMP_UGE: return boogie::BvCmp::Uge;
    case llvm::CmpInst::ICMP_SLT: return boogie::BvCmp::Slt;
    case llvm::CmpInst::ICMP_SLE: return boogie::BvCmp::Sle;
    case llvm::CmpInst::ICMP_SGT: return boogie::BvCmp::Sgt;
    default: return boogie::BvCmp::Sge;
    }
  }

  // What the source calls a value: its variable, else how it is computed.
  static std::string nameOf(const llvm::Value *v) {
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
};

// The blocks of `f` in a cycle of its control flow (loops, irreducible or
// not): a branch in any other block is taken at most once per call.
std::set<const llvm::BasicBlock *> blocksInCycles(const llvm::Function &f) {
  std::set<const llvm::BasicBlock *> cyclic;
  for (auto scc = llvm::scc_begin(&f); !scc.isAtEnd(); ++scc)
    if (scc.hasCycle())
      for (const llvm::BasicBlock *b : *scc)
        cyclic.insert(b);
  return cyclic;
}

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

// The guards of a launch that say something of what it passes: read, and
// speaking only of values its arguments or sizes are computed from.
void readConditionFacts(HostExprReader &reader, const std::vector<Guard> &guards) {
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
  for (const Guard &guard : guards) {
    if (reader.facts.conditions.size() >= 8)
      break;
    HostExprPtr e = reader.read(guard.tested);
    if (e && (!guard.equals.empty() || !guard.none.empty())) {
      // One of the cases' values, or none of them.
      HostExprPtr tested = e;
      e = hostConstant(guard.equals.empty() ? 1 : 0, 1);
      for (const llvm::ConstantInt *value : guard.equals.empty() ? guard.none : guard.equals) {
        e = hostBinary(guard.equals.empty() ? boogie::BvOp::And : boogie::BvOp::Or, e,
                       equal(tested, hostConstant(value->getZExtValue(), tested->width), guard.equals.empty()));
      }
    } else if (e && !guard.holds) {
      e = hostNot(e);
    }
    std::vector<unsigned> unknowns;
    if (e)
      unknownsIn(*e, unknowns);
    bool relevant = e && !unknowns.empty() &&
                    std::all_of(unknowns.begin(), unknowns.end(), [&](unsigned u) { return read.count(u) != 0; });
    if (relevant)
      reader.facts.conditions.push_back(e);
  }
}

// A constant as the source would write it.
std::string constantText(const llvm::Value *value) {
  if (auto *real = llvm::dyn_cast_or_null<llvm::ConstantFP>(value)) {
    llvm::SmallString<32> text;
    real->getValueAPF().toString(text);
    return text.str().str();
  }
  if (auto *integer = llvm::dyn_cast_or_null<llvm::ConstantInt>(value))
    return integer->getBitWidth() == 1 ? (integer->isOne() ? "true" : "false")
                                       : std::to_string(integer->getSExtValue());
  return "";
}

// The values of a launch's by-value arguments (`byValue` says which of the
// parameters are), from the values `argument(i)` finds for parameter i.
void readByValueArguments(HostLaunch &launch, HostExprReader &reader, const std::optional<std::vector<bool>> &byValue,
                          const std::function<const llvm::Value *(unsigned)> &argument, size_t available) {
  if (!byValue || available != byValue->size())
    return;
  std::vector<std::optional<ArgumentValue>> values;
  for (unsigned i = 0; i < byValue->size(); ++i)
    if ((*byValue)[i]) {
      const llvm::Value *value = argument(i);
      values.push_back(constantBits(value));
      launch.byValueText.push_back(values.back() ? constantText(value) : "");
      reader.facts.byValue.push_back(reader.read(value));
    }
  launch.byValue = values;
}

// A launch's dim3 sizes as expressions (see dim3At).
void readSizeFacts(HostExprReader &reader, const llvm::CallBase &call, unsigned first,
                   std::array<HostExprPtr, 3> &out) {
  if (call.arg_size() < first + 2)
    return;
  HostExprPtr xy = reader.read(call.getArgOperand(first)), z = reader.read(call.getArgOperand(first + 1));
  if (!xy || !z || xy->width != 64 || z->width != 32)
    return;
  out = {hostBits(xy, 0, 32), hostBits(xy, 32, 32), z};
  // A packed pair the host computed out of sight (carried round a loop) is
  // known by its low half where an argument is too (`block.x` passed as
  // `bdim`); its high half alone would only be named, never related.
  if (xy->kind == HostExpr::Kind::Unknown)
    out[1] = nullptr;
}

std::string describe(const std::array<uint64_t, 3> &size) {
  return "(" + std::to_string(size[0]) + ", " + std::to_string(size[1]) + ", " + std::to_string(size[2]) + ")";
}

// Library functions that keep no pointer they are given past the call
// (by their specifications), so a variable whose address only they see is
// changed by no other call: `fscanf(f, "%d", &n)` then `cudaMalloc`, and
// `n` is the value read. Variadic ones LLVM cannot infer this of; the CUDA
// runtime is declared only. Not asynchronous copies or registrations, nor
// what returns or stores a pointer derived from one given (fgets, strtol).
bool keepsNoPointer(llvm::StringRef name) {
  static const std::set<std::string> functions = {
      // C and C++ input and output, conversions
      "scanf", "fscanf", "sscanf", "__isoc99_scanf", "__isoc99_fscanf", "__isoc99_sscanf", "__isoc23_scanf",
      "__isoc23_fscanf", "__isoc23_sscanf", "printf", "fprintf", "sprintf", "snprintf", "puts", "fputs", "fread",
      "fwrite", "fopen", "fclose", "atoi", "atol", "atof", "strlen", "strcmp", "strncmp", "memcmp", "getenv",
      // the CUDA runtime's synchronous calls
      "cudaMalloc", "cudaMallocHost", "cudaMallocManaged", "cudaMallocPitch", "cudaHostAlloc", "cudaFree",
      "cudaFreeHost", "cudaMemcpy", "cudaMemcpy2D", "cudaMemcpyToSymbol", "cudaMemcpyFromSymbol", "cudaMemset",
      "cudaGetDeviceCount", "cudaGetDevice", "cudaGetDeviceProperties", "cudaDeviceGetAttribute", "cudaEventCreate",
      "cudaEventCreateWithFlags", "cudaEventElapsedTime", "cudaStreamCreate", "cudaStreamCreateWithFlags",
      "cudaFuncGetAttributes", "cudaOccupancyMaxActiveBlocksPerMultiprocessor", "cudaOccupancyMaxPotentialBlockSize",
      "cudaMemGetInfo", "cudaRuntimeGetVersion", "cudaDriverGetVersion"};
  return functions.count(name.str()) != 0;
}

} // namespace

bool isKernelStub(const llvm::Function &f) { return f.getName().contains(stubPrefix); }

bool definesMain(const llvm::Module &host) {
  const llvm::Function *main = host.getFunction("main");
  return main && !main->isDeclaration();
}

void optimiseHostCode(llvm::Module &host) {
  if (llvm::Function *main = definesMain(host) ? host.getFunction("main") : nullptr)
    for (llvm::Function &f : host) {
      if (&f == main || f.isDeclaration() || isKernelStub(f))
        continue;
      f.setLinkage(llvm::GlobalValue::InternalLinkage);
      f.setComdat(nullptr);
    }
  for (llvm::Function &f : host)
    for (llvm::BasicBlock &block : f)
      for (llvm::Instruction &inst : block)
        if (auto *call = llvm::dyn_cast<llvm::CallInst>(&inst);
            call && call->getCalledFunction() && keepsNoPointer(call->getCalledFunction()->getName()))
          for (unsigned i = 0; i < call->arg_size(); ++i)
            if (call->getArgOperand(i)->getType()->isPointerTy())
              call->addParamAttr(i, llvm::Attribute::NoCapture);
  llvm::LoopAnalysisManager loops;
  llvm::FunctionAnalysisManager functions;
  llvm::CGSCCAnalysisManager sccs;
  llvm::ModuleAnalysisManager modules;
  llvm::PassBuilder builder;
  builder.registerModuleAnalyses(modules);
  builder.registerCGSCCAnalyses(sccs);
  builder.registerFunctionAnalyses(functions);
  builder.registerLoopAnalyses(loops);
  builder.crossRegisterProxies(loops, functions, sccs, modules);
  llvm::ModulePassManager passes;
  // A call that only reads memory, made again with the same arguments and no
  // write between, returns the same value: merged before inlining (after it,
  // each copy of the callee's loops would be an unknown of its own, as in
  // CLAMP(getCmdLineArgumentInt(...), lo, hi), a macro calling it thrice).
  passes.addPass(llvm::InferFunctionAttrsPass());
  passes.addPass(llvm::createModuleToPostOrderCGSCCPassAdaptor(llvm::PostOrderFunctionAttrsPass()));
  passes.addPass(llvm::createModuleToFunctionPassAdaptor(llvm::EarlyCSEPass(/*UseMemorySSA=*/true)));
  // Twice, as when each file was optimised alone and the program again:
  // constants the first round carries into a function (a size snapped to a
  // power of two by a loop over its bits) are folded by the second.
  passes.addPass(builder.buildPerModuleDefaultPipeline(llvm::OptimizationLevel::O1));
  passes.addPass(builder.buildPerModuleDefaultPipeline(llvm::OptimizationLevel::O1));
  // O1 has no GVN: loads across calls stay apart, and each would be an
  // unknown of its own.
  passes.addPass(llvm::createModuleToFunctionPassAdaptor(llvm::GVNPass()));
  passes.run(host, modules);
}

bool mentionsLaunch(const std::string &sourceText) {
  return sourceText.find("<<<") != std::string::npos || sourceText.find("cudaLaunch") != std::string::npos;
}

HostLaunches readHostLaunches(const llvm::Module &host) {
  HostLaunches result;
  result.typeAliases = typeAliasesIn(host);
  for (const llvm::Function &f : host)
    if (isKernelStub(f) && !f.isDeclaration())
      if (auto kernel = kernelOfStub(f))
        result.kernels.push_back(*kernel);
  std::set<const llvm::CallBase *> launchCalls;
  for (const llvm::Function &f : host) {
    if (isKernelStub(f))
      continue;
    // In program order, each launch follows its configuration; a stub
    // inlined into its caller is launched once.
    const llvm::CallBase *configuration = nullptr;
    StoredValues stored(host.getDataLayout());
    std::optional<ControlFlow> flow;        // computed at the function's first launch
    std::vector<const llvm::Value *> setUp; // cudaSetupArgument's slots
    for (const llvm::BasicBlock &block : f)
      for (const llvm::Instruction &inst : block) {
        if (auto *store = llvm::dyn_cast<llvm::StoreInst>(&inst))
          stored.record(*store);
        auto *call = llvm::dyn_cast<llvm::CallBase>(&inst);
        if (!call)
          continue;
        if (configures(*call)) {
          configuration = call;
          setUp.clear();
          continue;
        }
        const llvm::Function *callee = call->getCalledFunction();
        if (callee && callee->getName() == "cudaSetupArgument" && call->arg_size() > 0) {
          setUp.push_back(call->getArgOperand(0));
          continue;
        }
        const llvm::Function *stub = launchedStub(*call);
        // Launched by <<<...>>> (configured first), or by the host code's
        // own cudaLaunchKernel(k, grid, block, args, ...).
        bool direct = stub && !configuration && launchesWithArgumentArray(*callee);
        if (!stub || (!configuration && !direct))
          continue;
        launchCalls.insert(call);
        HostLaunch launch;
        launch.kernel = kernelOfStub(*stub).value_or(stub->getName().str());
        launch.grid = dim3At(direct ? *call : *configuration, direct ? 1 : 0);
        launch.block = dim3At(direct ? *call : *configuration, direct ? 3 : 2);
        std::optional<std::vector<bool>> byValue = byValueParameters(*stub);
        if (!flow) {
          flow.emplace();
          flow->dominators.recalculate(const_cast<llvm::Function &>(f));
          flow->loops.analyze(flow->dominators);
          flow->cyclic = blocksInCycles(f);
        }
        HostExprReader reader(*flow, call->getParent());
        readSizeFacts(reader, direct ? *call : *configuration, direct ? 1 : 0, reader.facts.grid);
        readSizeFacts(reader, direct ? *call : *configuration, direct ? 3 : 2, reader.facts.block);
        if (call->getCalledFunction() == stub) {
          // The stub called: its arguments, if each parameter is one.
          readByValueArguments(
              launch, reader, byValue, [&](unsigned i) { return call->getArgOperand(i); }, call->arg_size());
        } else if (callee->getName() == "cudaLaunch") {
          readByValueArguments(launch, reader, byValue, [&](unsigned i) { return stored.at(setUp[i]); }, setUp.size());
        } else if (call->arg_size() > 5 && call->getArgOperand(5)->getType()->isPointerTy() && byValue) {
          // cudaLaunchKernel(stub, grid, block, args, ...): args[i] holds
          // the address of parameter i's slot.
          const llvm::Value *array = call->getArgOperand(5);
          unsigned slotBytes = host.getDataLayout().getPointerSize();
          readByValueArguments(
              launch, reader, byValue,
              [&](unsigned i) -> const llvm::Value * {
                const llvm::Value *slot = stored.at(array, static_cast<int64_t>(i) * slotBytes);
                return slot && slot->getType()->isPointerTy() ? stored.at(slot) : nullptr;
              },
              byValue->size());
        }
        if (launch.byValue) {
          readConditionFacts(reader, guardsOf(call->getParent(), *flow));
          launch.facts = std::move(reader.facts);
          launch.unknownNames = std::move(reader.names);
        }
        for (const llvm::DILocation *location = (direct ? call : configuration)->getDebugLoc().get(); location;
             location = location->getInlinedAt()) {
          SourceLocation at;
          at.file = location->getFilename().str();
          at.directory = location->getDirectory().str();
          at.line = location->getLine();
          at.column = location->getColumn();
          launch.where.push_back(at);
        }
        result.launches.push_back(launch);
        configuration = nullptr;
        setUp.clear();
      }
  }
  // A stub used other than by a launch read above, its registration or a
  // query of its attributes: its kernel may be launched in ways not read.
  for (const llvm::Function &f : host) {
    if (!isKernelStub(f) || f.isDeclaration())
      continue;
    std::string kernel = kernelOfStub(f).value_or(f.getName().str());
    for (const llvm::Use &use : f.uses()) {
      auto *call = llvm::dyn_cast<llvm::CallBase>(use.getUser());
      const llvm::Function *callee = call ? call->getCalledFunction() : nullptr;
      bool registration = callee && (callee->getName() == "__cudaRegisterFunction" || onlyQueriesKernel(*callee));
      // The stub's own body launches it, for its callers' launches.
      bool ownBody = call && isKernelStub(*call->getFunction());
      if (!registration && !ownBody && !(call && launchCalls.count(call)))
        result.launchedOtherwise.push_back(kernel);
    }
    std::vector<std::string> names;
    if (std::optional<std::vector<bool>> byValue = byValueParameters(f)) {
      bool named = f.arg_size() == byValue->size();
      for (unsigned i = 0; i < byValue->size(); ++i)
        if ((*byValue)[i])
          names.push_back(named && f.getArg(i)->hasName() ? f.getArg(i)->getName().str()
                                                          : "argument " + std::to_string(i + 1));
    }
    result.byValueNames[kernel] = names;
  }
  return result;
}

ChosenLaunch chooseLaunch(const HostLaunches &host, const std::string &kernelName) {
  std::vector<std::string> kernels;
  for (const std::string &kernel : host.kernels)
    if (kernelName.empty() || kernelNameMatches(withoutTypeAliases(kernelName, host.typeAliases), kernel))
      kernels.push_back(kernel);
  if (kernels.empty() && !kernelName.empty())
    return {std::nullopt, noKernelNamedMessage(kernelName, host.kernels)};
  std::optional<HostLaunch> chosen;
  for (const std::string &kernel : kernels) {
    bool launched = false;
    for (const HostLaunch &launch : host.launches) {
      if (launch.kernel != kernel)
        continue;
      launched = true;
      if (!launch.grid || !launch.block)
        return {std::nullopt, "the host code launches '" + kernel + "' with sizes it computes at run time"};
      if (chosen && (chosen->grid != launch.grid || chosen->block != launch.block))
        return {std::nullopt, "the host code launches " +
                                  (chosen->kernel == kernel ? "'" + kernel + "' with different sizes"
                                                            : "'" + chosen->kernel + "' and '" + kernel +
                                                                  "' with different sizes (--kernel-name picks one)")};
      if (!chosen)
        chosen = launch;
    }
    if (!launched)
      return {std::nullopt, "the host code does not launch '" + kernel + "'"};
  }
  if (!chosen)
    return {std::nullopt, "the file has no kernel the host code launches"};
  return {chosen, "grid " + describe(*chosen->grid) + ", block " + describe(*chosen->block)};
}

std::vector<std::string> kernelsLaunchedOnlyAsRead(const HostLaunches &host, const std::string &kernelName) {
  std::vector<std::string> kernels;
  for (const std::string &kernel : host.kernels)
    if ((kernelName.empty() || kernelNameMatches(withoutTypeAliases(kernelName, host.typeAliases), kernel)) &&
        std::find(host.launchedOtherwise.begin(), host.launchedOtherwise.end(), kernel) == host.launchedOtherwise.end())
      kernels.push_back(kernel);
  return kernels;
}

std::vector<AssumedArguments> assumedArguments(const HostLaunches &host, const std::string &kernelName) {
  std::vector<AssumedArguments> assumed;
  for (const std::string &kernel : kernelsLaunchedOnlyAsRead(host, kernelName)) {
    AssumedArguments a;
    a.values.kernel = kernel;
    bool readable = true;
    for (const HostLaunch &launch : host.launches) {
      if (launch.kernel != kernel)
        continue;
      if (!launch.byValue) {
        readable = false;
        break;
      }
      if (a.launches++ == 0) {
        a.values.values = *launch.byValue;
        a.texts = launch.byValueText;
        a.where = launch.where;
        continue;
      }
      // Only what every launch passes.
      for (size_t i = 0; i < a.values.values.size() && i < launch.byValue->size(); ++i) {
        const std::optional<ArgumentValue> &mine = a.values.values[i], &theirs = (*launch.byValue)[i];
        if (!mine || !theirs || mine->bits() != theirs->bits()) {
          a.values.values[i] = std::nullopt;
          a.texts[i].clear();
        }
      }
    }
    auto names = host.byValueNames.find(kernel);
    if (!readable || a.launches == 0 || names == host.byValueNames.end() ||
        names->second.size() != a.values.values.size())
      continue;
    if (std::none_of(a.values.values.begin(), a.values.values.end(),
                     [](const std::optional<ArgumentValue> &v) { return v.has_value(); }))
      continue;
    a.names = names->second;
    assumed.push_back(std::move(a));
  }
  return assumed;
}

} // namespace gv::driver
