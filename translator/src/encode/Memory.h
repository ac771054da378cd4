// Memory: array contents and the race-checking instrumentation.
//
// Each array is a Boogie map from element index to element. Arrays whose
// contents matter are kept as maps (shared arrays in one copy that both
// threads see; private arrays in one copy per thread); the others are read
// as arbitrary values and their writes only matter for races.
//
// Race checking follows the two-thread reduction with a watched location:
// `_WATCHED_OFFSET` is an arbitrary element and `_WATCHED_SITE` an arbitrary
// access site. Thread 1's accesses to the watched element from the watched
// site set `_READ_HAS_OCCURRED_$$A` / `_WRITE_HAS_OCCURRED_$$A`; each access
// of thread 2 asserts that it does not conflict with a logged one. Since the
// watched element and site are arbitrary, every pair of conflicting accesses
// is considered, and a counterexample names both the element and the
// earlier access. Barriers clear the logs.
#pragma once

#include <functional>
#include <map>
#include <tuple>

#include "encode/LoopShapes.h"
#include "encode/Values.h"

namespace llvm {
class Constant;
class APInt;
class CallBase;
class LoadInst;
class StoreInst;
} // namespace llvm

namespace gv {

// The threads a barrier synchronises: those of one group, or the whole grid.
enum class BarrierScope { Group, Grid };

class MemoryEncoder {
public:
  MemoryEncoder(KernelContext &ctx, ValueEncoder &values, LoopShapeRecorder &loopShapes);

  // Declares the maps and logs of the kernel's arrays (globals in the
  // program, private arrays as locals) and records their ArrayInfo.
  void declareArrays();
  // Commands at kernel entry: empty logs, known initial contents.
  void initialise();
  // The read, write and atomic logs of the arrays checked for races, and
  // the flags of writes that changed an element (benign races tolerated).
  std::vector<boogie::ExprPtr> accessLogs() const;
  // Fixes the initial contents of a by-value kernel argument (--kernel-args).
  void assumeContents(const llvm::Value *base, const llvm::APInt &bits);

  void load(const llvm::LoadInst &load, const Predicate &pred);
  void store(const llvm::StoreInst &store, const Predicate &pred);
  // An atomic read-modify-write: an access that races with plain reads and
  // writes but not with other atomics; its result is arbitrary, except on
  // a repetition-free array (see RepetitionFree.h): there it is a value no
  // atomic operation has returned from the element before.
  void atomic(const llvm::CallBase &call, const Predicate &pred);
  // async_work_group_copy: the work-group copies n elements; each thread is
  // taken to copy an arbitrary one. The copy stays pending (its accesses
  // are not cleared by barriers) until a wait for its event.
  void asyncCopy(const llvm::CallBase &call, const Predicate &pred);
  void waitEvent(const llvm::CallBase &call, const Predicate &pred);
  // cooperative_groups::wait_prior<n>: the copies but the n most recent
  // (events are numbered in order) are complete.
  void waitPriorEvents(const llvm::CallBase &call, const Predicate &pred);
  // CUDA's cp.async (passes/PtxAsyncCopy.h): a thread's copies are its
  // load and store marked pending; thread 1's logged one stays in the logs
  // across barriers until a wait completes its group. Commit makes the
  // thread's uncommitted copies a group; wait(n) completes all but its n
  // most recent groups.
  void commitAsyncCopies(const Predicate &pred);
  void waitAsyncCopies(const llvm::CallBase &call, const Predicate &pred);
  // libcu++'s cuda::pipeline of one thread, over the same groups, as its
  // implementation runs it: the pipeline counts the groups its consumer
  // waited for (thread 1's, from the groups committed when it was made);
  // consumer_wait() completes the oldest group not waited for unless none
  // is outstanding (its 8-bit counters equal); wait_prior<n> is wait(n),
  // and leaves n groups not waited for.
  void startPipeline(const Predicate &pred);
  void consumerWait(const Predicate &pred);
  void pipelineWaitPrior(const llvm::CallBase &call, const Predicate &pred);
  // Gives `inst` (a pointer: offset and base) an arbitrary value.
  void assignArbitrary(const llvm::Instruction &inst, const Predicate &pred);
  // __requires_fresh_array(p): p points into memory the host provided for
  // it alone (its external array), not into one of the kernel's arrays.
  void assumeFresh(const llvm::CallBase &call);
  // Gives a pointer `inst` an arbitrary base among those it may have.
  void arbitraryBase(const llvm::Instruction &inst, const Predicate &pred);
  // The contents of a private array become arbitrary (a function we cannot
  // see may have written them).
  void forgetContents(int array, const Predicate &pred);
  // __reads_from(p) / __writes_to(p) in a specification-only function: each
  // thread may access any element of the array p points into, and one
  // arbitrary element per thread stands for them all (the watched element
  // is arbitrary too). A write leaves the array's contents unknown.
  // The access belongs to the barrier interval in which it is declared, so
  // checkDeclaredAccesses, at the specification's next barrier or at its
  // end (once the assumed postconditions have said which elements it may
  // be), checks thread 2's access against what thread 1 accessed before,
  // then logs thread 1's. Until then __read(p) and friends count it in.
  // The declared accesses of one call are not checked against each other:
  // a specification stands for a collective implementation whose own race
  // freedom, like its postconditions, is its author's claim.
  void externalAccess(const llvm::CallBase &call, const Predicate &pred);
  void checkDeclaredAccesses();
  // A barrier reached under `pred`, with fences given as Boolean
  // expressions, synchronising the threads of one group or of the grid.
  void barrier(const Predicate &pred, const boogie::ExprPtr &localFence, const boogie::ExprPtr &globalFence,
               BarrierScope scope);
  // __syncwarp, sub_group_barrier: a barrier for two threads of one warp
  // that both take part (`together`), for the memory its fences cover;
  // other lanes of the warp may have written shared memory where either
  // thread is at it.
  void warpBarrier(const boogie::ExprPtr &together, const boogie::ExprPtr &either, const boogie::ExprPtr &localFence,
                   const boogie::ExprPtr &globalFence);

