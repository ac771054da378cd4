// Where an instruction of a module the translator prepared is in the
// source: for the stages that report on the module's instructions (the
// executor's runs).
#pragma once

#include "gpuverify/SourceLocation.h"

namespace llvm {
class Instruction;
} // namespace llvm

namespace gv {

// The location of an instruction and the call sites it was inlined into;
// empty when the instruction carries no debug location.
SourceChain sourceChain(const llvm::Instruction &inst);

} // namespace gv
