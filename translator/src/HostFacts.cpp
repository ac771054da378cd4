#include "gpuverify/HostFacts.h"

namespace gv {

using boogie::BvOp;

namespace {

HostExprPtr make(HostExpr e) { return std::make_shared<const HostExpr>(std::move(e)); }

bool isConstant(const HostExprPtr &e, uint64_t value) {
  return e->kind == HostExpr::Kind::Constant && e->constant == boogie::truncate(value, e->width);
}

} // namespace

HostExprPtr hostConstant(uint64_t value, unsigned width) {
  HostExpr e;
  e.kind = HostExpr::Kind::Constant;
  e.width = width;
  e.constant = boogie::truncate(value, width);
  return make(std::move(e));
}

HostExprPtr hostUnknown(unsigned index, unsigned width) {
  HostExpr e;
  e.kind = HostExpr::Kind::Unknown;
  e.width = width;
  e.unknown = index;
  return make(std::move(e));
}

HostExprPtr hostBinary(BvOp op, HostExprPtr a, HostExprPtr b) {
  if (a->kind == HostExpr::Kind::Constant && b->kind == HostExpr::Kind::Constant)
    return hostConstant(boogie::evaluate(op, a->constant, b->constant, a->width), a->width);
  // x & ~0, x | 0, x ^ 0 are x (a condition's cases combined from true or false).
  uint64_t identity = op == BvOp::And ? ~uint64_t(0) : 0;
  if (op == BvOp::And || op == BvOp::Or || op == BvOp::Xor) {
    if (isConstant(a, identity))
      return b;
    if (isConstant(b, identity))
      return a;
  }
  // x | ~0 is ~0, x & 0 is 0 (a case that holds anyway).
  uint64_t absorbing = op == BvOp::Or ? boogie::truncate(~uint64_t(0), a->width) : 0;
  if ((op == BvOp::Or || op == BvOp::And) && (isConstant(a, absorbing) || isConstant(b, absorbing)))
    return hostConstant(absorbing, a->width);
  // c || !c, c && !c: the two sides of a test joined.
  if ((op == BvOp::Or || op == BvOp::And) && a->width == 1 && sameHostExpr(*hostNot(a), *b))
    return hostConstant(absorbing, 1);
  HostExpr e;
  e.kind = HostExpr::Kind::Binary;
  e.width = a->width;
  e.op = op;
  e.operands = {std::move(a), std::move(b)};
  return make(std::move(e));
}

HostExprPtr hostExtend(bool isSigned, HostExprPtr a, unsigned width) {
  if (a->kind == HostExpr::Kind::Constant)
    return hostConstant(boogie::extend(isSigned, a->constant, a->width, width), width);
  HostExpr e;
  e.kind = HostExpr::Kind::Extend;
  e.width = width;
  e.signedExtension = isSigned;
  e.operands = {std::move(a)};
  return make(std::move(e));
}

HostExprPtr hostEqual(HostExprPtr a, HostExprPtr b, bool negated) {
  if (a->kind == HostExpr::Kind::Constant && b->kind == HostExpr::Kind::Constant)
    return hostConstant((a->constant == b->constant) != negated, 1);
  // (c ? x : y) == m, where x == m is decided (x is m, or never m), is c ||
  // y == m, or !c && y == m: a test of a value one side fixes (an
  // allocation's error) says which side.
  // Each side's test is built once: a choice nested in a choice is visited
  // once per level.
  if (a->kind == HostExpr::Kind::Select && b->kind == HostExpr::Kind::Constant) {
    const HostExprPtr sideEqual[2] = {hostEqual(a->operands[1], b, false), hostEqual(a->operands[2], b, false)};
    for (unsigned side : {0u, 1u}) {
      const HostExprPtr &decided = sideEqual[side], &otherEqual = sideEqual[1 - side];
      if (decided->kind != HostExpr::Kind::Constant)
        continue;
      HostExprPtr onDecidedSide = side == 0 ? a->operands[0] : hostNot(a->operands[0]);
      HostExprPtr equal = decided->constant ? hostBinary(BvOp::Or, onDecidedSide, otherEqual)
                                            : hostBinary(BvOp::And, hostNot(onDecidedSide), otherEqual);
      return negated ? hostNot(equal) : equal;
    }
  }
  HostExpr e;
  e.kind = HostExpr::Kind::Equal;
  e.width = 1;
  e.negated = negated;
  e.operands = {std::move(a), std::move(b)};
  return std::make_shared<const HostExpr>(std::move(e));
}

HostExprPtr hostCompare(boogie::BvCmp cmp, HostExprPtr a, HostExprPtr b) {
  HostExpr e;
  e.kind = HostExpr::Kind::Compare;
  e.width = 1;
  e.cmp = cmp;
  e.operands = {std::move(a), std::move(b)};
  return std::make_shared<const HostExpr>(std::move(e));
}

HostExprPtr hostSelect(HostExprPtr c, HostExprPtr a, HostExprPtr b) {
  if (c->kind == HostExpr::Kind::Constant)
    return c->constant ? a : b;
  if (sameHostExpr(*a, *b))
    return a;
  HostExpr e;
  e.kind = HostExpr::Kind::Select;
  e.width = a->width;
  e.operands = {std::move(c), std::move(a), std::move(b)};
  return make(std::move(e));
}

HostExprPtr hostNot(HostExprPtr c) {
  HostExpr e = *c;
  switch (c->kind) {
  case HostExpr::Kind::Constant: return hostConstant(c->constant ^ 1, 1);
  case HostExpr::Kind::Equal: e.negated = !e.negated; return make(std::move(e));
  case HostExpr::Kind::Compare: {
    using boogie::BvCmp;
    static const std::pair<BvCmp, BvCmp> inverses[] = {
        {BvCmp::Ult, BvCmp::Uge}, {BvCmp::Ule, BvCmp::Ugt}, {BvCmp::Slt, BvCmp::Sge}, {BvCmp::Sle, BvCmp::Sgt}};
    for (auto [a, b] : inverses)
      if (c->cmp == a || c->cmp == b)
        e.cmp = c->cmp == a ? b : a;
    return make(std::move(e));
  }
  default: break;
  }
  HostExpr n;
  n.kind = HostExpr::Kind::Equal;
  n.width = 1;
  n.operands = {c, hostConstant(0, 1)};
  return make(std::move(n));
}

HostExprPtr hostBits(HostExprPtr e, unsigned lo, unsigned width) {
  if (lo == 0 && width == e->width)
    return e;
  switch (e->kind) {
  case HostExpr::Kind::Constant: return hostConstant(lo >= 64 ? 0 : e->constant >> lo, width);
  case HostExpr::Kind::Extend:
    if (!e->signedExtension && lo >= e->operands[0]->width)
      return hostConstant(0, width);
    if (lo + width <= e->operands[0]->width)
      return hostBits(e->operands[0], lo, width);
    break;
  case HostExpr::Kind::Binary:
    if (e->op == BvOp::Shl && e->operands[1]->kind == HostExpr::Kind::Constant) {
      uint64_t shift = e->operands[1]->constant;
      if (lo + width <= shift)
        return hostConstant(0, width);
      if (lo >= shift)
        return hostBits(e->operands[0], lo - static_cast<unsigned>(shift), width);
    }
    if (e->op == BvOp::Or || e->op == BvOp::Xor || e->op == BvOp::And) {
      // Bitwise: the part of the result is the parts' result.
      HostExprPtr a = hostBits(e->operands[0], lo, width), b = hostBits(e->operands[1], lo, width);
      uint64_t ones = boogie::truncate(~uint64_t(0), width);
      if (e->op == BvOp::And && (isConstant(a, 0) || isConstant(b, 0)))
        return hostConstant(0, width);
      if ((e->op == BvOp::And && isConstant(a, ones)) || (e->op != BvOp::And && isConstant(a, 0)))
        return b;
      if ((e->op == BvOp::And && isConstant(b, ones)) || (e->op != BvOp::And && isConstant(b, 0)))
        return a;
      return hostBinary(e->op, a, b);
    }
    if (e->op == BvOp::Add) {
      // Where one side's part and all below it are zero, no carry comes
      // in: the part is the other side's.
      HostExprPtr a = hostBits(e->operands[0], lo, width), b = hostBits(e->operands[1], lo, width);
      HostExprPtr belowA = lo ? hostBits(e->operands[0], 0, lo) : hostConstant(0, 1);
      HostExprPtr belowB = lo ? hostBits(e->operands[1], 0, lo) : hostConstant(0, 1);
      bool noCarry = isConstant(belowA, 0) || isConstant(belowB, 0);
      if (noCarry && isConstant(a, 0))
        return b;
      if (noCarry && isConstant(b, 0))
        return a;
    }
    if (e->op == BvOp::Mul && e->operands[1]->kind == HostExpr::Kind::Constant) {
      // A multiplier of two bits set packs a value twice (x * 0x100000001 is
      // x + (x << 32), as a dim3 (n, n) is passed): a sum of two shifts.
      uint64_t c = e->operands[1]->constant;
      if (c != 0 && __builtin_popcountll(c) <= 2) {
        unsigned low = static_cast<unsigned>(__builtin_ctzll(c));
        unsigned high = 63 - static_cast<unsigned>(__builtin_clzll(c));
        auto shifted = [&](unsigned k) {
          return k == 0 ? e->operands[0] : hostBinary(BvOp::Shl, e->operands[0], hostConstant(k, e->width));
        };
        HostExprPtr sum = low == high ? shifted(low) : hostBinary(BvOp::Add, shifted(low), shifted(high));
        return hostBits(sum, lo, width);
      }
    }
    break;
  case HostExpr::Kind::Select: {
    // The part of a choice is the choice of the parts (a dim3 chosen whole:
    // `c ? (32, 1) : (128, 1)`).
    return hostSelect(e->operands[0], hostBits(e->operands[1], lo, width), hostBits(e->operands[2], lo, width));
  }
  default: break;
  }
  HostExprPtr shifted = lo ? hostBinary(BvOp::LShr, e, hostConstant(lo, e->width)) : e;
  HostExpr t;
  t.kind = HostExpr::Kind::Truncate;
  t.width = width;
  t.operands = {shifted};
  return make(std::move(t));
}

namespace {

// An operation's value from its operands' (Binary, Compare, Equal, Extend,
// Truncate): what evaluate and evaluateKnown share.
uint64_t applied(const HostExpr &e, const std::vector<uint64_t> &operands) {
  switch (e.kind) {
  case HostExpr::Kind::Binary: return boogie::evaluate(e.op, operands[0], operands[1], e.width);
  case HostExpr::Kind::Compare: return boogie::evaluate(e.cmp, operands[0], operands[1], e.operands[0]->width);
  case HostExpr::Kind::Equal: return (operands[0] == operands[1]) != e.negated;
  case HostExpr::Kind::Extend: return boogie::extend(e.signedExtension, operands[0], e.operands[0]->width, e.width);
  case HostExpr::Kind::Truncate: return boogie::truncate(operands[0], e.width);
  default: return 0;
  }
}

} // namespace

uint64_t evaluate(const HostExpr &e, const std::vector<uint64_t> &unknowns) {
  switch (e.kind) {
  case HostExpr::Kind::Constant: return e.constant;
  case HostExpr::Kind::Unknown: return e.unknown < unknowns.size() ? boogie::truncate(unknowns[e.unknown], e.width) : 0;
  case HostExpr::Kind::Select: return evaluate(*e.operands[evaluate(*e.operands[0], unknowns) ? 1 : 2], unknowns);
  default: break;
  }
  std::vector<uint64_t> operands;
  for (const HostExprPtr &operand : e.operands)
    operands.push_back(evaluate(*operand, unknowns));
  return applied(e, operands);
}

std::optional<uint64_t> evaluateKnown(const HostExpr &e, const std::vector<std::optional<uint64_t>> &unknowns) {
  switch (e.kind) {
  case HostExpr::Kind::Constant: return e.constant;
  case HostExpr::Kind::Unknown:
    if (e.unknown < unknowns.size() && unknowns[e.unknown])
      return boogie::truncate(*unknowns[e.unknown], e.width);
    return std::nullopt;
  case HostExpr::Kind::Select: {
    if (std::optional<uint64_t> c = evaluateKnown(*e.operands[0], unknowns))
      return evaluateKnown(*e.operands[*c ? 1 : 2], unknowns);
    std::optional<uint64_t> a = evaluateKnown(*e.operands[1], unknowns), b = evaluateKnown(*e.operands[2], unknowns);
    return a && b && *a == *b ? a : std::nullopt;
  }
  default: break;
  }
  std::vector<std::optional<uint64_t>> known;
  for (const HostExprPtr &operand : e.operands)
    known.push_back(evaluateKnown(*operand, unknowns));
  if (e.kind == HostExpr::Kind::Binary) {
    // An operand that decides the result alone: x & 0, x * 0, x | ~0.
    uint64_t ones = boogie::truncate(~uint64_t(0), e.width);
    for (const std::optional<uint64_t> &side : known) {
      if (side && *side == 0 && (e.op == BvOp::And || e.op == BvOp::Mul))
        return 0;
      if (side && *side == ones && e.op == BvOp::Or)
        return ones;
    }
  }
  std::vector<uint64_t> operands;
  for (const std::optional<uint64_t> &value : known) {
    if (!value)
      return std::nullopt;
    operands.push_back(*value);
  }
  return applied(e, operands);
}

bool sameHostExpr(const HostExpr &a, const HostExpr &b) {
  if (a.kind != b.kind || a.width != b.width || a.constant != b.constant || a.unknown != b.unknown || a.op != b.op ||
      a.cmp != b.cmp || a.negated != b.negated || a.signedExtension != b.signedExtension ||
      a.operands.size() != b.operands.size())
    return false;
  for (size_t i = 0; i < a.operands.size(); ++i)
    if (!sameHostExpr(*a.operands[i], *b.operands[i]))
      return false;
  return true;
}

void unknownsIn(const HostExpr &e, std::vector<unsigned> &out) {
  if (e.kind == HostExpr::Kind::Unknown) {
    out.push_back(e.unknown);
    return;
  }
  for (const HostExprPtr &operand : e.operands)
    unknownsIn(*operand, out);
}

} // namespace gv
