// Calls through function pointers as the direct calls they may be.
//
// A function pointer can only hold the address of a function whose address
// the program takes somewhere (a use other than as the callee of a direct
// call), or null, or a value the host made up. So a call through a pointer
// of type T becomes a chain of tests, one per such function of type T:
//
//   if (fp == f1) r = f1(args); else if (fp == f2) r = f2(args); else ...
//
// whose direct calls are then inlined like any other. The last `else`, where
// no candidate matched, calls __gv_call_through_invalid_pointer(fp): calling
// null or anything but a function of T is undefined, so the encoder checks
// that no thread gets there (a null pointer is reported as a null pointer
// access, any other value as a call through an invalid function pointer)
// and ends the paths that do.
#pragma once

namespace llvm {
class Function;
class Module;
} // namespace llvm

namespace gv {

// Whether a function pointer can hold `f`'s address: the module takes it
// (uses in llvm.used only keep a function alive).
bool mayBePointedTo(const llvm::Function &f);

// Rewrites every indirect call of the module's defined functions. Throws
// TranslationError for a call that may reach a function without a body
// (its model, if any, is for direct calls by name) or that calls a function
// with a signature other than its own.
void lowerIndirectCalls(llvm::Module &module);

} // namespace gv
