// Reading the translator's Boogie expressions back: constant folding,
// linear coefficients and substitution, on the bit-vector operations the
// prelude defines. Candidate rules use them to relate access offsets to
// loop counters.
#pragma once

#include "boogie/Ast.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace gv::houdini {

// The value of a bit-vector expression built from literals by prelude
// operations, modulo 2^width (widths up to 64).
std::optional<uint64_t> constantValue(const boogie::ExprPtr &e);

using boogie::mentions;

// k such that e = k * x + (terms without x), modulo 2^width of e, where x
// is the variable `name`; nullopt if e is not linear in x.
std::optional<uint64_t> coefficientOf(const boogie::ExprPtr &e, const std::string &name);

// `e` with every occurrence of the variable `name` replaced by `by`.
boogie::ExprPtr substitute(const boogie::ExprPtr &e, const std::string &name, const boogie::ExprPtr &by);

// `e` where each choice `c ? a : b` whose condition is one of `facts` (or
// the negation of one) is replaced by the side it chooses: an access's
// offset under the conditions it is made on.
boogie::ExprPtr simplifyUnder(const boogie::ExprPtr &e, const std::vector<boogie::ExprPtr> &facts);

// Adds `e` to `list` unless an expression the same as it is there.
void addUnique(std::vector<boogie::ExprPtr> &list, const boogie::ExprPtr &e);

// The lowest set bit of v (0 if none).
inline uint64_t lowestSetBit(uint64_t v) { return v & (~v + 1); }

} // namespace gv::houdini
