// The translator's interface: an LLVM module of GPU kernels in, a two-thread
// Boogie program out, together with the facts the driver needs to turn
// Boogie's verdict back into a report about the source (what each check
// means, where each access is, how arrays and ids are named in the model).
#pragma once

#include "boogie/Ast.h"
#include "gpuverify/HostFacts.h"
#include "gpuverify/LoopShape.h"
#include "gpuverify/SourceLocation.h"
#include "gpuverify/ThreadPair.h"

#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace llvm {
class Module;
}

namespace gv {

enum class SourceLanguage { OpenCL, CUDA };

// A launch dimension: a fixed extent, or unconstrained ("*" on the command
// line). Dimensions beyond `dims` are 1.
struct Extent3 {
  unsigned dims = 1;
  std::array<std::optional<uint64_t>, 3> size = {1, 1, 1};
};

struct LaunchGeometry {
  Extent3 groupSize; // work-items per work-group / threads per block
  Extent3 numGroups; // work-groups / blocks
  std::array<uint64_t, 3> globalOffset = {0, 0, 0};
};

// CUDA's launch limits (compute capability 3.0 and later), within which an
// unconstrained ("*") size stays: threads per block in each dimension (and
// 1024 in all), and blocks.
inline constexpr uint64_t cudaMaxBlock[3] = {1024, 1024, 64};
inline constexpr uint64_t cudaMaxThreadsPerBlock = 1024;
inline constexpr uint64_t cudaMaxGrid[3] = {(uint64_t{1} << 31) - 1, 65535, 65535};

enum class SharedStateAbstraction {
  Automatic,   // equality for arrays whose contents reach control flow or
               // assertions, adversarial for all others (GPUVerify's default)
  Adversarial, // every shared array read yields an arbitrary value
  Equality,    // both threads see the same, otherwise unknown, contents
};

// A value given on the command line, with its sign, so that it can be
// checked against the width of the parameter it is for.
struct ArgumentValue {
  uint64_t magnitude = 0;
  bool negative = false;
  bool operator==(const ArgumentValue &o) const { return magnitude == o.magnitude && negative == o.negative; }
  // Whether it is a value of a `bits`-wide integer, signed or unsigned.
  bool fitsIn(unsigned bits) const {
    if (bits >= 64)
      return !negative || magnitude <= (uint64_t{1} << 63);
    return negative ? magnitude <= (uint64_t{1} << (bits - 1)) : magnitude < (uint64_t{1} << bits);
  }
  // Its two's-complement bits, 64 of them.
  uint64_t bits() const { return negative ? ~magnitude + 1 : magnitude; }
};

// The scalar kernel arguments fixed by --kernel-args; nullopt leaves one free.
struct KernelArgumentValues {
  std::string kernel;
  std::vector<std::optional<ArgumentValue>> values; // in order of the parameters passed by value
};

struct TranslateOptions {
  SourceLanguage language = SourceLanguage::OpenCL;
  LaunchGeometry geometry;
  SharedStateAbstraction abstraction = SharedStateAbstraction::Automatic;
  bool benignWriteTolerance = true; // write-write of equal values is no race
  bool onlyIntraGroup = false;      // both threads in the same group
  bool onlyDivergence = false;      // check barrier divergence and assertions only
  bool onlyLog = false;             // log accesses but check no races
  bool asymmetricAsserts = false;   // assertions checked for thread 1 only
  bool checkArrayBounds = false;    // accesses stay within their arrays
  std::string kernelName;           // empty: every kernel in the module
  // Not empty: of the kernels kernelName selects, only these (source names
  // exactly): a group the host code launches with the same sizes.
  std::vector<std::string> kernelNames;
  // Kernels left out (source names exactly): those a translation refused
  // (TranslationError::kernel), so that the file's others are verified.
  std::vector<std::string> leftOutKernels;
  std::vector<std::string> checkArrays; // empty: race-check every array
  std::optional<KernelArgumentValues> kernelArgs;
  // Values the host code passes at every launch of a kernel (named exactly),
  // assumed where --kernel-args fixes none; one the parameter cannot hold
  // is left free.
  std::vector<KernelArgumentValues> assumedKernelArgs;
  // What the host code's launches say of a kernel's integer arguments and
  // sizes (see HostFacts.h), assumed where --kernel-args fixes none.
  std::vector<KernelHostFacts> hostFacts;
  unsigned pointerBits = 32;
  // --warp-sync: the threads of a warp of this many (consecutive local ids,
  // x fastest) run in lock-step, so their accesses in different
  // instructions never race.
  std::optional<unsigned> warpSize;
  // With warpSize, the two-pass method (--warp-method=two-pass) checks the
  // pairs of threads of one warp and the pairs of different warps in
  // separate programs: which pairs this program considers.
  enum class WarpPairs { Any, SameWarp, DifferentWarps };
  WarpPairs warpPairs = WarpPairs::Any;
  // --sub-group-size: the lanes of an OpenCL sub-group (consecutive linear
  // local ids), for the sub-group functions; else --warp-sync's size, else
  // 32 (CUDA's warps are always 32 lanes wide).
  std::optional<unsigned> subGroupSize;
  // The lanes of a warp (a sub-group) for the warp-level operations: masks
  // are 32 bits, so --warp-sync=N counts only up to 32.
  unsigned lanesPerWarp() const {
    if (subGroupSize)
      return *subGroupSize;
    return warpSize && *warpSize <= 32 ? *warpSize : 32;
  }
  // Barrier invariants may only read elements the two threads accessed
  // since the previous barrier (GPUVerify's access checks).
  bool barrierAccessChecks = true;
  // --no-inline (GPUVerify's modular verification): every function with a
  // body is a procedure verified on its own account. Calls are still
  // inlined, so a called function is checked in each context it is called
  // from; a function no kernel calls is verified as an entry of its own,
  // in the context GPUVerify's inferred contract gives a procedure without
  // callers (uniform arguments, both threads enabled, nothing accessed
  // before). Only when no kernel is selected by name.
  bool verifyUncalledFunctions = false;
};

// ------------------------------------------------------------ the model

enum class AccessKind { Read, Write, Atomic };
enum class MemorySpace { Global, GroupShared, Constant, Private };

struct ArrayInfo {
  std::string boogieName; // map and log variables are derived from it
  std::string sourceName; // as the programmer wrote it
  MemorySpace space = MemorySpace::Global;
  unsigned elementBits = 8;       // width of one modelled element
  unsigned sourceElementBits = 8; // width of one source element
  // Extents of the source array's dimensions, outermost first; 0 where
  // unknown (the outermost extent of a pointer parameter).
  std::vector<uint64_t> sourceDimensions;
  // Its base in the module translate() prepared, for tools that run it: a
  // pointer parameter of the kernel (by number) or a module-level variable
  // (by its name there); neither for other arrays.
  std::optional<unsigned> parameter;
  std::string global;
};

// A memory access in the source, identified in the Boogie program by a
// number stored in the race logs, so a counterexample names the earlier
// access of a race.
struct AccessSite {
  unsigned id = 0;
  AccessKind kind = AccessKind::Read;
  unsigned array = 0; // index into Translation::arrays
  SourceChain location;
};

enum class CheckKind {
  Race,                   // the current access (thread 2) against a logged one (thread 1)
  BarrierDivergence,      // both threads must reach the barrier together
  Assertion,              // __assert and friends
  LoopInvariant,          // __invariant; Boogie tells entry from maintenance
  Unreachable,            // reached a point the kernel marked unreachable
  ConstantWrite,          // a write to constant memory
  Precondition,           // __requires of a called function; location: [requires, call site, ...]
  Postcondition,          // __ensures, checked where the function returns
  NullPointer,            // an access (or call) through a pointer that may be null
  InvalidFunctionPointer, // a call through a pointer that may be neither null nor
                          // a function of the call's type in the module
  CollectiveDivergence,   // a work-group function (async copy, wait) reached
                          // non-uniformly or with non-uniform arguments
  BarrierInvariant,       // a barrier invariant, checked at its barrier
  BarrierInvariantAccess, // a barrier invariant reads an element neither
                          // thread accessed since the last barrier
  ArrayBounds,            // --check-array-bounds: an access outside its array
  WarpDivergence,         // a warp-synchronous operation (__syncwarp, __shfl_sync, ...)
                          // not reached by a lane its mask names, or with another mask
  WarpMask,               // a thread calls a warp-synchronous operation whose mask
                          // does not name its own lane
  InferredInvariant,      // a loop invariant that invariant inference proved (the last: tests go up to it)
};

struct Check {
  unsigned id = 0;
  CheckKind kind = CheckKind::Assertion;
  SourceChain location;
  unsigned thread = 0; // 1 or 2 for per-thread checks, 0 otherwise
  // A loop invariant checked at the end of an iteration (a copy made by
  // boogie::checkInvariantsAtLatches): its failures are "not maintained".
  bool afterIteration = false;
  // Races and array bounds.
  unsigned array = 0;
  AccessKind current = AccessKind::Read;  // thread 2's access
  AccessKind previous = AccessKind::Read; // thread 1's logged access
};

struct KernelParameter {
  std::string sourceName;
  std::string boogieName; // name of the procedure parameter in the model
  unsigned bits = 32;
  bool isSigned = false;       // a signed integer in C: its values are shown as such
  bool isInteger = true;       // not a float, whose bits are never an index
  unsigned argumentNumber = 0; // of the function in the module
};

struct KernelInfo {
  std::string sourceName;    // the kernel's name in the source
  std::string procedureName; // the Boogie procedure that verifies it
  std::string functionName;  // the function in the module translate() prepared
  SourceLocation location;
  std::vector<KernelParameter> scalarParameters;
  // Not a kernel: the procedure checks the postconditions of the function
  // `sourceName` for every input its preconditions allow.
  bool postconditionsOnly = false;
  // The fences that order a thread's global accesses for other groups too
  // (__threadfence): the model orders groups only at a grid barrier, so a
  // protocol of such fences and atomic flags between groups is not followed,
  // which reports on races between groups point out.
  std::vector<SourceChain> deviceFences;
};

// Names of the model constants the driver reads from a counterexample.
struct ModelNames {
  // local_id_x$1 etc: per thread, per dimension
  ThreadPair<std::array<std::string, 3>> localId;
  ThreadPair<std::array<std::string, 3>> groupId;
  std::array<std::string, 3> groupSize;
  std::array<std::string, 3> numGroups;
  std::string watchedOffset; // element offset of the raced location
  std::string watchedSite;   // AccessSite::id of thread 1's access
};

// A function with a body in the source (not a specification): what
// GPUVerify's modular verification counts as a procedure.
struct SourceFunction {
  std::string sourceName;
  SourceLocation location; // where it is defined; location.function names it
  bool kernel = false;
};

struct Translation {
  boogie::Program program;
  std::vector<KernelInfo> kernels;
  std::vector<ArrayInfo> arrays;
  std::vector<AccessSite> sites;
  std::vector<Check> checks;             // indexed by Check::id
  std::vector<LoopShape> loops;          // for invariant inference
  std::vector<SourceFunction> functions; // every one in the module, before inlining
  ModelNames modelNames;
  // How variables of the program read in the kernel's language, for
  // messages in the user's terms (--infer-info): `i` for thread 1's copy of
  // the source variable i, `__other_int(i)` for thread 2's (the annotation
  // language's), `get_local_id(0)`, `__read(A)`. Variables with no source
  // counterpart are absent.
  std::map<std::string, std::string> sourceTerms;
  Extent3 groupSize, numGroups; // for printing ids with the right arity
  // Functions of the user's that a kernel calls and the module does not
  // define (declared only, or compiled apart with -rdc), with the first
  // call: verified as GPUVerify does, as if they accessed no memory
  // (StatementEncoder::unknownFunction). An assumption the user hears of.
  struct UndefinedFunction {
    std::string name;
    SourceChain firstCall;
  };
  std::vector<UndefinedFunction> undefinedFunctions;
};

// The kernel uses something the translator cannot (yet) model soundly.
struct TranslationError : std::runtime_error {
  explicit TranslationError(const std::string &message) : std::runtime_error(message) {}
  TranslationError(const std::string &message, SourceLocation where)
      : std::runtime_error(message), where({std::move(where)}) {}
  // Where the construct is: innermost first, with the call sites it was
  // inlined into (the driver shows the first frame in the user's files).
  TranslationError(const std::string &message, SourceChain where)
      : std::runtime_error(message), where(std::move(where)) {}
  // The options asked for something this kernel cannot have (a check of an
  // array it lacks, an abstraction its accesses rule out): reported as an
  // error of the run, not at a place in the kernel.
  static TranslationError ofOptions(const std::string &message) {
    TranslationError error(message);
    error.causedByOptions = true;
    return error;
  }
  // The command line names something this module lacks (a kernel), or gives
  // a value a parameter cannot hold: a command-line error (exit code 1).
  static TranslationError ofCommandLine(const std::string &message) {
    TranslationError error(message);
    error.causedByCommandLine = true;
    return error;
  }
  SourceChain where;
  // The kernel (source name) whose encoding refused the construct; empty
  // for what concerns the whole module.
  std::string kernel;
  bool causedByOptions = false;
  bool causedByCommandLine = false;
};

// The source names of the kernels translate() would encode (throws
// TranslationError where it would for a kernel name that matches none).
std::vector<std::string> kernelsToTranslate(llvm::Module &module, const TranslateOptions &options);

// Translates every kernel of `module` (or the one named in the options).
// The module is transformed in place (inlining, SSA construction).
// Throws TranslationError.
Translation translate(llvm::Module &module, const TranslateOptions &options);

} // namespace gv
