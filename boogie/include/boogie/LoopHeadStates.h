// The state a counterexample enters a loop in, for reports (GPUVerify's
// /displayLoopAbstractions). A loop is cut at its head: the counterexample
// starts an arbitrary iteration there, in any state the invariants allow,
// and that state is what a user needs to see to judge a false alarm.
//
// Each captured variable gets a fresh local, and at the end of the head
// block `havoc copy; assume copy == variable;`: after the loop's cut has
// havocked the loop's variables and assumed its invariants, so the copy's
// last value on a path through the head is the state of the arbitrary
// iteration. A value chosen afresh and then fixed by an equation rules no
// execution out, wherever and however often it runs, so the program
// verifies exactly as before. (Boogie drops an assignment to a variable
// nothing reads, with its value; and a bare assumption could become one of
// the head's leading ones, which a cut assumes at entry too.)
#pragma once

#include "boogie/Ast.h"

#include <string>
#include <vector>

namespace gv::boogie {

struct LoopHeadCapture {
  std::string procedure;
  std::string headLabel; // the block whose first commands are the invariants
  std::string variable;  // captured
  std::string copy;      // the fresh local holding its value at the head
};

// Captures `variables` at the head labelled `headLabel` of `procedure`;
// nothing if the program has no such block. Call after the loop is cut
// (boogie::checkInvariantsAtLatches): the copy's value in a counterexample
// is its last incarnation's.
std::vector<LoopHeadCapture> captureLoopHeadState(Program &program, const std::string &procedure,
                                                  const std::string &headLabel, const std::vector<ExprPtr> &variables);

} // namespace gv::boogie
