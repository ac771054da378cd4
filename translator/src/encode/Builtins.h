// Models of library functions (OpenCL and CUDA built-ins), in one table.
//
// Integer built-ins with an exact meaning on bit-vectors (min, max, mul24,
// ...) are expanded into that meaning, so that index arithmetic through them
// stays precise. Any other library function is an uninterpreted function of
// its arguments: deterministic, otherwise unknown.
#pragma once

#include "bpl-prelude/Prelude.h"

#include "llvm/ADT/StringRef.h"

#include <vector>

namespace gv {

// The exact model of the built-in `mangledName` applied to `args`, or null
// if it has none. `args` are already encoded; their signedness comes from
// the mangled parameter types.
boogie::ExprPtr exactBuiltin(prelude::Prelude &prelude, llvm::StringRef mangledName,
                             const std::vector<boogie::ExprPtr> &args);

} // namespace gv
