// A concrete executor of a kernel: the module the translator prepared (every
// call inlined), run for every thread of one or two groups, barrier interval
// by barrier interval, with shadow memory that records each access's thread,
// interval and value. It reports conflicts exactly as the verifier defines
// them (two threads, one access a write, no barrier between them in the same
// group, any two accesses in different groups; equal writes are benign;
// atomics do not race with atomics), barrier divergence and failed
// assertions, so that a report the verifier made can be shown real.
//
// Every execution it performs is one the GPU may perform: threads run one
// after the other up to each barrier (a legal schedule), groups one after
// the other, memory it is not given holds arbitrary values. Anything it
// cannot run exactly (warp-level operations, a grid barrier, a function
// without a body) stops the run with a reason: it never guesses. So a
// conflict it finds is real for the inputs it was given; finding none
// proves nothing.
#pragma once

#include "gpuverify/Translator.h"

#include <array>
#include <chrono>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace llvm {
class Function;
class Instruction;
} // namespace llvm

namespace gv::executor {

using Ids = std::array<uint64_t, 3>;

struct Launch {
  Ids groupSize = {1, 1, 1};
  Ids numGroups = {1, 1, 1};
  Ids globalOffset = {0, 0, 0};
  unsigned dims = 1; // get_work_dim()
  // The groups run, in this order (each to its end before the next): a
  // schedule the hardware may choose, since groups are not ordered.
  std::vector<Ids> groups;
};

struct Inputs {
  // The kernel's scalar arguments by parameter number, as bits (a float's
  // IEEE bits); a parameter not given is 0.
  std::map<unsigned, uint64_t> scalars;
  // The bytes of a struct passed by value (byval), by parameter number; the
  // rest of it, and one not given, hold the fill.
  std::map<unsigned, std::vector<uint8_t>> byValue;
  // Memory not written before it is read, and arbitrary values (the same
  // for every thread where the memory is the same): zero; small numbers
  // (0 to 15 in the low byte of each 4-byte word, so that counters and
  // indices stay in range and neighbouring elements differ); or
  // pseudo-random bytes. Small and Random from the seed.
  enum class Fill { Zero, Small, Random };
  Fill fill = Fill::Zero;
  uint64_t seed = 1;
};

struct Settings {
  bool benignWrites = true;    // a write-write of equal values is no conflict
  uint64_t maxSteps = 2000000; // instructions over all threads
  std::chrono::steady_clock::time_point deadline = std::chrono::steady_clock::time_point::max();
  unsigned maxConflicts = 16; // the run stops after finding so many
  bool findConflicts = true;  // false: only divergence and assertions are looked for
  unsigned warpLanes = 32;    // lanes of a warp (an OpenCL sub-group), consecutive linear local ids
  // The memory space of each array the translator saw: pointer parameters
  // by number, module-level variables by their name in the module (see
  // ArrayInfo). A parameter not named is global memory; a variable, as its
  // address space says.
  std::map<unsigned, MemorySpace> parameterSpaces;
  std::map<std::string, MemorySpace> globalSpaces;
};

struct ThreadRef {
  Ids localId = {0, 0, 0};
  Ids groupId = {0, 0, 0};
};

// Where an array of the run is in the kernel: a pointer parameter, or a
// module-level variable (the names the translator's ArrayInfo::base uses).
struct ArrayRef {
  std::string sourceName;
  std::optional<unsigned> parameter;
  std::string global;
};

struct AccessSeen {
  ThreadRef thread;
  AccessKind kind = AccessKind::Read;
  const llvm::Instruction *site = nullptr;
  // A cp.async access still pending after a barrier (no wait completed it).
  bool pendingAcrossBarrier = false;
};

struct Conflict {
  ArrayRef array;
  int64_t byteOffset = 0; // of the first byte both accessed
  AccessSeen earlier, later;
};

// Threads of one group that did not reach the same barrier together:
// `other` waits at another barrier, or at the same one in another iteration
// of a loop around it (as lock-step execution defines divergence: the loop's
// condition was not uniform), or has finished the kernel (otherBarrier null).
struct Divergence {
  ThreadRef atBarrier;
  const llvm::Instruction *barrier = nullptr;
  ThreadRef other;
  const llvm::Instruction *otherBarrier = nullptr;
  bool otherIteration = false; // the same barrier, another iteration
};

struct AssertionFailure {
  ThreadRef thread;
  const llvm::Instruction *site = nullptr;
};

struct Outcome {
  enum class End {
    Finished,      // every thread ran to the end
    EnoughFound,   // stopped after Settings::maxConflicts conflicts
    Unsupported,   // met something it cannot run exactly (why, where)
    OutsideInputs, // an assumption or precondition failed: not an execution the verifier considers
    Undefined,     // undefined behaviour (why, where): the run cannot go on
    OutOfSteps,    // Settings::maxSteps
    OutOfTime,     // Settings::deadline
  };
  End end = End::Finished;
  // With End::Undefined, the behaviour a report may be about.
  enum class UndefinedBehaviour { Other, NullPointer, Unreachable };
  UndefinedBehaviour undefined = UndefinedBehaviour::Other;
  std::string why;
  const llvm::Instruction *where = nullptr;
  ThreadRef whoStopped; // the thread that was running when the run stopped
  std::vector<Conflict> conflicts;
  std::vector<Divergence> divergences;
  std::vector<AssertionFailure> assertions;
  uint64_t steps = 0;
  // The bytes of each pointer parameter's array the run read or wrote,
  // [lowest, highest], and of each group-shared variable (the largest of
  // any group's), by its name in the module: what a host program must
  // allocate to run the kernel the same way.
  std::map<unsigned, std::pair<int64_t, int64_t>> parameterBytes;
  std::map<std::string, std::pair<int64_t, int64_t>> sharedBytes;
};

// Runs `kernel` (of a module translate() prepared) on `inputs`.
Outcome execute(const llvm::Function &kernel, const Launch &launch, const Inputs &inputs, const Settings &settings);

// The fill's value of the n-th byte of the memory `key` names ("parameter:0",
// "global:tile"): what a memory byte nobody wrote reads as, computable
// by a host program that wants the same contents.
uint64_t fillValue(Inputs::Fill fill, uint64_t seed, const std::string &key, uint64_t n);

// "thread 3 of block 1" / "work-item (3, 0) of work-group (1, 0)", with as
// many components as the launch's dimensions.
std::string threadText(const ThreadRef &thread, SourceLanguage language, unsigned groupDims, unsigned gridDims);
// "block 1" / "work-group (1, 0)".
std::string groupText(const Ids &group, SourceLanguage language, unsigned gridDims);

} // namespace gv::executor
