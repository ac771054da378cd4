// Loop invariants copied to the end of an iteration with the iteration's
// assignments substituted (boogie::checkInvariantsAtLatches).
#include "boogie/InvariantsAtLatches.h"
#include "boogie/KInduction.h"
#include "boogie/Printer.h"

#include "CatchVersion.h"

#include <functional>
#include <map>
#include <set>

using namespace gv::boogie;

namespace {

ExprPtr bv(const char *name) { return var(name, Type::bv(32)); }
ExprPtr lit(uint64_t value) { return bvLit(value, 32); }
ExprPtr add(ExprPtr a, ExprPtr b) { return app("BV32_ADD", {std::move(a), std::move(b)}, Type::bv(32)); }
ExprPtr mul(ExprPtr a, ExprPtr b) { return app("BV32_MUL", {std::move(a), std::move(b)}, Type::bv(32)); }
ExprPtr less(ExprPtr a, ExprPtr b) { return app("BV32_SLT", {std::move(a), std::move(b)}, Type::boolean()); }

// x == 4*i, checked at the head of a loop that does x := x + 4; i := i + 1.
ExprPtr invariant() { return eq(bv("x"), mul(lit(4), bv("i"))); }

Block block(std::string label, std::vector<Cmd> cmds, std::vector<std::string> successors) {
  return Block{std::move(label), std::move(cmds), std::move(successors)};
}

// entry -> head -> body -> latch -> head, head -> exit.
Program loopProgram(std::vector<Cmd> body, std::vector<Cmd> latch) {
  ProcedureBody procedureBody;
  procedureBody.blocks = {
      block("entry", {assign(bv("x"), lit(0)), assign(bv("i"), lit(0))}, {"head"}),
      block("head", {assertCmd(invariant(), {attr("thread", lit(1))}, 0)}, {"body", "exit"}),
      block("body", std::move(body), {"latch"}),
      block("latch", std::move(latch), {"head"}),
      block("exit", {}, {}),
  };
  ProcedureDecl procedure{"loop", {}, {}, {}, {}, {}, std::move(procedureBody)};
  return Program{{procedure}};
}

std::vector<Block> &blocksOf(Program &program) {
  for (Decl &decl : program.decls)
    if (auto *procedure = std::get_if<ProcedureDecl>(&decl))
      return procedure->body->blocks;
  throw std::logic_error("no procedure");
}

std::string text(const Block &b) {
  ProcedureBody body;
  body.blocks = {b};
  return print(Program{{ProcedureDecl{"p", {}, {}, {}, {}, {}, body}}}).text;
}

CheckIdOfCopy copyIdsFrom(unsigned first, std::vector<unsigned> &originals) {
  return [first, &originals](unsigned original) {
    originals.push_back(original);
    return std::optional<unsigned>(first + static_cast<unsigned>(originals.size()) - 1);
  };
}

} // namespace

TEST_CASE("an invariant is checked before the back edge with the iteration's assignments substituted",
          "[boogie][latches]") {
  Program program = loopProgram({assume(less(bv("i"), bv("n"))), havoc({"t"}), assign(bv("x"), add(bv("x"), lit(4)))},
                                {comment("i++"), assign(bv("i"), add(bv("i"), lit(1)))});
  std::vector<unsigned> originals;
  REQUIRE(checkInvariantsAtLatches(program, copyIdsFrom(7, originals)) == 1);
  CHECK(originals == std::vector<unsigned>{0});
  std::vector<Block> &blocks = blocksOf(program);
  // The copy goes to the start of the body, past the havoc of a variable it
  // does not mention, with the body's assumption as its premise.
  const std::vector<Cmd> &body = blocks[2].cmds;
  REQUIRE(body.size() == 5);
  CHECK(std::holds_alternative<CommentCmd>(body[0]));
  const auto &copy = std::get<AssertCmd>(body[1]);
  CHECK(printExpr(copy.expr) == "BV32_SLT(i, n) ==> BV32_ADD(x, 4bv32) == BV32_MUL(4bv32, BV32_ADD(i, 1bv32))");
  CHECK(copy.checkId == std::optional<unsigned>(7));
  REQUIRE(copy.attrs.size() == 1);
  CHECK(copy.attrs[0].name == "thread");
  // The back edge ends there: the loop is cut.
  const auto &end = std::get<AssumeCmd>(blocks[3].cmds.back());
  CHECK(isFalse(end.expr));
  CHECK(blocks[3].successors.empty());
  // The head keeps its invariant, checked on entry, then starts an
  // arbitrary iteration: every variable the loop assigns or havocs is
  // havocked, and the invariants are assumed.
  const std::vector<Cmd> &head = blocks[1].cmds;
  REQUIRE(head.size() == 4);
  CHECK(std::get<AssertCmd>(head[0]).checkId == std::optional<unsigned>(0));
  CHECK(std::get<HavocCmd>(head[2]).names == std::vector<std::string>{"i", "t", "x"});
  CHECK(printExpr(std::get<AssumeCmd>(head[3]).expr) == printExpr(invariant()));
  CHECK(blocks[1].successors == std::vector<std::string>{"body", "exit"});
}