  // For annotations: the contents read by `load` (no race check).
  boogie::ExprPtr annotationRead(const llvm::Instruction &load, unsigned t);
  // For a barrier invariant: the elements the annotation read `load` reads
  // as thread t were accessed by one of the threads (of thread 1's group)
  // since the last barrier, so that no other thread can have written them
  // without a race. True if accesses are not tracked (access checks off).
  boogie::ExprPtr accessedSinceBarrier(const llvm::Instruction &load, unsigned t);
  // __array_snapshot(dst, src): the contents of dst become those of src.
  void snapshot(const llvm::CallBase &call, const Predicate &pred);
  // Whether thread 1 has accessed the watched element of the array `pointer`
  // points into; false for arrays that are not logged. Within a call of a
  // specification-only function, after its accesses, thread 2's view is
  // whether its access in that call hits the watched element (and unknown
  // for kinds of access the call does not make: thread 2's earlier
  // accesses are not tracked).
  boogie::ExprPtr hasOccurred(const llvm::Value *pointer, AccessKind kind, unsigned t);
  // The watched element's offset in bytes within that array.
  boogie::ExprPtr watchedOffsetBytes(const llvm::Value *pointer);
  // __atomic_has_taken_value(p, offset, value): an atomic operation has
  // returned `value` from the element `offset` elements after p (in thread
  // t's group's copy), since the array was last reset.
  boogie::ExprPtr atomicHasTakenValue(const llvm::Value *pointer, const boogie::ExprPtr &offset,
                                      const boogie::ExprPtr &value, unsigned t);

private:
  void assumeInitialContents(int array, const llvm::Constant &init);
  struct ArrayVars {
    std::string map;                    // contents, if modelled ("" otherwise)
    ThreadPair<std::string> privateMap; // per-thread contents of a private array
    std::string readLog, writeLog;      // if race-checked
    std::string atomicLog;              // if race-checked and accessed atomically
    std::string pendingEvent;           // if copied asynchronously: event of a pending copy, or 0
    std::string pendingCopyGroup;       // if copied by cp.async: see naming::pendingCopyGroup
    std::string watchedValue;           // if race-checked with benign tolerance
    // If race-checked with benign tolerance: a logged write changed the
    // element, or may have (so a read racing with it may see either value),
    // and the other thread has not written the element since.
    std::string changingWriteLog;
    // If a barrier invariant reads the array: an element neither thread
    // has accessed since the last barrier (thread 1's group's copy).
    std::string notAccessed;
    // If repetition-free: whether an atomic operation has returned a value
    // from an element (`_USED_$$A[element][value]`) since the last reset.
    std::string usedMap;
    bool groupIndexed = false; // group-shared maps with one copy per group
    bool contentsKept() const { return !map.empty() || !privateMap.of(1).empty(); }
    unsigned info = 0; // index into Translation::arrays
  };

