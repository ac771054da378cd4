// Source locations from LLVM debug info, innermost frame first.
#pragma once

#include "gpuverify/InstructionSource.h"
#include "gpuverify/Translator.h"

namespace llvm {
class Instruction;
class Function;
class DILocation;
class DILocalVariable;
class Argument;
class Value;
} // namespace llvm

namespace gv {

// The location of a debug location and the call sites it was inlined into
// (null: empty); see InstructionSource.h for an instruction's.
SourceChain sourceChain(const llvm::DILocation *location);
// " at file:line" for comments in the Boogie program; empty without a location.
std::string atSourceLine(const llvm::Instruction &inst);

// Where a function is defined.
SourceLocation functionLocation(const llvm::Function &f);

// The name the programmer gave a function (unmangled, from debug info).
std::string sourceFunctionName(const llvm::Function &f);

// A parameter's debug-info variable, if it has one.
const llvm::DILocalVariable *parameterVariable(const llvm::Argument &arg);
// The name the programmer gave a parameter.
std::string parameterName(const llvm::Argument &arg);
// The name of the source variable the debug info says holds `v` (after
// SSA construction, a phi or a computed value assigned to it); absent if it
// says none, or names several.
std::optional<std::string> sourceVariableName(const llvm::Value &v);
// Whether the parameter's C type is a signed integer (per its debug info;
// false if that is not known).
bool parameterIsSigned(const llvm::Argument &arg);

} // namespace gv
