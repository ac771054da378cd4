// Boogie expressions in C, for messages to people who write kernels:
// `i <= n` rather than `BV32_SLE(i.0$1, n)`. Bit-vector operations print as
// C's operators (their signedness is the operands' type in C), extensions
// as their operand, `==>` as the annotation language's __implies.
#pragma once

#include "boogie/Ast.h"

#include <functional>
#include <optional>
#include <string>

namespace gv::boogie {

// How a variable reads in C (its source name, `__other_int(i)` for the
// other thread's copy); nothing where it has none, and it prints as named.
using SourceTermOf = std::function<std::optional<std::string>(const std::string &variable)>;

std::string printAsC(const ExprPtr &e, const SourceTermOf &termOf);

} // namespace gv::boogie
