// Function contracts (__requires, __ensures) made ready for inlining.
//
// Every call is inlined, so a contract becomes checks in place: the
// postconditions of a function are moved to each of its returns (with
// __return_val_*() replaced by the returned value, and __old_*() keeping the
// value at entry), and the preconditions of a function that is not an entry
// point are renamed to "call requires", which are checked where the
// function is called. An entry point's own preconditions (a kernel's, or
// those of a function whose postconditions are checked on their own, see
// PostconditionEntries.h) stay assumptions.
#pragma once

#include <vector>

namespace llvm {
class Function;
class Module;
} // namespace llvm

namespace gv {

// Runs before inlining. Throws TranslationError on misused contracts.
void lowerContracts(llvm::Module &module, const std::vector<llvm::Function *> &entries);

// Whether `f` has __ensures or __global_ensures.
bool hasPostconditions(const llvm::Function &f);

} // namespace gv
