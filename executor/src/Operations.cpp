#include "Operations.h"

#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/Instruction.h"
#include "llvm/IR/Type.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <functional>
#include <map>

namespace gv::executor {

namespace {

Value real(Value::Kind kind, double d) {
  return kind == Value::Kind::Float ? Value::ofFloat(static_cast<float>(d)) : Value::ofDouble(d);
}

// Lane by lane for vectors; Unknown stays Unknown.
template <typename F>
Value lanes(const Value &a, const Value &b, F f) {
  if (a.isUnknown() || b.isUnknown())
    return Value::unknown();
  if (a.kind == Value::Kind::Aggregate) {
    std::vector<Value> out;
    for (size_t i = 0; i < a.elements.size(); ++i)
      out.push_back(lanes(a.elements[i], b.elements.at(i), f));
    return Value::aggregate(std::move(out));
  }
  return f(a, b);
}

Value integerOperation(unsigned opcode, const Value &a, const Value &b) {
  unsigned w = a.width;
  uint64_t x = a.bits, y = b.bits;
  switch (opcode) {
  case llvm::Instruction::Add: return Value::integer(w, x + y);
  case llvm::Instruction::Sub: return Value::integer(w, x - y);
  case llvm::Instruction::Mul: return Value::integer(w, x * y);
  case llvm::Instruction::And: return Value::integer(w, x & y);
  case llvm::Instruction::Or: return Value::integer(w, x | y);
  case llvm::Instruction::Xor: return Value::integer(w, x ^ y);
  case llvm::Instruction::UDiv:
  case llvm::Instruction::URem:
    if (y == 0)
      undefined("a division by zero");
    return Value::integer(w, opcode == llvm::Instruction::UDiv ? x / y : x % y);
  case llvm::Instruction::SDiv:
  case llvm::Instruction::SRem: {
    int64_t sx = a.asSigned(), sy = b.asSigned();
    if (sy == 0)
      undefined("a division by zero");
    if (sy == -1) // the smallest value divided by -1 overflows
      return Value::integer(w, opcode == llvm::Instruction::SDiv ? 0 - x : 0);
    return Value::integer(w, static_cast<uint64_t>(opcode == llvm::Instruction::SDiv ? sx / sy : sx % sy));
  }
  // A shift by the width or more is poison: some value, here 0.
  case llvm::Instruction::Shl: return Value::integer(w, y >= w ? 0 : x << y);
  case llvm::Instruction::LShr: return Value::integer(w, y >= w ? 0 : x >> y);
  case llvm::Instruction::AShr: return Value::integer(w, y >= w ? 0 : static_cast<uint64_t>(a.asSigned() >> y));
  default: unsupported(std::string("the operation ") + llvm::Instruction::getOpcodeName(opcode));
  }
}

Value realOperation(unsigned opcode, const Value &a, const Value &b) {
  if (a.kind == Value::Kind::Float) { // in single precision, as the GPU does
    float x = a.asFloat(), y = b.asFloat();
    switch (opcode) {
    case llvm::Instruction::FAdd: return Value::ofFloat(x + y);
    case llvm::Instruction::FSub: return Value::ofFloat(x - y);
    case llvm::Instruction::FMul: return Value::ofFloat(x * y);
    case llvm::Instruction::FDiv: return Value::ofFloat(x / y);
    case llvm::Instruction::FRem: return Value::ofFloat(std::fmod(x, y));
    }
  } else {
    double x = a.asDouble(), y = b.asDouble();
    switch (opcode) {
    case llvm::Instruction::FAdd: return Value::ofDouble(x + y);
    case llvm::Instruction::FSub: return Value::ofDouble(x - y);
    case llvm::Instruction::FMul: return Value::ofDouble(x * y);
    case llvm::Instruction::FDiv: return Value::ofDouble(x / y);
    case llvm::Instruction::FRem: return Value::ofDouble(std::fmod(x, y));
    }
  }
  unsupported(std::string("the operation ") + llvm::Instruction::getOpcodeName(opcode));
}

bool pointerComparison(unsigned p, const Value &a, const Value &b) {
  // Pointers into different regions are equal never, ordered by region.
  auto key = [](const Value &v) { return std::make_pair(v.region, v.offset); };
  switch (p) {
  case llvm::CmpInst::ICMP_EQ: return key(a) == key(b);
  case llvm::CmpInst::ICMP_NE: return key(a) != key(b);
  case llvm::CmpInst::ICMP_ULT:
  case llvm::CmpInst::ICMP_SLT: return key(a) < key(b);
  case llvm::CmpInst::ICMP_ULE:
  case llvm::CmpInst::ICMP_SLE: return key(a) <= key(b);
  case llvm::CmpInst::ICMP_UGT:
  case llvm::CmpInst::ICMP_SGT: return key(a) > key(b);
  default: return key(a) >= key(b);
  }
}

bool scalarComparison(unsigned p, const Value &a, const Value &b) {
  if (a.kind == Value::Kind::Pointer || b.kind == Value::Kind::Pointer)
    return pointerComparison(p, a, b);
  if (llvm::CmpInst::isIntPredicate(static_cast<llvm::CmpInst::Predicate>(p))) {
    uint64_t x = a.bits, y = b.bits;
    int64_t sx = a.asSigned(), sy = b.asSigned();
    switch (p) {
    case llvm::CmpInst::ICMP_EQ: return x == y;
    case llvm::CmpInst::ICMP_NE: return x != y;
    case llvm::CmpInst::ICMP_UGT: return x > y;
    case llvm::CmpInst::ICMP_UGE: return x >= y;
    case llvm::CmpInst::ICMP_ULT: return x < y;
    case llvm::CmpInst::ICMP_ULE: return x <= y;
    case llvm::CmpInst::ICMP_SGT: return sx > sy;
    case llvm::CmpInst::ICMP_SGE: return sx >= sy;
    case llvm::CmpInst::ICMP_SLT: return sx < sy;
    default: return sx <= sy;
    }
  }
  double x = a.asReal(), y = b.asReal();
  bool unordered = std::isnan(x) || std::isnan(y);
  switch (p) {
  case llvm::CmpInst::FCMP_FALSE: return false;
  case llvm::CmpInst::FCMP_TRUE: return true;
  case llvm::CmpInst::FCMP_OEQ: return !unordered && x == y;
  case llvm::CmpInst::FCMP_OGT: return !unordered && x > y;
  case llvm::CmpInst::FCMP_OGE: return !unordered && x >= y;
  case llvm::CmpInst::FCMP_OLT: return !unordered && x < y;
  case llvm::CmpInst::FCMP_OLE: return !unordered && x <= y;
  case llvm::CmpInst::FCMP_ONE: return !unordered && x != y;
  case llvm::CmpInst::FCMP_ORD: return !unordered;
  case llvm::CmpInst::FCMP_UNO: return unordered;
  case llvm::CmpInst::FCMP_UEQ: return unordered || x == y;
  case llvm::CmpInst::FCMP_UGT: return unordered || x > y;
  case llvm::CmpInst::FCMP_UGE: return unordered || x >= y;
  case llvm::CmpInst::FCMP_ULT: return unordered || x < y;
  case llvm::CmpInst::FCMP_ULE: return unordered || x <= y;
  default: return unordered || x != y; // FCMP_UNE
  }
}

Value::Kind realKind(llvm::Type *t) {
  if (t->isFloatTy())
    return Value::Kind::Float;
  if (t->isDoubleTy())
    return Value::Kind::Double;
  unsupported("values of a floating-point type other than float and double");
}

Value scalarCast(unsigned opcode, const Value &a, llvm::Type *to) {
  switch (opcode) {
  case llvm::Instruction::Trunc:
  case llvm::Instruction::ZExt: return Value::integer(to->getIntegerBitWidth(), a.bits);
  case llvm::Instruction::SExt: return Value::integer(to->getIntegerBitWidth(), static_cast<uint64_t>(a.asSigned()));
  case llvm::Instruction::FPTrunc:
  case llvm::Instruction::FPExt: return real(realKind(to), a.asReal());
  case llvm::Instruction::UIToFP: return real(realKind(to), static_cast<double>(a.bits));
  case llvm::Instruction::SIToFP: return real(realKind(to), static_cast<double>(a.asSigned()));
  case llvm::Instruction::FPToUI:
  case llvm::Instruction::FPToSI: {
    // Out of range is poison: some value. NaN and huge values become 0 here.
    double d = a.asReal();
    if (std::isnan(d) || std::fabs(d) >= 9.2e18)
      return Value::integer(to->getIntegerBitWidth(), 0);
    return Value::integer(to->getIntegerBitWidth(), opcode == llvm::Instruction::FPToUI && d >= 0
                                                        ? static_cast<uint64_t>(d)
                                                        : static_cast<uint64_t>(static_cast<int64_t>(d)));
  }
  case llvm::Instruction::AddrSpaceCast: return a;
  case llvm::Instruction::BitCast:
    if (to->isPointerTy() || a.kind == Value::Kind::Pointer)
      return a;
    return fromBits(to, bitsOf(a));
  default: unsupported(std::string("the cast ") + llvm::Instruction::getOpcodeName(opcode));
  }
}

using Math = std::function<double(const std::vector<double> &)>;

// The math functions the executor computes, by their base name (a float
// version's trailing `f` and CUDA's `__nv_` and `__` prefixes removed).
const std::map<std::string, Math> &mathFunctions() {
  static const std::map<std::string, Math> table = {
      {"sqrt", [](auto &a) { return std::sqrt(a[0]); }},
      {"rsqrt", [](auto &a) { return 1.0 / std::sqrt(a[0]); }},
      {"cbrt", [](auto &a) { return std::cbrt(a[0]); }},
      {"exp", [](auto &a) { return std::exp(a[0]); }},
      {"exp2", [](auto &a) { return std::exp2(a[0]); }},
      {"exp10", [](auto &a) { return std::pow(10.0, a[0]); }},
      {"expm1", [](auto &a) { return std::expm1(a[0]); }},
      {"log", [](auto &a) { return std::log(a[0]); }},
      {"log2", [](auto &a) { return std::log2(a[0]); }},
      {"log10", [](auto &a) { return std::log10(a[0]); }},
      {"log1p", [](auto &a) { return std::log1p(a[0]); }},
      {"sin", [](auto &a) { return std::sin(a[0]); }},
      {"cos", [](auto &a) { return std::cos(a[0]); }},
      {"tan", [](auto &a) { return std::tan(a[0]); }},
      {"asin", [](auto &a) { return std::asin(a[0]); }},
      {"acos", [](auto &a) { return std::acos(a[0]); }},
      {"atan", [](auto &a) { return std::atan(a[0]); }},
      {"sinh", [](auto &a) { return std::sinh(a[0]); }},
      {"cosh", [](auto &a) { return std::cosh(a[0]); }},
      {"tanh", [](auto &a) { return std::tanh(a[0]); }},
      {"erf", [](auto &a) { return std::erf(a[0]); }},
      {"erfc", [](auto &a) { return std::erfc(a[0]); }},
      {"fabs", [](auto &a) { return std::fabs(a[0]); }},
      {"floor", [](auto &a) { return std::floor(a[0]); }},
      {"ceil", [](auto &a) { return std::ceil(a[0]); }},
      {"trunc", [](auto &a) { return std::trunc(a[0]); }},
      {"round", [](auto &a) { return std::round(a[0]); }},
      {"rint", [](auto &a) { return std::nearbyint(a[0]); }},
      {"nearbyint", [](auto &a) { return std::nearbyint(a[0]); }},
      {"pow", [](auto &a) { return std::pow(a[0], a.at(1)); }},
      {"powi", [](auto &a) { return std::pow(a[0], a.at(1)); }},
      {"atan2", [](auto &a) { return std::atan2(a[0], a.at(1)); }},
      {"fmod", [](auto &a) { return std::fmod(a[0], a.at(1)); }},
      {"hypot", [](auto &a) { return std::hypot(a[0], a.at(1)); }},
      {"copysign", [](auto &a) { return std::copysign(a[0], a.at(1)); }},
      {"fdivide", [](auto &a) { return a[0] / a.at(1); }},
      {"fmin", [](auto &a) { return std::fmin(a[0], a.at(1)); }},
      {"fmax", [](auto &a) { return std::fmax(a[0], a.at(1)); }},
      // CUDA's min and max of floating-point values are fminf and fmaxf.
      {"min", [](auto &a) { return std::fmin(a[0], a.at(1)); }},
      {"max", [](auto &a) { return std::fmax(a[0], a.at(1)); }},
      {"minnum", [](auto &a) { return std::fmin(a[0], a.at(1)); }},
      {"maxnum", [](auto &a) { return std::fmax(a[0], a.at(1)); }},
      {"fma", [](auto &a) { return std::fma(a[0], a.at(1), a.at(2)); }},
      {"fmuladd", [](auto &a) { return a[0] * a.at(1) + a.at(2); }},
  };
  return table;
}

std::string mathBaseName(std::string name) {
  for (const char *prefix : {"llvm.", "__nv_", "__"})
    if (name.rfind(prefix, 0) == 0)
      name = name.substr(std::string(prefix).size());
  size_t dot = name.find('.'); // llvm.sqrt.f32
  if (dot != std::string::npos)
    name = name.substr(0, dot);
  if (!mathFunctions().count(name) && name.size() > 1 && name.back() == 'f')
    name.pop_back();
  return name;
}

// CUDA's integer functions (min, umax, __umul24, __popc, ...), by base name.
std::optional<Value> integerFunction(const std::string &name, const std::vector<Value> &args) {
  const Value &a = args.at(0);
  unsigned w = a.width;
  bool two = args.size() == 2 && args[1].kind == Value::Kind::Int;
  if (two && (name == "min" || name == "max" || name == "llmin" || name == "llmax"))
    return (a.asSigned() < args[1].asSigned()) == (name.find("min") != std::string::npos) ? a : args[1];
  if (two && (name == "umin" || name == "umax" || name == "ullmin" || name == "ullmax"))
    return (a.bits < args[1].bits) == (name.find("min") != std::string::npos) ? a : args[1];
  if (two && (name == "__mul24" || name == "__umul24")) { // the low 24 bits of each, multiplied
    uint64_t x = name == "__mul24" ? uint64_t(signExtend(24, a.bits)) : truncateTo(24, a.bits);
    uint64_t y = name == "__mul24" ? uint64_t(signExtend(24, args[1].bits)) : truncateTo(24, args[1].bits);
    return Value::integer(w, x * y);
  }
  if (two && (name == "__mulhi" || name == "__umulhi"))
    return Value::integer(w, name == "__mulhi" ? uint64_t((a.asSigned() * args[1].asSigned()) >> 32)
                                               : (a.bits * args[1].bits) >> 32);
  if (args.size() == 1 && (name == "abs" || name == "llabs" || name == "labs"))
    return Value::integer(w, a.asSigned() < 0 ? 0 - a.bits : a.bits);
  if (args.size() == 1 && (name == "__popc" || name == "__popcll"))
    return Value::integer(32, static_cast<uint64_t>(__builtin_popcountll(a.bits)));
  if (args.size() == 1 && (name == "__clz" || name == "__clzll"))
    return Value::integer(32, a.bits == 0 ? w : static_cast<uint64_t>(__builtin_clzll(a.bits) - (64 - w)));
  if (args.size() == 1 && (name == "__ffs" || name == "__ffsll"))
    return Value::integer(32, a.bits == 0 ? 0 : static_cast<uint64_t>(__builtin_ctzll(a.bits) + 1));
  if (args.size() == 1 && (name == "__brev" || name == "__brevll")) {
    uint64_t out = 0;
    for (unsigned i = 0; i < w; ++i)
      out |= ((a.bits >> i) & 1) << (w - 1 - i);
    return Value::integer(w, out);
  }
  return std::nullopt;
}

std::optional<Value> integerIntrinsic(const std::string &name, const std::vector<Value> &args) {
  auto is = [&](const char *prefix) { return name.rfind(prefix, 0) == 0; };
  const Value &a = args.at(0);
  unsigned w = a.width;
  if (is("llvm.smax.") || is("llvm.smin."))
    return (a.asSigned() > args.at(1).asSigned()) == is("llvm.smax.") ? a : args.at(1);
  if (is("llvm.umax.") || is("llvm.umin."))
    return (a.bits > args.at(1).bits) == is("llvm.umax.") ? a : args.at(1);
  if (is("llvm.abs."))
    return Value::integer(w, a.asSigned() < 0 ? 0 - a.bits : a.bits);
  if (is("llvm.ctpop."))
    return Value::integer(w, static_cast<uint64_t>(__builtin_popcountll(a.bits)));
  if (is("llvm.ctlz."))
    return Value::integer(w, a.bits == 0 ? w : static_cast<uint64_t>(__builtin_clzll(a.bits) - (64 - w)));
  if (is("llvm.cttz."))
    return Value::integer(w, a.bits == 0 ? w : static_cast<uint64_t>(__builtin_ctzll(a.bits)));
  if (is("llvm.bswap.")) {
    uint64_t out = 0;
    for (unsigned i = 0; i < w / 8; ++i)
      out |= ((a.bits >> (8 * i)) & 0xff) << (w - 8 - 8 * i);
    return Value::integer(w, out);
  }
  if (is("llvm.fshl.") || is("llvm.fshr.")) {
    uint64_t s = args.at(2).bits % w, hi = a.bits, lo = args.at(1).bits;
    if (s == 0)
      return is("llvm.fshl.") ? a : args.at(1);
    return Value::integer(w, is("llvm.fshl.") ? (hi << s) | (lo >> (w - s)) : (hi << (w - s)) | (lo >> s));
  }
  for (const char *op : {"uadd", "sadd", "usub", "ssub", "umul", "smul"})
    if (is((std::string("llvm.") + op + ".with.overflow.").c_str())) {
      const Value &b = args.at(1);
      bool isSigned = op[0] == 's';
      __int128 x = isSigned ? __int128(a.asSigned()) : __int128(a.bits);
      __int128 y = isSigned ? __int128(b.asSigned()) : __int128(b.bits);
      __int128 r = op[1] == 'a' ? x + y : op[1] == 's' ? x - y : x * y;
      Value result = Value::integer(w, static_cast<uint64_t>(r));
      __int128 back = isSigned ? __int128(result.asSigned()) : __int128(result.bits);
      return Value::aggregate({result, Value::boolean(back != r)});
    }
  return std::nullopt;
}

} // namespace

Value zeroOf(llvm::Type *type) {
  if (auto *s = llvm::dyn_cast<llvm::StructType>(type)) {
    std::vector<Value> fields;
    for (llvm::Type *f : s->elements())
      fields.push_back(zeroOf(f));
    return Value::aggregate(std::move(fields));
  }
  if (auto *a = llvm::dyn_cast<llvm::ArrayType>(type))
    return Value::aggregate(std::vector<Value>(a->getNumElements(), zeroOf(a->getElementType())));
  if (type->isPointerTy())
    return Value::pointer(0, 0);
  return fromBits(type, 0);
}

uint64_t bitsOf(const Value &v) {
  if (v.kind == Value::Kind::Pointer)
    unsupported("a pointer's bits");
  if (v.kind == Value::Kind::Aggregate) {
    uint64_t out = 0;
    unsigned shift = 0;
    for (const Value &e : v.elements) {
      unsigned w = e.kind == Value::Kind::Float ? 32 : e.kind == Value::Kind::Double ? 64 : e.width;
      if (shift + w > 64)
        unsupported("a vector wider than 64 bits reinterpreted");
      out |= bitsOf(e) << shift;
      shift += w;
    }
    return out;
  }
  return v.bits;
}

Value fromBits(llvm::Type *type, uint64_t bits) {
  if (type->isIntegerTy()) {
    if (type->getIntegerBitWidth() > 64)
      unsupported("integers wider than 64 bits");
    return Value::integer(type->getIntegerBitWidth(), bits);
  }
  if (type->isFloatTy()) {
    Value v = Value::ofFloat(0);
    v.bits = truncateTo(32, bits);
    return v;
  }
  if (type->isDoubleTy()) {
    Value v = Value::ofDouble(0);
    v.bits = bits;
    return v;
  }
  if (auto *vector = llvm::dyn_cast<llvm::FixedVectorType>(type)) {
    llvm::Type *lane = vector->getElementType();
    unsigned w = lane->getPrimitiveSizeInBits();
    std::vector<Value> out;
    for (unsigned i = 0; i < vector->getNumElements(); ++i)
      out.push_back(fromBits(lane, w >= 64 ? bits : bits >> (i * w)));
    return Value::aggregate(std::move(out));
  }
  std::string name;
  llvm::raw_string_ostream out(name);
  type->print(out);
  unsupported("values of type " + out.str());
}

Value binaryOperation(unsigned opcode, const Value &a, const Value &b) {
  return lanes(a, b, [&](const Value &x, const Value &y) {
    return x.kind == Value::Kind::Int ? integerOperation(opcode, x, y) : realOperation(opcode, x, y);
  });
}

bool givesPoison(unsigned opcode, bool nsw, bool nuw, bool exact, const Value &a, const Value &b) {
  if (a.kind == Value::Kind::Aggregate) {
    for (size_t i = 0; i < a.elements.size(); ++i)
      if (givesPoison(opcode, nsw, nuw, exact, a.elements[i], b.elements.at(i)))
        return true;
    return false;
  }
  if (a.kind != Value::Kind::Int || b.kind != Value::Kind::Int || a.width == 0 || a.width > 64)
    return false;
  unsigned w = a.width;
  __int128 sa = a.asSigned(), sb = b.asSigned(), ua = a.bits, ub = b.bits;
  __int128 smin = -(__int128(1) << (w - 1)), smax = (__int128(1) << (w - 1)) - 1;
  __int128 umax = (__int128(1) << w) - 1;
  auto outside = [](__int128 v, __int128 lo, __int128 hi) { return v < lo || v > hi; };
  switch (opcode) {
  case llvm::Instruction::Add: return (nsw && outside(sa + sb, smin, smax)) || (nuw && outside(ua + ub, 0, umax));
  case llvm::Instruction::Sub: return (nsw && outside(sa - sb, smin, smax)) || (nuw && outside(ua - ub, 0, umax));
  case llvm::Instruction::Mul: return (nsw && outside(sa * sb, smin, smax)) || (nuw && outside(ua * ub, 0, umax));
  case llvm::Instruction::Shl: {
    if (b.bits >= w)
      return false; // poison anyway, taken as 0 (binaryOperation)
    __int128 shifted = ua << b.bits;
    __int128 signedShifted = sa * (__int128(1) << b.bits);
    return (nuw && shifted > umax) || (nsw && outside(signedShifted, smin, smax));
  }
  case llvm::Instruction::UDiv: return exact && b.bits != 0 && a.bits % b.bits != 0;
  case llvm::Instruction::SDiv: return exact && sb != 0 && sa % sb != 0;
  case llvm::Instruction::LShr:
  case llvm::Instruction::AShr: return exact && b.bits < w && (a.bits & ((uint64_t{1} << b.bits) - 1)) != 0;
  default: return false;
  }
}

Value floatNegation(const Value &a) {
  return lanes(a, a, [](const Value &x, const Value &) { return real(x.kind, -x.asReal()); });
}

Value comparison(unsigned predicate, const Value &a, const Value &b) {
  return lanes(a, b, [&](const Value &x, const Value &y) { return Value::boolean(scalarComparison(predicate, x, y)); });
}

Value cast(unsigned opcode, const Value &a, llvm::Type *to) {
  if (a.isUnknown())
    return a;
  if (opcode == llvm::Instruction::BitCast && !to->isPointerTy() && a.kind != Value::Kind::Pointer)
    return fromBits(to, bitsOf(a));
  if (a.kind == Value::Kind::Aggregate) {
    llvm::Type *lane = llvm::cast<llvm::VectorType>(to)->getElementType();
    std::vector<Value> out;
    for (const Value &e : a.elements)
      out.push_back(scalarCast(opcode, e, lane));
    return Value::aggregate(std::move(out));
  }
  return scalarCast(opcode, a, to);
}

std::optional<Value> mathCall(const std::string &name, const std::vector<Value> &args, llvm::Type *result) {
  for (const Value &a : args)
    if (a.isUnknown())
      return Value::unknown();
  if (!args.empty() && args[0].kind == Value::Kind::Int && result->isIntegerTy()) {
    if (auto v = integerIntrinsic(name, args))
      return v;
    // libdevice's __nv_umul24 is CUDA's __umul24, its __nv_min CUDA's min.
    std::string base = name.rfind("__nv_", 0) == 0 ? name.substr(5) : name;
    for (const std::string &candidate : {base, "__" + base})
      if (auto v = integerFunction(candidate, args))
        return v;
  }
  auto found = mathFunctions().find(mathBaseName(name));
  if (found == mathFunctions().end() || !(result->isFloatTy() || result->isDoubleTy()))
    return std::nullopt;
  std::vector<double> reals;
  for (const Value &a : args)
    reals.push_back(a.kind == Value::Kind::Int ? static_cast<double>(a.asSigned()) : a.asReal());
  double r = found->second(reals);
  return real(result->isFloatTy() ? Value::Kind::Float : Value::Kind::Double, r);
}

} // namespace gv::executor
