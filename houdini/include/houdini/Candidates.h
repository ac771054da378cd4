// Candidate loop invariants, guessed from each loop's shape by a small set
// of rules. A candidate need not hold: Houdini keeps the largest subset
// that is inductive. Each rule is a function of one LoopShape; its name is
// the candidate's tag in the Boogie program (and what --infer-info shows).
#pragma once

#include "boogie/Ast.h"
#include "bpl-prelude/Prelude.h"
#include "gpuverify/LoopShape.h"

#include <set>
#include <string>
#include <vector>

namespace gv::houdini {

struct Candidate {
  std::string procedure; // where the loop is
  std::string headLabel; // the loop head block
  std::string loop;      // the loop in source terms, for messages
  std::string rule;
  boogie::ExprPtr expr;
  SourceChain location; // where the loop starts
};

struct CandidateOptions {
  // GPUVerify's asymmetric assertions leave the second thread's state
  // unconstrained on purpose: no candidate speaks of its loop state.
  bool threadOneOnly = false;
  std::set<std::string> omittedRules; // --omit-infer
};

// The candidates for every loop, without duplicates within a loop. Bit-vector
// operations are taken from `prelude`, which then knows what to declare.
std::vector<Candidate> loopCandidates(const std::vector<LoopShape> &loops, prelude::Prelude &prelude,
                                      const CandidateOptions &options = {});

// The names of the rules, as tags and for --omit-infer.
std::vector<std::string> ruleNames();

// The rules, one loop at a time (exposed for testing). Each returns
// expressions valid at the loop head.
namespace rules {
std::vector<boogie::ExprPtr> noAccessAcrossBarrier(const LoopShape &loop);
std::vector<boogie::ExprPtr> sameWarpNoAccess(const LoopShape &loop);
std::vector<boogie::ExprPtr> logsOnlyEmptied(const LoopShape &loop);
std::vector<boogie::ExprPtr> accessedSinceBarrier(const LoopShape &loop);
std::vector<boogie::ExprPtr> loggedSites(const LoopShape &loop);
std::vector<boogie::ExprPtr> pendingCopies(const LoopShape &loop, prelude::Prelude &p);
std::vector<boogie::ExprPtr> counterStride(const LoopShape &loop, prelude::Prelude &p);
std::vector<boogie::ExprPtr> counterBounds(const LoopShape &loop, prelude::Prelude &p);
std::vector<boogie::ExprPtr> powerOfTwo(const LoopShape &loop, prelude::Prelude &p);
std::vector<boogie::ExprPtr> productOfDoublingAndHalving(const LoopShape &loop, prelude::Prelude &p);
std::vector<boogie::ExprPtr> uniformCounters(const LoopShape &loop);
std::vector<boogie::ExprPtr> uniformEnabledness(const LoopShape &loop);
std::vector<boogie::ExprPtr> enabledOnlyIfEntered(const LoopShape &loop);
std::vector<boogie::ExprPtr> enabledWhileContinuing(const LoopShape &loop);
std::vector<boogie::ExprPtr> leftByExit(const LoopShape &loop);
std::vector<boogie::ExprPtr> accessOnlyIfEntered(const LoopShape &loop);
std::vector<boogie::ExprPtr> loggedValues(const LoopShape &loop);
std::vector<boogie::ExprPtr> uniformExits(const LoopShape &loop);
std::vector<boogie::ExprPtr> takenValues(const LoopShape &loop, prelude::Prelude &p);
std::vector<boogie::ExprPtr> accessOffsets(const LoopShape &loop, prelude::Prelude &p);
std::vector<boogie::ExprPtr> accessRange(const LoopShape &loop, prelude::Prelude &p);
std::vector<boogie::ExprPtr> accessSpan(const LoopShape &loop, prelude::Prelude &p);
std::vector<boogie::ExprPtr> tileSynchronised(const LoopShape &loop, prelude::Prelude &p);
std::vector<boogie::ExprPtr> loggedRows(const LoopShape &loop);
} // namespace rules

} // namespace gv::houdini