  const MemoryAccess &accessOf(const llvm::Instruction &inst) const;
  // The array's name in the program (`$$A`).
  const std::string &arrayName(int array) const;
  int singleArrayOf(const llvm::Value *pointer) const;
  Predicate targetPredicate(const MemoryAccess &access, int array, const Predicate &pred);
  static std::string describeAccess(const char *verb, const std::string &array, const SourceChain &where);
  void nullCheck(const MemoryAccess &access, const Predicate &pred);
  void boundsCheck(const MemoryAccess &access, const Predicate &pred);
  std::vector<boogie::ExprPtr> loadFrom(const llvm::LoadInst &load, int array, const Predicate &pred);
  void storeTo(const llvm::StoreInst &store, int array, const Predicate &pred);
  void atomicOn(const llvm::CallBase &call, int array, const Predicate &pred);
  void takeUnusedValues(const llvm::CallBase &call, int array, const Predicate &pred);
  // A plain store may have reset the elements of a repetition-free array:
  // the values its atomics returned may come again.
  void forgetTakenValues(int array, const boogie::ExprPtr &enabled);
  boogie::Type usedMapType(int array) const;
  std::vector<std::vector<boogie::ExprPtr>> usedIndices(int array, unsigned t, const boogie::ExprPtr &index,
                                                        const boogie::ExprPtr &value) const;
  // [value]bool: the values atomic operations returned from thread t's
  // element `index`.
  boogie::ExprPtr valuesTakenFrom(int array, unsigned t, const boogie::ExprPtr &index) const;
  boogie::ExprPtr hasTaken(int array, unsigned t, const boogie::ExprPtr &index, const boogie::ExprPtr &value) const;
  boogie::ExprPtr perTargetArray(const llvm::Value *pointer, const std::function<boogie::ExprPtr(int)> &ofArray,
                                 const boogie::ExprPtr &otherwise);
  void havocUnderPredicate(const boogie::ExprPtr &target, const boogie::ExprPtr &enabled,
                           const std::string &hint = "havoc");
  boogie::ExprPtr sharedMap(int array) const;
  boogie::ExprPtr groupSlot(unsigned t) const;
  void collectiveCheck(const llvm::CallBase &call, const Predicate &pred);
  // A barrier's effect on an array: the logs are emptied where `sync`;
  // values atomics returned may come again where `either` thread is at it;
  // kept contents are forgotten where other threads may have written them
  // (`othersWrote`), and the elements known not accessed where others may
  // now access them.
  void synchronise(int array, const boogie::ExprPtr &sync, const boogie::ExprPtr &either,
                   const boogie::ExprPtr &othersWrote, const boogie::ExprPtr &othersMayAccess);
  // --warp-sync: after an instruction accessing `array`, threads of one
  // warp that both executed it are synchronised (the re-sync method of the
  // warps-and-atomics paper).
  void resyncWarp(int array, const Predicate &pred, bool wrote);
  // After thread 1 logged (where `logged`) a cp.async access: pending in
  // the group to be committed next.
  void markPendingCopy(const MemoryAccess &access, int array, const boogie::ExprPtr &logged, unsigned site);
  // The array's race logs.
  std::vector<boogie::ExprPtr> logsOf(int array) const;
  // Some array's cp.async accesses are race-checked.
  bool tracksCopyGroups() const;
  // Thread 1's groups 1 .. lastComplete are complete (where `waits`): its
  // logged copies in them are no longer pending, and what copies wrote is
  // read anew.
  void completeCopyGroups(const boogie::ExprPtr &waits, const boogie::ExprPtr &lastComplete, const Predicate &pred);
  // Constant `n` of a wait's first argument (the lowering makes it one).
  static int64_t waitCount(const llvm::CallBase &call);
  // No copy thread 1 logged to `array` is pending (true where none can be).
  boogie::ExprPtr noPendingCopy(int array) const;
  void asyncAccess(const MemoryAccess &access, int array, const Predicate &pred,
                   const ThreadPair<boogie::ExprPtr> &element, int64_t elementStride, const boogie::ExprPtr &event);
  boogie::Type elementType(int array) const;
  // The contents map (or its per-group slice) thread t accesses.
  boogie::ExprPtr mapFor(int array, unsigned t) const;
  boogie::ExprPtr read(int array, unsigned t, const boogie::ExprPtr &index) const;
  void write(int array, unsigned t, const boogie::ExprPtr &index, const boogie::ExprPtr &value,
             const boogie::ExprPtr &enabled);
  boogie::ExprPtr accessIndex(const MemoryAccess &access, int array, unsigned t, unsigned part);
  // Each thread's element `part` of the access to `array`, assigned to a
  // local the first time it is asked for: the access's bounds check, its
  // log and its checks name the one local.
  ThreadPair<boogie::ExprPtr> namedIndex(const MemoryAccess &access, int array, unsigned part);
  // Thread 1's index as the heads of the loops around the access see it:
  // values computed in those loops are expanded, so that the expression
  // means the same at a head (where their variables hold the last
  // iteration's values). For invariant inference's candidates.
  boogie::ExprPtr indexAtLoopHeads(const MemoryAccess &access, int array, unsigned part);
  unsigned parts(const MemoryAccess &access, int array) const;
  boogie::ExprPtr logCondition(int array, const Predicate &pred, const boogie::ExprPtr &index, unsigned site);
  // Appends thread 1's access at `inst` (when `logged`) to `log`. A write
  // that `changes` the element (unknown: null) is also a changing write.
  // `loggedValue`: see LoopAccess::loggedValue.
  void appendToLog(const llvm::Instruction &inst, int array, const boogie::ExprPtr &log, const boogie::ExprPtr &logged,
                   const boogie::ExprPtr &offset, unsigned site, const boogie::ExprPtr &changes = nullptr,
                   const boogie::ExprPtr &loggedValue = nullptr);
  void logChangingWrite(int array, const boogie::ExprPtr &logged, const boogie::ExprPtr &changes);
  // What a logged write must also have done to race with a read by thread
  // 2: changed the element, where that is tracked (null: anything).
  boogie::ExprPtr changedByLoggedWrite(int array) const;
  // Reads are logged only when they read the watched value.
  bool readsLoggedByValue(int array) const;
  // Thread 2 wrote the watched element: a read of it by thread 2 from now
  // on sees a value it wrote itself or an equal one (the write-write check
  // makes sure), so thread 1's logged writes no longer race with it.
  void overwrittenByThread2(int array, const Predicate &pred, const boogie::ExprPtr &index);
  void checkConflict(int array, const Predicate &pred, const boogie::ExprPtr &index, const std::string &log,
                     const boogie::ExprPtr &extra, unsigned check);
  unsigned addSite(const llvm::Instruction &inst, int array, AccessKind kind);
  unsigned addRaceCheck(const llvm::Instruction &inst, int array, AccessKind current, AccessKind previous);
  void assignLoaded(const llvm::LoadInst &load, const Predicate &pred, const std::vector<boogie::ExprPtr> &value);
  // After an access: the elements each enabled thread accessed are known
  // (see accessedSinceBarrier). `index` names them here; `computed` says
  // how they are computed, for the loops around (where a local assigned in
  // the body holds a stale value, or none on entry).
  void markAccessed(const llvm::Instruction &inst, int array, const Predicate &pred,
                    const ThreadPair<boogie::ExprPtr> &index, const ThreadPair<boogie::ExprPtr> &computed);
  boogie::ExprPtr watchedOffset() const;
  boogie::ExprPtr watchedSite() const;

  // Thread 2's access in the current call of a specification-only function.
  struct ExternalAccess {
    const llvm::CallBase *call;
    int array;
    AccessKind kind;
    ThreadPair<boogie::ExprPtr> index; // the element each thread accesses
    unsigned site;
    Predicate pred;
  };
  const ExternalAccess *externalAccessOf(const llvm::Value *pointer, AccessKind kind) const;

  KernelContext &ctx_;
  ValueEncoder &values_;
  LoopShapeRecorder &loopShapes_;
  std::vector<ArrayVars> vars_;
  // Thread 1's cuda::pipeline position (naming::consumedCopyGroups), where
  // the kernel has a pipeline and its copies are race-checked; else null.
  boogie::ExprPtr consumedGroups_;
  std::vector<ExternalAccess> pendingExternal_;
  std::map<std::tuple<const llvm::Instruction *, int, unsigned>, ThreadPair<boogie::ExprPtr>> namedIndices_;
  // The width of an access whose offsets are row * width + column (RowMajor.h).
  std::map<std::pair<const llvm::Instruction *, int>, boogie::ExprPtr> rowWidths_;
};

} // namespace gv
