#include "boogie/KInduction.h"
#include "gpuverify/Naming.h"

#include "Loops.h"

#include <algorithm>
#include <map>
#include <string>

namespace gv::boogie {

namespace {

using namespace loops;

// The loop's copies.
enum class Copy { Base, Assumed, Step };

struct Transformation {
  std::vector<Block> &blocks;
  const Loop &loop;
  const std::set<std::string> &modified;
  unsigned depth;
  const CheckIdOfCopy &checkIdOfCopy;

  unsigned serial; // the how-manieth loop of the procedure transformed: labels stay unique
  std::string head = blocks[loop.head].label;

  // original$k<serial>.b1 (the second base iteration), .a0 (the first
  // assumed one), .s (the step).
  std::string label(const std::string &original, Copy copy, unsigned i) const {
    std::string prefix = naming::kInductionCopy(original, serial);
    switch (copy) {
    case Copy::Base: return i == 0 ? original : prefix + "b" + std::to_string(i);
    case Copy::Assumed: return prefix + "a" + std::to_string(i);
    case Copy::Step: return prefix + "s";
    }
    return original;
  }
  std::string havocLabel() const { return naming::kInductionHavoc(head, serial); }
  std::string endLabel() const { return naming::kInductionEnd(head, serial); }

  // Where an edge of copy i leads.
  std::string target(const std::string &successor, Copy copy, unsigned i, const std::set<std::string> &inLoop) const {
    if (successor == head) { // a back edge
      if (copy == Copy::Base)
        return i + 1 < depth ? label(head, Copy::Base, i + 1) : havocLabel();
      if (copy == Copy::Assumed)
        return i + 1 < depth ? label(head, Copy::Assumed, i + 1) : label(head, Copy::Step, 0);
      return endLabel();
    }
    if (inLoop.count(successor))
      return label(successor, copy, i);
    return copy == Copy::Assumed ? endLabel() : successor;
  }

  Block copyOf(const Block &original, Copy copy, unsigned i, const std::set<std::string> &inLoop) const {
    Block b;
    b.label = label(original.label, copy, i);
    size_t invariants = original.label == head ? leadingCommands(original) : 0;
    for (size_t i = 0; i < original.cmds.size(); ++i) {
      const Cmd &cmd = original.cmds[i];
      const auto *check = std::get_if<AssertCmd>(&cmd);
      bool leading = i < invariants;
      if (check && copy == Copy::Assumed) {
        b.cmds.push_back(assume(check->expr));
      } else if (check && copy == Copy::Step && leading && check->checkId) {
        AssertCmd maintained = *check;
        maintained.checkId = checkIdOfCopy(*check->checkId);
        b.cmds.push_back(maintained);
      } else {
        b.cmds.push_back(cmd);
      }
    }
    for (const std::string &successor : original.successors)
      b.successors.push_back(target(successor, copy, i, inLoop));
    // A return in an assumed iteration: no later iteration follows it.
    if (copy == Copy::Assumed && original.successors.empty())
      b.successors.push_back(endLabel());
    return b;
  }

  void apply() {
    std::set<std::string> inLoop;
    std::vector<Block> originals;
    for (size_t b : loop.blocks) {
      inLoop.insert(blocks[b].label);
      originals.push_back(blocks[b]);
    }
    std::vector<Block> added;
    for (unsigned i = 1; i < depth; ++i)
      for (const Block &original : originals)
        added.push_back(copyOf(original, Copy::Base, i, inLoop));
    Block havocBlock{havocLabel(), {}, {label(head, Copy::Assumed, 0)}};
    if (!modified.empty())
      havocBlock.cmds.push_back(havoc({modified.begin(), modified.end()}));
    added.push_back(havocBlock);
    for (unsigned i = 0; i < depth; ++i)
      for (const Block &original : originals)
        added.push_back(copyOf(original, Copy::Assumed, i, inLoop));
    for (const Block &original : originals)
      added.push_back(copyOf(original, Copy::Step, 0, inLoop));
    added.push_back(Block{endLabel(), {assume(boolLit(false))}, {}});
    // The loop's own blocks are the base case's first iteration.
    for (size_t b : loop.blocks)
      blocks[b] = copyOf(blocks[b], Copy::Base, 0, inLoop);
    blocks.insert(blocks.end(), added.begin(), added.end());
  }
};

unsigned transformLoops(std::vector<Block> &blocks, unsigned depth, const CheckIdOfCopy &checkIdOfCopy) {
  unsigned transformed = 0;
  std::set<std::string> kept; // heads of loops that call procedures
  for (;;) {
    ControlFlow flow = controlFlowOf(blocks);
    std::vector<Loop> loops = loopsOf(flow, immediateDominators(flow));
    // The innermost first: no loop has fewer blocks than one it contains.
    const Loop *innermost = nullptr;
    std::optional<std::set<std::string>> modified;
    for (const Loop &loop : loops) {
      if (kept.count(blocks[loop.head].label) || (innermost && innermost->blocks.size() <= loop.blocks.size()))
        continue;
      innermost = &loop;
    }
    if (!innermost)
      return transformed;
    modified = variablesModifiedIn(blocks, *innermost);
    if (!modified) {
      kept.insert(blocks[innermost->head].label);
      continue;
    }
    Transformation{blocks, *innermost, *modified, depth, checkIdOfCopy, transformed}.apply();
    ++transformed;
  }
}

} // namespace

unsigned kInduction(Program &program, unsigned depth, const CheckIdOfCopy &checkIdOfCopy) {
  unsigned transformed = 0;
  if (depth == 0)
    return 0;
  for (Decl &decl : program.decls)
    if (auto *procedure = std::get_if<ProcedureDecl>(&decl); procedure && procedure->body)
      transformed += transformLoops(procedure->body->blocks, depth, checkIdOfCopy);
  return transformed;
}

} // namespace gv::boogie
