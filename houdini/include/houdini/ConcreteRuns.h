// Refuting candidate invariants by running the program.
//
// Every Houdini round is a solver query over the whole program, and each
// refutes only the few candidates its counterexamples name; on a large
// kernel a round takes tens of seconds. Most false candidates are false in
// plain executions, though, and an execution costs microseconds. Before
// Houdini runs, the inference program is executed on random inputs (the
// kernel's parameters, the two threads' ids, memory contents, results of
// uninterpreted functions, the choices of nondeterministic branches), and a
// candidate whose expression is false in a state some execution reaches at
// its loop head is dropped: it is no invariant, so Houdini could not keep it.
//
// Only candidates are dropped, so this never makes a verdict unsound; a
// mistake here could only cost a true candidate. To keep that from
// happening, an execution follows Boogie's semantics exactly or stops: it
// ends at an assumption that does not hold (the state so far was reachable),
// at a call, or at anything it cannot evaluate (a quantifier, a bit-vector
// wider than 64 bits); a program with axioms it cannot evaluate is not run
// at all.
//
// Two things make random executions useful on our programs:
//  - the preconditions and axioms are sampled, not just tested: a variable
//    they bound (`local_id_x$1 < 64`) or fix (`n == 96`) is drawn within the
//    bound, one they define from others (`n == h * 4`, the host code's
//    facts) is computed from the values drawn for those;
//  - constants nothing constrains (the watched offset, site and value of
//    the race logs) are chosen lazily: the first time one is compared for
//    equality with a value, the run may choose that value for it, so that
//    the logs record accesses (a random 32-bit offset would match none). A
//    constant compared unequal remembers the values it cannot take, so the
//    choice is one it could have made from the start.
#pragma once

#include "houdini/Inference.h"

#include <cstdint>
#include <map>
#include <set>
#include <string>

namespace gv::houdini {

struct ConcreteRunLimits {
  // For all runs together: 5 ms per command of the program (a large
  // program's Houdini rounds take tens of seconds, and its runs are slow
  // too), within these bounds; a run that refutes a candidate extends the
  // time to twice what has been spent, up to `seconds`. Runs that refute
  // nothing stop sooner (`fruitlessRuns`). HeCBench blockAccess: 1 ms per
  // command made 49 runs, which refuted 28 of 73 candidates, and Houdini
  // ran out of time on the rest; 5 ms, 448 runs refuting 46, verified in
  // 90 s.
  double seconds = 10;
  double minimumSeconds = 0.1;
  double secondsPerCommand = 5e-3;
  unsigned maxRuns = 20000;
  unsigned stepsPerRun = 100000; // commands executed
  unsigned fruitlessRuns = 400;  // stop after this many runs reach a loop head but refute nothing new
  uint64_t seed = 1;             // runs are reproducible for a seed
};

struct ConcreteRunOutcome {
  std::set<std::string> refuted; // guards of the candidates some run refuted
  unsigned runs = 0;             // runs started
  unsigned headsReached = 0;     // candidate assertions evaluated
  std::string skippedBecause;    // why nothing was run, if nothing was
  // How many runs ended where ("an assumption", "a call", ...): why the
  // runs refute little, when they do.
  std::map<std::string, unsigned> endings;
};

// Runs the procedures of `program` (an inference program: candidates are
// assertions `_bN ==> e` guarded by the constants in `candidates`) and
// returns the candidates found false.
ConcreteRunOutcome refuteByConcreteRuns(const boogie::Program &program, const CandidateTable &candidates,
                                        const ConcreteRunLimits &limits = {});

} // namespace gv::houdini
