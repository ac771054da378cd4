// What the offsets an access logged in a loop satisfy, from how its offset
// moves with the loop's counters: the predicates the access rules of
// Candidates.cpp state, and the helpers they share with the counter rules.
#pragma once

#include "boogie/Ast.h"
#include "bpl-prelude/Prelude.h"
#include "gpuverify/LoopShape.h"

#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

namespace gv::houdini {

std::optional<uint64_t> constantStep(const LoopCounter &c);
// a and b agree modulo a power of two.
boogie::ExprPtr lowBitsEqual(prelude::Prelude &p, const boogie::ExprPtr &a, const boogie::ExprPtr &b, uint64_t modulus);

// How an access's offset moves, seen from the loop head.
struct OffsetMotion {
  // The offset with the counters of nested loops at their start values.
  boogie::ExprPtr offset;
  // How much the offset moves per iteration of this loop (the sum over its
  // counters of coefficient times step).
  uint64_t step = 0;
  // Every amount it moves by, in this loop or a nested one, or-ed: its
  // lowest set bit is the largest power of two dividing them all.
  uint64_t moves = 0;
  bool movedByNestedLoops = false;
};

// k * step for counter `c` in `offset`; nullopt if the offset is not linear
// in c or c moves by an unknown amount. A wider counter truncated into the
// offset (a `long` loop counter indexing with 32-bit pointers) moves it by
// the truncated amount; a counter reaching the offset through another
// conversion (an extension, which is not linear) is left alone.
std::optional<uint64_t> movementBy(const LoopCounter &c, const boogie::ExprPtr &offset);

// nullopt if the offset does not move by known constants.
std::optional<OffsetMotion> motionOf(const LoopShape &loop, const LoopAccess &access);

// The one counter of the loop `offset` moves with; null if none or several.
const LoopCounter *soleCounterIn(const LoopShape &loop, const boogie::ExprPtr &offset);

// What every offset an access logged so far satisfies, if its offset moves
// by constants: equal to the current one (it does not move) or congruent to
// it modulo the largest power of two dividing the steps.
boogie::ExprPtr offsetPredicate(const LoopShape &loop, const LoopAccess &access, prelude::Prelude &p);

// The same over the iterations of the loops around this one too: an
// access logged in an earlier iteration of an outer loop (`for c3 { for c4
// { A[c3][t] += ... } }`, at the head of the c4 loop) is at an offset the
// outer counters moved. Null if they do not move it, or by unknown amounts.
boogie::ExprPtr offsetPredicateAcrossOuterLoops(const LoopShape &loop, const LoopAccess &access, prelude::Prelude &p);

// The same with this loop's counters at their start values, for a loop
// only some threads enter: a thread that did not enter has a stale counter
// at the head, but what it logged before the loop (`for (i = t; ...; i +=
// 32) s[i] = ..`, then `if (t < 16) for (j = t; ...; j += 32) s[j] += ..`)
// has the low bits of the start all the same. Null if no counter moves it.
boogie::ExprPtr offsetPredicateAtStarts(const LoopShape &loop, const LoopAccess &access, prelude::Prelude &p);
// A cp.async access (LoopAccess::pendingCopy): the offset it had in the
// last iteration (each counter one step back), where a pipelined loop's
// copy stays logged until the next iteration waits for it.
boogie::ExprPtr offsetPredicateInLastIteration(const LoopShape &loop, const LoopAccess &access, prelude::Prelude &p);

// For an access whose offset moves by what the loop computes, not by
// counters (`count[d_val[i]][t]`, `d_val[i] * 256 + t`): its low bits come
// from the terms that are not multiples of a power of two, which may be
// values the loop does not change (t), so every offset it logged agrees
// with the current one there: `(w & 255) == ((d * 256 + t) & 255)`, written
// without the multiple (`(t & 255)`), which the head can state where the
// whole offset (d loaded in the loop) it cannot. Null if counters move the
// offset (the rules above, here or in the loops around), or no term but a
// constant is such a multiple. Houdini drops it where the rest changes too.
boogie::ExprPtr fixedLowBitsPredicate(const LoopShape &loop, const LoopAccess &access, prelude::Prelude &p);

// `offsetOf` for an access made on conditions (LoopAccess::guard): they
// hold whenever it logged, and under them its offset may be simpler (`if
// (active) d[active ? i : j]`). Null if it has none, or no pattern.
boogie::ExprPtr guardedOffsetPredicate(const LoopShape &loop, const LoopAccess &access, prelude::Prelude &p,
                                       boogie::ExprPtr (*offsetOf)(const LoopShape &, const LoopAccess &,
                                                                   prelude::Prelude &));

// `offsetOf` per access of the loop, and for each log the disjunction over
// its accesses (none if one of them has no predicate); the same with the
// accesses' conditions; and what the accesses before the loop logged.
void addOffsetCandidates(std::vector<boogie::ExprPtr> &out, const LoopShape &loop, prelude::Prelude &p,
                         boogie::ExprPtr (*offsetOf)(const LoopShape &, const LoopAccess &, prelude::Prelude &));

// An offset logged by an access at `offset`, a function of thread 1's
// taken value `value`, as the value it was computed from (with a condition
// for the offset to be one): for `value + rest` and for `value` extended.
std::optional<std::pair<boogie::ExprPtr, boogie::ExprPtr>>
takenValueOf(const LoopAccess &access, const boogie::ExprPtr &value, prelude::Prelude &p);

} // namespace gv::houdini
