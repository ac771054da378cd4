// Loop invariant inference for a translated kernel: candidates from
// houdini/'s rules, a Houdini run of Boogie to find the inductive ones, and
// the program rewritten to assert just those.
#pragma once

#include "gpuverify/Translator.h"
#include "houdini/Inference.h"
#include "pipeline/BoogieRunner.h"
#include "pipeline/Options.h"
#include "support/Deadline.h"

#include <iosfwd>
#include <string>
#include <vector>

namespace gv::driver {

class StatusLine;

// Puts the candidate invariants of the enabled rules into the program
// (none with --no-infer, or when loops are unrolled instead).
houdini::CandidateTable addCandidateInvariants(const DriverOptions &options, Translation &translation);

struct InferenceOutcome {
  double seconds = 0;
  bool outOfTime = false; // inference used up its share of --timeout: nothing proved
  // A Houdini query ran out of time, refuting every candidate it checked.
  bool solverGaveUp = false;
  // Houdini proved every procedure with the candidates it kept: they are
  // assumed by the final run, not proved again (see houdini::KeptAs).
  bool keptProved = false;
  std::vector<houdini::Candidate> proved;
  std::vector<houdini::Candidate> refuted;
  unsigned refutedByRuns = 0; // of `refuted`, before Houdini, by concrete runs
  unsigned runs = 0;
};

// The share of --timeout invariant inference may use: the rest is kept for
// verifying the program, with or without what inference proved.
constexpr double inferenceShareOfTimeout = 2.0 / 3.0;

// Runs Houdini on a copy of the program without its checks (written to
// `inferenceFile`) and keeps the candidates it proves as invariants: free
// ones if its last queries proved them all, checked ones otherwise. The
// candidates a few concrete runs of that copy refute are dropped first. A run
// longer than 10 s reports its progress on `progress` every 10 s (on
// `status` instead, as it goes, if that is shown). A run
// that outlasts its share of the deadline keeps no candidate: the program
// is then verified without inferred invariants, which is sound, if likely
// to fail. Throws Failure as runBoogie does, but not for running out of time.
InferenceOutcome inferInvariants(const DriverOptions &options, const BoogieTools &tools, const Deadline &deadline,
                                 Translation &translation, const houdini::CandidateTable &candidates,
                                 const std::string &inferenceFile, std::ostream *echo, std::ostream &progress,
                                 StatusLine *status = nullptr);

// --infer-info: one line per candidate, proved or refuted.
// The candidates, proved and refuted, each in the kernel's terms (`i <= n`,
// `__other_int(i)` for the other thread's; `sourceTerms` as the translation
// gives them): a candidate and its twin for the other thread print once.
std::string inferenceInfoText(const InferenceOutcome &outcome, const std::map<std::string, std::string> &sourceTerms);

} // namespace gv::driver
