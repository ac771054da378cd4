// Parameters a precondition fixes: `__requires(width == 1024)` says the
// kernel only runs with width 1024, so every use of width in it may be the
// constant 1024. Offsets such as `index + i * width` then move by a known
// stride, which loop invariant inference needs.
#pragma once

namespace llvm {
class Function;
} // namespace llvm

namespace gv {

// Replaces the uses of each scalar parameter that a precondition in the
// entry block equates with a constant by that constant (the precondition
// itself keeps the parameter). Returns how many parameters were fixed.
unsigned substituteFixedParameters(llvm::Function &kernel);

} // namespace gv
