#include "InvariantInference.h"

#include "boogie/Printer.h"

#include <algorithm>

namespace gv::driver {

namespace {

std::function<bool(const boogie::AssertCmd &)> isUserInvariant(const Translation &translation) {
  return [&translation](const boogie::AssertCmd &a) {
    return a.checkId && *a.checkId < translation.checks.size() &&
           translation.checks[*a.checkId].kind == CheckKind::LoopInvariant;
  };
}

} // namespace

houdini::CandidateTable addCandidateInvariants(const DriverOptions &options, Translation &translation) {
  if (!options.inferInvariants || options.loopUnwind)
    return {};
  prelude::Prelude prelude;
  std::vector<houdini::Candidate> candidates =
      houdini::loopCandidates(translation.loops, prelude, options.translate.asymmetricAsserts);
  candidates.erase(std::remove_if(candidates.begin(), candidates.end(),
                                  [&](const houdini::Candidate &c) {
                                    return std::find(options.omitInfer.begin(), options.omitInfer.end(), c.rule) !=
                                           options.omitInfer.end();
                                  }),
                   candidates.end());
  houdini::CandidateTable table = houdini::addCandidates(translation.program, candidates, prelude);
  if (options.invariantsAsCandidates)
    houdini::guardAssertions(translation.program, table, isUserInvariant(translation), "user");
  return table;
}

InferenceOutcome inferInvariants(const DriverOptions &options, const BoogieTools &tools, Translation &translation,
                                 const houdini::CandidateTable &candidates, const std::string &inferenceFile,
                                 std::ostream *echo) {
  boogie::Program program = houdini::inferenceProgram(translation.program, candidates, isUserInvariant(translation));
  writeProgram(inferenceFile, boogie::print(program).text);
  BoogieRun run = runBoogie(options, tools, inferenceFile, "", echo, BoogieTask::InferInvariants);
  houdini::Assignment assignment = houdini::parseAssignment(run.text);
  houdini::applyAssignment(translation.program, candidates, assignment);

  InferenceOutcome outcome;
  outcome.seconds = run.seconds;
  // In the order the candidates were made (_b2 before _b10).
  std::vector<std::pair<std::string, houdini::Candidate>> ordered(candidates.begin(), candidates.end());
  std::stable_sort(ordered.begin(), ordered.end(), [](const auto &a, const auto &b) {
    return std::make_pair(a.first.size(), a.first) < std::make_pair(b.first.size(), b.first);
  });
  for (const auto &[guard, candidate] : ordered) {
    auto value = assignment.find(guard);
    (value != assignment.end() && value->second ? outcome.proved : outcome.refuted).push_back(candidate);
  }
  return outcome;
}

std::string inferenceInfoText(const InferenceOutcome &outcome) {
  std::string text = "Invariant inference: " + std::to_string(outcome.proved.size()) + " of " +
                     std::to_string(outcome.proved.size() + outcome.refuted.size()) + " candidates proved\n";
  auto list = [&](const char *verdict, const std::vector<houdini::Candidate> &candidates) {
    for (const houdini::Candidate &c : candidates)
      text += "  " + c.loop + ": " + verdict + " " + c.rule + ": " + boogie::printExpr(c.expr) + "\n";
  };
  list("proved", outcome.proved);
  list("refuted", outcome.refuted);
  return text;
}

} // namespace gv::driver
