#include "boogie/InvariantsAtLatches.h"

#include "Loops.h"

#include <algorithm>
#include <limits>
#include <map>
#include <set>
#include <tuple>
#include <unordered_map>

namespace gv::boogie {

namespace {

using namespace loops;

// Copies grow with each assignment substituted (a log update such as
// `R := R || ...` adds its disjunct every time): beyond this many nodes,
// counted as a tree, a copy stops at the assignment that would make it
// bigger, and the solver gets the rest as equations.
constexpr size_t maxCopyNodes = 2000;

// The number of nodes of `e` printed as a tree, up to `cap`.
size_t treeSize(const ExprPtr &e, size_t cap, std::unordered_map<const Expr *, size_t> &known) {
  if (auto found = known.find(e.get()); found != known.end())
    return found->second;
  size_t size = 1;
  for (const ExprPtr &op : e->operands)
    size = std::min(cap, size + treeSize(op, cap, known));
  return known[e.get()] = size;
}

// Substituting into old(...) or under a binder would change its meaning.
bool substitutable(const ExprPtr &e) {
  if (e->kind == Expr::Kind::Old || e->kind == Expr::Kind::Forall || e->kind == Expr::Kind::Exists)
    return false;
  return std::all_of(e->operands.begin(), e->operands.end(), substitutable);
}

// The asserts among them: Boogie's loop invariants (the assumes among them
// are free invariants, checked nowhere).
std::vector<const AssertCmd *> invariantsOf(const Block &head) {
  std::vector<const AssertCmd *> invariants;
  for (size_t i = 0, n = leadingCommands(head); i < n; ++i)
    if (auto *a = std::get_if<AssertCmd>(&head.cmds[i]))
      invariants.push_back(a);
  return invariants;
}

// `A[i][j] := e` as the whole-variable value `A[i := A[i][j := e]]`.
ExprPtr updatedValue(ExprPtr base, const std::vector<std::vector<ExprPtr>> &indices, size_t level,
                     const ExprPtr &value) {
  if (level == indices.size())
    return value;
  ExprPtr inner = updatedValue(select(base, indices[level]), indices, level + 1, value);
  return store(base, indices[level], inner);
}

// What an assignment does, as a substitution of its variables; none if it
// assigns a variable twice.
std::optional<std::map<std::string, ExprPtr>> substitutionOf(const AssignCmd &assignment) {
  std::map<std::string, ExprPtr> by;
  for (size_t k = 0; k < assignment.lhs.size(); ++k) {
    const LValue &target = assignment.lhs[k];
    ExprPtr value = updatedValue(var(target.name, target.type), target.indices, 0, assignment.rhs[k]);
    if (!by.emplace(target.name, value).second)
      return std::nullopt;
  }
  return by;
}

// An invariant, as it reads at a point of the code that leads to a back
// edge without joins.
struct Copy {
  ExprPtr expr;
  // What the code between that point and the back edge assumes, as it
  // reads at that point.
  std::vector<ExprPtr> facts;
  size_t block = 0;
  size_t position = 0; // the copy goes before this command

