// Loop invariants checked at the end of each iteration, with the
// iteration's assignments substituted into them.
//
// Boogie checks a loop's invariants (the asserts that start its head block)
// on the back edge after renaming every assigned variable: `i := i - 1`
// becomes the equation `i@2 == i@1 - 1`. Boogie's queries reach z3 after a
// `push`, where z3 solves incrementally and does not substitute such
// equations; it then has to rediscover the arithmetic bit by bit. z3 4.8.12
// does not prove `x@1 - b == 4*i@1` from `x@0 - b == 4*i@0`, `x@1 == x@0 + 4`
// and `i@1 == i@0 + 1` in minutes, and proves the same check with the
// assignments substituted, `(x@0 + 4) - b == 4*(i@0 + 1)`, at once (CUDA
// FDTD3d, whose invariants tie indices to counters with a stride of 10816:
// a timeout at 300 s before, verified in 78 s after).
//
// So gpuverify cuts such loops itself, as Boogie would, except for where
// the back edges' checks go. For a loop whose head H starts with asserts
// (its invariants) and whose back edges all come from blocks that only jump
// to H:
//  - before each back edge, each assert is copied into the code that leads
//    to it without joins, as early as that code lets it: past assignments
//    (substituted into the copy), assumptions (which become the copy's
//    premises), asserts (checked where they stand) and havocs of values
//    the copy does not mention (premises about them are dropped); the
//    block with the back edge then ends in `assume false` and no longer
//    jumps to H;
//  - after H's leading commands come a havoc of every variable the loop
//    assigns and the invariants as assumptions: an arbitrary iteration.
// That is Boogie's own cut, done before Boogie sees the loop: a copy is the
// weakest precondition of its invariant over the code it passed, less some
// premises (the asserts it passed, the facts about havocked values), which
// can only make it fail more often. A cut must be done in full: a back edge
// ended by `assume false` with the loop left in place would make the loop
// run once, and Boogie's abstract interpretation would rightly infer the
// entry state as its invariant. Loops that call procedures (whose effects
// on globals are not spelt out in the program) are left to Boogie.
#pragma once

#include "boogie/Ast.h"

#include <functional>
#include <optional>

namespace gv::boogie {

// The check id a copy of the check `original` gets (copies are checked at
// the end of an iteration, so failures mean "not maintained").
using CheckIdOfCopy = std::function<std::optional<unsigned>(unsigned original)>;

// Cuts every loop of every procedure as above, where substituting changes
// an invariant and keeps it small. Returns how many loops were cut.
unsigned checkInvariantsAtLatches(Program &program, const CheckIdOfCopy &checkIdOfCopy);

} // namespace gv::boogie
