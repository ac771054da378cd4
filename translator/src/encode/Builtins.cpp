#include "encode/Builtins.h"

#include "gpuverify/Intrinsics.h"

#include <functional>
#include <map>

namespace gv {

using namespace boogie;
using boogie::BvCmp;
using boogie::BvOp;

namespace {

// Itanium codes of the first parameter: signed and unsigned integers.
bool isSignedCode(char c) { return c == 'a' || c == 'c' || c == 's' || c == 'i' || c == 'l' || c == 'x'; }
bool isUnsignedCode(char c) { return c == 'h' || c == 't' || c == 'j' || c == 'm' || c == 'y'; }

// The code of the first parameter's type in a mangled name, or 0.
char firstParameterCode(llvm::StringRef mangled, const std::string &base) {
  size_t at = mangled.find(base);
  if (!mangled.starts_with("_Z") || at == llvm::StringRef::npos)
    return 0;
  at += base.size();
  return at < mangled.size() ? mangled[at] : 0;
}

using Model = std::function<ExprPtr(prelude::Prelude &, const std::vector<ExprPtr> &, bool isSigned)>;

ExprPtr lowBitsExtended(prelude::Prelude &p, const ExprPtr &x, unsigned bits, bool isSigned) {
  unsigned w = x->type.width();
  if (w <= bits)
    return x;
  ExprPtr low = extract(x, bits, 0);
  return isSigned ? p.signExtend(low, w) : p.zeroExtend(low, w);
}

ExprPtr mul24(prelude::Prelude &p, const ExprPtr &a, const ExprPtr &b, bool isSigned) {
  // The low 32 bits of the product of the low 24 bits of each operand.
  return p.bvBinary(BvOp::Mul, lowBitsExtended(p, a, 24, isSigned), lowBitsExtended(p, b, 24, isSigned));
}

ExprPtr minimum(prelude::Prelude &p, const ExprPtr &a, const ExprPtr &b, bool isSigned) {
  return ite(p.bvCompare(isSigned ? BvCmp::Slt : BvCmp::Ult, a, b), a, b);
}

ExprPtr maximum(prelude::Prelude &p, const ExprPtr &a, const ExprPtr &b, bool isSigned) {
  return ite(p.bvCompare(isSigned ? BvCmp::Sgt : BvCmp::Ugt, a, b), a, b);
}

// The number of set bits, as a `width`-bit value (ballot masks are
// counted to rank the voters: __popc(ballot & lanes below)). Summed in
// parallel within the word (2-bit, 4-bit, 8-bit fields, then the bytes),
// which the solver handles far better than a sum of single bits.
ExprPtr populationCount(prelude::Prelude &p, const ExprPtr &x, unsigned width) {
  unsigned w = x->type.width();
  if (w % 8 != 0)
    return nullptr;
  auto pattern = [&](uint64_t byte) {
    uint64_t bits = 0;
    for (unsigned i = 0; i < w / 8; ++i)
      bits |= byte << (8 * i);
    return bvLit(bits, w);
  };
  auto shr = [&](const ExprPtr &e, unsigned k) { return p.bvBinary(BvOp::LShr, e, bvLit(k, w)); };
  auto masked = [&](const ExprPtr &e, uint64_t byte) { return p.bvBinary(BvOp::And, e, pattern(byte)); };
  ExprPtr pairs = p.bvBinary(BvOp::Sub, x, masked(shr(x, 1), 0x55));
  ExprPtr nibbles = p.bvBinary(BvOp::Add, masked(pairs, 0x33), masked(shr(pairs, 2), 0x33));
  ExprPtr bytes = masked(p.bvBinary(BvOp::Add, nibbles, shr(nibbles, 4)), 0x0f);
  ExprPtr count = bvLit(0, w);
  for (unsigned i = 0; i < w / 8; ++i)
    count = p.bvBinary(BvOp::Add, count, p.bvBinary(BvOp::And, shr(bytes, 8 * i), bvLit(0xff, w)));
  if (width == w)
    return count;
  return width < w ? extract(count, width, 0) : p.zeroExtend(count, width);
}

const std::map<std::string, std::pair<size_t, Model>> &models() {
  static const std::map<std::string, std::pair<size_t, Model>> table = {
      {"mul24", {2, [](auto &p, auto &a, bool s) { return mul24(p, a[0], a[1], s); }}},
      {"__mul24", {2, [](auto &p, auto &a, bool) { return mul24(p, a[0], a[1], true); }}},
      {"__umul24", {2, [](auto &p, auto &a, bool) { return mul24(p, a[0], a[1], false); }}},
      {"mad24", {3, [](auto &p, auto &a, bool s) { return p.bvBinary(BvOp::Add, mul24(p, a[0], a[1], s), a[2]); }}},
      {"min", {2, [](auto &p, auto &a, bool s) { return minimum(p, a[0], a[1], s); }}},
      {"max", {2, [](auto &p, auto &a, bool s) { return maximum(p, a[0], a[1], s); }}},
      {"umin", {2, [](auto &p, auto &a, bool) { return minimum(p, a[0], a[1], false); }}},
      {"umax", {2, [](auto &p, auto &a, bool) { return maximum(p, a[0], a[1], false); }}},
      {"llmin", {2, [](auto &p, auto &a, bool) { return minimum(p, a[0], a[1], true); }}},
      {"llmax", {2, [](auto &p, auto &a, bool) { return maximum(p, a[0], a[1], true); }}},
      {"ullmin", {2, [](auto &p, auto &a, bool) { return minimum(p, a[0], a[1], false); }}},
      {"ullmax", {2, [](auto &p, auto &a, bool) { return maximum(p, a[0], a[1], false); }}},
      {"__popc", {1, [](auto &p, auto &a, bool) { return populationCount(p, a[0], 32); }}},
      {"__popcll", {1, [](auto &p, auto &a, bool) { return populationCount(p, a[0], 32); }}},
      {"popcount", {1, [](auto &p, auto &a, bool) { return populationCount(p, a[0], a[0]->type.width()); }}},
      {"clamp", {3, [](auto &p, auto &a, bool s) { return minimum(p, maximum(p, a[0], a[1], s), a[2], s); }}},
      // libdevice's, which the CUDA toolkit's headers call (see passes/Nvvm.h).
      {"__nv_mul24", {2, [](auto &p, auto &a, bool) { return mul24(p, a[0], a[1], true); }}},
      {"__nv_umul24", {2, [](auto &p, auto &a, bool) { return mul24(p, a[0], a[1], false); }}},
      {"__nv_min", {2, [](auto &p, auto &a, bool) { return minimum(p, a[0], a[1], true); }}},
      {"__nv_max", {2, [](auto &p, auto &a, bool) { return maximum(p, a[0], a[1], true); }}},
      {"__nv_umin", {2, [](auto &p, auto &a, bool) { return minimum(p, a[0], a[1], false); }}},
      {"__nv_umax", {2, [](auto &p, auto &a, bool) { return maximum(p, a[0], a[1], false); }}},
      {"__nv_llmin", {2, [](auto &p, auto &a, bool) { return minimum(p, a[0], a[1], true); }}},
      {"__nv_llmax", {2, [](auto &p, auto &a, bool) { return maximum(p, a[0], a[1], true); }}},
      {"__nv_ullmin", {2, [](auto &p, auto &a, bool) { return minimum(p, a[0], a[1], false); }}},
      {"__nv_ullmax", {2, [](auto &p, auto &a, bool) { return maximum(p, a[0], a[1], false); }}},
      {"__nv_popc", {1, [](auto &p, auto &a, bool) { return populationCount(p, a[0], 32); }}},
      {"__nv_popcll", {1, [](auto &p, auto &a, bool) { return populationCount(p, a[0], 32); }}},
      {"abs",
       {1,
        [](auto &p, auto &a, bool s) {
          if (!s)
            return a[0];
          ExprPtr zero = bvLit(0, a[0]->type.width());
          return ite(p.bvCompare(BvCmp::Slt, a[0], zero), p.bvBinary(BvOp::Sub, zero, a[0]), a[0]);
        }}},
  };
  return table;
}

} // namespace

ExprPtr exactBuiltin(prelude::Prelude &prelude, llvm::StringRef mangledName, const std::vector<ExprPtr> &args) {
  std::string base = baseName(mangledName);
  auto it = models().find(base);
  if (it == models().end() || args.size() != it->second.first)
    return nullptr;
  for (const ExprPtr &a : args)
    if (!a->type.isBv() || a->type != args[0]->type)
      return nullptr; // floating-point and vector overloads stay uninterpreted
  char code = firstParameterCode(mangledName, base);
  bool isSigned = isSignedCode(code);
  if (mangledName.starts_with("_Z") && !isSigned && !isUnsignedCode(code))
    return nullptr; // a float or vector overload
  return it->second.second(prelude, args, isSigned || !mangledName.starts_with("_Z"));
}

} // namespace gv
