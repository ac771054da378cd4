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

enum class Intrinsic {
#define GV_INTRINSIC(name, properties) name,
#include "Intrinsics.def"
};

// The operation of an atomic function (Intrinsic::AtomicOperation), from
// its name __gv_atomic_<op>_...: "add", "inc", "cmpxchg", ...
std::string atomicOperationName(const llvm::Function &callee);
// An atomic read-modify-write, of the whole grid or of a block.
bool isAtomicOperation(Intrinsic i);

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
// True for the warp-level operations (encode/Warps.h).
bool isWarpOperation(Intrinsic i);
// True for the calls after which the race logs may be empty: barriers of
// the group or grid, and of a warp's lanes.
bool mayEmptyAccessLogs(Intrinsic i);

// The callee IndirectCalls inserts where no candidate function matched.
constexpr const char *invalidFunctionPointerCallName = "__gv_call_through_invalid_pointer";

// The metadata that marks the load and store a cp.async is lowered to
// (passes/PtxAsyncCopy.h): they stay pending until a wait completes them.
constexpr const char *asyncCopyAccessMetadata = "gv.async_copy";

// The prefix of the functions whose calls yield an arbitrary value of their
// return type, different for each thread (Intrinsic::ArbitraryValue).
constexpr const char *arbitraryValuePrefix = "__gv_arbitrary.";
constexpr const char *argumentPassedPrefix = "__gv_argument_passed.";
constexpr const char *uniformIfPassedSoPrefix = "__gv_uniform_if_passed_so.";
// `prefix` followed by the type as LLVM prints it ("__gv_arbitrary.i32").
std::string typedName(const char *prefix, llvm::Type *type);
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

// The operator of a WarpReduce call, its third argument.
enum class WarpReduction : int {
#define GV_WARP_REDUCTION(NAME, NUMBER, PTX) NAME = NUMBER,
#include "gpuverify/WarpReductions.def"
};

} // namespace gv
