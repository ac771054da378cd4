#include "boogie/BitVectors.h"

namespace gv::boogie {

namespace {

struct Row {
  const char *suffix;
  const char *smt;
  const char *c;
};

const Row opRows[] = {
#define GV_BV_OP(name, suffix, smt, c) {suffix, smt, c},
#include "boogie/BitVectors.def"
};

const Row cmpRows[] = {
#define GV_BV_CMP(name, suffix, smt, c) {suffix, smt, c},
#include "boogie/BitVectors.def"
};

const Row &row(BvOp op) { return opRows[static_cast<unsigned>(op)]; }
const Row &row(BvCmp cmp) { return cmpRows[static_cast<unsigned>(cmp)]; }

std::string prefix(unsigned width) { return "BV" + std::to_string(width) + "_"; }

} // namespace

std::string functionName(BvOp op, unsigned width) { return prefix(width) + row(op).suffix; }
std::string functionName(BvCmp cmp, unsigned width) { return prefix(width) + row(cmp).suffix; }

std::string extensionName(bool isSigned, unsigned fromWidth, unsigned toWidth) {
  return prefix(fromWidth) + (isSigned ? "SEXT" : "ZEXT") + std::to_string(toWidth);
}

const char *smtName(BvOp op) { return row(op).smt; }
const char *smtName(BvCmp cmp) { return row(cmp).smt; }
const char *cOperator(BvOp op) { return row(op).c; }
const char *cOperator(BvCmp cmp) { return row(cmp).c; }
bool readsSigned(BvOp op) { return op == BvOp::SDiv || op == BvOp::SRem || op == BvOp::AShr; }
bool readsSigned(BvCmp cmp) { return cmp == BvCmp::Slt || cmp == BvCmp::Sle || cmp == BvCmp::Sgt || cmp == BvCmp::Sge; }

std::string smtExtensionName(bool isSigned, unsigned fromWidth, unsigned toWidth) {
  return std::string(isSigned ? "sign_extend " : "zero_extend ") + std::to_string(toWidth - fromWidth);
}

std::optional<BvOp> bvOpOfSmtName(const std::string &name) {
  for (unsigned i = 0; i < sizeof opRows / sizeof opRows[0]; ++i)
    if (name == opRows[i].smt)
      return static_cast<BvOp>(i);
  return std::nullopt;
}

std::optional<BvCmp> bvCmpOfSmtName(const std::string &name) {
  for (unsigned i = 0; i < sizeof cmpRows / sizeof cmpRows[0]; ++i)
    if (name == cmpRows[i].smt)
      return static_cast<BvCmp>(i);
  return std::nullopt;
}

uint64_t truncate(uint64_t bits, unsigned width) { return width >= 64 ? bits : bits & ((uint64_t(1) << width) - 1); }

int64_t signedValue(uint64_t bits, unsigned width) {
  bits = truncate(bits, width);
  if (width > 0 && width < 64 && (bits >> (width - 1)) & 1)
    bits |= ~uint64_t(0) << width;
  return static_cast<int64_t>(bits);
}

uint64_t evaluate(BvOp op, uint64_t x, uint64_t y, unsigned width) {
  x = truncate(x, width);
  y = truncate(y, width);
  uint64_t ones = truncate(~uint64_t(0), width);
  int64_t sx = signedValue(x, width), sy = signedValue(y, width);
  // SMT-LIB's signed division and remainder: on the magnitudes, the sign
  // put back (the quotient's by both signs, the remainder's by the dividend's).
  uint64_t ax = truncate(sx < 0 ? -x : x, width), ay = truncate(sy < 0 ? -y : y, width);
  uint64_t result = 0;
  switch (op) {
  case BvOp::Add: result = x + y; break;
  case BvOp::Sub: result = x - y; break;
  case BvOp::Mul: result = x * y; break;
  case BvOp::UDiv: result = y == 0 ? ones : x / y; break;
  case BvOp::URem: result = y == 0 ? x : x % y; break;
  case BvOp::SDiv: {
    uint64_t q = ay == 0 ? ones : ax / ay;
    result = (sx < 0) != (sy < 0) ? -q : q;
    break;
  }
  case BvOp::SRem: {
    uint64_t r = ay == 0 ? ax : ax % ay;
    result = sx < 0 ? -r : r;
    break;
  }
  case BvOp::Shl: result = y >= width ? 0 : x << y; break;
  case BvOp::LShr: result = y >= width ? 0 : x >> y; break;
  case BvOp::AShr: result = static_cast<uint64_t>(y >= width ? (sx < 0 ? -1 : 0) : sx >> y); break;
  case BvOp::And: result = x & y; break;
  case BvOp::Or: result = x | y; break;
  case BvOp::Xor: result = x ^ y; break;
  }
  return truncate(result, width);
}

bool evaluate(BvCmp cmp, uint64_t x, uint64_t y, unsigned width) {
  x = truncate(x, width);
  y = truncate(y, width);
  int64_t sx = signedValue(x, width), sy = signedValue(y, width);
  switch (cmp) {
  case BvCmp::Ult: return x < y;
  case BvCmp::Ule: return x <= y;
  case BvCmp::Ugt: return x > y;
  case BvCmp::Uge: return x >= y;
  case BvCmp::Slt: return sx < sy;
  case BvCmp::Sle: return sx <= sy;
  case BvCmp::Sgt: return sx > sy;
  case BvCmp::Sge: return sx >= sy;
  }
  return false;
}

uint64_t extend(bool isSigned, uint64_t x, unsigned fromWidth, unsigned toWidth) {
  return truncate(isSigned ? static_cast<uint64_t>(signedValue(x, fromWidth)) : truncate(x, fromWidth), toWidth);
}

} // namespace gv::boogie
