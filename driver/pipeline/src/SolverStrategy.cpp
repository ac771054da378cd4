#include "pipeline/SolverStrategy.h"
#include "reports/Report.h"

#include "support/Failure.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <exception>
#include <limits>
#include <ostream>
#include <thread>

namespace gv::driver {

namespace {

// `job` on the implementations an earlier run did not verify, counting
// those it did as verified. Its proofs stand (relevancy 0 and the
// non-incremental solver make only a "sat" doubtful), so a file's
// kernels that are proved are not checked again when another is not.
BoogieRun runOnTheRest(const SolvingContext &context, BoogieJob job, const BoogieOutput &earlier,
                       const boogie::Program *program) {
  std::vector<std::string> proved = earlier.verifiedProcedures;
  if (program && !proved.empty())
    job.procedures = proceduresOtherThan(*program, proved);
  if (job.procedures.empty())
    proved.clear();
  BoogieRun run = runBoogie(context.options, context.tools, job, context.echo);
  if (run.output.summary)
    run.output.summary->verified += static_cast<unsigned>(proved.size());
  run.output.verifiedProcedures.insert(run.output.verifiedProcedures.end(), proved.begin(), proved.end());
  return run;
}

// z3's run of `job`, raced by cvc5's (BoogieTask::VerifyWithIntegers),
// which starts once z3's run has used some processor time (or has ended
// without an answer): most programs are done by then, and a second Boogie
// costs a core. z3's answer stops cvc5; cvc5's proof of every kernel stops
// z3. cvc5's other answers are not used: z3 finds and explains errors.
// When z3 gives up, cvc5 has half as long again (at least a few seconds)
// before the verification goes on without it.
BoogieRun raceWithIntegerSolver(const SolvingContext &context, const BoogieJob &job, unsigned expectedVerdicts) {
  auto started = std::chrono::steady_clock::now();
  auto secondsSinceStart = [&] {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  };
  std::atomic<bool> z3Answered{false}, z3Ended{false}, cvc5Proved{false};
  std::atomic<double> z3CpuSeconds{0};
  std::atomic<double> cvc5StopsAt{std::numeric_limits<double>::infinity()};
  std::optional<BoogieRun> proof;
  std::thread integers([&] {
    while (!z3Ended && z3CpuSeconds < integerSolverDelaySeconds)
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    BoogieJob second = job;
    second.task = BoogieTask::VerifyWithIntegers;
    second.smt2File.clear();
    second.progress = nullptr;
    second.stopRequested = [&] { return z3Answered.load() || secondsSinceStart() > cvc5StopsAt.load(); };
    if (second.timeLimit)
      *second.timeLimit -= secondsSinceStart();
    if (z3Answered || (second.timeLimit && *second.timeLimit <= 0))
      return;
    try {
      BoogieRun run = runBoogie(context.options, context.tools, second, nullptr);
      const std::optional<BoogieSummary> &s = run.output.summary;
      if (!run.stopped && s && s->verified >= expectedVerdicts && verdictCount(run.output) == s->verified) {
        proof = std::move(run);
        cvc5Proved = true;
      }
    } catch (const Failure &) {
      // a time-out, or a program cvc5 cannot take: no proof
    }
  });
  BoogieJob first = job;
  first.stopRequested = [&] { return cvc5Proved.load(); };
  first.cpuTime = [&](double cpuSeconds) { z3CpuSeconds = cpuSeconds; };
  BoogieRun run;
  std::exception_ptr failure;
  try {
    run = runBoogie(context.options, context.tools, first, context.echo);
    const std::optional<BoogieSummary> &s = run.output.summary;
    // An answer for every kernel, none of them a give-up.
    if (!run.stopped && s && verdictCount(run.output) >= expectedVerdicts && s->inconclusive == 0 && s->timeOuts == 0 &&
        s->outOfMemory == 0)
      z3Answered = true;
  } catch (...) {
    failure = std::current_exception();
  }
  double z3Seconds = secondsSinceStart();
  cvc5StopsAt = z3Seconds + std::max(integerSolverGraceSeconds, z3Seconds / 2);
  z3Ended = true;
  integers.join();
  if (proof) {
    if (context.echo)
      *context.echo << "cvc5 (bit-vectors as integers) proved the program:\n" << proof->text << std::flush;
    proof->seconds = secondsSinceStart();
    return std::move(*proof);
  }
  if (failure)
    std::rethrow_exception(failure);
  run.seconds = secondsSinceStart();
  return run;
}

// The whole program in one query, given half of the time left; if that
// does not return, or the solver gives up on it (z3's "unknown": Boogie
// then counts fewer verdicts than kernels), in pieces with the rest (see
// BoogieTask::VerifyInPieces, whose first piece is the whole program
// again, for 30 s). Pieces are small enough for z3 to refute or prove
// where the whole query keeps it searching (SobelShared without its loop
// invariants: 12 s in pieces; the whole query gives up after 4 s, and
// with z3's defaults it takes 145 s). Half, not less: the whole query is
// usually the quicker way to a proof (Rodinia particlefilter: 87 s whole;
// in pieces, over 180 s).
BoogieRun verifyWholeThenInPieces(const SolvingContext &context, BoogieJob job, unsigned expectedVerdicts,
                                  const boogie::Program *program) {
  std::optional<double> remaining = context.deadline.remaining();
  if (remaining)
    job.timeLimit = std::max(1.0, *remaining / 2);
  BoogieOutput whole;
  try {
    BoogieRun run = context.tools.cvc5.empty() ? runBoogie(context.options, context.tools, job, context.echo)
                                               : raceWithIntegerSolver(context, job, expectedVerdicts);
    addSeconds(context.boogieSeconds, run.seconds);
    if (verdictCount(run.output) >= expectedVerdicts)
      return run;
    whole = std::move(run.output);
  } catch (const Failure &failure) {
    if (failure.code() != ExitCode::Timeout || !remaining)
      throw;
    addSeconds(context.boogieSeconds, *job.timeLimit);
  }
  job.task = BoogieTask::VerifyInPieces;
  job.timeLimit = context.deadline.remaining();
  BoogieRun run = runOnTheRest(context, job, whole, program);
  addSeconds(context.boogieSeconds, run.seconds);
  return run;
}

} // namespace

BoogieRun solveProgram(const SolvingContext &context, BoogieJob job, unsigned expectedVerdicts,
                       const boogie::Program *program) {
  BoogieRun run = verifyWholeThenInPieces(context, job, expectedVerdicts, program);
  if (verdictCount(run.output) >= expectedVerdicts && run.output.errors.empty())
    return run;
  // z3 tuned for speed (relevancy 0) proves quickly, but its
  // counterexamples can blame the wrong assertion, and it sometimes gives
  // up on a procedure without saying so (Boogie counts it neither verified
  // nor failed): ask again with its default settings, keeping the first
  // answer if the second takes too long. With an answer in hand, the second
  // look gets half the time left, so that the answer still comes well
  // inside --timeout.
  try {
    job.task = BoogieTask::VerifyWithSolverDefaults;
    job.timeLimit = context.deadline.remaining();
    if (job.timeLimit && !run.output.errors.empty())
      *job.timeLimit /= 2;
    BoogieRun careful = runOnTheRest(context, job, run.output, program);
    addSeconds(context.boogieSeconds, careful.seconds);
    return careful;
  } catch (const Failure &failure) {
    if (failure.code() != ExitCode::Timeout || run.output.errors.empty())
      throw;
  }
  return run;
}

unsigned verdictCount(const BoogieOutput &output) {
  if (!output.summary)
    return 0;
  const BoogieSummary &s = *output.summary;
  return s.verified + s.errors + s.inconclusive + s.timeOuts + s.outOfMemory;
}

std::vector<std::string> proceduresOtherThan(const boogie::Program &program, const std::vector<std::string> &left) {
  std::vector<std::string> others;
  for (const boogie::Decl &decl : program.decls)
    if (const auto *procedure = std::get_if<boogie::ProcedureDecl>(&decl))
      if (procedure->body && std::find(left.begin(), left.end(), procedure->name) == left.end())
        others.push_back(procedure->name);
  return others;
}

} // namespace gv::driver
