// The state a counterexample enters a loop in, for reports (GPUVerify's
// /displayLoopAbstractions). A loop is cut at its head: the counterexample
// starts an arbitrary iteration there, in any state the invariants allow,
// and that state is what a user needs to see to judge a false alarm.
//
// Each captured variable gets a fresh local, never assigned, and right after
// the head's invariants `assume copy == variable`: on a path through the
// head (once, the loop being cut) the copy holds the variable's value there;
// elsewhere it is unconstrained. A fresh variable fixed by an equation
// removes no execution, so the program verifies exactly as before.
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
// nothing if the program has no such block. Call before the loop is cut.
std::vector<LoopHeadCapture> captureLoopHeadState(Program &program, const std::string &procedure,
                                                  const std::string &headLabel, const std::vector<ExprPtr> &variables);

} // namespace gv::boogie