  // The copy under the facts, with a candidate's guard kept outermost
  // (Houdini reads the candidate a failed assertion refutes off it).
  ExprPtr asserted() const {
    if (facts.empty())
      return expr;
    ExprPtr premise = andAll(facts);
    return isGuarded(*expr) ? implies(expr->operands[0], implies(premise, expr->operands[1])) : implies(premise, expr);
  }
};

bool mentionsAny(const std::vector<ExprPtr> &exprs, const std::vector<std::string> &names) {
  return std::any_of(exprs.begin(), exprs.end(), [&](const ExprPtr &e) {
    return std::any_of(names.begin(), names.end(), [&](const std::string &name) { return mentions(e, name); });
  });
}

// Takes the copy back over one command: true if it moved.
bool moveBefore(const Cmd &cmd, Copy &copy) {
  // An assert between the copy and the back edge is checked where it
  // stands; the copy only loses it as a premise.
  if (std::holds_alternative<CommentCmd>(cmd) || std::holds_alternative<AssertCmd>(cmd))
    return true;
  if (auto *a = std::get_if<AssumeCmd>(&cmd)) {
    copy.facts.push_back(a->expr);
    return true;
  }
  if (auto *h = std::get_if<HavocCmd>(&cmd)) {
    if (mentionsAny({copy.expr}, h->names))
      return false;
    // A fact about a havocked value is dropped: a weaker premise, so at
    // worst a false alarm. Stopping the copy there instead would keep the
    // premise but leave more of the iteration as equations (tried once on
    // CUDA FDTD3d, under load: inconclusive).
    copy.facts.erase(std::remove_if(copy.facts.begin(), copy.facts.end(),
                                    [&](const ExprPtr &f) { return mentionsAny({f}, h->names); }),
                     copy.facts.end());
    return true;
  }
  auto *a = std::get_if<AssignCmd>(&cmd);
  if (!a)
    return false; // a call changes state unseen
  std::optional<std::map<std::string, ExprPtr>> by = substitutionOf(*a);
  if (!by)
    return false;
  std::unordered_map<const Expr *, size_t> sizes;
  ExprPtr expr = substitute(copy.expr, *by);
  std::vector<ExprPtr> facts;
  for (const ExprPtr &f : copy.facts)
    facts.push_back(substitute(f, *by));
  if (treeSize(expr, maxCopyNodes, sizes) >= maxCopyNodes ||
      std::any_of(facts.begin(), facts.end(),
                  [&](const ExprPtr &f) { return treeSize(f, maxCopyNodes, sizes) >= maxCopyNodes; }))
    return false;
  copy.expr = std::move(expr);
  copy.facts = std::move(facts);
  return true;
}

bool startsWithAssume(const Block &block) {
  for (const Cmd &cmd : block.cmds)
    if (!std::holds_alternative<CommentCmd>(cmd))
      return std::holds_alternative<AssumeCmd>(cmd);
  return false;
}

// Takes a copy of `invariant` from the end of `latch` back as far as
// moveBefore lets it, through blocks with a single predecessor. Not into a
// loop head (where a cut puts its havoc), and into a block with other
// successors only from a branch that starts with an assumption: the copy
// there is then checked under it, so that the other branches do not have to
// satisfy it. Each invariant goes its own way: one that mentions a value
// the iteration havocs stops there, the others go on.
Copy copyBefore(const std::vector<Block> &blocks, const ControlFlow &flow, size_t latch, const std::set<size_t> &heads,
                ExprPtr invariant) {
  Copy copy{std::move(invariant), {}, latch, blocks[latch].cmds.size()};
  for (;;) {
    const std::vector<Cmd> &cmds = blocks[copy.block].cmds;
    while (copy.position > 0 && moveBefore(cmds[copy.position - 1], copy))
      --copy.position;
    if (copy.position > 0)
      return copy;
    const std::vector<size_t> &predecessors = flow.predecessors[copy.block];
    if (predecessors.size() != 1 || heads.count(predecessors[0]) ||
        (flow.successors[predecessors[0]].size() != 1 && !startsWithAssume(blocks[copy.block])))
      return copy;
    copy.block = predecessors[0];
    copy.position = blocks[copy.block].cmds.size();
  }
}

// A natural loop: its head, the blocks that jump back to it, and every
// block of it.
// How one loop is cut: the copies of its invariants before each back edge,
// and the variables its head havocs.
struct Cut {
  const Loop *loop = nullptr;
  std::vector<std::vector<Copy>> copies; // per latch, per invariant
  std::set<std::string> modified;
};

std::optional<Cut> planCut(const std::vector<Block> &blocks, const ControlFlow &flow, const Loop &loop,
                           const std::set<size_t> &heads, const std::set<size_t> &latches) {
  if (latches.count(loop.head))
    return std::nullopt;
  for (size_t latch : loop.latches)
    if (latch == loop.head || heads.count(latch) || flow.successors[latch].size() != 1 ||
        blocks[latch].successors.size() != 1)
      return std::nullopt;
  std::vector<const AssertCmd *> invariants = invariantsOf(blocks[loop.head]);
  if (invariants.empty() ||
      !std::all_of(invariants.begin(), invariants.end(), [](const AssertCmd *a) { return substitutable(a->expr); }))
    return std::nullopt;
  std::optional<std::set<std::string>> modified = variablesModifiedIn(blocks, loop);
  if (!modified)
    return std::nullopt;
  Cut cut{&loop, {}, std::move(*modified)};
  bool substituted = false;
  for (size_t latch : loop.latches) {
    std::vector<Copy> &copies = cut.copies.emplace_back();
    for (const AssertCmd *a : invariants) {
      copies.push_back(copyBefore(blocks, flow, latch, heads, a->expr));
      substituted = substituted || copies.back().expr != a->expr;
    }
  }
  if (!substituted)
    return std::nullopt; // Boogie's own cut is as good
  return cut;
}

// Where copies go: block, position, loop head.
using Insertions = std::map<std::tuple<size_t, size_t, size_t>, std::vector<Cmd>>;

void planInsertions(const std::vector<Block> &blocks, const Cut &cut, const CheckIdOfCopy &checkIdOfCopy,
                    Insertions &insertions) {
  size_t head = cut.loop->head;
  std::vector<const AssertCmd *> invariants = invariantsOf(blocks[head]);
  for (const std::vector<Copy> &copies : cut.copies)
    for (size_t i = 0; i < invariants.size(); ++i) {
      std::vector<Cmd> &cmds = insertions[{copies[i].block, copies[i].position, head}];
      if (cmds.empty())
        cmds.push_back(comment("invariants of " + blocks[head].label + ", checked at the end of an iteration"));
      std::optional<unsigned> id;
      if (invariants[i]->checkId)
        id = checkIdOfCopy(*invariants[i]->checkId);
      cmds.push_back(assertCmd(copies[i].asserted(), invariants[i]->attrs, id));
    }
}

// The back edges end; the head starts an arbitrary iteration: any values of
// the loop's variables that satisfy the invariants.
void cutAtHead(std::vector<Block> &blocks, const Cut &cut) {
  for (size_t latch : cut.loop->latches) {
    blocks[latch].cmds.push_back(assume(boolLit(false)));
    blocks[latch].successors.clear();
  }
  Block &head = blocks[cut.loop->head];
  size_t leading = leadingCommands(head);
  std::vector<Cmd> cutCmds{comment("an arbitrary iteration of the loop (its back edges end above)")};
  if (!cut.modified.empty())
    cutCmds.push_back(havoc({cut.modified.begin(), cut.modified.end()}));
  for (size_t i = 0; i < leading; ++i) {
    if (auto *a = std::get_if<AssertCmd>(&head.cmds[i]))
      cutCmds.push_back(assume(a->expr));
    else if (auto *a = std::get_if<AssumeCmd>(&head.cmds[i]))
      cutCmds.push_back(assume(a->expr, a->attrs));
  }
  head.cmds.insert(head.cmds.begin() + static_cast<std::ptrdiff_t>(leading), cutCmds.begin(), cutCmds.end());
}

unsigned cutLoops(std::vector<Block> &blocks, const CheckIdOfCopy &checkIdOfCopy) {
  if (blocks.empty())
    return 0;
  ControlFlow flow = controlFlowOf(blocks);
  std::vector<Loop> loops = loopsOf(flow, immediateDominators(flow));
  std::set<size_t> heads, latches;
  for (const Loop &loop : loops) {
    heads.insert(loop.head);
    latches.insert(loop.latches.begin(), loop.latches.end());
  }
  // Planned on the program as it is, then applied: a cut changes the
  // control flow the other loops' plans were made on.
  std::vector<Cut> cuts;
  for (const Loop &loop : loops)
    if (std::optional<Cut> cut = planCut(blocks, flow, loop, heads, latches))
      cuts.push_back(std::move(*cut));
  Insertions insertions;
  for (const Cut &cut : cuts)
    planInsertions(blocks, cut, checkIdOfCopy, insertions);
  // Copies are never placed in a loop head, so the insertions and the cuts
  // at the heads do not move each other; the last position of a block
  // first, so that the earlier ones stay where they were planned.
  for (auto it = insertions.rbegin(); it != insertions.rend(); ++it) {
    auto [block, position, head] = it->first;
    std::vector<Cmd> &cmds = blocks[block].cmds;
    cmds.insert(cmds.begin() + static_cast<std::ptrdiff_t>(position), it->second.begin(), it->second.end());
  }
  for (const Cut &cut : cuts)
    cutAtHead(blocks, cut);
  return static_cast<unsigned>(cuts.size());
}

} // namespace

unsigned checkInvariantsAtLatches(Program &program, const CheckIdOfCopy &checkIdOfCopy) {
  unsigned cut = 0;
  for (Decl &decl : program.decls)
    if (auto *procedure = std::get_if<ProcedureDecl>(&decl); procedure && procedure->body)
      cut += cutLoops(procedure->body->blocks, checkIdOfCopy);
  return cut;
}

} // namespace gv::boogie
