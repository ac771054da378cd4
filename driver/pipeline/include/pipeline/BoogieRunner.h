// Runs Boogie (with z3) on a Boogie program and parses what it says.
#pragma once

#include "pipeline/Options.h"
#include "reports/BoogieOutput.h"

#include <functional>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace gv::driver {

struct BoogieTools {
  std::string boogie, z3;
  std::string cvc5; // empty: not used (without --solver=cvc5)
};

// What Boogie is run for: to verify the program (with z3 tuned for speed,
// or with its default settings), or to infer which of its candidate
// invariants hold (Houdini: /contractInfer /printAssignment).
enum class BoogieTask {
  Verify,
  VerifyWithSolverDefaults,
  // Houdini with z3's defaults, each query bounded by a few seconds: on some
  // programs z3 never returns otherwise.
  InferInvariants,
  // Houdini with z3 tuned for speed (relevancy 0), for when the above runs
  // out of time: it may refute true candidates, but it returns.
  InferInvariantsQuickly,
  // Verification in pieces, for when the whole program's query does not
  // return: each query covers some paths, then a single assertion on a
  // single path (Boogie's keep-going splitting). With z3's non-incremental
  // solver (see incrementalSolverMilliseconds), a loop invariant multiplying
  // the counter by 10816 is then proved at once, where the whole program's
  // disjunction of paths keeps z3 busy for minutes. Pieces the solver gives
  // up on are reported as inconclusive (see runBoogie), not as errors.
  VerifyInPieces,
  // Verification by cvc5 with its bit-vectors solved as integers
  // (--solve-bv-as-int=sum): it proves in seconds what bit-blasting cannot
  // in minutes, the distinctness of offsets computed with products of
  // unknowns (`y * W + x` for two threads, W a parameter). Only its proofs
  // are used: z3 finds and explains the errors.
  VerifyWithIntegers,
};

// How long z3 tries a query of Verify and VerifyInPieces with its
// incremental solver before it starts again with its non-incremental one (on
// quantifier-free queries, which ours are). Boogie's queries come after a
// push, where z3 solves incrementally and skips the preprocessing that
// substitutes a path's equalities; the non-incremental solver proves some
// programs in seconds where the incremental one needs minutes (Rodinia
// particlefilter: 276 s in all instead of a timeout). It treats Boogie's
// labels as unknown atoms, though (z3 4.8.12 answers "sat" for
// (not (! true :lblneg @2))): its "unsat" is a proof, but its "sat" may be
// spurious and its counterexamples blame the wrong assertion or none:
// Houdini, which reads the refuted candidate off the counterexample, then
// refutes none and stops, so it is not used there; a verification it refutes is checked again with z3's
// defaults (VerifyWithSolverDefaults).
constexpr unsigned incrementalSolverMilliseconds = 1000;

// How much processor time z3's run has to itself before cvc5 joins in (see
// BoogieTask::VerifyWithIntegers). Processor time, not wall-clock time: on
// a loaded machine (a batch, a test suite) a quick proof takes seconds of
// the clock, and a second solver started then only slows every run down.
constexpr double integerSolverDelaySeconds = 2;
// The least time cvc5 has left once z3 has given up.
constexpr double integerSolverGraceSeconds = 5;

// The bound on each query of a VerifyInPieces run, before its piece is split
// further.
constexpr unsigned pieceQuerySeconds = 30;

// The bound on each query of an InferInvariants run. Wall-clock time (z3's
// resource limit does not stop the queries that hang), so a loaded machine
// can reach it: generous, since reaching it costs candidates.
constexpr unsigned houdiniQuerySeconds = 20;
// The bound on each query of an InferInvariantsQuickly run: a query that
// does not return in it ends the inference with every candidate refuted,
// leaving the time that is left to verifying without them rather than to
// waiting for it. z3 does not always stop at the bound (Rodinia heartwall's
// first query, over 1561 candidates, ran on for 170 s), so the run as a
// whole is given half of what is left of inference's share (see
// driver::inferInvariants).
constexpr unsigned quickHoudiniQuerySeconds = 60;

// Told, while Boogie runs, what it has printed so far and for how long it
// has run (see ProcessRequest).
using BoogieProgress = std::function<void(const std::string &outputSoFar, double seconds)>;

// One run of Boogie.
struct BoogieJob {
  std::string programFile;
  std::string smt2File; // where the solver's input goes (--gen-smt2); empty: nowhere
  BoogieTask task = BoogieTask::Verify;
  std::optional<double> timeLimit; // seconds for the whole run; none: no limit
  BoogieProgress progress;
  unsigned pieceSeconds = pieceQuerySeconds; // VerifyInPieces: the bound on each query
  // Only these implementations are verified (/proc:); empty: all of them.
  std::vector<std::string> procedures = {};
  // Asked while Boogie runs: true stops it (see runBoogie).
  std::function<bool()> stopRequested = nullptr;
  // Told while Boogie runs the processor time it and its solver have used
  // (see ProcessRequest::cpuTime).
  std::function<void(double cpuSeconds)> cpuTime = nullptr;
};

// boogie <program> <--boogie-file files> /nologo /z3exe:<z3> /errorLimit:N
//   /proverOpt:OPTIMIZE_FOR_BV=true /useArrayTheory /doModSetAnalysis
//   <task's options> [/timeLimit:S] [/loopUnroll:N] [/proverLog:<smt2File>]
//   [/proc:<p>...] <--boogie-opt options>
// To verify, /mv:- makes Boogie print each counterexample's model right
// after its error, which is what ties thread ids and offsets to the error.
std::vector<std::string> boogieCommand(const DriverOptions &options, const BoogieTools &tools, const BoogieJob &job);

struct BoogieRun {
  BoogieOutput output;
  std::string text; // what Boogie printed
  double seconds = 0;
  bool stopped = false; // the job's stopRequested ended it: no output
};

// In a VerifyInPieces run, Boogie reports the pieces the solver gave up on
// as errors: unless some piece was refuted, and then for those without a
// counterexample, they are counted as inconclusive and noted in
// `inconclusiveNotes` instead.
// Throws Failure(Timeout) when the job's time limit expires, and
// Failure(Internal) if Boogie rejected the program, could not be run, or
// ended without a verdict. `echo` receives the command line and Boogie's raw
// output (--verbose).
BoogieRun runBoogie(const DriverOptions &options, const BoogieTools &tools, const BoogieJob &job, std::ostream *echo);

// Writes the program text; Failure(Configuration) if the file cannot be
// written.
void writeProgram(const std::string &path, const std::string &text);

// Runs Boogie with the user's --boogie-opt on an empty program, without
// verifying: an option Boogie does not take is a command-line error before
// any work starts (Failure(CommandLine)).
void checkBoogieOptions(const DriverOptions &options, const BoogieTools &tools);

} // namespace gv::driver
