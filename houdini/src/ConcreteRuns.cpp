#include "houdini/ConcreteRuns.h"

#include "Interpreter.h"

#include <algorithm>
#include <chrono>

namespace gv::houdini {

using boogie::Program;

namespace concrete {

ConcreteRunOutcome Interpreter::run() {
  ConcreteRunOutcome outcome;
  collectDeclarations();
  if (!unrunnable_.empty()) {
    outcome.skippedBecause = unrunnable_;
    return outcome;
  }
  std::vector<const ProcedureDecl *> entries = proceduresWithCandidates();
  if (entries.empty()) {
    outcome.skippedBecause = "no candidates";
    return outcome;
  }
  using Clock = std::chrono::steady_clock;
  auto after = [](Clock::time_point from, double seconds) {
    return from + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
  };
  double base = std::clamp(static_cast<double>(commandCount()) * limits_.secondsPerCommand,
                           std::min(limits_.minimumSeconds, limits_.seconds), limits_.seconds);
  Clock::time_point start = Clock::now(), latest = after(start, limits_.seconds);
  deadline_ = after(start, base);
  unsigned fruitless = 0;
  while (outcome.runs < limits_.maxRuns && fruitless < limits_.fruitlessRuns && refuted_.size() < candidates_.size() &&
         Clock::now() < deadline_) {
    size_t before = refuted_.size();
    unsigned headsBefore = headsReached_;
    const ProcedureDecl &entry = *entries[random_() % entries.size()];
    ++outcome.runs;
    runOnce(entry);
    // A run that ended before any loop head (an assumption on the
    // parameters) is only a bad draw.
    if (headsReached_ > headsBefore)
      fruitless = refuted_.size() > before ? 0 : fruitless + 1;
    // Runs that still refute earn as much time again as they have had
    // (up to the limit): a false candidate a run refutes in milliseconds
    // costs a Houdini round of seconds, and on a kernel with long loops
    // the first runs refute the easy half and slower ones the rest.
    if (refuted_.size() > before) {
      Clock::time_point now = Clock::now();
      double spent = std::chrono::duration<double>(now - start).count();
      deadline_ = std::max(deadline_, std::min(latest, after(now, std::max(base, spent))));
    }
  }
  outcome.refuted = refuted_;
  outcome.headsReached = headsReached_;
  outcome.endings = endings_;
  return outcome;
}

} // namespace concrete

ConcreteRunOutcome refuteByConcreteRuns(const Program &program, const CandidateTable &candidates,
                                        const ConcreteRunLimits &limits) {
  concrete::Interpreter interpreter(program, candidates, limits);
  try {
    return interpreter.run();
  } catch (...) { // a case the interpreter does not expect: refute nothing
    ConcreteRunOutcome outcome;
    outcome.skippedBecause = "an internal error";
    return outcome;
  }
}

} // namespace gv::houdini
