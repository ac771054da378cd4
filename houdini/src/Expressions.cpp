#include "Expressions.h"

#include "bpl-prelude/Prelude.h"

namespace gv::houdini {

using namespace boogie;
using prelude::BvOp;

uint64_t truncateTo(uint64_t v, unsigned width) { return width >= 64 ? v : v & ((uint64_t(1) << width) - 1); }

std::optional<uint64_t> constantValue(const ExprPtr &e) {
  if (!e->type.isBv() || e->type.width() > 64)
    return std::nullopt;
  unsigned w = e->type.width();
  if (std::optional<uint64_t> literal = bvLitValue(e))
    return truncateTo(*literal, w);
  std::optional<BvOp> op = prelude::bvBinaryOpOf(*e);
  if (!op)
    return std::nullopt;
  std::optional<uint64_t> a = constantValue(e->operands[0]), b = constantValue(e->operands[1]);
  if (!a || !b)
    return std::nullopt;
  switch (*op) {
  case BvOp::Add: return truncateTo(*a + *b, w);
  case BvOp::Sub: return truncateTo(*a - *b, w);
  case BvOp::Mul: return truncateTo(*a * *b, w);
  case BvOp::UDiv: return *b ? std::optional<uint64_t>(*a / *b) : std::nullopt;
  case BvOp::URem: return *b ? std::optional<uint64_t>(*a % *b) : std::nullopt;
  case BvOp::Shl: return *b < w ? truncateTo(*a << *b, w) : 0;
  case BvOp::LShr: return *b < w ? *a >> *b : 0;
  case BvOp::And: return *a & *b;
  case BvOp::Or: return *a | *b;
  case BvOp::Xor: return *a ^ *b;
  default: return std::nullopt;
  }
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
    return k ? std::optional<uint64_t>(truncateTo(*k, w)) : std::nullopt;
  }
  std::optional<BvOp> op = prelude::bvBinaryOpOf(*e);
  if (!op)
    return std::nullopt;
  const ExprPtr &a = e->operands[0], &b = e->operands[1];
  switch (*op) {
  case BvOp::Add:
  case BvOp::Sub: {
    std::optional<uint64_t> ka = coefficientOf(a, name), kb = coefficientOf(b, name);
    if (!ka || !kb)
      return std::nullopt;
    return truncateTo(*op == BvOp::Add ? *ka + *kb : *ka - *kb, w);
  }
  case BvOp::Mul: {
    if (std::optional<uint64_t> c = constantValue(a)) {
      std::optional<uint64_t> k = coefficientOf(b, name);
      return k ? std::optional<uint64_t>(truncateTo(*c * *k, w)) : std::nullopt;
    }
    if (std::optional<uint64_t> c = constantValue(b)) {
      std::optional<uint64_t> k = coefficientOf(a, name);
      return k ? std::optional<uint64_t>(truncateTo(*c * *k, w)) : std::nullopt;
    }
    return std::nullopt;
  }
  case BvOp::Shl: {
    std::optional<uint64_t> c = constantValue(b), k = coefficientOf(a, name);
    if (!c || !k || mentions(b, name))
      return std::nullopt;
    return *c < w ? truncateTo(*k << *c, w) : 0;
  }
  default:
    return std::nullopt;
  }
}

ExprPtr substitute(const ExprPtr &e, const std::string &name, const ExprPtr &by) {
  return boogie::substitute(e, {{name, by}});
}

} // namespace gv::houdini
