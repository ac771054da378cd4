// What a CUDA file's host code says about a kernel's launches beyond
// constants (beyond GPUVerify): each by-value argument and each launch size
// as an expression of values the host code computes and the translator
// cannot know (its "unknowns": a wrapper's parameters, what atoi returned),
// as the host's integer operations compute it, wrapping as the machine
// does. `k<<<(n + 15) / 16, 16>>>(n)` says gridDim.x == (n + 15) / 16 of the
// kernel's parameter n, whatever n is.
//
// The driver reads them (HostLaunches) and keeps only what it found values
// of the unknowns for (so that the assumption can hold); the translator
// assumes, at kernel entry, that one of a kernel's launches is the one
// verified.
#pragma once

#include "boogie/BitVectors.h"

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace gv {

struct HostExpr;
using HostExprPtr = std::shared_ptr<const HostExpr>;

// An integer expression of the host code, of `width` bits (1 to 64; width
// 1 is a condition). Only total operations: a division or remainder by a
// constant other than 0 and -1, a shift by a constant below the width.
struct HostExpr {
  enum class Kind {
    Constant, // `constant`, truncated to width
    Unknown,  // unknowns[`unknown`]
    Binary,   // op(operands[0], operands[1])
    Compare,  // cmp(operands[0], operands[1]), width 1
    Equal,    // operands[0] == operands[1] (negated: !=), width 1
    Extend,   // operands[0] extended (signed or not) to width
    Truncate, // the low width bits of operands[0]
    Select,   // operands[0] ? operands[1] : operands[2]
  };
  Kind kind = Kind::Constant;
  unsigned width = 32;
  uint64_t constant = 0;
  unsigned unknown = 0;
  boogie::BvOp op = boogie::BvOp::Add;
  boogie::BvCmp cmp = boogie::BvCmp::Ult;
  bool negated = false;         // Equal
  bool signedExtension = false; // Extend
  std::vector<HostExprPtr> operands;
};

HostExprPtr hostConstant(uint64_t value, unsigned width);
HostExprPtr hostUnknown(unsigned index, unsigned width);
HostExprPtr hostBinary(boogie::BvOp op, HostExprPtr a, HostExprPtr b);
HostExprPtr hostExtend(bool isSigned, HostExprPtr a, unsigned width);
// `c ? a : b`: one side where c is a constant or the sides are the same.
HostExprPtr hostSelect(HostExprPtr c, HostExprPtr a, HostExprPtr b);
// The condition `c` (width 1) does not hold.
HostExprPtr hostNot(HostExprPtr c);
// The conditions a == b (negated: a != b) and cmp(a, b).
HostExprPtr hostEqual(HostExprPtr a, HostExprPtr b, bool negated);
HostExprPtr hostCompare(boogie::BvCmp cmp, HostExprPtr a, HostExprPtr b);
// The `width` bits of `e` from bit `lo` on, simplified where `e` packs
// values (a dim3's x and y in one 64-bit value).
HostExprPtr hostBits(HostExprPtr e, unsigned lo, unsigned width);

// Its value for these values of the unknowns (each truncated to its width).
uint64_t evaluate(const HostExpr &e, const std::vector<uint64_t> &unknowns);
// Its value where only some unknowns have one, if those decide it (`c ? a :
// b` with c known reads one side; `x && 0` is 0 whatever x is).
std::optional<uint64_t> evaluateKnown(const HostExpr &e, const std::vector<std::optional<uint64_t>> &unknowns);
bool sameHostExpr(const HostExpr &a, const HostExpr &b);
// The unknowns it reads.
void unknownsIn(const HostExpr &e, std::vector<unsigned> &out);

// One launch: the value of each by-value parameter (in order; null where
// not assumed) and of each launch size (null where not assumed).
struct LaunchFacts {
  std::vector<unsigned> unknownWidths;
  std::vector<HostExprPtr> byValue;
  std::array<HostExprPtr, 3> grid, block;
  // What the host code tested on its way to the launch (width 1, each
  // true there): `if (trips == 1) k<<<...>>>(n)`.
  std::vector<HostExprPtr> conditions;
};

// Assumed: the kernel is launched as at one of these launches.
struct KernelHostFacts {
  std::string kernel; // its source name, exactly
  std::vector<LaunchFacts> launches;
};

} // namespace gv
