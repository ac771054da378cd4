// The annotation language: assertions, assumptions, loop invariants, and
// the expressions annotations are written in (__implies, __enabled,
// __other_int, __write_implies, ...).
#pragma once

#include "encode/Memory.h"

namespace llvm {
class CallBase;
}

namespace gv {

class AnnotationEncoder {
public:
  AnnotationEncoder(KernelContext &ctx, ValueEncoder &values, MemoryEncoder &memory);

  // The value of an annotation intrinsic call, as thread t sees it.
  boogie::ExprPtr callValue(const llvm::CallBase &call, unsigned t);

  // __assert and its variants at their place in the kernel.
  void assertion(const llvm::CallBase &call, const Predicate &pred);
  // __assume, and a kernel's own __requires.
  void assumption(const llvm::CallBase &call, const Predicate &pred);
  // __requires of an inlined function (checked at the call) and __ensures
  // (checked at the return).
  void contract(const llvm::CallBase &call, const Predicate &pred);
  // A postcondition of a specification-only function, assumed for both
  // threads: about the race logs, thread 1's logs and thread 2's accesses
  // in the call (see MemoryEncoder::externalAccess).
  void specificationPostcondition(const llvm::CallBase &call, const Predicate &pred);
  // The loop invariants written at the head of the loop `header` heads, as
  // Boogie loop invariants (asserts at the start of the loop-head block).
  void invariants(const llvm::BasicBlock &header, const Predicate &pred);
  // True for the calls `invariants` encodes (they are skipped in place).
  static bool isInvariant(const llvm::CallBase &call);

private:
  boogie::ExprPtr annotationValue(const llvm::CallBase &call, unsigned t);
  // Assumes `pred(t) ==> arg(t)` (or `arg(t)`) for threads 1 to `threads`.
  void assumePerThread(const llvm::CallBase &call, const Predicate &pred, bool predicated, unsigned threads);
  // Emits `pred(t) ==> arg(t)` for the threads that need it.
  void assertPerThread(const llvm::CallBase &call, const Predicate &pred, CheckKind kind, bool predicated,
                       bool ignoreAsymmetry = false);

  KernelContext &ctx_;
  ValueEncoder &values_;
  MemoryEncoder &memory_;
};

} // namespace gv
