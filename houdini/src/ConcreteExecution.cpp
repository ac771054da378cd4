// Concrete runs: one run of a procedure, block by block, command by command;
// candidates false at a loop head are refuted.
#include "Interpreter.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace gv::houdini::concrete {

void Interpreter::drawState() {
  values_.assign(types_.size(), Value());
  std::map<std::pair<Type::Kind, unsigned>, std::vector<uint64_t>> drawn;
  for (size_t slot = 0; slot < types_.size(); ++slot) {
    lazy_[slot] = LazyConstant{};
    if (isLazy_[slot])
      continue;
    const Type &type = types_[slot];
    std::vector<uint64_t> *sameType = nullptr;
    if (type.isBv() || type.isInt())
      sameType = &drawn[{type.kind(), type.isBv() ? type.width() : 0}];
    if (!choices_[slot].empty() && coin(0.9)) {
      uint64_t bits = choices_[slot][below(choices_[slot].size())];
      values_[slot] = type.isBv() ? Value::bv(bits, type.width()) : Value::integer(static_cast<int64_t>(bits));
    } else if (sameType && !sameType->empty() && !ranges_[slot].fixed && coin(0.4)) {
      uint64_t bits = (*sameType)[below(sameType->size())];
      values_[slot] = type.isBv() ? Value::bv(bits, type.width()) : Value::integer(static_cast<int64_t>(bits));
    } else {
      values_[slot] = draw(type, &ranges_[slot]);
      if (auto hints = elementHints_.find(static_cast<unsigned>(slot)); hints != elementHints_.end())
        values_[slot].map->hints = &hints->second;
    }
    if (sameType)
      sameType->push_back(values_[slot].bits);
  }
  functionValues_.clear();
  applyDefinitions();
}

void Interpreter::applyDefinitions() {
  // One pass per definition at most: a chain defined in any order settles.
  for (size_t pass = 0; pass < std::min<size_t>(definitions_.size(), 8); ++pass) {
    bool changed = false;
    for (const auto &[slot, definition] : definitions_) {
      try {
        Value value = evaluate(definition);
        if (value.kind != values_[slot].kind || value.bits != values_[slot].bits || value.unknown)
          changed = true;
        values_[slot] = std::move(value);
      } catch (const CannotEvaluate &) {
      }
    }
    if (!changed)
      break;
  }
  functionValues_.clear();
}

bool Interpreter::startHolds(const ProcedureDecl &entry) {
  try {
    for (const ExprPtr &axiom : axioms_)
      if (!evaluate(axiom).truth())
        return false;
    for (const Spec &s : entry.specs)
      if (s.kind == Spec::Kind::Requires && !evaluate(s.expr).truth())
        return false;
    return true;
  } catch (const CannotEvaluate &) {
    return false;
  }
}

void Interpreter::runOnce(const ProcedureDecl &entry) {
  constexpr unsigned attempts = 64;
  bool started = false;
  for (unsigned i = 0; i < attempts && !started; ++i) {
    try {
      drawState();
    } catch (const CannotEvaluate &) {
      ++endings_["drawing the inputs"];
      return;
    }
    started = startHolds(entry);
  }
  if (!started) {
    ++endings_["the preconditions"];
    return;
  }
  // Log-uniform: as many runs choose among the first ten comparisons as
  // among the thousands after.
  anyChosen_ = false;
  comparisonsBeforeChoice_ =
      static_cast<uint64_t>(std::exp(std::uniform_real_distribution<double>(0, std::log(2000.0))(random_))) - 1;
  entryValues_ = values_;
  steps_ = 0;
  try {
    const std::vector<Block> &blocks = entry.body->blocks;
    const Block *block = &blocks.front();
    for (;;) {
      execute(*block);
      if (block->successors.empty()) {
        ++endings_["the procedure's end"];
        return;
      }
      step();
      block = chooseSuccessor(entry, *block);
    }
  } catch (const RunEnds &ended) {
    ++endings_[ended.why];
  } catch (const CannotEvaluate &) {
    ++endings_["an expression it cannot evaluate"];
  } catch (const std::out_of_range &) { // a name or label the program does not declare
    ++endings_["an undeclared name"];
  }
}

const Block *Interpreter::chooseSuccessor(const ProcedureDecl &entry, const Block &block) {
  const std::vector<Block> &blocks = entry.body->blocks;
  const auto &index = blockIndex_.at(&entry);
  std::vector<const Block *> open;
  for (const std::string &label : block.successors) {
    const Block &next = blocks[index.at(label)];
    if (leadingAssumptionsHold(next))
      open.push_back(&next);
  }
  if (open.empty())
    throw RunEnds{"a branch: no successor's assumptions hold"};
  return open[below(open.size())];
}

bool Interpreter::leadingAssumptionsHold(const Block &block) {
  for (const Cmd &cmd : block.cmds) {
    if (std::holds_alternative<CommentCmd>(cmd))
      continue;
    auto *assumption = std::get_if<AssumeCmd>(&cmd);
    if (!assumption)
      return true;
    try {
      if (!evaluate(assumption->expr).truth())
        return false;
    } catch (const CannotEvaluate &) {
      return false;
    }
  }
  return true;
}

void Interpreter::step() {
  if (++steps_ > limits_.stepsPerRun)
    throw RunEnds{"the step limit"};
  if ((steps_ & 4095) == 0 && std::chrono::steady_clock::now() > deadline_)
    throw RunEnds{"the time limit"};
}

