// One thread of the run at a time: its instructions from where it stands to
// the next barrier or the kernel's end. Memory accesses go through Memory
// (and its shadow); what the thread meets that is not an instruction of one
// thread (a barrier) is left in its state for the scheduler (Executor.cpp).
#pragma once

#include "Memory.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/BasicBlock.h"
#include "llvm/IR/Dominators.h"

#include <map>
#include <optional>

namespace llvm {
class Argument;
class CallBase;
class Constant;
class DataLayout;
class GlobalVariable;
class Type;
} // namespace llvm

namespace gv::executor {

// What one group of the run has of its own.
struct GroupState {
  unsigned index = 0; // in Launch::groups
  Ids id = {0, 0, 0};
  // Barrier intervals so far, per memory the barriers' fences cover.
  uint64_t sharedEpoch = 0, globalEpoch = 0;
  // The same per warp, for what its lanes' syncs order (by warp number).
  std::vector<uint64_t> warpSharedEpoch, warpGlobalEpoch;
  std::map<const llvm::GlobalVariable *, uint32_t> sharedRegions;
  std::map<unsigned, uint32_t> sharedParameters; // OpenCL's __local pointer parameters
};

struct ThreadState {
  enum class Status { Running, AtBarrier, AtWarpOperation, Exited };
  unsigned index = 0; // in the run
  ThreadRef ids;
  unsigned warp = 0, lane = 0; // by its linear local id
  GroupState *group = nullptr;
  Status status = Status::Running;
  const llvm::BasicBlock *block = nullptr;
  llvm::BasicBlock::const_iterator next;
  llvm::DenseMap<const llvm::Value *, Value> values;
  std::map<unsigned, uint32_t> byValueRegions; // a struct passed by value: the thread's copy
  uint64_t arbitraryValues = 0;                // taken so far, for the next one's key
  // The iteration each loop it is in has reached (0 in the first).
  std::map<const llvm::Loop *, uint64_t> iterations;
  // At a barrier: which, in which iteration of each loop around it
  // (innermost first), its fences, and (__syncthreads_count) the predicate.
  const llvm::CallBase *barrier = nullptr;
  std::vector<uint64_t> barrierIterations;
  bool localFence = false, globalFence = false;
  std::optional<Value> barrierOperand;
  // At a warp-level operation: its arguments, evaluated (Warps.cpp).
  std::vector<Value> warpArguments;
  // Its cp.async accesses no wait has completed: each takes part in every
  // barrier interval until one does (group 0: not committed yet).
  struct PendingCopy {
    const llvm::Instruction *site;
    uint32_t region;
    int64_t offset;
    std::vector<uint8_t> bytes, old; // read or written; what a write replaced
    AccessKind kind;
    uint64_t group;
  };
  std::vector<PendingCopy> pendingCopies;
  uint64_t committedCopyGroups = 0;
  // Its cuda::pipeline's position: the groups its consumer waited for.
  uint64_t consumedCopyGroups = 0;
  // Completes its copies in all but the `recent` most recent groups.
  void waitForCopyGroups(uint64_t recent);
};

// The warp-level operations the threads of `threads` wait at whose lanes
// are all there: their results given, the lanes running again (Warps.cpp).
// False if none was. Throws Stop.
bool meetInWarps(std::vector<ThreadState> &threads, GroupState &group, unsigned lanes);

class Interpreter {
public:
  Interpreter(const llvm::Function &kernel, const Launch &launch, const Inputs &inputs, const Settings &settings,
              Memory &memory, Outcome &outcome);

  // Sets the thread at the kernel's entry.
  void start(ThreadState &t);
  // The instruction the last run stopped at (or in).
  const llvm::Instruction *current() const { return current_; }
  const ThreadRef &currentThread() const { return currentThread_; }
  // Runs it until it waits at a barrier or finishes. Throws Stop.
  void run(ThreadState &t);
  // After a barrier: its pending cp.async accesses happen in the new
  // interval too.
  void renewPendingCopies(ThreadState &t);

private:
  void enter(ThreadState &t, const llvm::BasicBlock *target);
  void execute(ThreadState &t, const llvm::Instruction &inst);
  void call(ThreadState &t, const llvm::CallBase &call);
  bool intrinsicCall(ThreadState &t, const llvm::CallBase &call);
  void wait(ThreadState &t, const llvm::CallBase &call, ThreadState::Status status);
  Value atomic(ThreadState &t, const llvm::Instruction &site, const Value &pointer, llvm::Type *type,
               const std::string &op, bool isSigned, const std::vector<Value> &operands, bool blockScope);

  Value operand(ThreadState &t, const llvm::Value *v);
  Value constant(ThreadState &t, const llvm::Constant *c);
  Value argument(ThreadState &t, const llvm::Argument &a);
  uint32_t newRegion(ArrayRef array, MemorySpace space, std::string fillKey);
  Value globalPointer(ThreadState &t, const llvm::GlobalVariable &g);
  Value elementPointer(ThreadState &t, const llvm::Instruction &gep);

  Value load(ThreadState &t, const llvm::Instruction &site, llvm::Type *type, const Value &pointer,
             AccessKind kind = AccessKind::Read, bool blockScope = false);
  void store(ThreadState &t, const llvm::Instruction &site, const Value &value, llvm::Type *type, const Value &pointer,
             AccessKind kind = AccessKind::Write, bool blockScope = false);
  // `old`: what a write replaced, if known (else read from memory).
  void accessBytes(ThreadState &t, const llvm::Instruction &site, uint32_t region, int64_t offset,
                   const std::vector<uint8_t> &bytes, AccessKind kind, bool blockScope,
                   const std::vector<uint8_t> *old = nullptr);
  Value decode(llvm::Type *type, const Value &pointer, const std::vector<uint8_t> &bytes, size_t at);
  void encode(const Value &value, llvm::Type *type, std::vector<uint8_t> &bytes, size_t at,
              std::vector<std::pair<size_t, Value>> &pointers);
  void checkPointer(const Value &pointer, const char *what);
  bool onlyForAnnotations(const llvm::Instruction &inst);

  const llvm::Function &kernel_;
  const llvm::DataLayout &layout_;
  const Launch &launch_;
  const Inputs &inputs_;
  const Settings &settings_;
  Memory &memory_;
  Outcome &outcome_;
  std::map<unsigned, uint32_t> argumentRegions_; // pointer parameters
  std::map<const llvm::GlobalVariable *, uint32_t> globalRegions_;
  const llvm::Instruction *current_ = nullptr;
  ThreadRef currentThread_;
  llvm::DenseMap<const llvm::Instruction *, bool> annotationOnly_;
  llvm::DominatorTree dominators_;
  llvm::LoopInfo loops_;
};

} // namespace gv::executor
