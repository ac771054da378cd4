// Parameters a precondition fixes: `__requires(width == 1024)` says the
// kernel only runs with width 1024, so every use of width in it may be the
// constant 1024. Offsets such as `index + i * width` then move by a known
// stride, which loop invariant inference needs, and the solver multiplies by
// a constant rather than by an unknown.
//
// The same holds for a field of a struct passed by value that the kernel
// never writes (`__assume(common.rows == 51)`, as kernels that take their
// sizes in a struct say them), and for `__assume` in the kernel's first
// block, which fixes the value for the code after it.
#pragma once

namespace llvm {
class Function;
} // namespace llvm

namespace gv {

// Replaces the uses of each scalar parameter, and the loads of each field
// of a read-only by-value struct parameter, that a precondition or an
// assumption in the entry block equates with a constant by that constant
// (the annotation itself keeps the parameter or the load; an assumption
// only fixes the uses after it). Returns how many values were fixed.
unsigned substituteFixedParameters(llvm::Function &kernel);

} // namespace gv
