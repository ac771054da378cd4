// Postconditions checked for every input the preconditions allow.
//
// Where a function is inlined into a kernel, its postconditions are checked
// for the arguments of that call (see Contracts.h). Their author, like
// GPUVerify, promises more: the postconditions hold whenever the function
// is entered in a state its preconditions allow. So each function with
// postconditions that a kernel calls also becomes an entry point of its
// own, verified like a kernel but with only its postconditions (and loop
// invariants) checked; everything else it does is checked where it is
// inlined.
//
// The entry is a copy of the function in which
//  - each value parameter is an arbitrary value, different for the two
//    threads (a function, unlike a kernel, is called with per-thread
//    arguments), unless every call passes the same value for both threads:
//    then it is the same arbitrary value for both (GPUVerify infers such a
//    precondition with Houdini; here the uniformity analysis of each caller
//    decides, where the call is marked with an ArgumentPassed intrinsic,
//    and the entry's UniformIfPassedSo with the same key assumes it);
//  - each pointer parameter points to an array of its own, as a kernel's
//    does (so aliasing between parameters is not considered), but a struct
//    passed by value is each thread's own copy, of arbitrary contents;
//  - the preconditions are assumed, as a kernel's are;
//  - both threads are enabled on entry.
#pragma once

#include <vector>

namespace llvm {
class Function;
} // namespace llvm

namespace gv {

// Adds an entry for each function with postconditions that `kernels` call
// (directly or not), and returns them. Runs before contracts are lowered:
// the entries' preconditions are to be assumed, like the kernels'.
std::vector<llvm::Function *> addPostconditionEntries(const std::vector<llvm::Function *> &kernels);

// The entry of a function no kernel calls, verified on its own
// (--no-inline, as GPUVerify's modular verification does), for every caller
// it could have: a copy in which each value parameter is an arbitrary
// value, different for the two threads, since no caller says otherwise
// ("every caller passes the same value to both" would hold of no callers
// at all), and each pointer parameter points into an array of its own at an
// arbitrary whole number of the elements it is declared to point to, again
// each thread's own (a caller may pass `&A[tid]`). The preconditions are
// assumed: `__requires(__ptr_offset_bytes(p) == 0)` says every caller passes
// the array's start.
llvm::Function *uncalledFunctionEntry(llvm::Function &f);

} // namespace gv
