#include "RowMajor.h"

#include <vector>

namespace gv {

using namespace boogie;

namespace {

void addTerms(const ExprPtr &e, std::vector<ExprPtr> &terms) {
  if (e->kind == Expr::Kind::BvBinary && e->bvOp == BvOp::Add) {
    addTerms(e->operands[0], terms);
    addTerms(e->operands[1], terms);
  } else {
    terms.push_back(e);
  }
}

bool isProduct(const ExprPtr &e) { return e->kind == Expr::Kind::BvBinary && e->bvOp == BvOp::Mul; }

// The other factor of a product by `width`, if it is one.
ExprPtr cofactor(const ExprPtr &term, const ExprPtr &width) {
  if (!isProduct(term))
    return nullptr;
  if (sameExpr(term->operands[1], width))
    return term->operands[0];
  if (sameExpr(term->operands[0], width))
    return term->operands[1];
  return nullptr;
}

ExprPtr sum(prelude::Prelude &p, const ExprPtr &a, const ExprPtr &b) { return a ? p.bvBinary(BvOp::Add, a, b) : b; }

// Row and column of `offset` by `width`: {row, column}, or nulls.
std::pair<ExprPtr, ExprPtr> split(prelude::Prelude &p, const ExprPtr &offset, const ExprPtr &width) {
  std::vector<ExprPtr> terms;
  addTerms(offset, terms);
  ExprPtr row, column;
  for (const ExprPtr &term : terms)
    if (ExprPtr factor = cofactor(term, width))
      row = sum(p, row, factor);
    else
      column = sum(p, column, term);
  if (!row)
    return {nullptr, nullptr};
  return {row, column ? column : bvLit(0, offset->type.width())};
}

} // namespace

std::optional<RowMajorOffset> rowMajorOf(prelude::Prelude &p, const ThreadPair<ExprPtr> &offset) {
  // 64-bit offsets only, where the solver gave up; at 32 bits (GPUVerify's
  // default) the premise needs widths below 2^16, and the facts' terms are
  // not yet measured against the benchmarks' time.
  if (!offset.of(1)->type.isBv() || offset.of(1)->type.width() != 64)
    return std::nullopt;
  std::vector<ExprPtr> terms1, terms2;
  addTerms(offset.of(1), terms1);
  addTerms(offset.of(2), terms2);
  if (terms1.size() != terms2.size())
    return std::nullopt;
  // The first product whose factor both threads share, where the other
  // factor is each thread's own.
  ExprPtr width;
  for (size_t k = 0; k < terms1.size() && !width; ++k) {
    const ExprPtr &a = terms1[k], &b = terms2[k];
    if (!isProduct(a) || !isProduct(b))
      continue;
    for (unsigned shared = 0; shared < 2 && !width; ++shared) {
      const ExprPtr &w = a->operands[shared];
      if (!bvLitValue(w) && sameExpr(w, b->operands[shared]) &&
          !sameExpr(a->operands[1 - shared], b->operands[1 - shared]))
        width = w;
    }
  }
  if (!width)
    return std::nullopt;
  RowMajorOffset result;
  result.width = width;
  for (unsigned t : bothThreads) {
    auto [row, column] = split(p, offset.of(t), width);
    if (!row)
      return std::nullopt;
    result.row.of(t) = row;
    result.column.of(t) = column;
  }
  return result;
}

ExprPtr rowByWidth(prelude::Prelude &p, const ExprPtr &offset, const ExprPtr &width) {
  return split(p, offset, width).first;
}

ExprPtr rowMajorFact(prelude::Prelude &p, const ExprPtr &offset, const ExprPtr &width, const ExprPtr &row,
                     const ExprPtr &column) {
  unsigned bits = offset->type.width();
  ExprPtr half = bvLit(uint64_t(1) << (bits / 2), bits);
  ExprPtr quotientAndRemainder = andAll({p.bvCompare(BvCmp::Ult, row, half), p.bvCompare(BvCmp::Ult, width, half),
                                         p.bvCompare(BvCmp::Ult, column, width)});
  return implies(quotientAndRemainder, andE(eq(p.rowOf(offset, width), row), eq(p.columnOf(offset, width), column)));
}

} // namespace gv
