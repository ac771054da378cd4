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
  double seconds = std::clamp(static_cast<double>(commandCount()) * limits_.secondsPerCommand,
                              std::min(limits_.minimumSeconds, limits_.seconds), limits_.seconds);
  deadline_ = std::chrono::steady_clock::now() +
              std::chrono::duration_cast<std::chrono::steady_clock::duration>(std::chrono::duration<double>(seconds));
  unsigned fruitless = 0;
  while (outcome.runs < limits_.maxRuns && fruitless < limits_.fruitlessRuns && refuted_.size() < candidates_.size() &&
         std::chrono::steady_clock::now() < deadline_) {
    size_t before = refuted_.size();
    unsigned headsBefore = headsReached_;
    const ProcedureDecl &entry = *entries[random_() % entries.size()];
    ++outcome.runs;
    runOnce(entry);
    // A run that ended before any loop head (an assumption on the
    // parameters) is only a bad draw.
    if (headsReached_ > headsBefore)
      fruitless = refuted_.size() > before ? 0 : fruitless + 1;
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
