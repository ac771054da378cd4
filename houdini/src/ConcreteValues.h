// The concrete runs' value model (see houdini/ConcreteRuns.h): values of
// Boogie's types as bits and copy-on-write maps, what preconditions say of
// a variable, and the two ways an evaluation stops.
#pragma once

#include "boogie/Ast.h"

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace gv::houdini::concrete {

using namespace boogie;

// Boogie's semantics cannot be followed here (a quantifier, a wide
// bit-vector, a map compared for equality): what needed it is not decided.
struct CannotEvaluate {};
// The run is over: an assumption does not hold, a call, the step budget.
// `why` completes "ended at ..." in the tally of endings.
struct RunEnds {
  const char *why;
};

inline uint64_t maskOf(unsigned width) { return truncate(~uint64_t(0), width); }

struct MapValue;

// A value of any Boogie type: booleans, integers and bit-vectors (of at most
// 64 bits) as bits, maps as shared, copy-on-write tables.
struct Value {
  Type::Kind kind = Type::Kind::Bool;
  unsigned width = 0;
  uint64_t bits = 0; // Bool: 0 or 1; Int: two's complement; BitVector: the bits
  std::shared_ptr<MapValue> map;
  bool unknown = false; // a bit-vector too wide to hold: reading it stops the evaluation

  static Value boolean(bool b) { return {Type::Kind::Bool, 0, b ? 1u : 0u, nullptr}; }
  static Value integer(int64_t i) { return {Type::Kind::Int, 0, static_cast<uint64_t>(i), nullptr}; }
  static Value bv(uint64_t bits, unsigned width) {
    return {Type::Kind::BitVector, width, bits & maskOf(width), nullptr};
  }
  bool truth() const { return bits != 0; }
  int64_t asInt() const { return static_cast<int64_t>(bits); }
  bool isMap() const { return kind == Type::Kind::Map; }
};

using Key = std::vector<uint64_t>;

// A map's elements that have been read or written; the others are unknown
// and drawn when first read (and kept, so that every reader sees the same).
struct MapValue {
  Type type;
  std::map<Key, Value> elements;
  // Values the program assumes some elements have (see elementHints_),
  // drawn for them most of the time.
  const std::map<Key, uint64_t> *hints = nullptr;
};

inline uint64_t scalarBits(const Value &v) {
  if (v.isMap())
    throw CannotEvaluate{};
  return v.bits;
}

inline bool sameValue(const Value &a, const Value &b) {
  if (a.isMap() || b.isMap())
    throw CannotEvaluate{};
  return a.bits == b.bits;
}

// The value of a bit-vector or integer literal that fits 64 bits.
inline std::optional<uint64_t> literalValue(const ExprPtr &e) {
  if (auto v = bvLitValue(e))
    return v;
  if (e->kind == Expr::Kind::IntLit && !e->text.empty() && e->text.size() < 18)
    return static_cast<uint64_t>(std::stoll(e->text));
  return std::nullopt;
}

// What the preconditions and axioms say of one variable: a value it must
// have, or a bound below which it must lie.
struct Range {
  std::optional<uint64_t> fixed;
  std::optional<uint64_t> atMost;
};

// A constant nothing constrains, chosen when first needed (see the header).
struct LazyConstant {
  bool chosen = false;
  std::set<uint64_t> excluded;
};

struct FunctionInfo {
  std::string builtin; // bvbuiltin name; empty: uninterpreted
  bool hasBody = false;
};

} // namespace gv::houdini::concrete
