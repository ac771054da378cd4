// One LLVM instruction (other than a terminator or phi) as Boogie commands,
// executed by each thread under its predicate.
#pragma once

#include "encode/Annotations.h"
#include "encode/BarrierInvariants.h"
#include "encode/Warps.h"

namespace gv {

class StatementEncoder {
public:
  StatementEncoder(KernelContext &ctx, ValueEncoder &values, MemoryEncoder &memory, AnnotationEncoder &annotations);

  void emit(const llvm::Instruction &inst, const Predicate &pred);
  // The program reaches `at` (llvm.trap, or an `unreachable` terminator:
  // after a call that never returns, or __builtin_unreachable()) under
  // `pred`: an error for an enabled thread, after which nothing is checked.
  void reachUnreachable(const llvm::Instruction &at, const Predicate &pred);

private:
  void call(const llvm::CallBase &call, const Predicate &pred);
  // OpenCL's barrier(flags) fences what its flags say; CUDA's
  // __syncthreads() fences everything, and a cooperative-groups grid sync
  // also orders the threads of different groups.
  enum class BarrierKind { OpenCL, Block, Grid };
  void barrier(const llvm::CallBase &call, const Predicate &pred, BarrierKind kind);
  void assumeNoOverflow(const llvm::CallBase &call, const Predicate &pred);
  void assignValue(const llvm::Instruction &inst, const Predicate &pred);
  void unknownFunction(const llvm::CallBase &call, const Predicate &pred);
  void callThroughInvalidPointer(const llvm::CallBase &call, const Predicate &pred);

  KernelContext &ctx_;
  ValueEncoder &values_;
  MemoryEncoder &memory_;
  AnnotationEncoder &annotations_;
  BarrierInvariantEncoder barrierInvariants_;
  WarpEncoder warps_;
};

} // namespace gv
