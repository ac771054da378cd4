// Concrete runs: reading what the program declares and assumes, and drawing
// the inputs of a run (parameters, ids, memory, lazy constants).
#include "Interpreter.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace gv::houdini::concrete {

size_t Interpreter::commandCount() const {
  size_t count = 0;
  for (const Decl &d : program_.decls)
    if (auto *p = std::get_if<ProcedureDecl>(&d); p && p->body)
      for (const Block &b : p->body->blocks)
        count += b.cmds.size();
  return count;
}

unsigned Interpreter::slotFor(const std::string &name, const Type &type) {
  auto found = slotByName_.find(name);
  if (found != slotByName_.end())
    return found->second;
  unsigned slot = static_cast<unsigned>(types_.size());
  slotByName_.emplace(name, slot);
  types_.push_back(type);
  ranges_.emplace_back();
  lazy_.emplace_back();
  isLazy_.push_back(false);
  choices_.emplace_back();
  return slot;
}

void Interpreter::collectDeclarations() {
  std::set<std::string> constrained;
  for (const Decl &d : program_.decls) {
    if (auto *f = std::get_if<FunctionDecl>(&d)) {
      FunctionInfo info;
      info.hasBody = f->body != nullptr;
      for (const Attribute &a : f->attrs)
        if (a.name == "bvbuiltin" && !a.args.empty())
          if (auto *s = std::get_if<std::string>(&a.args[0]))
            info.builtin = *s;
      functions_[f->name] = info;
    } else if (auto *c = std::get_if<ConstDecl>(&d)) {
      unsigned slot = slotFor(c->decl.name, c->decl.type);
      constants_.push_back(slot);
      if (c->unique)
        unrunnable_ = "a unique constant"; // distinctness the sampling does not know
    } else if (auto *v = std::get_if<VarDecl>(&d)) {
      slotFor(v->decl.name, v->decl.type);
    } else if (auto *a = std::get_if<AxiomDecl>(&d)) {
      axioms_.push_back(a->expr);
      if (hasQuantifier(a->expr))
        unrunnable_ = "an axiom with a quantifier";
      noteConstrained(a->expr, constrained);
    }
  }
  for (const Decl &d : program_.decls)
    if (auto *p = std::get_if<ProcedureDecl>(&d))
      for (const Spec &s : p->specs)
        if (s.kind == Spec::Kind::Requires)
          noteConstrained(s.expr, constrained);
  // Constants nothing constrains are chosen lazily; the guards of the
  // candidates are never evaluated.
  for (unsigned slot : constants_) {
    const std::string &name = nameOf(slot);
    Type::Kind kind = types_[slot].kind();
    if (!constrained.count(name) && !candidates_.count(name) &&
        (kind == Type::Kind::BitVector || kind == Type::Kind::Int))
      isLazy_[slot] = true;
  }
  // Those the program compares with literals only (the watched site, one
  // of the access sites) are drawn among these literals at the start.
  std::map<std::string, std::set<uint64_t>> literals;
  std::set<std::string> comparedOtherwise;
  for (const Decl &d : program_.decls)
    if (auto *p = std::get_if<ProcedureDecl>(&d); p && p->body)
      for (const Block &b : p->body->blocks)
        for (const Cmd &c : b.cmds)
          forEachExpr(c, [&](const ExprPtr &e) { noteComparisons(e, literals, comparedOtherwise); });
  for (unsigned slot : constants_) {
    const std::string &name = nameOf(slot);
    auto found = literals.find(name);
    if (isLazy_[slot] && found != literals.end() && !comparedOtherwise.count(name)) {
      isLazy_[slot] = false;
      choices_[slot].assign(found->second.begin(), found->second.end());
    }
  }
  for (const ExprPtr &axiom : axioms_)
    collectRanges(axiom);
}

void Interpreter::collectElementHints(const ProcedureDecl &procedure) {
  for (const Block &b : procedure.body->blocks) {
    LoadedElements loadedFrom;
    for (const Cmd &cmd : b.cmds) {
      if (auto *a = std::get_if<AssignCmd>(&cmd)) {
        for (size_t i = 0; i < a->lhs.size(); ++i) {
          loadedFrom.erase(a->lhs[i].name);
          if (auto element = literalElement(a->rhs[i]); element && a->lhs[i].indices.empty())
            loadedFrom[a->lhs[i].name] = *element;
        }
      } else if (auto *a = std::get_if<AssumeCmd>(&cmd)) {
        noteElementHint(a->expr, loadedFrom);
      }
    }
  }
}

void Interpreter::noteElementHint(const ExprPtr &e, const LoadedElements &loadedFrom) {
  if (e->kind != Expr::Kind::Binary || e->binaryOp != BinaryOp::Eq)
    return;
  for (int side : {0, 1}) {
    const ExprPtr &variable = e->operands[side];
    auto loaded = loadedFrom.find(variable->text);
    std::optional<uint64_t> value = literalValue(e->operands[1 - side]);
    if (variable->kind == Expr::Kind::Var && loaded != loadedFrom.end() && value)
      elementHints_[loaded->second.first][loaded->second.second] = *value;
  }
}

