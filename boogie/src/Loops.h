// The loops of a procedure's blocks, for the transformations that cut them
// (InvariantsAtLatches.cpp, KInduction.cpp).
#pragma once

#include "boogie/Ast.h"

#include <limits>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace gv::boogie::loops {

constexpr size_t none = std::numeric_limits<size_t>::max();

struct ControlFlow {
  std::vector<std::vector<size_t>> successors, predecessors;
};

ControlFlow controlFlowOf(const std::vector<Block> &blocks);

// The blocks reachable from the entry (block 0), in reverse post-order.
std::vector<size_t> reversePostOrder(const ControlFlow &flow);

// Immediate dominators (Cooper, Harvey and Kennedy's iteration); `none` for
// blocks the entry does not reach.
std::vector<size_t> immediateDominators(const ControlFlow &flow);

bool dominates(const std::vector<size_t> &idom, size_t dominator, size_t block);

// A natural loop: the blocks that reach one of its latches (the sources of
// its back edges) without passing its head.
struct Loop {
  size_t head = 0;
  std::vector<size_t> latches;
  std::set<size_t> blocks;
};

// One loop per head, in the order of the heads.
std::vector<Loop> loopsOf(const ControlFlow &flow, const std::vector<size_t> &idom);

// The commands that start a loop head (its invariants, checked and free).
size_t leadingCommands(const Block &head);

// The variables the loop's commands assign or havoc; none if it calls a
// procedure, whose effects on globals are not spelt out here.
std::optional<std::set<std::string>> variablesModifiedIn(const std::vector<Block> &blocks, const Loop &loop);

} // namespace gv::boogie::loops
