#include "boogie/Ast.h"

#include <unordered_map>
#include <unordered_set>

#include <optional>
#include <stdexcept>

namespace gv::boogie {

// ---------------------------------------------------------------- types

struct Type::MapParts {
  std::vector<Type> domain;
  Type range;
};

Type Type::map(std::vector<Type> domain, Type range) {
  Type t(Kind::Map, 0);
  t.map_ = std::make_shared<const MapParts>(MapParts{std::move(domain), std::move(range)});
  return t;
}

const std::vector<Type> &Type::domain() const {
  if (!map_)
    throw std::logic_error("domain() of a non-map type");
  return map_->domain;
}

const Type &Type::range() const {
  if (!map_)
    throw std::logic_error("range() of a non-map type");
  return map_->range;
}

bool Type::operator==(const Type &other) const {
  if (kind_ != other.kind_ || width_ != other.width_)
    return false;
  if (kind_ != Kind::Map)
    return true;
  return map_->domain == other.map_->domain && map_->range == other.map_->range;
}

std::string Type::str() const {
  switch (kind_) {
  case Kind::Bool: return "bool";
  case Kind::Int: return "int";
  case Kind::BitVector: return "bv" + std::to_string(width_);
  case Kind::Map: {
    std::string s = "[";
    for (size_t i = 0; i < map_->domain.size(); ++i)
      s += (i ? "," : "") + map_->domain[i].str();
    return s + "]" + map_->range.str();
  }
  }
  return "?";
}

// ----------------------------------------------------------- expressions

namespace {

[[noreturn]] void typeError(const std::string &what) { throw std::logic_error("Boogie AST type error: " + what); }

void requireType(const ExprPtr &e, const Type &t, const std::string &context) {
  if (e->type != t)
    typeError(context + ": expected " + t.str() + ", got " + e->type.str());
}

std::shared_ptr<Expr> make(Expr::Kind k, Type t) { return std::make_shared<Expr>(k, std::move(t)); }

} // namespace

ExprPtr boolLit(bool value) {
  auto e = make(Expr::Kind::BoolLit, Type::boolean());
  e->boolValue = value;
  return e;
}

ExprPtr intLit(int64_t value) {
  auto e = make(Expr::Kind::IntLit, Type::integer());
  e->text = std::to_string(value);
  return e;
}

ExprPtr bvLit(uint64_t value, unsigned width) {
  if (width == 0)
    typeError("zero-width bit-vector literal");
  if (width < 64)
    value &= (uint64_t(1) << width) - 1;
  auto e = make(Expr::Kind::BvLit, Type::bv(width));
  e->text = std::to_string(value);
  return e;
}

std::optional<uint64_t> bvLitValue(const ExprPtr &e) {
  if (e->kind != Expr::Kind::BvLit || e->type.width() > 64)
    return std::nullopt;
  return std::stoull(e->text);
}

ExprPtr bvLitDecimal(std::string digits, unsigned width) {
  auto e = make(Expr::Kind::BvLit, Type::bv(width));
  e->text = std::move(digits);
  return e;
}

ExprPtr var(std::string name, Type type) {
  auto e = make(Expr::Kind::Var, std::move(type));
  e->text = std::move(name);
  return e;
}

ExprPtr old(ExprPtr inner) {
  auto e = make(Expr::Kind::Old, inner->type);
  e->operands = {std::move(inner)};
  return e;
}

ExprPtr notE(ExprPtr inner) {
  requireType(inner, Type::boolean(), "!");
  if (inner->kind == Expr::Kind::BoolLit)
    return boolLit(!inner->boolValue);
  if (inner->kind == Expr::Kind::Unary && inner->unaryOp == UnaryOp::Not)
    return inner->operands[0];
  if (inner->kind == Expr::Kind::Binary && inner->binaryOp == BinaryOp::Eq)
    return binary(BinaryOp::Neq, inner->operands[0], inner->operands[1]);
  if (inner->kind == Expr::Kind::Binary && inner->binaryOp == BinaryOp::Neq)
    return binary(BinaryOp::Eq, inner->operands[0], inner->operands[1]);
  auto e = make(Expr::Kind::Unary, Type::boolean());
  e->unaryOp = UnaryOp::Not;
  e->operands = {std::move(inner)};
  return e;
}

ExprPtr neg(ExprPtr inner) {
  requireType(inner, Type::integer(), "unary -");
  auto e = make(Expr::Kind::Unary, Type::integer());
  e->unaryOp = UnaryOp::Neg;
  e->operands = {std::move(inner)};
  return e;
}

ExprPtr binary(BinaryOp op, ExprPtr a, ExprPtr b) {
  Type result = Type::boolean();
  switch (op) {
  case BinaryOp::And:
  case BinaryOp::Or:
  case BinaryOp::Implies:
  case BinaryOp::Iff:
    requireType(a, Type::boolean(), "logical operator");
    requireType(b, Type::boolean(), "logical operator");
    break;
  case BinaryOp::Eq:
  case BinaryOp::Neq: requireType(b, a->type, "=="); break;
  case BinaryOp::Lt:
  case BinaryOp::Le:
  case BinaryOp::Gt:
  case BinaryOp::Ge:
    requireType(a, Type::integer(), "integer comparison");
    requireType(b, Type::integer(), "integer comparison");
    break;
  case BinaryOp::Add:
  case BinaryOp::Sub:
  case BinaryOp::Mul:
  case BinaryOp::Div:
  case BinaryOp::Mod:
    requireType(a, Type::integer(), "integer arithmetic");
    requireType(b, Type::integer(), "integer arithmetic");
    result = Type::integer();
    break;
  case BinaryOp::Concat:
    if (!a->type.isBv() || !b->type.isBv())
      typeError("++ on non-bit-vectors");
    result = Type::bv(a->type.width() + b->type.width());
    break;
  }
  auto e = make(Expr::Kind::Binary, result);
  e->binaryOp = op;
  e->operands = {std::move(a), std::move(b)};
  return e;
}

bool isTrue(const ExprPtr &e) { return e->kind == Expr::Kind::BoolLit && e->boolValue; }
bool isFalse(const ExprPtr &e) { return e->kind == Expr::Kind::BoolLit && !e->boolValue; }

ExprPtr andE(ExprPtr a, ExprPtr b) {
  if (isTrue(a))
    return b;
  if (isTrue(b))
    return a;
  if (isFalse(a) || isFalse(b))
    return boolLit(false);
  if (sameExpr(a, b))
    return a;
  return binary(BinaryOp::And, std::move(a), std::move(b));
}

ExprPtr orE(ExprPtr a, ExprPtr b) {
  if (isFalse(a))
    return b;
  if (isFalse(b))
    return a;
  if (isTrue(a) || isTrue(b))
    return boolLit(true);
  if (sameExpr(a, b))
    return a;
  return binary(BinaryOp::Or, std::move(a), std::move(b));
}

ExprPtr implies(ExprPtr a, ExprPtr b) {
  if (isTrue(a))
    return b;
  if (isFalse(a) || isTrue(b))
    return boolLit(true);
  return binary(BinaryOp::Implies, std::move(a), std::move(b));
}

ExprPtr andAll(const std::vector<ExprPtr> &es) {
  ExprPtr r = boolLit(true);
  for (const auto &e : es)
    r = andE(r, e);
  return r;
}

ExprPtr orAll(const std::vector<ExprPtr> &es) {
  ExprPtr r = boolLit(false);
  for (const auto &e : es)
    r = orE(r, e);
  return r;
}

namespace {
bool isLiteral(const ExprPtr &e) {
  return e->kind == Expr::Kind::BoolLit || e->kind == Expr::Kind::IntLit || e->kind == Expr::Kind::BvLit;
}

bool isChoiceOfLiterals(const ExprPtr &e) {
  return e->kind == Expr::Kind::Ite && isLiteral(e->operands[1]) && isLiteral(e->operands[2]) &&
         !sameExpr(e->operands[1], e->operands[2]);
}

// `a == b` decided, or reduced to a condition, where one side is a literal:
// - between identical expressions or literals (no `0bv32 == 0bv32`);
// - a boolean against `true` or `false`: LLVM negates a flag by an `xor`
//   with true, which would read `(c != true) != true` when done twice;
// - a choice between two literals against a literal: LLVM widens a flag to
//   an integer and tests it against 0 (`(if c then 1bv32 else 0bv32) !=
//   0bv32` is `c`).
std::optional<ExprPtr> decidedEquality(const ExprPtr &a, const ExprPtr &b) {
  if (sameExpr(a, b))
    return boolLit(true);
  if (isLiteral(a) && isLiteral(b) && a->type == b->type)
    return boolLit(false);
  const ExprPtr &literal = isLiteral(b) ? b : a;
  const ExprPtr &other = isLiteral(b) ? a : b;
  if (!isLiteral(literal) || !(literal->type == other->type))
    return std::nullopt;
  if (literal->kind == Expr::Kind::BoolLit)
    return literal->boolValue ? other : notE(other);
  if (!isChoiceOfLiterals(other))
    return std::nullopt;
  if (sameExpr(other->operands[1], literal))
    return other->operands[0];
  if (sameExpr(other->operands[2], literal))
    return notE(other->operands[0]);
  return boolLit(false);
}

} // namespace

ExprPtr eq(ExprPtr a, ExprPtr b) {
  if (std::optional<ExprPtr> decided = decidedEquality(a, b))
    return *decided;
  return binary(BinaryOp::Eq, std::move(a), std::move(b));
}

ExprPtr neq(ExprPtr a, ExprPtr b) {
  if (std::optional<ExprPtr> decided = decidedEquality(a, b))
    return notE(*decided);
  return binary(BinaryOp::Neq, std::move(a), std::move(b));
}

ExprPtr ite(ExprPtr c, ExprPtr t, ExprPtr f) {
  requireType(c, Type::boolean(), "if-then-else condition");
  requireType(f, t->type, "if-then-else branches");
  if (isTrue(c))
    return t;
  if (isFalse(c))
    return f;
  if (sameExpr(t, f))
    return t;
  if (t->type.isBool() && isTrue(t) && isFalse(f))
    return c;
  auto e = make(Expr::Kind::Ite, t->type);
  e->operands = {std::move(c), std::move(t), std::move(f)};
  return e;
}

ExprPtr app(std::string function, std::vector<ExprPtr> args, Type result) {
  auto e = make(Expr::Kind::FunctionApp, std::move(result));
  e->text = std::move(function);
  e->operands = std::move(args);
  return e;
}

namespace {

void requireBvPair(const ExprPtr &a, const ExprPtr &b, const char *what) {
  if (!a->type.isBv())
    typeError(std::string(what) + " of " + a->type.str());
  requireType(b, a->type, what);
}

} // namespace

ExprPtr bvBinary(BvOp op, ExprPtr a, ExprPtr b) {
  requireBvPair(a, b, "bit-vector operation");
  auto e = make(Expr::Kind::BvBinary, a->type);
  e->bvOp = op;
  e->operands = {std::move(a), std::move(b)};
  return e;
}

ExprPtr bvCompare(BvCmp cmp, ExprPtr a, ExprPtr b) {
  requireBvPair(a, b, "bit-vector comparison");
  auto e = make(Expr::Kind::BvCompare, Type::boolean());
  e->bvCmp = cmp;
  e->operands = {std::move(a), std::move(b)};
  return e;
}

ExprPtr bvExtend(bool isSigned, ExprPtr a, unsigned toWidth) {
  if (!a->type.isBv() || toWidth < a->type.width())
    typeError("extension of " + a->type.str() + " to bv" + std::to_string(toWidth));
  auto e = make(Expr::Kind::BvExtend, Type::bv(toWidth));
  e->signedExtension = isSigned;
  e->operands = {std::move(a)};
  return e;
}

std::string bvFunctionName(const Expr &e) {
  unsigned width = e.operands.at(0)->type.width();
  switch (e.kind) {
  case Expr::Kind::BvBinary: return functionName(e.bvOp, width);
  case Expr::Kind::BvCompare: return functionName(e.bvCmp, width);
  case Expr::Kind::BvExtend: return extensionName(e.signedExtension, width, e.type.width());
  default: typeError("not a bit-vector operation");
  }
}

ExprPtr select(ExprPtr map, std::vector<ExprPtr> indices) {
  if (!map->type.isMap())
    typeError("select from a non-map");
  const auto &domain = map->type.domain();
  if (domain.size() != indices.size())
    typeError("select arity");
  for (size_t i = 0; i < indices.size(); ++i)
    requireType(indices[i], domain[i], "map index");
  auto e = make(Expr::Kind::Select, map->type.range());
  e->operands.push_back(std::move(map));
  for (auto &i : indices)
    e->operands.push_back(std::move(i));
  return e;
}

ExprPtr store(ExprPtr map, std::vector<ExprPtr> indices, ExprPtr value) {
  if (!map->type.isMap())
    typeError("store into a non-map");
  const auto &domain = map->type.domain();
  if (domain.size() != indices.size())
    typeError("store arity");
  for (size_t i = 0; i < indices.size(); ++i)
    requireType(indices[i], domain[i], "map index");
  requireType(value, map->type.range(), "stored value");
  auto e = make(Expr::Kind::Store, map->type);
  e->operands.push_back(std::move(map));
  for (auto &i : indices)
    e->operands.push_back(std::move(i));
  e->operands.push_back(std::move(value));
  return e;
}

ExprPtr extract(ExprPtr inner, unsigned hi, unsigned lo) {
  if (!inner->type.isBv() || hi <= lo || hi > inner->type.width())
    typeError("bad extract [" + std::to_string(hi) + ":" + std::to_string(lo) + "] of " + inner->type.str());
  if (lo == 0 && hi == inner->type.width())
    return inner;
  // Bits from one side of a concatenation come from that side.
  if (inner->kind == Expr::Kind::Binary && inner->binaryOp == BinaryOp::Concat) {
    const ExprPtr &high = inner->operands[0], &low = inner->operands[1];
    unsigned split = low->type.width();
    if (hi <= split)
      return extract(low, hi, lo);
    if (lo >= split)
      return extract(high, hi - split, lo - split);
  }
  // Bits of a literal.
  if (std::optional<uint64_t> value = bvLitValue(inner))
    return bvLit(*value >> lo, hi - lo);
  // Bits of bits.
  if (inner->kind == Expr::Kind::Extract)
    return extract(inner->operands[0], inner->lo + hi, inner->lo + lo);
  auto e = make(Expr::Kind::Extract, Type::bv(hi - lo));
  e->hi = hi;
  e->lo = lo;
  e->operands = {std::move(inner)};
  return e;
}

ExprPtr concat(ExprPtr high, ExprPtr low) { return binary(BinaryOp::Concat, std::move(high), std::move(low)); }

static ExprPtr quantifier(Expr::Kind k, std::vector<std::pair<std::string, Type>> vars, ExprPtr body,
                          std::vector<ExprPtr> trigger = {}) {
  requireType(body, Type::boolean(), "quantifier body");
  auto e = make(k, Type::boolean());
  e->bound = std::move(vars);
  e->operands = {std::move(body)};
  e->operands.insert(e->operands.end(), trigger.begin(), trigger.end());
  return e;
}

ExprPtr forall(std::vector<std::pair<std::string, Type>> vars, ExprPtr body, std::vector<ExprPtr> trigger) {
  return quantifier(Expr::Kind::Forall, std::move(vars), std::move(body), std::move(trigger));
}

ExprPtr exists(std::vector<std::pair<std::string, Type>> vars, ExprPtr body) {
  return quantifier(Expr::Kind::Exists, std::move(vars), std::move(body));
}

bool sameExpr(const ExprPtr &a, const ExprPtr &b) {
  if (a == b)
    return true;
  if (a->kind != b->kind || a->type != b->type || a->text != b->text || a->boolValue != b->boolValue ||
      a->operands.size() != b->operands.size())
    return false;
  if (a->kind == Expr::Kind::Unary && a->unaryOp != b->unaryOp)
    return false;
  if (a->kind == Expr::Kind::Binary && a->binaryOp != b->binaryOp)
    return false;
  if (a->kind == Expr::Kind::Extract && (a->hi != b->hi || a->lo != b->lo))
    return false;
  if ((a->kind == Expr::Kind::BvBinary && a->bvOp != b->bvOp) ||
      (a->kind == Expr::Kind::BvCompare && a->bvCmp != b->bvCmp) ||
      (a->kind == Expr::Kind::BvExtend && a->signedExtension != b->signedExtension))
    return false;
  if (a->bound.size() != b->bound.size())
    return false;
  for (size_t i = 0; i < a->bound.size(); ++i)
    if (a->bound[i].first != b->bound[i].first || a->bound[i].second != b->bound[i].second)
      return false;
  for (size_t i = 0; i < a->operands.size(); ++i)
    if (!sameExpr(a->operands[i], b->operands[i]))
      return false;
  return true;
}

// ------------------------------------------------------------ attributes

Attribute attr(std::string name) { return Attribute{std::move(name), {}}; }
Attribute attr(std::string name, std::string stringArg) { return Attribute{std::move(name), {std::move(stringArg)}}; }
Attribute attr(std::string name, ExprPtr exprArg) { return Attribute{std::move(name), {std::move(exprArg)}}; }

// -------------------------------------------------------------- commands

LValue lvar(const ExprPtr &variable) {
  if (variable->kind != Expr::Kind::Var)
    typeError("assignment to a non-variable");
  return LValue{variable->text, variable->type, {}};
}

Cmd assign(const ExprPtr &variable, ExprPtr value) {
  requireType(value, variable->type, "assignment to " + variable->text);
  return AssignCmd{{lvar(variable)}, {std::move(value)}};
}

Cmd assign(std::vector<LValue> lhs, std::vector<ExprPtr> rhs) {
  if (lhs.size() != rhs.size() || lhs.empty())
    typeError("parallel assignment arity");
  return AssignCmd{std::move(lhs), std::move(rhs)};
}

Cmd havoc(std::vector<std::string> names) { return HavocCmd{std::move(names)}; }

Cmd assertCmd(ExprPtr e, Attributes attrs, std::optional<unsigned> checkId) {
  requireType(e, Type::boolean(), "assert");
  return AssertCmd{std::move(e), std::move(attrs), checkId};
}

Cmd assume(ExprPtr e, Attributes attrs) {
  requireType(e, Type::boolean(), "assume");
  return AssumeCmd{std::move(e), std::move(attrs)};
}

Cmd comment(std::string text) { return CommentCmd{std::move(text)}; }

void forEachBlock(Program &program, const std::function<void(ProcedureDecl &, Block &)> &visit) {
  for (Decl &decl : program.decls)
    if (auto *procedure = std::get_if<ProcedureDecl>(&decl); procedure && procedure->body)
      for (Block &block : procedure->body->blocks)
        visit(*procedure, block);
}

unsigned assumeChecks(Program &program, const std::function<bool(unsigned checkId)> &assumed) {
  unsigned turned = 0;
  forEachBlock(program, [&](ProcedureDecl &, Block &block) {
    for (Cmd &cmd : block.cmds) {
      auto *check = std::get_if<AssertCmd>(&cmd);
      if (check && check->checkId && assumed(*check->checkId)) {
        cmd = AssumeCmd{check->expr, check->attrs};
        ++turned;
      }
    }
  });
  return turned;
}

namespace {

// Expressions are DAGs (an annotation expanded in place shares the nodes of
// values it uses several times): each node is visited once.
bool mentionsOnce(const ExprPtr &e, const std::string &name, std::unordered_set<const Expr *> &seen) {
  if (e->kind == Expr::Kind::Var)
    return e->text == name;
  if (!seen.insert(e.get()).second)
    return false;
  for (const ExprPtr &op : e->operands)
    if (mentionsOnce(op, name, seen))
      return true;
  return false;
}

ExprPtr substituteOnce(const ExprPtr &e, const std::map<std::string, ExprPtr> &by,
                       std::unordered_map<const Expr *, ExprPtr> &done) {
  if (e->kind == Expr::Kind::Var) {
    auto it = by.find(e->text);
    return it == by.end() ? e : it->second;
  }
  if (e->operands.empty())
    return e;
  auto known = done.find(e.get());
  if (known != done.end())
    return known->second;
  auto copy = std::make_shared<Expr>(*e);
  bool changed = false;
  for (ExprPtr &op : copy->operands) {
    ExprPtr replaced = substituteOnce(op, by, done);
    changed = changed || replaced != op;
    op = replaced;
  }
  return done[e.get()] = changed ? copy : e;
}

} // namespace

bool isGuarded(const Expr &e) {
  return e.kind == Expr::Kind::Binary && e.binaryOp == BinaryOp::Implies && e.operands[0]->kind == Expr::Kind::Var;
}

bool mentions(const ExprPtr &e, const std::string &name) {
  std::unordered_set<const Expr *> seen;
  return mentionsOnce(e, name, seen);
}

ExprPtr substitute(const ExprPtr &e, const std::map<std::string, ExprPtr> &by) {
  std::unordered_map<const Expr *, ExprPtr> done;
  return substituteOnce(e, by, done);
}

} // namespace gv::boogie
