// A value in a register of the executor: an integer of up to 64 bits, a
// float or double (by its IEEE bits), a pointer into a region of memory, an
// aggregate (struct, array or vector), or Unknown: the value of an
// annotation that speaks of both threads (__other_int, __read), which only
// other annotations use.
#pragma once

#include "executor/Executor.h"

#include <cstdint>
#include <cstring>
#include <string>
#include <type_traits>
#include <vector>

namespace gv::executor {

inline uint64_t truncateTo(unsigned width, uint64_t bits) {
  return width >= 64 ? bits : bits & ((uint64_t{1} << width) - 1);
}

inline int64_t signExtend(unsigned width, uint64_t bits) {
  if (width == 0 || width >= 64)
    return static_cast<int64_t>(bits);
  uint64_t sign = uint64_t{1} << (width - 1);
  return static_cast<int64_t>((truncateTo(width, bits) ^ sign) - sign);
}

struct Value {
  enum class Kind : uint8_t { Int, Float, Double, Pointer, Aggregate, Unknown };
  Kind kind = Kind::Int;
  unsigned width = 0;  // Int: 1..64
  uint64_t bits = 0;   // Int (zero-extended), Float and Double (IEEE bits)
  uint32_t region = 0; // Pointer: 0 is the null pointer's
  int64_t offset = 0;  // Pointer: bytes from the region's start
  std::vector<Value> elements;

  static Value integer(unsigned width, uint64_t bits) {
    Value v;
    v.width = width;
    v.bits = truncateTo(width, bits);
    return v;
  }
  static Value boolean(bool b) { return integer(1, b ? 1 : 0); }
  static Value ofFloat(float f) { return ofBits(Kind::Float, f); }
  static Value ofDouble(double d) { return ofBits(Kind::Double, d); }
  static Value pointer(uint32_t region, int64_t offset) {
    Value v;
    v.kind = Kind::Pointer;
    v.region = region;
    v.offset = offset;
    return v;
  }
  static Value aggregate(std::vector<Value> elements) {
    Value v;
    v.kind = Kind::Aggregate;
    v.elements = std::move(elements);
    return v;
  }
  static Value unknown() {
    Value v;
    v.kind = Kind::Unknown;
    return v;
  }

  bool isUnknown() const { return kind == Kind::Unknown; }
  // A float or double by its IEEE bits.
  template <typename Real>
  static Value ofBits(Kind kind, Real x) {
    std::conditional_t<sizeof(Real) == 4, uint32_t, uint64_t> b;
    std::memcpy(&b, &x, sizeof x);
    Value v;
    v.kind = kind;
    v.bits = b;
    return v;
  }
  int64_t asSigned() const { return signExtend(width, bits); }
  float asFloat() const {
    float f;
    uint32_t b = static_cast<uint32_t>(bits);
    std::memcpy(&f, &b, 4);
    return f;
  }
  double asDouble() const {
    double d;
    std::memcpy(&d, &bits, 8);
    return d;
  }
  // A floating-point value of either width, as a double.
  double asReal() const { return kind == Kind::Float ? asFloat() : asDouble(); }
};

// The run cannot go on: what the executor met (Outcome::End, why, where).
struct Stop {
  Outcome::End end;
  std::string why;
  Outcome::UndefinedBehaviour undefined = Outcome::UndefinedBehaviour::Other;
};

[[noreturn]] inline void unsupported(const std::string &why) { throw Stop{Outcome::End::Unsupported, why}; }
[[noreturn]] inline void undefined(const std::string &why,
                                   Outcome::UndefinedBehaviour which = Outcome::UndefinedBehaviour::Other) {
  throw Stop{Outcome::End::Undefined, why, which};
}

} // namespace gv::executor