std::optional<std::pair<unsigned, Key>> Interpreter::literalElement(const ExprPtr &e) {
  if (e->kind != Expr::Kind::Select || e->operands[0]->kind != Expr::Kind::Var)
    return std::nullopt;
  auto slot = slotByName_.find(e->operands[0]->text);
  if (slot == slotByName_.end())
    return std::nullopt;
  Key key;
  for (size_t i = 1; i < e->operands.size(); ++i) {
    std::optional<uint64_t> index = literalValue(e->operands[i]);
    if (!index)
      return std::nullopt;
    key.push_back(*index);
  }
  return std::make_pair(slot->second, key);
}

const std::string &Interpreter::nameOf(unsigned slot) {
  if (names_.size() != types_.size()) {
    names_.assign(types_.size(), "");
    for (const auto &[name, s] : slotByName_)
      names_[s] = name;
  }
  return names_[slot];
}

bool Interpreter::hasQuantifier(const ExprPtr &e) {
  if (e->kind == Expr::Kind::Forall || e->kind == Expr::Kind::Exists)
    return true;
  return std::any_of(e->operands.begin(), e->operands.end(), hasQuantifier);
}

void Interpreter::noteConstrained(const ExprPtr &e, std::set<std::string> &names) {
  if (e->kind == Expr::Kind::Var)
    names.insert(e->text);
  for (const ExprPtr &o : e->operands)
    noteConstrained(o, names);
}

void Interpreter::forEachExpr(const Cmd &cmd, const std::function<void(const ExprPtr &)> &visit) {
  if (auto *a = std::get_if<AssignCmd>(&cmd)) {
    for (const ExprPtr &e : a->rhs)
      visit(e);
    for (const LValue &l : a->lhs)
      for (const auto &indices : l.indices)
        for (const ExprPtr &e : indices)
          visit(e);
  } else if (auto *a = std::get_if<AssertCmd>(&cmd)) {
    visit(a->expr);
  } else if (auto *a = std::get_if<AssumeCmd>(&cmd)) {
    visit(a->expr);
  } else if (auto *c = std::get_if<CallCmd>(&cmd)) {
    for (const ExprPtr &e : c->args)
      visit(e);
  }
}

void Interpreter::noteComparisons(const ExprPtr &e, std::map<std::string, std::set<uint64_t>> &literals,
                                  std::set<std::string> &otherwise) {
  if (!visited_.insert(e.get()).second)
    return;
  if (e->kind == Expr::Kind::Binary && (e->binaryOp == BinaryOp::Eq || e->binaryOp == BinaryOp::Neq)) {
    for (int side : {0, 1}) {
      const ExprPtr &constant = e->operands[side], &other = e->operands[1 - side];
      if (constant->kind != Expr::Kind::Var)
        continue;
      if (std::optional<uint64_t> value = literalValue(other)) {
        literals[constant->text].insert(*value);
        return;
      }
    }
  }
  if (e->kind == Expr::Kind::Var)
    otherwise.insert(e->text);
  for (const ExprPtr &o : e->operands)
    noteComparisons(o, literals, otherwise);
}

void Interpreter::collectRanges(const ExprPtr &e, const std::set<std::string> *only) {
  if (e->kind == Expr::Kind::Binary && e->binaryOp == BinaryOp::And) {
    collectRanges(e->operands[0], only);
    collectRanges(e->operands[1], only);
    return;
  }
  auto slotOfVar = [&](const ExprPtr &x) -> std::optional<unsigned> {
    if (x->kind != Expr::Kind::Var || (only && !only->count(x->text)))
      return std::nullopt;
    auto found = slotByName_.find(x->text);
    return found == slotByName_.end() ? std::nullopt : std::optional<unsigned>(found->second);
  };
  if (e->kind == Expr::Kind::Binary && e->binaryOp == BinaryOp::Eq) {
    for (int side : {0, 1}) {
      const ExprPtr &other = e->operands[1 - side];
      std::optional<uint64_t> value = literalValue(other);
      if (auto slot = slotOfVar(e->operands[side])) {
        if (value)
          ranges_[*slot].fixed = *value;
        else if (!mentions(other, e->operands[side]->text))
          definitions_.emplace_back(*slot, other);
        return;
      }
      // The low bits of a wider value: the value itself will do.
      const ExprPtr &part = e->operands[side];
      if (auto slot = part->kind == Expr::Kind::Extract && part->lo == 0 ? slotOfVar(part->operands[0]) : std::nullopt;
          slot && value) {
        ranges_[*slot].fixed = *value;
        return;
      }
    }
    return;
  }
  if (e->kind == Expr::Kind::BvCompare) {
    auto slot = slotOfVar(e->operands[0]);
    auto bound = literalValue(e->operands[1]);
    if (!slot || !bound)
      return;
    if (e->bvCmp == BvCmp::Ult && *bound > 0)
      ranges_[*slot].atMost = *bound - 1;
    else if (e->bvCmp == BvCmp::Ule)
      ranges_[*slot].atMost = *bound;
  }
}

