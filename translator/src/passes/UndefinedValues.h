// Undefined behaviour is never exploited.
//
// LLVM may pick any value for `undef` and `poison`, and its folds do: an
// uninitialised pointer compared with null (`icmp eq ptr undef, null`) may
// be folded to true, which would prove `__assert(p == 0)` for a `p` that was
// never set. A verifier must consider every value instead. Two steps see to
// it, both on the LLVM module before it is encoded:
//
//  - dropPoisonFlags, before any pass runs: the flags by which an operation
//    promises no overflow or an exact result (nsw, nuw, exact, inbounds,
//    nneg, disjoint) and the metadata that promise ranges go, so that no
//    pass (loop unrolling's simplification, scalar evolution's trip counts)
//    can fold on them. The translator computes the wrapped result, as GPUs
//    do; nothing it does depends on the flags.
//  - makeUndefinedValuesArbitrary, after the passes that make undefined
//    values (SROA turns a read of an uninitialised variable into `undef`):
//    every `undef` or `poison` operand, whole or inside a constant vector or
//    aggregate, and every undefined lane of a vector shuffle, becomes the
//    result of a call to `__gv_arbitrary.T()` placed just before its use (at
//    the end of the incoming block for a phi). The encoder gives each such
//    call a fresh value per thread each time it runs, so two uses of one
//    `undef`, the two threads, and two iterations of a loop all see values
//    of their own.
#pragma once

namespace llvm {
class Function;
class Module;
} // namespace llvm

namespace gv {

void dropPoisonFlags(llvm::Module &module);
void makeUndefinedValuesArbitrary(llvm::Function &f);

} // namespace gv