TEST_CASE("the copy stops at a havoc of a variable it mentions", "[boogie][latches]") {
  Program program =
      loopProgram({assign(bv("x"), add(bv("x"), lit(4))), havoc({"i"})}, {assign(bv("i"), add(bv("i"), lit(1)))});
  std::vector<unsigned> originals;
  REQUIRE(checkInvariantsAtLatches(program, copyIdsFrom(7, originals)) == 1);
  std::vector<Block> &blocks = blocksOf(program);
  // Right after the havoc of i, which the latch increments: x + 4 is not
  // substituted.
  REQUIRE(blocks[2].cmds.size() == 4);
  CHECK(std::holds_alternative<HavocCmd>(blocks[2].cmds[1]));
  CHECK(printExpr(std::get<AssertCmd>(blocks[2].cmds[3]).expr) == "x == BV32_MUL(4bv32, BV32_ADD(i, 1bv32))");
  CHECK(text(blocks[3]).find("assume false;") != std::string::npos);
}

TEST_CASE("a map element assigned in the iteration is a store in the copy", "[boogie][latches]") {
  Type map = Type::map({Type::bv(32)}, Type::bv(32));
  ExprPtr a = var("A", map);
  ProcedureBody procedureBody;
  procedureBody.blocks = {
      block("entry", {}, {"head"}),
      block("head", {assertCmd(eq(select(a, {lit(0)}), bv("i")), {}, 3)}, {"latch", "exit"}),
      block("latch", {assign(bv("i"), add(bv("i"), lit(1))), assign({LValue{"A", map, {{bv("i")}}}}, {bv("v")})},
            {"head"}),
      block("exit", {}, {}),
  };
  Program program{{ProcedureDecl{"loop", {}, {}, {}, {}, {}, procedureBody}}};
  std::vector<unsigned> originals;
  REQUIRE(checkInvariantsAtLatches(program, copyIdsFrom(9, originals)) == 1);
  const auto &copy = std::get<AssertCmd>(blocksOf(program)[2].cmds[1]);
  CHECK(printExpr(copy.expr) == "A[BV32_ADD(i, 1bv32) := v][0bv32] == BV32_ADD(i, 1bv32)");
}

TEST_CASE("back edges that assign nothing the invariants mention, and forward edges, are left alone",
          "[boogie][latches]") {
  Program unchanged = loopProgram({assign(bv("y"), lit(1))}, {havoc({"t"})});
  std::vector<unsigned> originals;
  CHECK(checkInvariantsAtLatches(unchanged, copyIdsFrom(7, originals)) == 0);
  CHECK(blocksOf(unchanged)[3].cmds.size() == 1);
  CHECK(blocksOf(unchanged)[3].successors == std::vector<std::string>{"head"});

  // entry -> a -> join, entry -> join: join starts with an assert but is no
  // loop head, so the edge a -> join keeps its meaning.
  ProcedureBody procedureBody;
  procedureBody.blocks = {
      block("entry", {}, {"a", "join"}),
      block("a", {assign(bv("x"), lit(4))}, {"join"}),
      block("join", {assertCmd(invariant(), {}, 0)}, {}),
  };
  Program forward{{ProcedureDecl{"p", {}, {}, {}, {}, {}, procedureBody}}};
  CHECK(checkInvariantsAtLatches(forward, copyIdsFrom(7, originals)) == 0);
  CHECK(originals.empty());
}

TEST_CASE("loops with invariants under old(), or with calls, are left to Boogie", "[boogie][latches]") {
  Program withOld = loopProgram({}, {assign(bv("x"), add(bv("x"), lit(4)))});
  std::get<AssertCmd>(blocksOf(withOld)[1].cmds[0]).expr = eq(bv("x"), old(bv("x")));
  std::vector<unsigned> originals;
  CHECK(checkInvariantsAtLatches(withOld, copyIdsFrom(7, originals)) == 0);
  // A call's effect on globals is not in the program: the havoc at the head
  // could miss what it modifies.
  Program withCall = loopProgram({CallCmd{"f", {}, {}, {}, {}}}, {assign(bv("x"), add(bv("x"), lit(4)))});
  CHECK(checkInvariantsAtLatches(withCall, copyIdsFrom(7, originals)) == 0);
}

