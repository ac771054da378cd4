#include "houdini/Inference.h"
#include "gpuverify/Naming.h"

#include <algorithm>
#include <set>
#include <sstream>

namespace gv::houdini {

using namespace boogie;

namespace {

ProcedureBody *bodyOf(Program &program, const std::string &procedure) {
  for (Decl &d : program.decls)
    if (auto *proc = std::get_if<ProcedureDecl>(&d); proc && proc->name == procedure && proc->body)
      return &*proc->body;
  return nullptr;
}

Block *blockOf(ProcedureBody &body, const std::string &label) {
  for (Block &b : body.blocks)
    if (b.label == label)
      return &b;
  return nullptr;
}

std::set<std::string> declaredNames(const Program &program) {
  std::set<std::string> names;
  for (const Decl &d : program.decls) {
    if (auto *f = std::get_if<FunctionDecl>(&d))
      names.insert(f->name);
    else if (auto *c = std::get_if<ConstDecl>(&d))
      names.insert(c->decl.name);
    else if (auto *v = std::get_if<VarDecl>(&d))
      names.insert(v->decl.name);
  }
  return names;
}

// A guard name not declared yet; `next` numbers them.
std::string freshGuard(std::set<std::string> &declared, unsigned &next) {
  std::string guard;
  do
    guard = naming::candidateGuard(next++);
  while (declared.count(guard));
  declared.insert(guard);
  return guard;
}

ConstDecl guardDeclaration(const std::string &guard) {
  return ConstDecl{TypedName{guard, Type::boolean(), {attr("existential", boolLit(true))}}};
}

void insertBeforeProcedures(Program &program, std::vector<Decl> decls) {
  auto firstProcedure = std::find_if(program.decls.begin(), program.decls.end(),
                                     [](const Decl &d) { return std::holds_alternative<ProcedureDecl>(d); });
  program.decls.insert(firstProcedure, decls.begin(), decls.end());
}

// Removes the declarations of the constants `isGuard` selects.
void eraseGuardDeclarations(Program &program, const std::function<bool(const std::string &)> &isGuard) {
  program.decls.erase(std::remove_if(program.decls.begin(), program.decls.end(),
                                     [&](const Decl &d) {
                                       auto *c = std::get_if<ConstDecl>(&d);
                                       return c && isGuard(c->decl.name);
                                     }),
                      program.decls.end());
}

} // namespace

std::string candidateGuard(const AssertCmd &a, const CandidateTable &candidates) {
  const ExprPtr &e = a.expr;
  if (!isGuarded(*e))
    return "";
  const std::string &name = e->operands[0]->text;
  return candidates.count(name) ? name : "";
}

CandidateTable addCandidates(Program &program, const std::vector<Candidate> &candidates,
                             const prelude::Prelude &prelude) {
  CandidateTable table;
  if (candidates.empty())
    return table;
  std::set<std::string> declared = declaredNames(program);
  Program used;
  prelude.declareUsed(used);
  std::vector<Decl> added;
  for (Decl &d : used.decls)
    if (auto *f = std::get_if<FunctionDecl>(&d); f && !declared.count(f->name))
      added.push_back(std::move(d));

  // Candidates go first in their block, in rule order, before the user's
  // invariants; each block's candidates keep the order they were given.
  std::map<std::pair<std::string, std::string>, std::vector<Cmd>> atHead;
  unsigned next = 0;
  for (const Candidate &c : candidates) {
    std::string guard = freshGuard(declared, next);
    added.push_back(guardDeclaration(guard));
    atHead[{c.procedure, c.headLabel}].push_back(
        assertCmd(implies(var(guard, Type::boolean()), c.expr), {attr("tag", c.rule)}));
    table.emplace(guard, c);
  }
  for (auto &[where, cmds] : atHead) {
    ProcedureBody *body = bodyOf(program, where.first);
    Block *head = body ? blockOf(*body, where.second) : nullptr;
    if (!head)
      throw std::logic_error("no loop head '" + where.second + "' in procedure '" + where.first + "'");
    head->cmds.insert(head->cmds.begin(), cmds.begin(), cmds.end());
  }
  // Declarations go before the first procedure, after the prelude.
  added.insert(added.begin(), CommentDecl{"Candidate invariants (houdini/)"});
  insertBeforeProcedures(program, std::move(added));
  return table;
}

void guardAssertions(Program &program, CandidateTable &table, const std::function<bool(const AssertCmd &)> &select,
                     const std::string &rule) {
  std::set<std::string> declared = declaredNames(program);
  unsigned next = 0;
  std::vector<Decl> added;
  forEachBlock(program, [&](ProcedureDecl &proc, Block &b) {
    for (Cmd &cmd : b.cmds) {
      auto *a = std::get_if<AssertCmd>(&cmd);
      if (!a || !candidateGuard(*a, table).empty() || !select(*a))
        continue;
      std::string guard = freshGuard(declared, next);
      added.push_back(guardDeclaration(guard));
      table.emplace(guard, Candidate{proc.name, b.label, "invariant at " + b.label, rule, a->expr, {}});
      a->expr = implies(var(guard, Type::boolean()), a->expr);
    }
  });
  insertBeforeProcedures(program, std::move(added));
}

Program inferenceProgram(const Program &program, const CandidateTable &candidates,
                         const std::function<bool(const AssertCmd &)> &isInvariant) {
  Program copy = program;
  forEachBlock(copy, [&](ProcedureDecl &, Block &b) {
    b.cmds.erase(std::remove_if(b.cmds.begin(), b.cmds.end(),
                                [&](const Cmd &cmd) {
                                  auto *a = std::get_if<AssertCmd>(&cmd);
                                  return a && candidateGuard(*a, candidates).empty() && !isInvariant(*a);
                                }),
                 b.cmds.end());
    // The invariants the caller keeps are assumed, not checked: a free
    // invariant at the loop head. Checking them is the final run's job
    // (together with the candidates Houdini keeps), and their proofs are
    // often the hardest queries of the program: Houdini would repeat them
    // in every round.
    for (Cmd &cmd : b.cmds)
      if (auto *a = std::get_if<AssertCmd>(&cmd); a && candidateGuard(*a, candidates).empty())
        cmd = assume(a->expr, a->attrs);
  });
  return copy;
}

Assignment parseAssignment(const std::string &boogieOutput) {
  Assignment assignment;
  std::istringstream in(boogieOutput);
  std::string line;
  bool inBlock = false;
  while (std::getline(in, line)) {
    if (line.rfind("Assignment computed by Houdini:", 0) == 0) {
      inBlock = true;
      continue;
    }
    if (!inBlock)
      continue;
    std::istringstream words(line);
    std::string name, equals, value;
    if (!(words >> name >> equals >> value) || equals != "=" || (value != "True" && value != "False")) {
      inBlock = false;
      continue;
    }
    assignment[name] = value == "True";
  }
  return assignment;
}

std::set<std::string> refutedByCounterexamples(const std::string &houdiniTrace) {
  std::set<std::string> refuted;
  std::istringstream in(houdiniTrace);
  std::string line;
  bool invalid = false;
  while (std::getline(in, line)) {
    if (line.rfind("Outcome = ", 0) == 0)
      invalid = line == "Outcome = Invalid";
    else if (line.rfind("Verifying ", 0) == 0)
      invalid = false;
    else if (invalid && line.rfind("Removing ", 0) == 0) {
      std::istringstream words(line.substr(std::string("Removing ").size()));
      std::string guard;
      if (words >> guard)
        refuted.insert(guard);
    }
  }
  return refuted;
}

std::vector<std::pair<Candidate, bool>> candidateVerdicts(const CandidateTable &candidates,
                                                          const Assignment &assignment) {
  // Guards are numbered in the order candidates are made: _b2 before _b10.
  std::vector<const std::string *> guards;
  for (const auto &entry : candidates)
    guards.push_back(&entry.first);
  std::stable_sort(guards.begin(), guards.end(), [](const std::string *a, const std::string *b) {
    return std::make_pair(a->size(), *a) < std::make_pair(b->size(), *b);
  });
  std::vector<std::pair<Candidate, bool>> verdicts;
  for (const std::string *guard : guards) {
    auto value = assignment.find(*guard);
    verdicts.push_back({candidates.at(*guard), value != assignment.end() && value->second});
  }
  return verdicts;
}

void applyAssignment(Program &program, const CandidateTable &candidates, const Assignment &assignment, KeptAs keptAs,
                     const CheckIdOf &checkIdOf) {
  auto holds = [&](const std::string &guard) {
    auto found = assignment.find(guard);
    return found != assignment.end() && found->second;
  };
  forEachBlock(program, [&](ProcedureDecl &, Block &b) {
    std::vector<Cmd> kept;
    for (Cmd &cmd : b.cmds) {
      auto *a = std::get_if<AssertCmd>(&cmd);
      std::string guard = a ? candidateGuard(*a, candidates) : "";
      if (guard.empty()) {
        kept.push_back(std::move(cmd));
      } else if (holds(guard) && keptAs == KeptAs::FreeInvariants) {
        kept.push_back(assume(a->expr->operands[1], a->attrs));
      } else if (holds(guard)) {
        a->expr = a->expr->operands[1];
        if (checkIdOf && !a->checkId) // a user's invariant made a candidate keeps its check
          a->checkId = checkIdOf(candidates.at(guard));
        kept.push_back(std::move(cmd));
      }
    }
    b.cmds = std::move(kept);
  });
  eraseGuardDeclarations(program, [&](const std::string &name) { return candidates.count(name) > 0; });
}

void dropCandidates(Program &program, const CandidateTable &candidates, const std::set<std::string> &guards) {
  if (guards.empty())
    return;
  forEachBlock(program, [&](ProcedureDecl &, Block &b) {
    b.cmds.erase(std::remove_if(b.cmds.begin(), b.cmds.end(),
                                [&](const Cmd &cmd) {
                                  auto *a = std::get_if<AssertCmd>(&cmd);
                                  return a && guards.count(candidateGuard(*a, candidates));
                                }),
                 b.cmds.end());
  });
  eraseGuardDeclarations(program, [&](const std::string &name) { return guards.count(name) > 0; });
}

} // namespace gv::houdini
