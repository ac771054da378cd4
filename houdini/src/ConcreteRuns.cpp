#include "houdini/ConcreteRuns.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <functional>
#include <map>
#include <memory>
#include <random>
#include <stdexcept>
#include <unordered_map>

namespace gv::houdini {

using namespace boogie;

namespace {

// Boogie's semantics cannot be followed here (a quantifier, a wide
// bit-vector, a map compared for equality): what needed it is not decided.
struct CannotEvaluate {};
// The run is over: an assumption does not hold, a call, the step budget.
struct RunEnds {};

uint64_t maskOf(unsigned width) { return truncate(~uint64_t(0), width); }

struct MapValue;

// A value of any Boogie type: booleans, integers and bit-vectors (of at most
// 64 bits) as bits, maps as shared, copy-on-write tables.
struct Value {
  Type::Kind kind = Type::Kind::Bool;
  unsigned width = 0;
  uint64_t bits = 0; // Bool: 0 or 1; Int: two's complement; BitVector: the bits
  std::shared_ptr<MapValue> map;
  bool unknown = false; // a bit-vector too wide to hold: reading it stops the evaluation

  static Value boolean(bool b) { return {Type::Kind::Bool, 0, b ? 1u : 0u, nullptr}; }
  static Value integer(int64_t i) { return {Type::Kind::Int, 0, static_cast<uint64_t>(i), nullptr}; }
  static Value bv(uint64_t bits, unsigned width) {
    return {Type::Kind::BitVector, width, bits & maskOf(width), nullptr};
  }
  bool truth() const { return bits != 0; }
  int64_t asInt() const { return static_cast<int64_t>(bits); }
  bool isMap() const { return kind == Type::Kind::Map; }
};

using Key = std::vector<uint64_t>;

// A map's elements that have been read or written; the others are unknown
// and drawn when first read (and kept, so that every reader sees the same).
struct MapValue {
  Type type;
  std::map<Key, Value> elements;
  // Values the program assumes some elements have (see elementHints_),
  // drawn for them most of the time.
  const std::map<Key, uint64_t> *hints = nullptr;
};

uint64_t scalarBits(const Value &v) {
  if (v.isMap())
    throw CannotEvaluate{};
  return v.bits;
}

bool sameValue(const Value &a, const Value &b) {
  if (a.isMap() || b.isMap())
    throw CannotEvaluate{};
  return a.bits == b.bits;
}

// The value of a bit-vector or integer literal that fits 64 bits.
std::optional<uint64_t> literalValue(const ExprPtr &e) {
  if (auto v = bvLitValue(e))
    return v;
  if (e->kind == Expr::Kind::IntLit && !e->text.empty() && e->text.size() < 18)
    return static_cast<uint64_t>(std::stoll(e->text));
  return std::nullopt;
}

// What the preconditions and axioms say of one variable: a value it must
// have, or a bound below which it must lie.
struct Range {
  std::optional<uint64_t> fixed;
  std::optional<uint64_t> atMost;
};

// A constant nothing constrains, chosen when first needed (see the header).
struct LazyConstant {
  bool chosen = false;
  std::set<uint64_t> excluded;
};

struct FunctionInfo {
  std::string builtin; // bvbuiltin name; empty: uninterpreted
  bool hasBody = false;
};

class Interpreter {
public:
  Interpreter(const Program &program, const CandidateTable &candidates, const ConcreteRunLimits &limits)
      : program_(program), candidates_(candidates), limits_(limits), random_(limits.seed) {}

  ConcreteRunOutcome run() {
    ConcreteRunOutcome outcome;
    collectDeclarations();
    if (!unrunnable_.empty()) {
      outcome.skippedBecause = unrunnable_;
      return outcome;
    }
    std::vector<const ProcedureDecl *> entries = proceduresWithCandidates();
    if (entries.empty()) {
      outcome.skippedBecause = "no candidates";
      return outcome;
    }
    double seconds = std::clamp(static_cast<double>(commandCount()) * limits_.secondsPerCommand,
                                std::min(limits_.minimumSeconds, limits_.seconds), limits_.seconds);
    deadline_ = std::chrono::steady_clock::now() +
                std::chrono::duration_cast<std::chrono::steady_clock::duration>(std::chrono::duration<double>(seconds));
    unsigned fruitless = 0;
    while (outcome.runs < limits_.maxRuns && fruitless < limits_.fruitlessRuns &&
           refuted_.size() < candidates_.size() && std::chrono::steady_clock::now() < deadline_) {
      size_t before = refuted_.size();
      unsigned headsBefore = headsReached_;
      const ProcedureDecl &entry = *entries[random_() % entries.size()];
      ++outcome.runs;
      runOnce(entry);
      // A run that ended before any loop head (an assumption on the
      // parameters) is only a bad draw.
      if (headsReached_ > headsBefore)
        fruitless = refuted_.size() > before ? 0 : fruitless + 1;
    }
    outcome.refuted = refuted_;
    outcome.headsReached = headsReached_;
    return outcome;
  }

private:
  // ------------------------------------------------------------ setting up

