// Houdini over the Boogie program: candidates go in as guarded loop-head
// assertions `assert {:tag "rule"} _bN ==> e` with `_bN` an existential
// constant; Boogie's /contractInfer finds the largest inductive subset on a
// copy of the program without its checks; the assignment it prints then
// turns the surviving candidates into plain invariants.
#pragma once

#include "houdini/Candidates.h"

#include <functional>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace gv::houdini {

// The existential constants, by name, with the candidate each guards.
using CandidateTable = std::map<std::string, Candidate>;

// The guard of a candidate assertion `_bN ==> e` of `candidates`, or "".
std::string candidateGuard(const boogie::AssertCmd &a, const CandidateTable &candidates);

// Inserts the candidates at their loop heads and declares their guards and
// the prelude functions they use (those `prelude` has seen that the
// program does not declare yet).
CandidateTable addCandidates(boogie::Program &program, const std::vector<Candidate> &candidates,
                             const prelude::Prelude &prelude);

// Turns the assertions `select` picks (the user's invariants, under
// --invariants-as-candidates) into candidates of `rule`, guarded like the
// others, and adds them to `table`.
void guardAssertions(boogie::Program &program, CandidateTable &table,
                     const std::function<bool(const boogie::AssertCmd &)> &select, const std::string &rule);

// The program Houdini runs on: every assertion that is not a candidate or
// an invariant the caller keeps (`isInvariant`) is dropped, so that Houdini
// refutes candidates only and its fixed point does not depend on the
// checks; the invariants kept are assumed (free invariants): the program
// Houdini's result is used in checks them.
boogie::Program inferenceProgram(const boogie::Program &program, const CandidateTable &candidates,
                                 const std::function<bool(const boogie::AssertCmd &)> &isInvariant);

// `program` without the candidates of `guards` (refuted before Houdini
// ran): their assertions and the declarations of their guards go.
void dropCandidates(boogie::Program &program, const CandidateTable &candidates, const std::set<std::string> &guards);

// Boogie's "Assignment computed by Houdini:" block: constant -> value.
using Assignment = std::map<std::string, bool>;
Assignment parseAssignment(const std::string &boogieOutput);

// The candidates a Houdini run (under /trace) refuted by counterexamples
// before it ended or was stopped: those it names ("Removing _bN") after a
// query whose outcome was "Invalid". A query that ran out of time refutes
// every candidate without a counterexample: its removals are not among
// them. Each was refuted with every other candidate still assumed, so
// dropping it from any later run is sound.
std::set<std::string> refutedByCounterexamples(const std::string &houdiniTrace);

// Each candidate, in the order they were made, with whether the assignment
// keeps it.
std::vector<std::pair<Candidate, bool>> candidateVerdicts(const CandidateTable &candidates,
                                                          const Assignment &assignment);

// How the candidates an assignment keeps enter the program.
enum class KeptAs {
  // Assertions, which the final run proves again: for an assignment whose
  // last queries were not all proofs (Houdini stopped at a counterexample
  // it could not blame on a candidate).
  Checks,
  // Assumptions at their loop heads (free invariants): for an assignment
  // Houdini's last query of every procedure proved. That query assumed the
  // kept invariants at the loop heads and proved them on entry and at the
  // end of an iteration; the final run proves every other check assuming
  // them. A failing execution fails first at one check, which one of the
  // two queries sees with all the checks before it holding, so the two
  // together prove the program.
  FreeInvariants,
};

// Candidates assigned true become assertions (KeptAs::Checks, with the
// check id `checkIdOf` gives, if any and if they have none, so that a
// failure can be reported at the loop) or assumptions of their expression;
// the others, and the existential constants, disappear. A candidate missing
// from the assignment counts as refuted.
using CheckIdOf = std::function<std::optional<unsigned>(const Candidate &)>;
void applyAssignment(boogie::Program &program, const CandidateTable &candidates, const Assignment &assignment,
                     KeptAs keptAs, const CheckIdOf &checkIdOf = {});

} // namespace gv::houdini
