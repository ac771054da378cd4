// What an instruction of a module the translator prepared keeps of the
// source, for the stages that run the module (the executor): where it is,
// and what clang's flags said of its arithmetic.
#pragma once

#include "gpuverify/SourceLocation.h"

namespace llvm {
class Instruction;
} // namespace llvm

namespace gv {

// The location of an instruction and the call sites it was inlined into;
// empty when the instruction carries no debug location.
SourceChain sourceChain(const llvm::Instruction &inst);

// The preparation drops LLVM's poison flags (no pass may exploit them) and
// keeps what they said as metadata of these names: a signed overflow clang
// marked `nsw` (C's undefined behaviour), an unsigned one marked `nuw`, a
// division or shift marked `exact`.
constexpr const char *signedOverflowUndefined = "gv.nsw";
constexpr const char *unsignedOverflowUndefined = "gv.nuw";
constexpr const char *inexactUndefined = "gv.exact";

} // namespace gv
