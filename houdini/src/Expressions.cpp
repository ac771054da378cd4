#include "Expressions.h"

#include "bpl-prelude/Prelude.h"

namespace gv::houdini {

using namespace boogie;
using prelude::BvOp;

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

} // namespace gv::houdini