void Interpreter::collectEntryAssumptions(const ProcedureDecl &p) {
  // Parameters are never assigned in Boogie: an assumption on them means
  // the same wherever it stands.
  std::set<std::string> parameters;
  for (const TypedName &t : p.ins)
    parameters.insert(t.name);
  std::map<std::string, const Block *> byLabel;
  for (const Block &b : p.body->blocks)
    byLabel[b.label] = &b;
  const Block *block = &p.body->blocks.front();
  for (std::set<const Block *> seen; block && seen.insert(block).second;) {
    for (const Cmd &c : block->cmds)
      if (auto *a = std::get_if<AssumeCmd>(&c))
        collectRanges(a->expr, &parameters);
    auto next = block->successors.size() == 1 ? byLabel.find(block->successors[0]) : byLabel.end();
    block = next == byLabel.end() ? nullptr : next->second;
  }
}

std::vector<const ProcedureDecl *> Interpreter::proceduresWithCandidates() {
  std::vector<const ProcedureDecl *> entries;
  for (const Decl &d : program_.decls) {
    auto *p = std::get_if<ProcedureDecl>(&d);
    if (!p || !p->body)
      continue;
    bool hasCandidate = false;
    for (const Block &b : p->body->blocks)
      for (const Cmd &c : b.cmds)
        if (auto *a = std::get_if<AssertCmd>(&c); a && !candidateGuard(*a, candidates_).empty())
          hasCandidate = true;
    if (!hasCandidate)
      continue;
    for (const TypedName &t : p->ins)
      slotFor(t.name, t.type);
    for (const TypedName &t : p->outs)
      slotFor(t.name, t.type);
    for (const TypedName &t : p->body->locals)
      slotFor(t.name, t.type);
    for (const Spec &s : p->specs)
      if (s.kind == Spec::Kind::Requires)
        collectRanges(s.expr);
    collectEntryAssumptions(*p);
    collectElementHints(*p);
    entries.push_back(p);
    for (size_t i = 0; i < p->body->blocks.size(); ++i)
      blockIndex_[p][p->body->blocks[i].label] = i;
  }
  return entries;
}

bool Interpreter::coin(double probability) {
  return std::uniform_real_distribution<double>(0, 1)(random_) < probability;
}

uint64_t Interpreter::below(uint64_t bound) { // uniform in [0, bound)
  return bound == 0 ? random_() : std::uniform_int_distribution<uint64_t>(0, bound - 1)(random_);
}

uint64_t Interpreter::drawBits(unsigned width) {
  uint64_t mask = maskOf(width);
  double r = std::uniform_real_distribution<double>(0, 1)(random_);
  if (r < 0.4)
    return below(16) & mask;
  if (r < 0.6)
    return below(1024) & mask;
  if (r < 0.75)
    return (uint64_t(1) << below(std::min(width, 16u))) & mask;
  if (r < 0.85) {
    unsigned shift = static_cast<unsigned>(below(width ? width : 1));
    switch (below(5)) {
    case 0: return 0;
    case 1: return mask;
    case 2: return (uint64_t(1) << shift) & mask;
    case 3: return ((uint64_t(1) << shift) - 1) & mask;
    default: return (uint64_t(1) << (width ? width - 1 : 0)) & mask;
    }
  }
  return random_() & mask;
}

Value Interpreter::draw(const Type &type, const Range *range) {
  switch (type.kind()) {
  case Type::Kind::Bool: return Value::boolean(coin(0.5));
  case Type::Kind::Int: {
    if (range && range->fixed)
      return Value::integer(static_cast<int64_t>(*range->fixed));
    int64_t small = static_cast<int64_t>(below(64)) - 8;
    return Value::integer(coin(0.9) ? small : signedValue(random_(), 64) / 2);
  }
  case Type::Kind::BitVector: {
    if (type.width() > 64) {
      Value wide = Value::bv(0, 64);
      wide.width = type.width();
      wide.unknown = true;
      return wide;
    }
    if (range && range->fixed)
      return Value::bv(*range->fixed, type.width());
    if (range && range->atMost && coin(0.9))
      return Value::bv(*range->atMost == ~uint64_t(0) ? random_() : below(*range->atMost + 1), type.width());
    return Value::bv(drawBits(type.width()), type.width());
  }
  case Type::Kind::Map: {
    Value v;
    v.kind = Type::Kind::Map;
    v.map = std::make_shared<MapValue>(MapValue{type, {}});
    return v;
  }
  }
  throw CannotEvaluate{};
}

} // namespace gv::houdini::concrete
