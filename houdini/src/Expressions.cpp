#include "Expressions.h"

#include "bpl-prelude/Prelude.h"

#include <unordered_map>

namespace gv::houdini {

using namespace boogie;
using boogie::BvOp;

// Folded with the solver's semantics (boogie::evaluate), as the prelude
// folds literals.
std::optional<uint64_t> constantValue(const ExprPtr &e) {
  if (!e->type.isBv() || e->type.width() > 64)
    return std::nullopt;
  unsigned w = e->type.width();
  if (std::optional<uint64_t> literal = bvLitValue(e))
    return truncate(*literal, w);
  if (e->kind != Expr::Kind::BvBinary)
    return std::nullopt;
  std::optional<uint64_t> a = constantValue(e->operands[0]), b = constantValue(e->operands[1]);
  if (!a || !b)
    return std::nullopt;
  return evaluate(e->bvOp, *a, *b, w);
}

std::optional<uint64_t> coefficientOf(const ExprPtr &e, const std::string &name) {
  if (!mentions(e, name))
    return 0;
  if (!e->type.isBv() || e->type.width() > 64)
    return std::nullopt;
  unsigned w = e->type.width();
  if (e->kind == Expr::Kind::Var)
    return 1;
  if (e->kind == Expr::Kind::Extract && e->lo == 0) { // truncation keeps linearity modulo the new width
    std::optional<uint64_t> k = coefficientOf(e->operands[0], name);
    return k ? std::optional<uint64_t>(truncate(*k, w)) : std::nullopt;
  }
  if (e->kind != Expr::Kind::BvBinary)
    return std::nullopt;
  const ExprPtr &a = e->operands[0], &b = e->operands[1];
  switch (e->bvOp) {
  case BvOp::Add:
  case BvOp::Sub: {
    std::optional<uint64_t> ka = coefficientOf(a, name), kb = coefficientOf(b, name);
    if (!ka || !kb)
      return std::nullopt;
    return truncate(e->bvOp == BvOp::Add ? *ka + *kb : *ka - *kb, w);
  }
  case BvOp::Mul: {
    if (std::optional<uint64_t> c = constantValue(a)) {
      std::optional<uint64_t> k = coefficientOf(b, name);
      return k ? std::optional<uint64_t>(truncate(*c * *k, w)) : std::nullopt;
    }
    if (std::optional<uint64_t> c = constantValue(b)) {
      std::optional<uint64_t> k = coefficientOf(a, name);
      return k ? std::optional<uint64_t>(truncate(*c * *k, w)) : std::nullopt;
    }
    return std::nullopt;
  }
  case BvOp::Shl: {
    std::optional<uint64_t> c = constantValue(b), k = coefficientOf(a, name);
    if (!c || !k || mentions(b, name))
      return std::nullopt;
    return *c < w ? truncate(*k << *c, w) : 0;
  }
  default: return std::nullopt;
  }
}

ExprPtr substitute(const ExprPtr &e, const std::string &name, const ExprPtr &by) {
  return boogie::substitute(e, {{name, by}});
}

namespace {

// Whether `a` is the negation of `b`: `!b`, or `x != y` for `x == y`.
bool negates(const ExprPtr &a, const ExprPtr &b) {
  if (a->kind == Expr::Kind::Unary && a->unaryOp == boogie::UnaryOp::Not)
    return sameExpr(a->operands[0], b);
  return a->kind == Expr::Kind::Binary && b->kind == Expr::Kind::Binary && a->binaryOp == boogie::BinaryOp::Neq &&
         b->binaryOp == boogie::BinaryOp::Eq && sameExpr(a->operands[0], b->operands[0]) &&
         sameExpr(a->operands[1], b->operands[1]);
}

// Whether `fact` says `condition` is true or false.
std::optional<bool> decidedBy(const ExprPtr &condition, const ExprPtr &fact) {
  if (sameExpr(condition, fact))
    return true;
  if (negates(fact, condition) || negates(condition, fact))
    return false;
  return std::nullopt;
}

ExprPtr simplifyUnder(const ExprPtr &e, const std::vector<ExprPtr> &facts,
                      std::unordered_map<const Expr *, ExprPtr> &done) {
  if (e->operands.empty())
    return e;
  if (auto known = done.find(e.get()); known != done.end())
    return known->second;
  if (e->kind == Expr::Kind::Ite)
    for (const ExprPtr &fact : facts)
      if (std::optional<bool> chosen = decidedBy(e->operands[0], fact))
        return done[e.get()] = simplifyUnder(e->operands[*chosen ? 1 : 2], facts, done);
  auto copy = std::make_shared<Expr>(*e);
  bool changed = false;
  for (ExprPtr &op : copy->operands) {
    ExprPtr simplified = simplifyUnder(op, facts, done);
    changed = changed || simplified != op;
    op = simplified;
  }
  return done[e.get()] = changed ? copy : e;
}

} // namespace

ExprPtr simplifyUnder(const ExprPtr &e, const std::vector<ExprPtr> &facts) {
  if (facts.empty())
    return e;
  std::unordered_map<const Expr *, ExprPtr> done;
  return simplifyUnder(e, facts, done);
}

void addUnique(std::vector<boogie::ExprPtr> &list, const boogie::ExprPtr &e) {
  for (const boogie::ExprPtr &existing : list)
    if (boogie::sameExpr(existing, e))
      return;
  list.push_back(e);
}

} // namespace gv::houdini
