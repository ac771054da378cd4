#include "houdini/Candidates.h"

#include "AccessOffsets.h"
#include "Expressions.h"

#include <algorithm>

namespace gv::houdini {

using namespace boogie;
using boogie::BvCmp;
using boogie::BvOp;

namespace {

bool isNegative(uint64_t v, unsigned width) { return width <= 64 && ((v >> (width - 1)) & 1); }

// The threads a fact about these counters is stated for: thread 1 alone
// where all are uniform (one copy of each).
std::vector<unsigned> threadsOf(std::initializer_list<const LoopCounter *> counters) {
  bool uniform = std::all_of(counters.begin(), counters.end(), [](const LoopCounter *c) { return c->uniform; });
  return uniform ? std::vector<unsigned>{1} : std::vector<unsigned>{1, 2};
}

// A fact about thread t's copy of a counter of a predicated loop, stated
// for a thread that entered the loop: one that did not keeps whatever value
// the counter had, which the havoc of an enclosing loop forgets.
ExprPtr onceEntered(const LoopShape &loop, const LoopCounter &c, unsigned t, const ExprPtr &fact) {
  if (c.uniform || !loop.entered.of(t))
    return fact;
  return implies(loop.entered.of(t), fact);
}

// True if `e` mentions a variable of the second thread's loop state.
bool mentionsSecondThread(const ExprPtr &e, const LoopShape &loop) {
  for (const LoopCounter &c : loop.counters)
    if (!c.uniform && mentions(e, c.value.of(2)->text))
      return true;
  for (const auto &exit : loop.exitPredicates)
    if (mentions(e, exit.of(2)->text))
      return true;
  for (const TakenValue &v : loop.takenValues)
    if (mentions(e, v.value.of(2)->text))
      return true;
  return loop.enabled.of(2)->kind == Expr::Kind::Var && mentions(e, loop.enabled.of(2)->text);
}

// A relation between the threads, and the same for threads of one group
// only (loop bounds may depend on the group id).
void addForAnyAndSameGroup(std::vector<ExprPtr> &list, const LoopShape &loop, const ExprPtr &relation) {
  addUnique(list, relation);
  addUnique(list, implies(loop.sameGroup, relation));
}

// Thread t's fact about a value of a predicated loop, for a thread that
// entered it (one that did not holds whatever it held before).
ExprPtr ifEntered(const LoopShape &loop, unsigned t, const ExprPtr &fact) {
  return loop.uniform || !loop.entered.of(t) ? fact : implies(loop.entered.of(t), fact);
}

// The accesses at 64-bit offsets computed from 32-bit indices (`A[i + gid
// * W]` in unsigned arithmetic, zero-extended to size_t; `p[i]` with `p =
// base + blockIdx.x * pitch` in int, each part sign-extended), each seen
// by its low 32 bits against the watched offset's: the access rules follow
// offsets linear in the counters, which an extension is not, and equal
// offsets have equal low bits. Empty if there are none.
LoopShape narrowedAccesses(const LoopShape &loop, prelude::Prelude &p) {
  constexpr unsigned narrowBits = 32;
  LoopShape narrow = loop;
  narrow.accesses.clear();
  for (const LoopAccess &access : loop.accesses) {
    // An offset row * width + column is told apart by its row (loggedRows);
    // its low bits would give Houdini products to reason about.
    if (access.offset->type.width() <= narrowBits || access.loggedRow)
      continue;
    ExprPtr low = p.lowBits(access.offset, narrowBits);
    if (low->kind == Expr::Kind::Extract)
      continue; // nothing narrower inside
    LoopAccess a = access;
    a.offset = low;
    a.watchedOffset = extract(access.watchedOffset, narrowBits, 0);
    a.loggedRow = a.row = nullptr;
    narrow.accesses.push_back(a);
  }
  return narrow;
}

// A rule about accesses, over the loop's accesses and their narrowed forms.
template <std::vector<ExprPtr> (*rule)(const LoopShape &, prelude::Prelude &)>
std::vector<ExprPtr> withNarrowedAccesses(const LoopShape &loop, prelude::Prelude &p) {
  std::vector<ExprPtr> out = rule(loop, p);
  LoopShape narrow = narrowedAccesses(loop, p);
  if (!narrow.accesses.empty())
    for (const ExprPtr &candidate : rule(narrow, p))
      addUnique(out, candidate);
  return out;
}

// The counter's value one step before its start, for a counter that adds
// a step and has such a value (not a constant start below the step, which
// would wrap).
std::optional<ExprPtr> peeledStart(const LoopCounter &c, prelude::Prelude &p) {
  std::optional<uint64_t> start = constantValue(c.start.of(1)), step = constantValue(c.step);
  if (c.update != LoopCounter::Update::Add || (start && step && *start < *step))
    return std::nullopt;
  return p.bvBinary(BvOp::Sub, c.start.of(1), c.step);
}

} // namespace

namespace rules {

// The logs of the loop's accesses and of every other access of the kernel.
std::vector<ExprPtr> logsAt(const LoopShape &loop) {
  std::vector<ExprPtr> logs;
  for (const LoopAccess &access : loop.accesses)
    addUnique(logs, access.log);
  for (const ExprPtr &log : loop.kernelLogs)
    addUnique(logs, log);
  return logs;
}

// After a barrier in the loop, the logs are empty at the head: GPUVerify's
// noread/nowrite, for the logs of the loop's accesses and for those the
// barrier resets after accesses before the loop. In a predicated loop a
// barrier resets the logs only while thread 1 takes part: then the logs are
// empty while thread 1 is in the loop, and once it has left.
std::vector<ExprPtr> noAccessAcrossBarrier(const LoopShape &loop) {
  std::vector<ExprPtr> out;
  if (!loop.containsBarrier)
    return out;
  std::vector<ExprPtr> logs = logsAt(loop);
  for (const ExprPtr &log : logs)
    addUnique(out, notE(log));
  if (loop.uniform)
    return out;
  for (const ExprPtr &log : logs) {
    addUnique(out, implies(loop.enabled.of(1), notE(log)));
    for (const auto &exit : loop.exitPredicates)
      addUnique(out, implies(exit.of(1), notE(log)));
  }
  return out;
}

// Threads of one warp resynchronise after each access (--warp-sync): the
// logs hold nothing of one while both are in the same warp.
std::vector<ExprPtr> sameWarpNoAccess(const LoopShape &loop) {
  std::vector<ExprPtr> out;
  if (!loop.sameWarp)
    return out;
  for (const ExprPtr &log : logsAt(loop))
    addUnique(out, implies(loop.sameWarp, notE(log)));
  return out;
}

// Whether an access of the loop sets `log`.
bool setsLog(const LoopShape &loop, const ExprPtr &log) {
  return std::any_of(loop.accesses.begin(), loop.accesses.end(),
                     [&](const LoopAccess &access) { return access.log->text == log->text; });
}

// A log the loop may empty (by a barrier or a warp's resynchronisation) but
// never sets holds at the head only if it held when the loop was entered:
// what was known of the accesses logged before the loop stays known.
std::vector<ExprPtr> logsOnlyEmptied(const LoopShape &loop) {
  std::vector<ExprPtr> out;
  if (!loop.containsBarrier && !loop.sameWarp)
    return out; // nothing empties a log, and the loop's havoc keeps the others
  for (const LoopShape::LogAtEntry &copy : loop.logsAtEntry) {
    bool setInLoop = setsLog(loop, copy.log);
    if (!setInLoop)
      addUnique(out, implies(copy.log, copy.atEntry));
  }
  return out;
}

// Thread 1 did not enter the loop: its logs are as they were before it
// (GPUVerify's "disabled thread maintains instrumentation"). The loop's
// havoc forgets that, and an access thread 1 made before the loop, in the
// other branch of an if, could then no longer be told from one in the loop.
std::vector<ExprPtr> logsKeptIfNotEntered(const LoopShape &loop) {
  std::vector<ExprPtr> out;
  if (!loop.entered.of(1))
    return out;
  for (const LoopShape::LogAtEntry &copy : loop.logsAtEntry) {
    bool setInLoop = setsLog(loop, copy.log);
    if (setInLoop || loop.containsBarrier)
      addUnique(out, implies(notE(loop.entered.of(1)), binary(BinaryOp::Iff, copy.log, copy.atEntry)));
  }
  return out;
}

// In a loop with a barrier, the elements the threads access after the
// barrier are the ones they have accessed since a barrier at the head (the
// barrier havocs what is known), which a barrier invariant in the loop may
// need to read.
std::vector<ExprPtr> accessedSinceBarrier(const LoopShape &loop) {
  std::vector<ExprPtr> out;
  if (!loop.containsBarrier)
    return out;
  for (const ExprPtr &fact : loop.accessedElements)
    addUnique(out, fact);
  return out;
}

// A set log was set by one of its access sites. Always true, but the
// loop's havoc forgets it, and without it a race report could not name the
// earlier access.
std::vector<ExprPtr> loggedSites(const LoopShape &loop) {
  std::vector<ExprPtr> out;
  for (const LoopAccess &access : loop.accesses)
    for (const ExprPtr &candidate : {access.loopSiteIsLogged, access.siteIsLogged})
      if (candidate)
        addUnique(out, candidate);
  return out;
}

// Asynchronous copies (LoopShape::PendingCopies): none pending at the head;
// the counts are not negative (always true, but the loop's havoc forgets
// it); the one logged is committed, and among the last few groups (a
// pipeline of a few stages waits for all but its latest); only a copy site
// makes one pending (always true, which the loop's havoc forgets); and, in
// a loop with a barrier, a log holds at the head only while its copy is
// pending. A cuda::pipeline's consumer is at most a few groups behind.
std::vector<ExprPtr> pendingCopies(const LoopShape &loop, prelude::Prelude &p) {
  std::vector<ExprPtr> out;
  for (const LoopShape::PendingCopies &copies : loop.pendingCopies) {
    // Counts are integers (cp.async groups) or 32-bit (OpenCL's and
    // cooperative groups' events, numbered in order).
    bool integers = copies.pending->type.isInt();
    auto number = [&](int64_t n) { return integers ? intLit(n) : bvLit(static_cast<uint64_t>(n), 32); };
    auto atMost = [&](const ExprPtr &a, const ExprPtr &b) {
      return integers ? binary(BinaryOp::Le, a, b) : p.bvCompare(BvCmp::Ule, a, b);
    };
    auto plus = [&](const ExprPtr &a, int64_t n) {
      return integers ? binary(BinaryOp::Add, a, intLit(n)) : p.bvBinary(BvOp::Add, a, number(n));
    };
    ExprPtr none = eq(copies.pending, number(0));
    addUnique(out, none);
    if (integers) {
      addUnique(out, atMost(number(0), copies.pending));
      addUnique(out, atMost(number(0), copies.committed));
    }
    addUnique(out, implies(notE(none), copies.copySiteWatched));
    addUnique(out, atMost(copies.pending, copies.committed));
    for (int64_t stages = 0; stages < 3; ++stages)
      addUnique(out, orE(none, atMost(copies.committed, plus(copies.pending, stages))));
    if (loop.containsBarrier)
      for (const ExprPtr &log : copies.logs)
        addUnique(out, implies(log, notE(none)));
    // The copy of the latest group (in a loop that keeps several in
    // flight, the one the last iteration made, where earlier ones are
    // complete once the next wait leaves only it pending) is where the last
    // iteration copied.
    for (const LoopAccess &access : loop.accesses)
      if (access.pendingCopy && std::any_of(copies.logs.begin(), copies.logs.end(),
                                            [&](const ExprPtr &log) { return sameExpr(log, access.log); }))
        if (ExprPtr last = offsetPredicateInLastIteration(loop, access, p))
          addUnique(out, implies(andE(access.log, eq(copies.pending, copies.committed)), last));
    if (copies.consumed) { // a cuda::pipeline: at most a few groups not waited for
      addUnique(out, atMost(number(0), copies.consumed));
      addUnique(out, atMost(copies.consumed, copies.committed));
      addUnique(out, orE(none, binary(BinaryOp::Lt, copies.consumed, copies.pending)));
      for (int64_t stages = 0; stages < 4; ++stages)
        addUnique(out, atMost(copies.committed, plus(copies.consumed, stages)));
    }
  }
  return out;
}

// counter = start (mod 2^k) for a counter stepping by a multiple of 2^k.
std::vector<ExprPtr> counterStride(const LoopShape &loop, prelude::Prelude &p) {
  std::vector<ExprPtr> out;
  for (const LoopCounter &c : loop.counters) {
    std::optional<uint64_t> step = constantStep(c);
    if (!step || *step == 0)
      continue;
    uint64_t modulus = lowestSetBit(*step);
    if (modulus <= 1)
      continue;
    for (unsigned t : threadsOf({&c}))
      addUnique(out, onceEntered(loop, c, t, lowBitsEqual(p, c.value.of(t), c.start.of(t), modulus)));
  }
  return out;
}

// The counter stays on one side of its start, on one side of the values
// it is compared with, and is not negative if compared as a signed value.
std::vector<ExprPtr> counterBounds(const LoopShape &loop, prelude::Prelude &p) {
  std::vector<ExprPtr> out;
  for (const LoopCounter &c : loop.counters) {
    if (c.update == LoopCounter::Update::Divide) // halving never grows (as an unsigned value)
      for (unsigned t : threadsOf({&c}))
        addUnique(out, onceEntered(loop, c, t, p.bvCompare(BvCmp::Ule, c.value.of(t), c.start.of(t))));
    if (c.update != LoopCounter::Update::Add)
      continue;
    std::optional<uint64_t> step = constantStep(c);
    unsigned w = c.value.of(1)->type.width();
    bool up = !step || !isNegative(*step, w), down = !step || isNegative(*step, w);
    for (unsigned t : threadsOf({&c})) {
      const ExprPtr &v = c.value.of(t);
      auto add = [&](const ExprPtr &fact) { addUnique(out, onceEntered(loop, c, t, fact)); };
      if (up) {
        add(p.bvCompare(BvCmp::Sge, v, c.start.of(t)));
        add(p.bvCompare(BvCmp::Uge, v, c.start.of(t)));
      }
      if (down) {
        add(p.bvCompare(BvCmp::Sle, v, c.start.of(t)));
        add(p.bvCompare(BvCmp::Ule, v, c.start.of(t)));
      }
      if (c.comparedSigned)
        add(p.bvCompare(BvCmp::Sle, bvLit(0, w), v));
      for (const LoopCounter::Bound &b : c.bounds) {
        if (up)
          add(p.bvCompare(b.isSigned ? BvCmp::Sle : BvCmp::Ule, v, b.value.of(t)));
        if (down)
          add(p.bvCompare(b.isSigned ? BvCmp::Sge : BvCmp::Uge, v, b.value.of(t)));
        // A loop that runs while the counter reaches its bound inclusively
        // (`j >= 0`, `i <= n`) leaves it one step past.
        if (step) {
          ExprPtr pastBound = p.bvBinary(BvOp::Add, b.value.of(t), bvLit(*step, w));
          if (up)
            add(p.bvCompare(b.isSigned ? BvCmp::Sle : BvCmp::Ule, v, pastBound));
          if (down)
            add(p.bvCompare(b.isSigned ? BvCmp::Sge : BvCmp::Uge, v, pastBound));
        }
      }
    }
  }
  return out;
}

// A counter that only doubles or halves stays a power of two (or zero).
std::vector<ExprPtr> powerOfTwo(const LoopShape &loop, prelude::Prelude &p) {
  std::vector<ExprPtr> out;
  for (const LoopCounter &c : loop.counters) {
    if (c.update == LoopCounter::Update::Add)
      continue;
    for (unsigned t : threadsOf({&c})) {
      const ExprPtr &v = c.value.of(t);
      ExprPtr zero = bvLit(0, v->type.width()), one = bvLit(1, v->type.width());
      ExprPtr powerOfTwoOrZero = orE(eq(v, zero), eq(p.bvBinary(BvOp::And, v, p.bvBinary(BvOp::Sub, v, one)), zero));
      addUnique(out, onceEntered(loop, c, t, powerOfTwoOrZero));
      addUnique(out, onceEntered(loop, c, t, neq(v, zero)));
    }
  }
  return out;
}

// A counter that doubles and one that halves in step keep their product
// (GPUVerify's relationalPow2, stated for the product on entry rather than
// for each power of two up to 2^15): a tree reduction's stride times its
// active-thread count. When the halving one reaches zero the other has
// doubled once more than the product.
std::vector<ExprPtr> productOfDoublingAndHalving(const LoopShape &loop, prelude::Prelude &p) {
  std::vector<ExprPtr> out;
  for (const LoopCounter &up : loop.counters) {
    if (up.update != LoopCounter::Update::Multiply)
      continue;
    std::optional<uint64_t> factor = constantValue(up.step);
    if (!factor || *factor < 2)
      continue;
    for (const LoopCounter &down : loop.counters) {
      if (down.update != LoopCounter::Update::Divide || down.value.of(1)->type != up.value.of(1)->type ||
          constantValue(down.step) != factor)
        continue;
      unsigned w = up.value.of(1)->type.width();
      for (unsigned t : threadsOf({&up, &down})) {
        ExprPtr product = p.bvBinary(BvOp::Mul, up.value.of(t), down.value.of(t));
        ExprPtr onEntry = p.bvBinary(BvOp::Mul, up.start.of(t), down.start.of(t));
        ExprPtr kept = eq(product, onEntry);
        ExprPtr halvedToZero =
            andE(eq(down.value.of(t), bvLit(0, w)), eq(up.value.of(t), p.bvBinary(BvOp::Mul, onEntry, up.step)));
        const LoopCounter &either = up.uniform ? down : up;
        addUnique(out, onceEntered(loop, either, t, kept));
        addUnique(out, onceEntered(loop, either, t, orE(kept, halvedToZero)));
      }
    }
  }
  return out;
}

// Counters of a loop both threads iterate together hold equal values, at
// least for threads of one group (whose loop bounds may depend on the
// group id).
std::vector<ExprPtr> uniformCounters(const LoopShape &loop) {
  std::vector<ExprPtr> out;
  for (const LoopCounter &c : loop.counters) {
    if (c.uniform)
      continue;
    ExprPtr equal = eq(c.value.of(1), c.value.of(2));
    addForAnyAndSameGroup(out, loop, equal);
    addForAnyAndSameGroup(out, loop, implies(andE(loop.enabled.of(1), loop.enabled.of(2)), equal));
  }
  return out;
}

// A predicated loop with a barrier must be iterated alike by the threads of
// a group, or the barrier diverges; one with a warp-synchronous operation
// by the threads that entered it (the lanes a mask names).
std::vector<ExprPtr> uniformEnabledness(const LoopShape &loop) {
  if (loop.uniform || !loop.containsCollective)
    return {};
  std::vector<ExprPtr> out;
  ExprPtr alike = binary(BinaryOp::Iff, loop.enabled.of(1), loop.enabled.of(2));
  addForAnyAndSameGroup(out, loop, alike);
  if (loop.entered.of(1))
    addForAnyAndSameGroup(out, loop, implies(andE(loop.entered.of(1), loop.entered.of(2)), alike));
  return out;
}

// A thread iterates a predicated loop only if it entered it (GPUVerify's
// conditionsImpliedByEnabledness), and while the head's condition holds
// for a thread that entered it is still iterating (conditionsImplying-
// Enabledness): an exit elsewhere breaks the second, and Houdini drops it.
std::vector<ExprPtr> enabledOnlyIfEntered(const LoopShape &loop) {
  std::vector<ExprPtr> out;
  if (loop.uniform || !loop.entered.of(1))
    return out;
  for (unsigned t : bothThreads)
    addUnique(out, implies(loop.enabled.of(t), loop.entered.of(t)));
  return out;
}

std::vector<ExprPtr> enabledWhileContinuing(const LoopShape &loop) {
  std::vector<ExprPtr> out;
  if (loop.uniform || !loop.entered.of(1) || !loop.continues.of(1))
    return out;
  for (unsigned t : bothThreads)
    addUnique(out, implies(andE(loop.entered.of(t), loop.continues.of(t)), loop.enabled.of(t)));
  return out;
}

// A thread that entered a predicated loop and no longer iterates has taken
// one of its exits, a thread still iterating has taken none, and one that
// never entered has taken none either: the exit
// predicates accumulate over the iterations, and the loop's havoc forgets
// how they relate to enabledness.
std::vector<ExprPtr> leftByExit(const LoopShape &loop) {
  std::vector<ExprPtr> out;
  if (loop.uniform || !loop.entered.of(1) || loop.exitPredicates.empty())
    return out;
  for (unsigned t : bothThreads) {
    std::vector<ExprPtr> exits;
    for (const auto &exit : loop.exitPredicates)
      exits.push_back(exit.of(t));
    addUnique(out, implies(andE(loop.entered.of(t), notE(loop.enabled.of(t))), orAll(exits)));
    for (const ExprPtr &exit : exits) {
      addUnique(out, implies(loop.enabled.of(t), notE(exit)));
      // A thread that never entered has not left either: the code after
      // the loop does not run for it.
      addUnique(out, implies(exit, loop.entered.of(t)));
    }
  }
  return out;
}

// Thread 1 logs the loop's accesses only once it has entered the loop
// (GPUVerify's accessOnlyIfEnabledInEnclosingScopes): needed where an outer
// loop's invariant says nothing was accessed and the inner loop is entered
// by some threads only.
std::vector<ExprPtr> accessOnlyIfEntered(const LoopShape &loop) {
  std::vector<ExprPtr> out;
  if (loop.uniform || !loop.entered.of(1))
    return out;
  for (const LoopAccess &access : loop.accesses)
    addUnique(out, implies(access.log, loop.entered.of(1)));
  return out;
}

// With benign races tolerated, only writes of the watched value are
// logged: if every write of the loop to an array stores a constant, the
// watched value is one of them once the log is set (GPUVerify's
// accessedValueMaintained). Without it, a loop writing a flag (`*fail = 1`)
// forgets at its head that a logged write stored 1, and reports the next
// iteration's write of 1 by another thread as a race.
std::vector<ExprPtr> loggedValues(const LoopShape &loop) {
  std::vector<ExprPtr> out;
  for (const ExprPtr &log : logsAt(loop)) {
    std::vector<ExprPtr> values;
    bool allConstant = true;
    for (const LoopAccess &access : loop.accesses)
      if (sameExpr(access.log, log)) {
        allConstant = allConstant && access.loggedValue;
        if (access.loggedValue)
          addUnique(values, access.loggedValue);
      }
    if (allConstant && !values.empty())
      addUnique(out, implies(log, orAll(values)));
  }
  return out;
}

// Threads of a group that iterate alike leave the loop alike.
std::vector<ExprPtr> uniformExits(const LoopShape &loop) {
  std::vector<ExprPtr> out;
  if (!loop.containsCollective)
    return out;
  for (const auto &exit : loop.exitPredicates)
    addForAnyAndSameGroup(out, loop, binary(BinaryOp::Iff, exit.of(1), exit.of(2)));
  return out;
}

// Values taken from a repetition-free atomic (a work queue's
// `i = atomicAdd(counter, 1)`, see TakenValue): each thread's is used up,
// the two threads' differ when taken from one element, and an access at
// offset `i` (or `i + c`) logged an offset that was used up, so it differs
// from the other thread's current one. With these the next value either
// thread takes differs from every offset logged: the warps-and-atomics
// paper's invariants for its Figure 3, written by hand there.
std::vector<ExprPtr> takenValues(const LoopShape &loop, prelude::Prelude &p) {
  std::vector<ExprPtr> out;
  for (const TakenValue &v : loop.takenValues) {
    for (unsigned t : bothThreads)
      addUnique(out, ifEntered(loop, t, select(v.takenFrom.of(t), {v.value.of(t)})));
    ExprPtr bothFromOneElement = v.sameElement;
    for (unsigned t : bothThreads)
      if (!loop.uniform && loop.entered.of(t))
        bothFromOneElement = andE(loop.entered.of(t), bothFromOneElement);
    addUnique(out, implies(bothFromOneElement, neq(v.value.of(1), v.value.of(2))));
    for (const LoopAccess &access : loop.accesses) {
      std::optional<std::pair<ExprPtr, ExprPtr>> taken = takenValueOf(access, v.value.of(1), p);
      if (!taken)
        continue;
      addUnique(out, implies(access.log, andE(taken->second, select(v.takenFrom.of(1), {taken->first}))));
      ExprPtr othersOffset = substitute(access.offset, v.value.of(1)->text, v.value.of(2));
      addUnique(out, implies(andE(access.log, bothFromOneElement), neq(access.watchedOffset, othersOffset)));
    }
  }
  return out;
}

// A loop that syncs warps or tiles (a tile's tree reduction, `for (i = 16;
// i > 0; i >>= 1) { if (lane < i) s[t] += s[t + i]; tile.sync(); }`): the
// sync empties the logs of threads of one tile, and each thread accesses
// only its own tile's part of an array indexed by the thread's rank, so
// the others' accesses never meet it.
std::vector<ExprPtr> tileSynchronised(const LoopShape &loop, prelude::Prelude &p) {
  std::vector<ExprPtr> out;
  for (const LoopShape::TileSync &tile : loop.tileSyncs) {
    for (const ExprPtr &log : loop.kernelLogs) {
      addUnique(out, implies(tile.sameTile, notE(log)));
      // Or what an access before the loop logged, until the first sync.
      for (const LoopShape::LoggedBefore &before : loop.loggedBefore)
        if (sameExpr(before.log, log))
          addUnique(out, implies(andE(tile.sameTile, log), before.offsets));
    }
    for (const LoopAccess &access : loop.accesses) {
      const ExprPtr &w = access.watchedOffset;
      if (w->type != tile.tileOfThread1->type)
        continue;
      ExprPtr tileOfOffset = p.bvBinary(BvOp::UDiv, w, bvLit(tile.size, w->type.width()));
      addUnique(out, implies(access.log, eq(tileOfOffset, tile.tileOfThread1)));
    }
  }
  return out;
}

// What the offsets thread 1 logged inside the loop satisfy: per access, and
// for each log the disjunction over its accesses; then the same again for
// the offsets logged in earlier iterations of the loops around it, and the
// low bits of offsets the loop computes from data.
std::vector<ExprPtr> accessOffsets(const LoopShape &loop, prelude::Prelude &p) {
  std::vector<ExprPtr> out;
  addOffsetCandidates(out, loop, p, offsetPredicate);
  addOffsetCandidates(out, loop, p, offsetPredicateAcrossOuterLoops);
  addOffsetCandidates(out, loop, p, offsetPredicateAtStarts);
  addOffsetCandidates(out, loop, p, offsetPredicateInLastIteration);
  addOffsetCandidates(out, loop, p, fixedLowBitsPredicate);
  return out;
}

// An access whose offset moves with a single counter has so far touched
// offsets between its offset at the loop's entry and its offset now.
std::vector<ExprPtr> accessRange(const LoopShape &loop, prelude::Prelude &p) {
  std::vector<ExprPtr> out;
  for (const LoopAccess &access : loop.accesses) {
    std::optional<OffsetMotion> motion = motionOf(loop, access);
    if (!motion || motion->step == 0 || motion->movedByNestedLoops)
      continue; // nested loops move it too: not an interval
    const LoopCounter *moving = soleCounterIn(loop, access.offset);
    if (!moving)
      continue;
    ExprPtr first = substitute(access.offset, moving->value.of(1)->text, moving->start.of(1));
    const ExprPtr &w = access.watchedOffset, &now = access.offset;
    if (isNegative(motion->step, now->type.width())) {
      // Down from `first` to the last offset accessed, one step above `now`
      // (which may have wrapped below 0 when the loop ends).
      ExprPtr last = p.bvBinary(BvOp::Add, now, bvLit(uint64_t(0) - motion->step, now->type.width()));
      addUnique(out, implies(access.log, andE(p.bvCompare(BvCmp::Ule, last, w), p.bvCompare(BvCmp::Ule, w, first))));
      // A loop counting down that skips its first value (`if (j < n)`
      // inside `for (j = n; j >= 0; j--)`) leaves the first offset alone.
      addUnique(out, implies(access.log, andE(p.bvCompare(BvCmp::Ule, last, w), p.bvCompare(BvCmp::Ult, w, first))));
    } else {
      addUnique(out, implies(access.log, andE(p.bvCompare(BvCmp::Ule, first, w), p.bvCompare(BvCmp::Ult, w, now))));
      // The same access made once before the loop, at the counter's value
      // one step before its start (`x[i0]`, then `for (i = i0 + stride;
      // ...) x[i]`): the log may hold that offset too.
      if (std::optional<ExprPtr> before = peeledStart(*moving, p)) {
        ExprPtr peeled = substitute(access.offset, moving->value.of(1)->text, *before);
        addUnique(out, implies(access.log, andE(p.bvCompare(BvCmp::Ule, peeled, w), p.bvCompare(BvCmp::Ult, w, now))));
      }
    }
  }
  return out;
}

// An access whose offset one counter moves up by a constant, a counter of
// this loop or of a loop nested in it, compared with a loop-invariant
// bound, touches only offsets from its offset at the counter's start to its
// offset at the bound (excluded if the loop stops there, included if it
// runs to it); from its offset at 0 too, if the counter starts above 0.
// Unlike accessRange this holds across the iterations of the loops around
// the counter's: an inner loop that writes a tile each time an outer loop
// goes round writes within the tile.
std::vector<ExprPtr> accessSpan(const LoopShape &loop, prelude::Prelude &p) {
  std::vector<ExprPtr> out;
  for (const LoopAccess &access : loop.accesses) {
    const LoopCounter *moving = nullptr;
    bool single = true;
    for (const std::vector<LoopCounter> *counters : {&loop.counters, &loop.innerCounters})
      for (const LoopCounter &c : *counters) {
        std::optional<uint64_t> moved = movementBy(c, access.offset);
        if (moved == uint64_t(0))
          continue;
        single = single && !moving && moved && !isNegative(*moved, access.offset->type.width());
        moving = &c;
      }
    if (!moving || !single)
      continue;
    // From the counter's start; and from 0 for a loop that starts after
    // the elements before it, which the code before the loop handles.
    const ExprPtr &counterStart = moving->start.of(1);
    std::optional<uint64_t> start = constantValue(counterStart);
    bool startsAboveZero = start && *start > 0 && !isNegative(*start, counterStart->type.width());
    std::vector<ExprPtr> starts = startsAboveZero
                                      ? std::vector<ExprPtr>{counterStart, bvLit(0, counterStart->type.width())}
                                      : std::vector<ExprPtr>{counterStart};
    // And from one step before the start, where the code before the loop
    // made the same access once (a grid-stride loop with its first
    // iteration peeled: `x[i0]; for (i = i0 + stride; i < n; ...) x[i]`).
    if (std::optional<ExprPtr> before = peeledStart(*moving, p))
      starts.push_back(*before);
    const ExprPtr &w = access.watchedOffset;
    for (const ExprPtr &from : starts) {
      ExprPtr fromFirst = p.bvCompare(BvCmp::Ule, substitute(access.offset, moving->value.of(1)->text, from), w);
      for (const LoopCounter::Bound &bound : moving->bounds) {
        ExprPtr last = substitute(access.offset, moving->value.of(1)->text, bound.value.of(1));
        addUnique(out, implies(access.log, andE(fromFirst, p.bvCompare(BvCmp::Ult, w, last))));
        addUnique(out, implies(access.log, andE(fromFirst, p.bvCompare(BvCmp::Ule, w, last))));
      }
    }
  }
  return out;
}

// An access at row * width + column whose row the loop does not move
// (`out[(size_t)i * n + j]` in a loop over j): every offset it logged is in
// thread 1's row. Equal offsets have equal rows, so another thread's access
// in another row is no race, with no multiplication for the solver.
std::vector<ExprPtr> loggedRows(const LoopShape &loop) {
  std::vector<ExprPtr> out;
  for (const LoopAccess &access : loop.accesses)
    if (access.loggedRow)
      addUnique(out, implies(access.log, eq(access.loggedRow, access.row)));
  return out;
}

} // namespace rules

namespace {

struct Rule {
  const char *name;
  std::vector<ExprPtr> (*generate)(const LoopShape &, prelude::Prelude &);
};

// Every rule, in the order its candidates go into the program.
const std::vector<Rule> &allRules() {
  static const std::vector<Rule> table = {
      {"noAccessAcrossBarrier", [](const LoopShape &l, prelude::Prelude &) { return rules::noAccessAcrossBarrier(l); }},
      {"sameWarpNoAccess", [](const LoopShape &l, prelude::Prelude &) { return rules::sameWarpNoAccess(l); }},
      {"logsOnlyEmptied", [](const LoopShape &l, prelude::Prelude &) { return rules::logsOnlyEmptied(l); }},
      {"logsKeptIfNotEntered", [](const LoopShape &l, prelude::Prelude &) { return rules::logsKeptIfNotEntered(l); }},
      {"loggedSites", [](const LoopShape &l, prelude::Prelude &) { return rules::loggedSites(l); }},
      {"pendingCopies", rules::pendingCopies},
      {"accessedSinceBarrier", [](const LoopShape &l, prelude::Prelude &) { return rules::accessedSinceBarrier(l); }},
      {"uniformEnabledness", [](const LoopShape &l, prelude::Prelude &) { return rules::uniformEnabledness(l); }},
      {"uniformExits", [](const LoopShape &l, prelude::Prelude &) { return rules::uniformExits(l); }},
      {"enabledOnlyIfEntered", [](const LoopShape &l, prelude::Prelude &) { return rules::enabledOnlyIfEntered(l); }},
      {"enabledWhileContinuing",
       [](const LoopShape &l, prelude::Prelude &) { return rules::enabledWhileContinuing(l); }},
      {"leftByExit", [](const LoopShape &l, prelude::Prelude &) { return rules::leftByExit(l); }},
      {"accessOnlyIfEntered", [](const LoopShape &l, prelude::Prelude &) { return rules::accessOnlyIfEntered(l); }},
      {"loggedValues", [](const LoopShape &l, prelude::Prelude &) { return rules::loggedValues(l); }},
      {"uniformCounters", [](const LoopShape &l, prelude::Prelude &) { return rules::uniformCounters(l); }},
      {"counterStride", rules::counterStride},
      {"counterBounds", rules::counterBounds},
      {"powerOfTwo", rules::powerOfTwo},
      {"productOfDoublingAndHalving", rules::productOfDoublingAndHalving},
      {"takenValues", rules::takenValues},
      {"accessOffsets", withNarrowedAccesses<rules::accessOffsets>},
      {"accessRange", withNarrowedAccesses<rules::accessRange>},
      {"accessSpan", withNarrowedAccesses<rules::accessSpan>},
      {"loggedRows", [](const LoopShape &l, prelude::Prelude &) { return rules::loggedRows(l); }},
      {"tileSynchronised", rules::tileSynchronised},
  };
  return table;
}

} // namespace

std::vector<std::string> ruleNames() {
  std::vector<std::string> names;
  for (const Rule &rule : allRules())
    names.push_back(rule.name);
  return names;
}

namespace {

// The rules relating a predicated loop's enabledness to its entry, its
// condition and its exits.
bool isEnablednessRule(const std::string &name) {
  return name == "enabledOnlyIfEntered" || name == "enabledWhileContinuing" || name == "leftByExit";
}

} // namespace

std::vector<Candidate> loopCandidates(const std::vector<LoopShape> &loops, prelude::Prelude &prelude,
                                      const CandidateOptions &options) {
  std::vector<Candidate> out;
  for (const LoopShape &loop : loops) {
    // As GPUVerify: a loop that neither accesses shared memory, nor
    // synchronises, nor asserts needs no invariant; leaving it alone saves
    // a Houdini run for kernels that have only such loops. A predicated one
    // gets the rules on who enters and leaves it, since that decides who
    // runs the code after it (an access after `if (tid < n) { loop }`),
    // and no more: other candidates only slow Houdini down.
    bool touchesNothing = loop.accesses.empty() && !loop.containsCollective && !loop.containsAssertion;
    if (touchesNothing && loop.uniform)
      continue;
    std::vector<ExprPtr> seen;
    for (const Rule &rule : allRules()) {
      if (options.omittedRules.count(rule.name) || (touchesNothing && !isEnablednessRule(rule.name)))
        continue;
      for (const ExprPtr &e : rule.generate(loop, prelude)) {
        if (isTrue(e) || std::any_of(seen.begin(), seen.end(), [&](const ExprPtr &s) { return sameExpr(s, e); }))
          continue;
        if (options.threadOneOnly && mentionsSecondThread(e, loop))
          continue;
        seen.push_back(e);
        out.push_back(Candidate{loop.procedure, loop.headLabel, loop.sourceName, rule.name, e, loop.location});
      }
    }
  }
  return out;
}

} // namespace gv::houdini
