// How gpuverify gets Boogie's verdicts on a program: the solver strategy,
// in one place.
//
// The whole program in one query first, given half of the time left; if
// that does not return or the solver gives up on it, the rest in pieces
// (BoogieTask::VerifyInPieces). With --solver=cvc5, cvc5 (bit-vectors as
// integers) races z3 on the whole program. Where a kernel is not proved,
// a second look with z3's default settings, whose counterexamples blame
// the right access. A look after the first checks only the implementations
// the earlier one did not verify, and counts the others as verified.
#pragma once

#include "boogie/Ast.h"
#include "pipeline/BoogieRunner.h"
#include "pipeline/Options.h"
#include "reports/BoogieOutput.h"
#include "support/Deadline.h"

#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace gv::driver {

struct SolvingContext {
  const DriverOptions &options;
  const BoogieTools &tools;
  const Deadline &deadline; // --timeout, from the start of the run
  std::ostream *echo;       // --verbose: the commands and Boogie's output
  // The seconds Boogie ran are added here (set on the first run).
  std::optional<double> &boogieSeconds;
};

// Boogie's verdicts on `job`'s program. `expectedVerdicts`: its kernels, one
// verdict each (0 if not known); `program`: its AST, which names the
// implementations a later look may leave out (none: each look checks all).
// Throws Failure as runBoogie does; a time-out of the second look keeps the
// first answer when it found errors.
BoogieRun solveProgram(const SolvingContext &context, BoogieJob job, unsigned expectedVerdicts,
                       const boogie::Program *program);

// The procedures Boogie verified, refuted or gave up on.
unsigned verdictCount(const BoogieOutput &output);

// The program's implementations but `left` (empty if every one is left).
std::vector<std::string> proceduresOtherThan(const boogie::Program &program, const std::vector<std::string> &left);

} // namespace gv::driver
