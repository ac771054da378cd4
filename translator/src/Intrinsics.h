// The functions the translator gives a meaning to, recognised by name.
//
// This is the one table from a callee name (as declared in our kernel
// headers, or an LLVM intrinsic clang emits) to what the call means. The
// encoders switch on Intrinsic; nothing else in the translator looks at
// callee names.
#pragma once

#include "llvm/ADT/StringRef.h"

#include <string>

namespace llvm {
class Function;
class FunctionCallee;
class Instruction;
class Module;
class Type;
} // namespace llvm

namespace gv {

// clang-format off: the grouping is the documentation
enum class Intrinsic {
  None, // not an intrinsic: an ordinary (to be inlined) or unknown function

  // Work-item geometry; argument: dimension.
  LocalId, GroupId, LocalSize, NumGroups, GlobalOffset, WorkDim, WarpSize,

  // Synchronisation.
  Barrier,      // (local fence, global fence)
  NvvmBarrier,  // llvm.nvvm.barrier0: __syncthreads without our header
  BarrierReduce, // __syncthreads_count/and/or: a barrier whose result is the same for the block
  GridBarrier,
  MemFence,     // no effect on races

  // Annotations on values.
  Assert, GlobalAssert, CandidateAssert, CandidateGlobalAssert,
  Assume,
  Invariant, GlobalInvariant, CandidateInvariant, CandidateGlobalInvariant,
  FunctionWideInvariant, FunctionWideCandidateInvariant,
  Requires, GlobalRequires, Ensures, GlobalEnsures,
  CallRequires, CallGlobalRequires, // __requires of a function inlined into a caller
  // A specification-only function (see isSpecificationOnly): its
  // postconditions are assumed where it returns, after which SpecEnd marks
  // the end of the call.
  SpecEnsures, SpecGlobalEnsures, SpecEnd,
  Implies, Ite, Enabled, DominatorEnabled, OtherInt, OtherBool,
  ReturnValInt, ReturnValBool, ReturnValPtr, OldInt, OldBool,

  // Annotations on memory, taking a pointer.
  ReadHasOccurred, WriteHasOccurred, AtomicHasOccurred,
  ReadImplies, WriteImplies, AtomicImplies,
  ReadOffsetBytes, WriteOffsetBytes, PtrOffsetBytes, PtrBase, OtherPtrBase,
  // __atomic_has_taken_value(p, offset, value): an atomic operation on
  // element `offset` of p has returned `value` (the refined atomic
  // abstraction, see RepetitionFree.h).
  AtomicHasTakenValue,
  RequiresFreshArray, ArraySnapshot,
  // __reads_from(p), __writes_to(p): a specification-only function's
  // accesses to the arrays p points into.
  ReadsFrom, WritesTo,
  BarrierInvariant, BinaryBarrierInvariant,
  // __add_noovfl_<type>(x, y): the sum, assumed not to overflow.
  AddNoOverflow,
  // __abstract_op_<type>(x, y): the abstract operator (see
  // prelude::Prelude::abstractOperator).
  AbstractOperator,

  // Atomic read-modify-write operations (__gv_atomic_<op>_...): the first
  // argument points at the location.
  AtomicOperation,

  // OpenCL's asynchronous group copies and the wait for them.
  AsyncCopy,        // __gv_async_copy_<direction>_<type>(dst, src, n, event)
  AsyncStridedCopy, // __gv_async_strided_copy_<direction>_<type>(dst, src, n, stride, event)
  WaitGroupEvents,  // __gv_wait_group_events(n, events)
  WaitEvent,        // __gv_wait_event(event): one event, after preparation

  // write_image{f,i,ui}(image, coordinates, texel): lowered to a store
  // before encoding (see Images.h).
  ImageWrite,

  // Library calls that need no model.
  Printf,
  // DECLARE_UF_*: an uninterpreted function the user names (and may give
  // axioms in a --boogie-file).
  UserFunction,

  // A CUDA texture reference's handle (llvm.nvvm.texsurf.handle.internal):
  // the texture fetch functions take it.
  TextureHandle,

  // Reached when a call through a function pointer matched none of the
  // functions it may call (see IndirectCalls.h); argument: the pointer.
  InvalidFunctionPointerCall,

  // An arbitrary value, different for each thread (see PostconditionEntries.h).
  ArbitraryValue,
  // (key, value): a call passes `value` as the argument the postcondition
  // entry's UniformIfPassedSo with the same key stands for; the entry
  // assumes that argument is the same for both threads if every call
  // passes a uniform value (see PostconditionEntries.h).
  ArgumentPassed, UniformIfPassedSo,

  // LLVM intrinsics.
  DebugInfo, Lifetime, Trap, Assume_, // llvm.dbg.*, llvm.lifetime.*, llvm.trap, llvm.assume
};
// clang-format on

// The operation of an atomic function (Intrinsic::AtomicOperation), from
// its name __gv_atomic_<op>_...: "add", "inc", "cmpxchg", ...
std::string atomicOperationName(const llvm::Function &callee);

// Classifies a callee. Itanium-mangled names (our OpenCL overloads, CUDA
// functions) are matched on their base name.
Intrinsic classifyFunction(const llvm::Function &callee);
// The intrinsic a direct call calls; None for other instructions.
Intrinsic intrinsicOf(const llvm::Instruction &inst);
// A specification-only function (its name starts with __spec): its body
// is its contract, which calls assume.
bool isSpecificationOnly(const llvm::Function &f);
// True for the calls that synchronise the work-group.
bool isBarrier(Intrinsic i);

// The callee IndirectCalls inserts where no candidate function matched.
constexpr const char *invalidFunctionPointerCallName = "__gv_call_through_invalid_pointer";

// The prefix of the functions whose calls yield an arbitrary value of their
// return type, different for each thread (Intrinsic::ArbitraryValue).
constexpr const char *arbitraryValuePrefix = "__gv_arbitrary.";
constexpr const char *argumentPassedPrefix = "__gv_argument_passed.";
constexpr const char *uniformIfPassedSoPrefix = "__gv_uniform_if_passed_so.";
// The function (declared in `module` on first use) whose calls yield an
// arbitrary value of `type`.
llvm::FunctionCallee arbitraryValueFunction(llvm::Module &module, llvm::Type *type);
// The function, (i32 key, `type` value) -> void, of an ArgumentPassed or
// UniformIfPassedSo call.
llvm::FunctionCallee argumentFunction(llvm::Module &module, Intrinsic kind, llvm::Type *type);

// The unmangled base name of a function: "_Z9__gv_readPU3AS1Kv" -> "__gv_read".
std::string baseName(llvm::StringRef name);

// True for the annotations whose only effect is on the verification
// conditions (they read memory without racing and are evaluated in place).
bool isAnnotation(Intrinsic i);

// True if a call's value may differ between the two threads whatever its
// arguments (the local id, the enabledness, the other thread's view, the
// race logs, which describe thread 1 only). The group id is one of these
// only when the threads may be in different groups.
bool isThreadSpecific(Intrinsic i);
// True for the annotations that read the race logs (__read(p),
// __write_offset_bytes(p), ...) or what atomics returned
// (__atomic_has_taken_value): their value depends on the accesses made so
// far.
bool readsRaceLogs(Intrinsic i);
// True for the annotations that describe thread 1's logged accesses
// (__read(p), __write_offset_bytes(p), ...; not __atomic_has_taken_value,
// which reads a record the threads share): an annotation using one holds
// for thread 1 only (GPUVerify's asymmetric annotations).
bool describesLoggedAccesses(Intrinsic i);

} // namespace gv