void Interpreter::execute(const Block &block) {
  for (size_t i = 0; i < block.cmds.size(); ++i) {
    step();
    const Cmd &cmd = block.cmds[i];
    if (auto *a = std::get_if<AssignCmd>(&cmd))
      assign(*a);
    else if (auto *h = std::get_if<HavocCmd>(&cmd))
      havocThenAssume(*h, block, i);
    else if (auto *a = std::get_if<AssertCmd>(&cmd))
      observe(*a);
    else if (auto *a = std::get_if<AssumeCmd>(&cmd))
      assumeHolds(a->expr);
    else if (std::holds_alternative<CallCmd>(cmd))
      throw RunEnds{"a call"}; // what the callee does is not modelled here
  }
}

void Interpreter::observe(const AssertCmd &a) {
  std::string guard = candidateGuard(a, candidates_);
  if (guard.empty() || refuted_.count(guard))
    return;
  ++headsReached_;
  try {
    if (!evaluate(a.expr->operands[1]).truth())
      refuted_.insert(guard);
  } catch (const CannotEvaluate &) {
  }
}

void Interpreter::havocThenAssume(const HavocCmd &h, const Block &block, size_t at) {
  std::vector<const AssumeCmd *> following;
  for (size_t j = at + 1; j < block.cmds.size(); ++j) {
    if (std::holds_alternative<CommentCmd>(block.cmds[j]))
      continue;
    auto *assumption = std::get_if<AssumeCmd>(&block.cmds[j]);
    if (!assumption)
      break;
    following.push_back(assumption);
  }
  constexpr unsigned attempts = 16;
  for (unsigned attempt = 0; attempt < attempts; ++attempt) {
    for (const std::string &name : h.names) {
      unsigned slot = slotByName_.at(name);
      values_[slot] = draw(types_[slot]);
    }
    bool hold = true;
    for (const AssumeCmd *assumption : following) {
      try {
        hold = evaluate(assumption->expr).truth();
      } catch (const CannotEvaluate &) {
        return;
      }
      if (!hold)
        break;
    }
    if (hold)
      return;
  }
}

void Interpreter::assumeHolds(const ExprPtr &e) {
  if (e->kind == Expr::Kind::Binary && e->binaryOp == BinaryOp::And) {
    assumeHolds(e->operands[0]);
    assumeHolds(e->operands[1]);
    return;
  }
  if (e->kind == Expr::Kind::Binary && e->binaryOp == BinaryOp::Eq && isMapVariable(*e->operands[0]) &&
      isMapVariable(*e->operands[1])) {
    unifyMaps(slotOf(*e->operands[0]), slotOf(*e->operands[1]));
    return;
  }
  if (!evaluate(e).truth())
    throw RunEnds{"an assumption"};
}

bool Interpreter::isMapVariable(const Expr &e) {
  return e.kind == Expr::Kind::Var && !inOld_ && values_.at(slotOf(e)).isMap();
}

void Interpreter::unifyMaps(unsigned a, unsigned b) {
  std::shared_ptr<MapValue> left = values_[a].map, right = values_[b].map;
  if (left == right)
    return;
  for (const auto &[key, value] : right->elements) {
    auto [at, added] = left->elements.emplace(key, value);
    if (!added && !sameValue(at->second, value)) // nested maps cannot be compared: CannotEvaluate
      throw RunEnds{"an assumption equating maps"};
  }
  if (!left->hints)
    left->hints = right->hints;
  if (entryValues_.size() > b && entryValues_[b].map == right) // no assignment to B yet
    entryValues_[b].map = left;
  values_[b].map = left;
}

void Interpreter::assign(const AssignCmd &a) {
  std::vector<Value> values;
  std::vector<std::vector<Key>> paths;
  for (size_t i = 0; i < a.lhs.size(); ++i) {
    values.push_back(evaluate(a.rhs[i]));
    std::vector<Key> path;
    for (const std::vector<ExprPtr> &indices : a.lhs[i].indices)
      path.push_back(keyOf(indices));
    paths.push_back(std::move(path));
  }
  for (size_t i = 0; i < a.lhs.size(); ++i) {
    unsigned slot = slotByName_.at(a.lhs[i].name);
    if (isLazy_[slot])
      throw CannotEvaluate{};
    storeAt(values_[slot], paths[i], 0, std::move(values[i]));
  }
}

void Interpreter::storeAt(Value &target, const std::vector<Key> &path, size_t depth, Value value) {
  if (depth == path.size()) {
    target = std::move(value);
    return;
  }
  if (!target.isMap())
    throw CannotEvaluate{};
  if (target.map.use_count() > 1)
    target.map = std::make_shared<MapValue>(*target.map);
  Value &element = elementOf(*target.map, path[depth]);
  storeAt(element, path, depth + 1, std::move(value));
}

Value &Interpreter::elementOf(MapValue &map, const Key &key) {
  auto found = map.elements.find(key);
  if (found != map.elements.end())
    return found->second;
  const Type &type = map.type.range();
  if (map.hints && (type.isBv() || type.isInt()) && coin(0.98))
    if (auto hint = map.hints->find(key); hint != map.hints->end())
      return map.elements
          .emplace(key, type.isBv() ? Value::bv(hint->second, type.width())
                                    : Value::integer(static_cast<int64_t>(hint->second)))
          .first->second;
  return map.elements.emplace(key, draw(type)).first->second;
}

Key Interpreter::keyOf(const std::vector<ExprPtr> &indices) {
  Key key;
  for (const ExprPtr &index : indices)
    key.push_back(scalarBits(evaluate(index)));
  return key;
}

} // namespace gv::houdini::concrete
