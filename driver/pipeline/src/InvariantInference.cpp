#include "pipeline/InvariantInference.h"

#include "boogie/CPrinter.h"
#include "boogie/InvariantsAtLatches.h"
#include "boogie/KInduction.h"
#include "boogie/Printer.h"
#include "houdini/ConcreteRuns.h"
#include "pipeline/ToolVersions.h"
#include "support/Failure.h"
#include "support/StatusLine.h"

#include <algorithm>
#include <chrono>
#include <memory>
#include <ostream>
#include <set>

namespace gv::driver {

namespace {

std::function<bool(const boogie::AssertCmd &)> isUserInvariant(const Translation &translation) {
  return [&translation](const boogie::AssertCmd &a) {
    return a.checkId && *a.checkId < translation.checks.size() &&
           translation.checks[*a.checkId].kind == CheckKind::LoopInvariant;
  };
}

// How many candidates are left as a Houdini run goes: every 10 s on `out`,
// or on the status line as it changes. Houdini (under /trace) prints
// "Removing _bN" for each candidate it refutes, once per counterexample
// that refutes it (with relevancy 0, once for each of up to --error-limit).
BoogieProgress houdiniProgress(size_t candidates, std::ostream &out, StatusLine *status) {
  constexpr double everySeconds = 10;
  auto nextReport = std::make_shared<double>(everySeconds);
  auto left = [candidates](const std::string &outputSoFar) {
    static const std::string removing = "Removing ";
    std::set<std::string> refuted;
    for (size_t at = outputSoFar.find(removing); at != std::string::npos; at = outputSoFar.find(removing, at + 1)) {
      size_t end = outputSoFar.find_first_of("\r\n", at);
      if (end != std::string::npos) // a line printed whole
        refuted.insert(outputSoFar.substr(at + removing.size(), end - at - removing.size()));
    }
    return candidates - std::min(refuted.size(), candidates);
  };
  if (status && status->shown())
    return [=](const std::string &outputSoFar, double) {
      status->detail(std::to_string(left(outputSoFar)) + " of " + std::to_string(candidates) + " candidates left");
    };
  return [=, &out](const std::string &outputSoFar, double seconds) {
    if (seconds < *nextReport)
      return;
    *nextReport += everySeconds;
    out << "gpuverify: inferring loop invariants: " << left(outputSoFar) << " of " << candidates
        << " candidates left after " << static_cast<int>(seconds) << " s" << std::endl;
  };
}

// Every candidate was refuted before Houdini ran.
struct NothingLeft {};

unsigned implementationCount(const boogie::Program &program) {
  unsigned count = 0;
  for (const boogie::Decl &decl : program.decls)
    if (auto *procedure = std::get_if<boogie::ProcedureDecl>(&decl); procedure && procedure->body)
      ++count;
  return count;
}

// Whether Houdini's last query of every procedure of `program` was a proof
// (Boogie counts the procedure verified): the candidates it kept are then
// inductive invariants, and the final run need not prove them again (see
// houdini::KeptAs). Not so if Houdini stopped at a counterexample it could
// not blame on a candidate (an error), or a query ran out of time.
bool provedEveryProcedure(const BoogieOutput &output, const boogie::Program &program) {
  if (!output.summary || !output.proverErrors.empty())
    return false;
  const BoogieSummary &s = *output.summary;
  return s.errors == 0 && s.inconclusive == 0 && s.timeOuts == 0 && s.outOfMemory == 0 &&
         s.verified == implementationCount(program);
}

// The candidates concrete runs of the inference program refute, in at most
// 1 s (a twentieth of inference's share of --timeout, if less).
std::set<std::string> refuteByRunning(const DriverOptions &options, const Deadline &deadline,
                                      const boogie::Program &program, const houdini::CandidateTable &candidates,
                                      InferenceOutcome &outcome, std::ostream *echo) {
  if (!options.concreteRuns)
    return {};
  houdini::ConcreteRunLimits limits;
  if (std::optional<double> share = deadline.remainingOfShare(inferenceShareOfTimeout))
    limits.seconds = std::min(limits.seconds, *share / 20);
  auto started = std::chrono::steady_clock::now();
  houdini::ConcreteRunOutcome runs = houdini::refuteByConcreteRuns(program, candidates, limits);
  outcome.seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  outcome.refutedByRuns = static_cast<unsigned>(runs.refuted.size());
  outcome.runs = runs.runs;
  if (echo) {
    *echo << "Concrete runs: " << runs.runs << " runs refuted " << runs.refuted.size() << " of " << candidates.size()
          << " candidates";
    if (!runs.skippedBecause.empty())
      *echo << " (not run: " << runs.skippedBecause << ")";
    *echo << std::endl;
    for (const auto &[where, count] : runs.endings)
      *echo << "  " << count << " ended at " << where << std::endl;
    if (!runs.refuted.empty()) {
      *echo << "  refuted:";
      for (const std::string &guard : runs.refuted)
        *echo << " " << guard;
      *echo << std::endl;
    }
  }
  return runs.refuted;
}

} // namespace

houdini::CandidateTable addCandidateInvariants(const DriverOptions &options, Translation &translation) {
  if (!options.inferInvariants || options.loopUnwind)
    return {};
  prelude::Prelude prelude;
  houdini::CandidateOptions candidateOptions;
  candidateOptions.threadOneOnly = options.translate.asymmetricAsserts;
  candidateOptions.omittedRules.insert(options.omitInfer.begin(), options.omitInfer.end());
  std::vector<houdini::Candidate> candidates = houdini::loopCandidates(translation.loops, prelude, candidateOptions);
  houdini::CandidateTable table = houdini::addCandidates(translation.program, candidates, prelude);
  if (options.invariantsAsCandidates)
    houdini::guardAssertions(translation.program, table, isUserInvariant(translation), "user");
  return table;
}

InferenceOutcome inferInvariants(const DriverOptions &options, const BoogieTools &tools, const Deadline &deadline,
                                 Translation &translation, const houdini::CandidateTable &candidates,
                                 const std::string &inferenceFile, std::ostream *echo, std::ostream &progress,
                                 StatusLine *status) {
  const boogie::Program program =
      houdini::inferenceProgram(translation.program, candidates, isUserInvariant(translation));
  InferenceOutcome outcome;
  std::set<std::string> refutedBefore = refuteByRunning(options, deadline, program, candidates, outcome, echo);
  // The program Houdini runs on, without the candidates refuted before it.
  auto writeInferenceProgram = [&] {
    boogie::Program houdiniProgram = program;
    houdini::dropCandidates(houdiniProgram, candidates, refutedBefore);
    // Only candidates are left to check, and they have no check ids.
    if (options.kInductionDepth)
      boogie::kInduction(houdiniProgram, *options.kInductionDepth, [](unsigned) { return std::nullopt; });
    boogie::checkInvariantsAtLatches(houdiniProgram, [](unsigned) { return std::nullopt; });
    writeProgram(inferenceFile, boogie::print(houdiniProgram).text);
  };
  BoogieJob job{inferenceFile, "", BoogieTask::InferInvariants, deadline.remainingOfShare(inferenceShareOfTimeout),
                houdiniProgress(candidates.size() - refutedBefore.size(), progress, status)};
  houdini::Assignment assignment;
  try {
    if (refutedBefore.size() == candidates.size())
      throw NothingLeft{};
    writeInferenceProgram();
    BoogieRun run = runBoogie(options, tools, job, echo);
    outcome.seconds += run.seconds;
    if (run.output.summary->timeOuts > 0) {
      // A query that ran out of time refutes every candidate: ask again with
      // z3 tuned for speed, without the candidates refuted by
      // counterexamples before it. That z3 can hang on the same query, past
      // its bound (heartwall: no answer in 170 s), so it gets half of what
      // is left of inference's share: the final verification keeps the
      // time it needs for a verdict.
      outcome.solverGaveUp = true;
      std::set<std::string> refuted = houdini::refutedByCounterexamples(run.text);
      refutedBefore.insert(refuted.begin(), refuted.end());
      progress << "gpuverify: inferring loop invariants: a solver query ran out of time; trying again with z3 "
                  "tuned for speed, without the "
               << refuted.size() << " candidate(s) refuted before it" << std::endl;
      if (refutedBefore.size() == candidates.size())
        throw NothingLeft{};
      writeInferenceProgram();
      job.task = BoogieTask::InferInvariantsQuickly;
      job.timeLimit = deadline.remainingOfShare(inferenceShareOfTimeout);
      if (job.timeLimit)
        *job.timeLimit = std::max(1.0, *job.timeLimit / 2);
      job.progress = houdiniProgress(candidates.size() - refutedBefore.size(), progress, status);
      run = runBoogie(options, tools, job, echo);
      outcome.seconds += run.seconds;
    }
    if (run.output.summary && run.output.summary->timeOuts > 0)
      outcome.solverGaveUp = true;
    assignment = houdini::parseAssignment(run.text);
    outcome.keptProved = provedEveryProcedure(run.output, program);
  } catch (const Failure &failure) {
    if (failure.code() != ExitCode::Timeout)
      throw;
    outcome.outOfTime = true;
    outcome.seconds += job.timeLimit.value_or(0); // the run stopped had all its time
    progress << "gpuverify: inferring loop invariants: out of time (--timeout=" << deadline.seconds()
             << "); verifying without inferred invariants, so errors may be false alarms" << std::endl;
    if (z3OlderThan(tools.z3, 4, 13))
      progress << "gpuverify: note: the z3 used (" << tools.z3 << ") is older than 4.13; a current z3 is often "
               << "much faster (--z3=PATH, see 'Tools and environment variables' in docs/usage.md)" << std::endl;
  } catch (const NothingLeft &) {
  }
  for (const std::string &guard : refutedBefore)
    assignment[guard] = false;
  // An inferred invariant the final run checks and fails to prove again is
  // reported at its loop.
  houdini::KeptAs keptAs = outcome.keptProved ? houdini::KeptAs::FreeInvariants : houdini::KeptAs::Checks;
  houdini::applyAssignment(translation.program, candidates, assignment, keptAs, [&](const houdini::Candidate &c) {
    Check check;
    check.id = static_cast<unsigned>(translation.checks.size());
    check.kind = CheckKind::InferredInvariant;
    check.location = c.location;
    translation.checks.push_back(check);
    return std::optional<unsigned>(check.id);
  });
  for (const auto &[candidate, proved] : houdini::candidateVerdicts(candidates, assignment))
    (proved ? outcome.proved : outcome.refuted).push_back(candidate);
  return outcome;
}

namespace {

// `text` with the other thread's terms as the thread's own: a candidate
// about the second thread alone then reads as its twin about the first.
std::string asFirstThread(const std::string &text) {
  std::string out;
  for (size_t at = 0; at < text.size();) {
    size_t found = std::min(text.find("__other_int(", at), text.find("__other_bool(", at));
    if (found == std::string::npos) {
      out += text.substr(at);
      break;
    }
    size_t open = text.find('(', found);
    int depth = 0;
    size_t close = open;
    for (; close < text.size(); ++close) {
      depth += (text[close] == '(') - (text[close] == ')');
      if (depth == 0)
        break;
    }
    if (close >= text.size())
      return text;
    out += text.substr(at, found - at) + text.substr(open + 1, close - open - 1);
    at = close + 1;
  }
  return out;
}

} // namespace

std::string inferenceInfoText(const InferenceOutcome &outcome, const std::map<std::string, std::string> &sourceTerms) {
  std::string text = "Invariant inference: " + std::to_string(outcome.proved.size()) + " of " +
                     std::to_string(outcome.proved.size() + outcome.refuted.size()) + " candidates proved";
  if (outcome.refutedByRuns)
    text += " (" + std::to_string(outcome.refutedByRuns) + " refuted by " + std::to_string(outcome.runs) +
            " concrete runs before Houdini)";
  if (outcome.keptProved && !outcome.proved.empty())
    text += "; Houdini's last queries proved them, so they are assumed, not proved again";
  text += "\n";
  boogie::SourceTermOf termOf = [&sourceTerms](const std::string &variable) -> std::optional<std::string> {
    auto found = sourceTerms.find(variable);
    return found == sourceTerms.end() ? std::nullopt : std::optional<std::string>(found->second);
  };
  auto list = [&](const char *verdict, const std::vector<houdini::Candidate> &candidates) {
    std::vector<std::pair<std::string, bool>> lines; // text, stated for each thread
    for (const houdini::Candidate &c : candidates) {
      std::string line = "  " + c.loop + ": " + verdict + " " + c.rule + ": " + boogie::printAsC(c.expr, termOf);
      std::string twin = asFirstThread(line);
      auto same = [&](const std::string &text) {
        return std::find_if(lines.begin(), lines.end(), [&](const auto &l) { return l.first == text; });
      };
      // A bound that holds read as signed and as unsigned prints once.
      if (same(line) != lines.end())
        continue;
      if (auto first = same(twin); twin != line && first != lines.end())
        first->second = true;
      else
        lines.push_back({line, false});
    }
    for (const auto &[line, eachThread] : lines)
      text += line + (eachThread ? " (each thread)" : "") + "\n";
  };
  list("proved", outcome.proved);
  list("refuted", outcome.refuted);
  return text;
}

} // namespace gv::driver