TEST_CASE("an inner loop's variables are havocked at the outer loop's head", "[boogie][latches]") {
  // entry -> outer -> inner -> innerLatch -> inner, inner -> outerLatch -> outer, outer -> exit
  ProcedureBody procedureBody;
  procedureBody.blocks = {
      block("entry", {}, {"outer"}),
      block("outer", {assertCmd(invariant(), {}, 0)}, {"inner", "exit"}),
      block("inner", {assertCmd(less(bv("j"), lit(10)), {}, 1)}, {"innerLatch", "outerLatch"}),
      block("innerLatch", {assign(bv("j"), add(bv("j"), lit(1)))}, {"inner"}),
      block("outerLatch", {assign(bv("x"), add(bv("x"), lit(4))), assign(bv("i"), add(bv("i"), lit(1)))}, {"outer"}),
      block("exit", {}, {}),
  };
  Program program{{ProcedureDecl{"nest", {}, {}, {}, {}, {}, procedureBody}}};
  std::vector<unsigned> originals;
  REQUIRE(checkInvariantsAtLatches(program, copyIdsFrom(7, originals)) == 2);
  std::vector<Block> &blocks = blocksOf(program);
  CHECK(std::get<HavocCmd>(blocks[1].cmds[2]).names == std::vector<std::string>{"i", "j", "x"});
  CHECK(std::get<HavocCmd>(blocks[2].cmds[2]).names == std::vector<std::string>{"j"});
  CHECK(blocks[3].successors.empty());
  CHECK(blocks[4].successors.empty());
}

TEST_CASE("copies reach back over a branch from its assumption, a candidate's guard kept outermost",
          "[boogie][latches]") {
  // head -> test -> {taken, skipped}; taken -> latch; skipped -> exit.
  ExprPtr guard = var("_b0", Type::boolean());
  ProcedureBody procedureBody;
  procedureBody.blocks = {
      block("entry", {}, {"head"}),
      block("head", {assertCmd(implies(guard, invariant()))}, {"test", "exit"}),
      block("test", {assign(bv("x"), add(bv("x"), lit(4)))}, {"taken", "skipped"}),
      block("taken", {assume(less(bv("i"), bv("n"))), assertCmd(less(bv("x"), bv("n")))}, {"latch"}),
      block("skipped", {assume(notE(less(bv("i"), bv("n"))))}, {"exit"}),
      block("latch", {assign(bv("i"), add(bv("i"), lit(1)))}, {"head"}),
      block("exit", {}, {}),
  };
  Program program{{ProcedureDecl{"branch", {}, {}, {}, {}, {}, procedureBody}}};
  std::vector<unsigned> originals;
  REQUIRE(checkInvariantsAtLatches(program, copyIdsFrom(7, originals)) == 1);
  std::vector<Block> &blocks = blocksOf(program);
  // Past the assert (checked where it stands) and the branch's assumption,
  // into the block that branches, where the assumption is the premise.
  REQUIRE(blocks[2].cmds.size() == 3);
  CHECK(printExpr(std::get<AssertCmd>(blocks[2].cmds[1]).expr) ==
        "_b0 ==> (BV32_SLT(i, n) ==> BV32_ADD(x, 4bv32) == BV32_MUL(4bv32, BV32_ADD(i, 1bv32)))");
  CHECK(blocks[3].cmds.size() == 2);
}

// ------------------------------------------------------------ k-induction

namespace {

const Block *findBlock(const std::vector<Block> &blocks, const std::string &label) {
  for (const Block &b : blocks)
    if (b.label == label)
      return &b;
  return nullptr;
}

bool hasCycle(const std::vector<Block> &blocks) {
  std::map<std::string, int> state; // 1: on the path, 2: done
  std::function<bool(const std::string &)> visit = [&](const std::string &label) {
    if (state[label] == 1)
      return true;
    if (state[label] == 2)
      return false;
    state[label] = 1;
    for (const std::string &s : findBlock(blocks, label)->successors)
      if (visit(s))
        return true;
    state[label] = 2;
    return false;
  };
  return visit(blocks.front().label);
}

std::vector<const AssertCmd *> assertsOf(const Block &b) {
  std::vector<const AssertCmd *> asserts;
  for (const Cmd &cmd : b.cmds)
    if (auto *a = std::get_if<AssertCmd>(&cmd))
      asserts.push_back(a);
  return asserts;
}

} // namespace

