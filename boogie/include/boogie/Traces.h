// Boogie's execution traces in terms of the program it was given.
#pragma once

#include "boogie/Ast.h"

#include <string>
#include <vector>

namespace gv::boogie {

// Boogie merges a block into its predecessor when it is that block's only
// successor and has no other predecessor, and its traces name the merged
// block by the first label only. The trace `labels` (Boogie's "Execution
// trace:" of a procedure with this body) with the merged labels back, in
// order: every block the counterexample ran through. The last label is left
// as it is: the counterexample ends at its error, which may come before
// the blocks merged into that label.
std::vector<std::string> withMergedBlocks(const ProcedureBody &body, const std::vector<std::string> &labels);

} // namespace gv::boogie