  size_t commandCount() const {
    size_t count = 0;
    for (const Decl &d : program_.decls)
      if (auto *p = std::get_if<ProcedureDecl>(&d); p && p->body)
        for (const Block &b : p->body->blocks)
          count += b.cmds.size();
    return count;
  }

  unsigned slotFor(const std::string &name, const Type &type) {
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

  void collectDeclarations() {
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

  using LoadedElements = std::map<std::string, std::pair<unsigned, Key>>; // variable: the map slot and key it holds

  // A struct argument's fields that __requires fixes are read from a map and
  // assumed equal to a literal in the body (`x := $$s$1[13bv32]; assume x ==
  // 20bv32;`): drawn at random, such an element would almost never pass. The
  // value each such element is assumed to have is noted for its map.
  void collectElementHints(const ProcedureDecl &procedure) {
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

  // `x == c` or `c == x`, x holding an element: the element's hint is c.
  void noteElementHint(const ExprPtr &e, const LoadedElements &loadedFrom) {
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

  // `M[k]` for a map variable M and literal indices: M's slot and the key.
  std::optional<std::pair<unsigned, Key>> literalElement(const ExprPtr &e) {
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

  const std::string &nameOf(unsigned slot) {
    if (names_.size() != types_.size()) {
      names_.assign(types_.size(), "");
      for (const auto &[name, s] : slotByName_)
        names_[s] = name;
    }
    return names_[slot];
  }

  static bool hasQuantifier(const ExprPtr &e) {
    if (e->kind == Expr::Kind::Forall || e->kind == Expr::Kind::Exists)
      return true;
    return std::any_of(e->operands.begin(), e->operands.end(), hasQuantifier);
  }

  static void noteConstrained(const ExprPtr &e, std::set<std::string> &names) {
    if (e->kind == Expr::Kind::Var)
      names.insert(e->text);
    for (const ExprPtr &o : e->operands)
      noteConstrained(o, names);
  }

  static void forEachExpr(const Cmd &cmd, const std::function<void(const ExprPtr &)> &visit) {
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

  // For each constant, the literals it is compared with for equality; and
  // the constants used in any other way.
  void noteComparisons(const ExprPtr &e, std::map<std::string, std::set<uint64_t>> &literals,
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

  // Reads `v == c`, `c == v`, `v < c` and `v <= c` (unsigned) off the
  // conjuncts of a precondition or axiom.
  void collectRanges(const ExprPtr &e) {
    if (e->kind == Expr::Kind::Binary && e->binaryOp == BinaryOp::And) {
      collectRanges(e->operands[0]);
      collectRanges(e->operands[1]);
      return;
    }
    auto slotOfVar = [&](const ExprPtr &x) -> std::optional<unsigned> {
      if (x->kind != Expr::Kind::Var)
        return std::nullopt;
      auto found = slotByName_.find(x->text);
      return found == slotByName_.end() ? std::nullopt : std::optional<unsigned>(found->second);
    };
    if (e->kind == Expr::Kind::Binary && e->binaryOp == BinaryOp::Eq) {
      for (int side : {0, 1})
        if (auto slot = slotOfVar(e->operands[side]))
          if (auto value = literalValue(e->operands[1 - side]))
            ranges_[*slot].fixed = *value;
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

  std::vector<const ProcedureDecl *> proceduresWithCandidates() {
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
      collectElementHints(*p);
      entries.push_back(p);
      for (size_t i = 0; i < p->body->blocks.size(); ++i)
        blockIndex_[p][p->body->blocks[i].label] = i;
    }
    return entries;
  }

  // ------------------------------------------------------- drawing values

  bool coin(double probability) { return std::uniform_real_distribution<double>(0, 1)(random_) < probability; }

  uint64_t below(uint64_t bound) { // uniform in [0, bound)
    return bound == 0 ? random_() : std::uniform_int_distribution<uint64_t>(0, bound - 1)(random_);
  }

  // Small values, boundaries and powers of two are what kernels' counters,
  // sizes and ids are made of; a few values are anything at all.
  uint64_t drawBits(unsigned width) {
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

  Value draw(const Type &type, const Range *range = nullptr) {
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

  // ------------------------------------------------------------- one run

  // Values drawn independently are rarely equal, but kernels branch on
  // equalities (two threads in one group): a scalar is often a copy of one
  // drawn before it of the same type.
  void drawState() {
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
  }

  bool startHolds(const ProcedureDecl &entry) {
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

  void runOnce(const ProcedureDecl &entry) {
    constexpr unsigned attempts = 64;
    bool started = false;
    for (unsigned i = 0; i < attempts && !started; ++i) {
      try {
        drawState();
      } catch (const CannotEvaluate &) {
        return;
      }
      started = startHolds(entry);
    }
    if (!started)
      return;
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
        if (block->successors.empty())
          return;
        step();
        block = chooseSuccessor(entry, *block);
      }
    } catch (const RunEnds &) {
    } catch (const CannotEvaluate &) {
    } catch (const std::out_of_range &) { // a name or label the program does not declare
    }
  }

  // A successor whose leading assumptions hold now, at random; the run ends
  // if none does.
  const Block *chooseSuccessor(const ProcedureDecl &entry, const Block &block) {
    const std::vector<Block> &blocks = entry.body->blocks;
    const auto &index = blockIndex_.at(&entry);
    std::vector<const Block *> open;
    for (const std::string &label : block.successors) {
      const Block &next = blocks[index.at(label)];
      if (leadingAssumptionsHold(next))
        open.push_back(&next);
    }
    if (open.empty())
      throw RunEnds{};
    return open[below(open.size())];
  }

  bool leadingAssumptionsHold(const Block &block) {
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

  void step() {
    if (++steps_ > limits_.stepsPerRun)
      throw RunEnds{};
    if ((steps_ & 4095) == 0 && std::chrono::steady_clock::now() > deadline_)
      throw RunEnds{};
  }

  void execute(const Block &block) {
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
        throw RunEnds{}; // what the callee does is not modelled here
    }
  }

  void observe(const AssertCmd &a) {
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

  // `havoc x; assume p(x)`: values of x are drawn again a few times until
  // the assumptions right after hold, so that the run goes on.
  void havocThenAssume(const HavocCmd &h, const Block &block, size_t at) {
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

  // An assumption ends the run if it does not hold. Maps it equates
  // (`assume A$1 == A$2`: both threads see one struct argument) are made
  // one: their unread elements are still free to be drawn, so the run takes
  // the values read in either for both, and ends if they disagree.
  void assumeHolds(const ExprPtr &e) {
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
      throw RunEnds{};
  }

  bool isMapVariable(const Expr &e) { return e.kind == Expr::Kind::Var && !inOld_ && values_.at(slotOf(e)).isMap(); }

  // The elements read in B so far are drawn for A too (A's unread elements
  // are free, whatever else shares its table), and B becomes A.
  void unifyMaps(unsigned a, unsigned b) {
    std::shared_ptr<MapValue> left = values_[a].map, right = values_[b].map;
    if (left == right)
      return;
    for (const auto &[key, value] : right->elements) {
      auto [at, added] = left->elements.emplace(key, value);
      if (!added && !sameValue(at->second, value)) // nested maps cannot be compared: CannotEvaluate
        throw RunEnds{};
    }
    if (!left->hints)
      left->hints = right->hints;
    if (entryValues_.size() > b && entryValues_[b].map == right) // no assignment to B yet
      entryValues_[b].map = left;
    values_[b].map = left;
  }

  // All right-hand sides and indices first: the assignment is simultaneous.
  void assign(const AssignCmd &a) {
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

  void storeAt(Value &target, const std::vector<Key> &path, size_t depth, Value value) {
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

  Value &elementOf(MapValue &map, const Key &key) {
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

  Key keyOf(const std::vector<ExprPtr> &indices) {
    Key key;
    for (const ExprPtr &index : indices)
      key.push_back(scalarBits(evaluate(index)));
    return key;
  }

  // ---------------------------------------------------------- evaluation

  Value evaluate(const ExprPtr &e) {
    nodesLeft_ = 200000;
    return eval(*e);
  }

  unsigned slotOf(const Expr &variable) {
    auto cached = slotByNode_.find(&variable);
    if (cached != slotByNode_.end())
      return cached->second;
    auto found = slotByName_.find(variable.text);
    if (found == slotByName_.end())
      throw CannotEvaluate{}; // a bound variable
    slotByNode_.emplace(&variable, found->second);
    return found->second;
  }

  Value readVariable(const Expr &variable) {
    unsigned slot = slotOf(variable);
    if (isLazy_[slot] && !lazy_[slot].chosen)
      choose(slot, drawAvoiding(slot));
    const Value &value = inOld_ ? entryValues_[slot] : values_[slot];
    if (value.unknown)
      throw CannotEvaluate{};
    return value;
  }

  Value drawAvoiding(unsigned slot) {
    for (;;) {
      Value v = draw(types_[slot]);
      if (!lazy_[slot].excluded.count(v.bits))
        return v;
    }
  }

  void choose(unsigned slot, Value v) {
    anyChosen_ = true;
    lazy_[slot].chosen = true;
    values_[slot] = v;
    if (entryValues_.size() > slot)
      entryValues_[slot] = v;
  }

  // A constant not chosen yet, compared with `other`: it may be chosen equal
  // (when the other value is not one it was found unequal to before). The
  // first constant of a run is chosen at a comparison drawn at random (the
  // race logs watch one access among thousands, late ones as often as early
  // ones); the others at once, as the watched offset is compared first, then
  // the site and the value of the same access.
  bool decideEquality(unsigned slot, const Value &other) {
    uint64_t bits = scalarBits(other);
    if (lazy_[slot].excluded.count(bits))
      return false;
    bool now = anyChosen_ ? coin(0.9) : comparisonsBeforeChoice_-- == 0;
    if (now) {
      choose(slot, other);
      return true;
    }
    lazy_[slot].excluded.insert(bits);
    return false;
  }

  std::optional<unsigned> unchosenConstant(const Expr &e) {
    if (e.kind != Expr::Kind::Var || inOld_)
      return std::nullopt;
    unsigned slot = slotOf(e);
    if (!isLazy_[slot] || lazy_[slot].chosen)
      return std::nullopt;
    return slot;
  }

  bool equality(const Expr &a, const Expr &b) {
    auto left = unchosenConstant(a), right = unchosenConstant(b);
    if (left && !right)
      return decideEquality(*left, eval(b));
    if (right && !left)
      return decideEquality(*right, eval(a));
    return sameValue(eval(a), eval(b));
  }

  Value eval(const Expr &e) {
    if (--nodesLeft_ == 0)
      throw CannotEvaluate{};
    switch (e.kind) {
    case Expr::Kind::BoolLit: return Value::boolean(e.boolValue);
    case Expr::Kind::IntLit:
      if (e.text.size() > 17)
        throw CannotEvaluate{};
      return Value::integer(std::stoll(e.text));
    case Expr::Kind::BvLit:
      if (e.type.width() > 64 || e.text.empty() || e.text.size() > 20)
        throw CannotEvaluate{};
      return Value::bv(std::stoull(e.text), e.type.width());
    case Expr::Kind::Var: return readVariable(e);
    case Expr::Kind::Old: {
      bool wasOld = inOld_;
      inOld_ = true;
      Value v = eval(*e.operands[0]);
      inOld_ = wasOld;
      return v;
    }
    case Expr::Kind::Unary: {
      Value v = eval(*e.operands[0]);
      if (e.unaryOp == UnaryOp::Not)
        return Value::boolean(!v.truth());
      return Value::integer(-v.asInt());
    }
    case Expr::Kind::Binary: return binary(e);
    case Expr::Kind::Ite: return eval(*e.operands[eval(*e.operands[0]).truth() ? 1 : 2]);
    case Expr::Kind::FunctionApp: return apply(e);
    case Expr::Kind::BvBinary:
    case Expr::Kind::BvCompare:
    case Expr::Kind::BvExtend: {
      std::vector<Value> args;
      for (const ExprPtr &operand : e.operands)
        args.push_back(eval(*operand));
      return bitVectorOperation(e, args);
    }
    case Expr::Kind::Select: {
      Value map = eval(*e.operands[0]);
      if (!map.isMap())
        throw CannotEvaluate{};
      Key key;
      for (size_t i = 1; i < e.operands.size(); ++i)
        key.push_back(scalarBits(eval(*e.operands[i])));
      Value element = elementOf(*map.map, key);
      if (element.unknown)
        throw CannotEvaluate{};
      return element;
    }
    case Expr::Kind::Store: {
      Value map = eval(*e.operands[0]);
      if (!map.isMap())
        throw CannotEvaluate{};
      Key key;
      for (size_t i = 1; i + 1 < e.operands.size(); ++i)
        key.push_back(scalarBits(eval(*e.operands[i])));
      Value element = eval(*e.operands.back());
      map.map = std::make_shared<MapValue>(*map.map);
      map.map->elements[key] = std::move(element);
      return map;
    }
    case Expr::Kind::Extract: {
      Value v = eval(*e.operands[0]);
      unsigned width = e.hi - e.lo;
      return Value::bv(e.lo >= 64 ? 0 : scalarBits(v) >> e.lo, width);
    }
    case Expr::Kind::Forall:
    case Expr::Kind::Exists: break;
    }
    throw CannotEvaluate{};
  }

  // The conjuncts that do not mention a lazily chosen constant first, so
  // that a constant is chosen only where the rest holds: the watched offset
  // at an access of the watched site.
  bool conjunction(const Expr &e) {
    std::vector<const Expr *> conjuncts, deferred;
    flattenAnd(e, conjuncts);
    for (const Expr *c : conjuncts) {
      if (mentionsLazy(*c))
        deferred.push_back(c);
      else if (!eval(*c).truth())
        return false;
    }
    for (const Expr *c : deferred)
      if (!eval(*c).truth())
        return false;
    return true;
  }

  static void flattenAnd(const Expr &e, std::vector<const Expr *> &out) {
    if (e.kind == Expr::Kind::Binary && e.binaryOp == BinaryOp::And) {
      flattenAnd(*e.operands[0], out);
      flattenAnd(*e.operands[1], out);
    } else {
      out.push_back(&e);
    }
  }

  bool mentionsLazy(const Expr &e) {
    auto known = mentionsLazy_.find(&e);
    if (known != mentionsLazy_.end())
      return known->second;
    bool mentions = false;
    if (e.kind == Expr::Kind::Var) {
      auto found = slotByName_.find(e.text);
      mentions = found != slotByName_.end() && isLazy_[found->second];
    }
    for (const ExprPtr &o : e.operands)
      mentions = mentionsLazy(*o) || mentions;
    mentionsLazy_.emplace(&e, mentions);
    return mentions;
  }

  Value binary(const Expr &e) {
    const Expr &a = *e.operands[0], &b = *e.operands[1];
    switch (e.binaryOp) {
    case BinaryOp::And: return Value::boolean(conjunction(e));
    case BinaryOp::Or: return Value::boolean(eval(a).truth() || eval(b).truth());
    case BinaryOp::Implies: return Value::boolean(!eval(a).truth() || eval(b).truth());
    case BinaryOp::Iff: return Value::boolean(eval(a).truth() == eval(b).truth());
    case BinaryOp::Eq: return Value::boolean(equality(a, b));
    case BinaryOp::Neq: return Value::boolean(!equality(a, b));
    case BinaryOp::Concat: {
      unsigned low = b.type.width(), width = e.type.width();
      if (width > 64)
        throw CannotEvaluate{};
      uint64_t hi = scalarBits(eval(a)), lo = scalarBits(eval(b));
      return Value::bv(low >= 64 ? lo : (hi << low) | lo, width);
    }
    default: break;
    }
    int64_t x = eval(a).asInt(), y = eval(b).asInt();
    switch (e.binaryOp) {
    case BinaryOp::Lt: return Value::boolean(x < y);
    case BinaryOp::Le: return Value::boolean(x <= y);
    case BinaryOp::Gt: return Value::boolean(x > y);
    case BinaryOp::Ge: return Value::boolean(x >= y);
    case BinaryOp::Add: return Value::integer(x + y);
    case BinaryOp::Sub: return Value::integer(x - y);
    case BinaryOp::Mul: return Value::integer(x * y);
    case BinaryOp::Div:
    case BinaryOp::Mod: {
      if (y == 0)
        throw CannotEvaluate{}; // unspecified in Boogie
      // Euclidean, as SMT-LIB's div and mod: 0 <= mod < |y|.
      int64_t q = x / y, r = x % y;
      if (r < 0) {
        r += y > 0 ? y : -y;
        q += y > 0 ? -1 : 1;
      }
      return Value::integer(e.binaryOp == BinaryOp::Div ? q : r);
    }
    default: throw CannotEvaluate{};
    }
  }

  Value apply(const Expr &e) {
    auto found = functions_.find(e.text);
    if (found == functions_.end() || found->second.hasBody)
      throw CannotEvaluate{};
    std::vector<Value> args;
    for (const ExprPtr &operand : e.operands)
      args.push_back(eval(*operand));
    if (found->second.builtin.empty())
      return uninterpreted(e, args);
    return builtin(found->second.builtin, e, args);
  }

  // A function declared {:bvbuiltin "..."} (in a --boogie-file, say) does
  // what the SMT-LIB operation does.
  static Value builtin(const std::string &name, const Expr &e, const std::vector<Value> &args) {
    if (std::optional<BvOp> op = bvOpOfSmtName(name))
      return bitVectorOperation(e, args, *op);
    if (std::optional<BvCmp> cmp = bvCmpOfSmtName(name))
      return bitVectorOperation(e, args, std::nullopt, *cmp);
    throw CannotEvaluate{};
  }

  // The same arguments give the same result within a run.
  Value uninterpreted(const Expr &e, const std::vector<Value> &args) {
    Key key;
    for (const Value &a : args)
      key.push_back(scalarBits(a));
    auto &table = functionValues_[e.text];
    auto found = table.find(key);
    if (found != table.end())
      return found->second;
    return table.emplace(key, draw(e.type)).first->second;
  }

  // e's operation on its operands' values, with the solver's semantics
  // (boogie::evaluate); `op` or `cmp` for a function mapped to one.
  static Value bitVectorOperation(const Expr &e, const std::vector<Value> &args, std::optional<BvOp> op = std::nullopt,
                                  std::optional<BvCmp> cmp = std::nullopt) {
    if (e.kind == Expr::Kind::BvBinary)
      op = e.bvOp;
    else if (e.kind == Expr::Kind::BvCompare)
      cmp = e.bvCmp;
    if (args.empty() || args[0].isMap())
      throw CannotEvaluate{};
    unsigned w = e.operands[0]->type.width();
    if (w == 0 || w > 64 || (e.type.isBv() && e.type.width() > 64))
      throw CannotEvaluate{};
    if (e.kind == Expr::Kind::BvExtend)
      return Value::bv(extend(e.signedExtension, args[0].bits, w, e.type.width()), e.type.width());
    if (args.size() != 2 || args[1].isMap())
      throw CannotEvaluate{};
    if (op && e.type.isBv() && e.type.width() == w)
      return Value::bv(boogie::evaluate(*op, args[0].bits, args[1].bits, w), w);
    if (cmp && e.type.isBool())
      return Value::boolean(boogie::evaluate(*cmp, args[0].bits, args[1].bits, w));
    throw CannotEvaluate{};
  }

  const Program &program_;
  const CandidateTable &candidates_;
  ConcreteRunLimits limits_;
  std::mt19937_64 random_;
  std::chrono::steady_clock::time_point deadline_;
  std::string unrunnable_;

  std::unordered_map<std::string, FunctionInfo> functions_;
  std::vector<ExprPtr> axioms_;
  std::unordered_map<std::string, unsigned> slotByName_;
  std::unordered_map<const Expr *, unsigned> slotByNode_;
  std::vector<Type> types_;
  std::vector<std::string> names_;
  std::vector<Range> ranges_;
  std::map<unsigned, std::map<Key, uint64_t>> elementHints_; // map slot: element key: value assumed
  std::vector<unsigned> constants_;
  std::vector<bool> isLazy_;
  std::vector<std::vector<uint64_t>> choices_; // literals a constant is drawn among
  std::set<const Expr *> visited_;
  std::unordered_map<const Expr *, bool> mentionsLazy_;
  std::map<const ProcedureDecl *, std::unordered_map<std::string, size_t>> blockIndex_;

  // The state of the current run.
  std::vector<Value> values_, entryValues_;
  std::vector<LazyConstant> lazy_;
  std::unordered_map<std::string, std::map<Key, Value>> functionValues_;
  bool anyChosen_ = false;
  uint64_t comparisonsBeforeChoice_ = 0;
  bool inOld_ = false;
  unsigned steps_ = 0;
  unsigned nodesLeft_ = 0;

  std::set<std::string> refuted_;
  unsigned headsReached_ = 0;
};

} // namespace

ConcreteRunOutcome refuteByConcreteRuns(const Program &program, const CandidateTable &candidates,
                                        const ConcreteRunLimits &limits) {
  Interpreter interpreter(program, candidates, limits);
  try {
    return interpreter.run();
  } catch (...) { // a case the interpreter does not expect: refute nothing
    ConcreteRunOutcome outcome;
    outcome.skippedBecause = "an internal error";
    return outcome;
  }
}

} // namespace gv::houdini
