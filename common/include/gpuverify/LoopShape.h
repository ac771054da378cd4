// What the translator knows about each loop of the Boogie program it wrote,
// in the program's own vocabulary: the facts invariant inference (houdini/)
// builds its candidate invariants from. Every expression here is valid at
// the loop's head.
#pragma once

#include "boogie/Ast.h"
#include "gpuverify/SourceLocation.h"
#include "gpuverify/ThreadPair.h"

#include <array>
#include <string>
#include <vector>

namespace gv {

// A header phi whose update each iteration follows a recognised pattern.
struct LoopCounter {
  enum class Update {
    Add,      // counter += step
    Multiply, // counter *= step, or <<= log2(step): it doubles, quadruples, ...
    Divide,   // counter /= step, or >>= log2(step)
  };
  std::string sourceName;            // as in the source, for comments
  ThreadPair<boogie::ExprPtr> value; // the variable, per thread (equal when uniform)
  ThreadPair<boogie::ExprPtr> start; // its value on entry, per thread
  Update update = Update::Add;
  boogie::ExprPtr step; // constant or loop-invariant
  bool uniform = false;
  // Updated on some iterations only (`if (active) c += step`): it moves by
  // step or stays, so it is still congruent to its start, but it need not
  // count iterations.
  bool conditional = false;
  bool comparedSigned = false; // a comparison in the loop treats it as signed
  // Loop-invariant values that a comparison in the loop compares the
  // counter (or its next value) with, per thread (equal when the bound is
  // the same for both: a parameter, or min(31, n - c) in a loop nested in
  // one counting c).
  struct Bound {
    ThreadPair<boogie::ExprPtr> value;
    bool isSigned = false;
  };
  std::vector<Bound> bounds;
};

// An access logged inside the loop (or a loop nested in it) for race
// checking: thread 1 logs `offset` into `log` when it hits the watched
// offset.
struct LoopAccess {
  boogie::ExprPtr log;           // _READ_HAS_OCCURRED_$$A and so on
  boogie::ExprPtr watchedOffset; // the offset the log watches
  boogie::ExprPtr offset;        // thread 1's element offset, as written at the access
  bool groupShared = false;
  // Conditions thread 1 makes the access on that the head can state (the
  // branches leading to it, on values computed before the loop: `if
  // (active) d[indg] = ..`): the log holds this access's offset only where
  // they hold. Empty if none.
  std::vector<boogie::ExprPtr> guard;
  // For a write of a constant c, with benign races tolerated:
  // `_WATCHED_VALUE_$$A == c`, which holds whenever this write set the log
  // (only writes of the watched value are logged). Null otherwise.
  boogie::ExprPtr loggedValue;
  // The access sites that may have set `log` by the time the head is
  // reached: the watched site is one of them once the log is set. The
  // second names only the sites in the loop, which holds where the logs
  // are empty on entry (a barrier before the loop).
  boogie::ExprPtr siteIsLogged;
  boogie::ExprPtr loopSiteIsLogged;
  // For an offset row * width + column (translator/src/encode/RowMajor.h):
  // the row of the logged offset (`ROW_OF64(_WATCHED_OFFSET, n)`), and
  // thread 1's row as the head sees it. Null otherwise.
  boogie::ExprPtr loggedRow;
  boogie::ExprPtr row;
  // A cp.async access: what it logged stays logged across barriers until a
  // wait completes it, and in a pipelined loop the head sees what the last
  // iteration's copy logged (LoopShape::PendingCopies).
  bool pendingCopy = false;
};

// A header phi holding a value that a repetition-free atomic operation
// returned (every value entering it is the result of such an operation on
// one element, see RepetitionFree.h): no later operation on that element
// returns it again, so two threads holding such values hold different ones.
struct TakenValue {
  ThreadPair<boogie::ExprPtr> value; // the phi, per thread
  // Per thread, [value]bool: whether an atomic operation has returned the
  // value from the phi's element.
  ThreadPair<boogie::ExprPtr> takenFrom;
  // Both threads' values were taken from the same element (the element
  // is the same for both, but a group-shared counter is one per group).
  boogie::ExprPtr sameElement;
};

struct LoopShape {
  std::string procedure;  // the Boogie procedure the loop is in
  std::string headLabel;  // the block whose first commands are the invariants
  std::string sourceName; // "loop at kernel.cl:12", for comments
  SourceChain location;   // where the loop starts, for reports
  bool uniform = true;    // both threads run the same iterations
  bool containsBarrier = false;
  // A barrier or a warp-synchronous operation (__shfl_sync, ...): the
  // threads taking part must iterate the loop alike.
  bool containsCollective = false;
  bool containsAssertion = false; // a user assertion in the loop
  // For a predicated loop, whether each thread is still iterating.
  ThreadPair<boogie::ExprPtr> enabled;
  // For a predicated loop, whether each thread entered it (variables set
  // just before the loop, unchanged in it); null for a uniform loop.
  ThreadPair<boogie::ExprPtr> entered;
  // For a predicated loop whose head decides whether to iterate again: that
  // condition, in terms of the values at the head (null if it is not).
  ThreadPair<boogie::ExprPtr> continues;
  boogie::ExprPtr sameGroup; // both threads are in one work-group
  // Both threads are in one warp whose threads run in lock-step
  // (--warp-sync); null without warp synchronisation.
  boogie::ExprPtr sameWarp;
  // For a predicated loop, per exit block, whether each thread has left
  // the loop for it: these accumulate over the iterations.
  std::vector<ThreadPair<boogie::ExprPtr>> exitPredicates;
  std::vector<LoopCounter> counters;
  std::vector<TakenValue> takenValues;
  // The counters of the loops nested in this one, outermost first: at this
  // loop's head they hold stale values, but their start and step tell how
  // the accesses inside them move.
  std::vector<LoopCounter> innerCounters;
  // The counters of the loops around this one, innermost first: an access
  // of this loop logged in an earlier iteration of an outer loop may still
  // be in the log at this head (no barrier emptied it), at an offset those
  // counters moved.
  std::vector<LoopCounter> outerCounters;
  std::vector<LoopAccess> accesses;
  // Facts "thread t accessed this element since the last barrier"
  // (`_NOT_ACCESSED_$$A != index`), from the accesses in the loop to arrays
  // that barrier invariants read: such a fact may hold at the head of a
  // loop with a barrier, where the invariant needs it.
  std::vector<boogie::ExprPtr> accessedElements;
  // Every access log of the kernel: a barrier in the loop may reset logs
  // of accesses made before the loop too.
  std::vector<boogie::ExprPtr> kernelLogs;
  // Per array with race-checked asynchronous copies (of the kernel): the
  // group of thread 1's logged cp.async copy no wait has completed (0:
  // none; an integer), and the groups thread 1 has committed; or the
  // event of the logged collective copy (OpenCL's async_work_group_copy,
  // cooperative_groups::memcpy_async) and the last event made (32-bit);
  // whether the watched site is one of the array's copies, and its logs. A barrier leaves a pending copy
  // logged, so at the head of a loop with a barrier a log may hold only
  // while a copy is pending.
  struct PendingCopies {
    boogie::ExprPtr pending, committed, copySiteWatched;
    std::vector<boogie::ExprPtr> logs;
    boogie::ExprPtr consumed = nullptr; // a cuda::pipeline's groups waited for, or null
  };
  std::vector<PendingCopies> pendingCopies;
  // In a loop that may empty logs (a barrier, or a warp's resynchronisation
  // under --warp-sync), or that only some threads may enter: each log with
  // a copy of its value taken as the loop is entered. The copy is not
  // changed in the loop, so what held of the log before the loop still
  // holds of it at the head, and a thread that did not enter left it so.
  struct LogAtEntry {
    boogie::ExprPtr log;
    boogie::ExprPtr atEntry;
  };
  std::vector<LogAtEntry> logsAtEntry;
  // Per log that accesses before the loop may have set when its head is
  // reached (no barrier between): what the watched offset is if one of them
  // did (`_WATCHED_OFFSET_ == 128 || ...`), their offsets being values the
  // loop does not change (computed outside it). A log with such an access
  // whose offset the loop computes has none.
  struct LoggedBefore {
    boogie::ExprPtr log;
    boogie::ExprPtr offsets;
    // The same with each access's guard (see LoopAccess::guard) beside its
    // offset; null if no access has one.
    boogie::ExprPtr guardedOffsets;
  };
  std::vector<LoggedBefore> loggedBefore;
  // Per size of the warps or tiles whose sync (__syncwarp, a tile's
  // sync()) the loop contains: both threads are in one such tile (a sync
  // orders their accesses), and thread 1's tile (its flattened local id
  // over the size).
  struct TileSync {
    unsigned size = 0;
    boogie::ExprPtr sameTile;
    boogie::ExprPtr tileOfThread1;
  };
  std::vector<TileSync> tileSyncs;
};

} // namespace gv