TEST_CASE("k-induction unrolls K checked iterations, then K assumed after a havoc and one checked",
          "[boogie][kinduction]") {
  Program program = loopProgram({assign(bv("x"), add(bv("x"), lit(4)))}, {assign(bv("i"), add(bv("i"), lit(1)))});
  std::vector<unsigned> originals;
  REQUIRE(kInduction(program, 2, copyIdsFrom(7, originals)) == 1);
  const std::vector<Block> &blocks = blocksOf(program);
  CHECK_FALSE(hasCycle(blocks));
  // Base case: the loop itself, then a copy; its second back edge leads to the havoc.
  CHECK(findBlock(blocks, "latch")->successors == std::vector<std::string>{"head$k0.b1"});
  CHECK(findBlock(blocks, "latch$k0.b1")->successors == std::vector<std::string>{"head$k0.havoc"});
  CHECK(findBlock(blocks, "head$k0.b1")->successors == std::vector<std::string>{"body$k0.b1", "exit"});
  REQUIRE(assertsOf(*findBlock(blocks, "head$k0.b1")).size() == 1);
  CHECK(assertsOf(*findBlock(blocks, "head$k0.b1"))[0]->checkId == 0u);
  // The havoc of what the loop assigns.
  const Block *havocked = findBlock(blocks, "head$k0.havoc");
  REQUIRE(havocked);
  REQUIRE(havocked->cmds.size() == 1);
  CHECK(std::get<HavocCmd>(havocked->cmds[0]).names == std::vector<std::string>{"i", "x"});
  // Assumed iterations: no checks, and their exits end the path.
  for (const char *head : {"head$k0.a0", "head$k0.a1"}) {
    CHECK(assertsOf(*findBlock(blocks, head)).empty());
    CHECK(findBlock(blocks, head)->successors.back() == "head$k0.end");
  }
  CHECK(findBlock(blocks, "latch$k0.a1")->successors == std::vector<std::string>{"head$k0.s"});
  // The checked step: the invariant is a copy ("not maintained"), the back
  // edge ends the path, the exit is taken.
  REQUIRE(assertsOf(*findBlock(blocks, "head$k0.s")).size() == 1);
  CHECK(assertsOf(*findBlock(blocks, "head$k0.s"))[0]->checkId == 7u);
  CHECK(originals == std::vector<unsigned>{0});
  CHECK(findBlock(blocks, "head$k0.s")->successors == std::vector<std::string>{"body$k0.s", "exit"});
  CHECK(findBlock(blocks, "latch$k0.s")->successors == std::vector<std::string>{"head$k0.end"});
  CHECK(text(*findBlock(blocks, "head$k0.end")).find("assume false;") != std::string::npos);
}

TEST_CASE("k-induction of depth 0 changes nothing, and a loop that calls a procedure keeps its form",
          "[boogie][kinduction]") {
  std::vector<unsigned> originals;
  Program plain = loopProgram({assign(bv("x"), add(bv("x"), lit(4)))}, {assign(bv("i"), add(bv("i"), lit(1)))});
  CHECK(kInduction(plain, 0, copyIdsFrom(7, originals)) == 0);
  CHECK(blocksOf(plain).size() == 5);
  CallCmd call{"p", {}, {}, {}, {}};
  Program calling = loopProgram({call}, {assign(bv("i"), add(bv("i"), lit(1)))});
  CHECK(kInduction(calling, 2, copyIdsFrom(7, originals)) == 0);
  CHECK(hasCycle(blocksOf(calling)));
}

TEST_CASE("k-induction takes nested loops innermost first", "[boogie][kinduction]") {
  ProcedureBody body;
  body.blocks = {
      block("entry", {assign(bv("i"), lit(0))}, {"outer"}),
      block("outer", {}, {"inner", "exit"}),
      block("inner", {assertCmd(less(bv("j"), lit(9)), {}, 3)}, {"innerBody", "outerLatch"}),
      block("innerBody", {assign(bv("j"), add(bv("j"), lit(1)))}, {"inner"}),
      block("outerLatch", {assign(bv("i"), add(bv("i"), lit(1)))}, {"outer"}),
      block("exit", {}, {}),
  };
  Program program{{ProcedureDecl{"nested", {}, {}, {}, {}, {}, body}}};
  std::vector<unsigned> originals;
  CHECK(kInduction(program, 1, copyIdsFrom(10, originals)) == 2);
  std::set<std::string> labels;
  for (const Block &b : blocksOf(program))
    CHECK(labels.insert(b.label).second);
  CHECK_FALSE(hasCycle(blocksOf(program)));
  // The outer loop's havoc covers what its inner loop assigns.
  const Block *havocked = findBlock(blocksOf(program), "outer$k1.havoc");
  REQUIRE(havocked);
  CHECK(std::get<HavocCmd>(havocked->cmds[0]).names == std::vector<std::string>{"i", "j"});
}
