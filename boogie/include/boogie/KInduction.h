// k-induction: loops proved by induction over K iterations at a time
// (GPUVerify's --k-induction-depth=K, Boogie's /kInductionDepth:K, which
// Debian's Boogie 2.4 lacks).
//
// Each loop, innermost first, becomes (combined-case k-induction):
//  - the base case: its first K iterations from the state it is entered in,
//    each check checked and each exit taken as the program would;
//  - then the step: every variable the loop assigns havocked (an arbitrary
//    later iteration), K iterations whose checks are assumed (the K before
//    it, which the induction hypothesis says pass them) and whose exits and
//    returns end the path, and one more iteration whose checks are checked
//    and whose back edge ends the path (assume false), its exits taken.
// Every iteration that runs, the n-th, is one of the first K, or follows K
// that passed their checks: so a check that holds in all these copies
// holds in every iteration, and the states after the loop are among those
// its exits reach. The head's asserts (the invariants, user's or
// candidates) are checks like the others, so a loop may verify without the
// invariants a cut at its head would need. Loops that call procedures
// (whose effects are not spelt out) keep their form, for Boogie's usual cut.
#pragma once

#include "boogie/Ast.h"
#include "boogie/InvariantsAtLatches.h"

namespace gv::boogie {

// Transforms every loop of every procedure with `depth` >= 1 iterations;
// the head's asserts in the step's checked iteration get the check id
// `checkIdOfCopy` gives (their failure means "not maintained"). Returns how
// many loops it transformed.
unsigned kInduction(Program &program, unsigned depth, const CheckIdOfCopy &checkIdOfCopy);

} // namespace gv::boogie
