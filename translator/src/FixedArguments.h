// The kernel arguments whose values are fixed before verification: by
// --kernel-args, or, where it fixes none, by the host code's launches
// (every launch passes the same constant). One reading of the options for
// the two uses: the preconditions the encoder states, and the constants
// substituted for the arguments in the kernel's code.
#pragma once

#include "gpuverify/Translator.h"

#include "llvm/ADT/APInt.h"

#include <vector>

namespace llvm {
class Argument;
class Function;
} // namespace llvm

namespace gv {

struct FixedArgument {
  const llvm::Argument *argument = nullptr;
  llvm::APInt value;    // as wide as the parameter (a struct's bytes, for byval)
  bool byValue = false; // a struct passed by value: its contents
};

struct FixedArguments {
  std::vector<FixedArgument> arguments;
  bool assumed = false; // from the host code, not the command line
};

// A value --kernel-args gives that the parameter cannot hold, or more
// values than parameters, is an error of the command line (thrown as
// TranslationError), never a silent wrap; the host code's values are used
// only where they fit, and only if the host code saw as many parameters
// passed by value as the kernel has.
FixedArguments fixedArguments(const llvm::Function &kernel, const TranslateOptions &options);

// Replaces every use of each fixed scalar (not byval) argument of `kernel`
// by its value. The precondition the encoder states keeps the parameter
// itself constrained; the code then computes with constants (an offset
// `i + NY * pitch` moves by a known stride).
void substituteFixedArguments(llvm::Function &kernel, const TranslateOptions &options);

} // namespace gv
