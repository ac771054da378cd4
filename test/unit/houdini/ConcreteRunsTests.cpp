// Refuting candidates by running the inference program: what a run may
// refute (a candidate false in a reachable state) and what it must not (one
// false only where an assumption, a precondition or an axiom rules the
// state out).
#include "boogie/Printer.h"
#include "houdini/ConcreteRuns.h"

#include "CatchVersion.h"

using namespace gv;
using namespace gv::boogie;

namespace {

Type bv32t() { return Type::bv(32); }
ExprPtr v32(const std::string &name) { return var(name, bv32t()); }
ExprPtr lit(uint64_t value) { return bvLit(value, 32); }

FunctionDecl builtinFunction(const std::string &name, const std::string &smt, Type result) {
  return FunctionDecl{name, {{"a", bv32t()}, {"b", bv32t()}}, result, {attr("bvbuiltin", smt)}, nullptr};
}
ExprPtr ule(ExprPtr a, ExprPtr b) { return app("BV32_ULE", {a, b}, Type::boolean()); }
ExprPtr ult(ExprPtr a, ExprPtr b) { return app("BV32_ULT", {a, b}, Type::boolean()); }
ExprPtr add(ExprPtr a, ExprPtr b) { return app("BV32_ADD", {a, b}, bv32t()); }
ExprPtr mul(ExprPtr a, ExprPtr b) { return app("BV32_MUL", {a, b}, bv32t()); }
ExprPtr bitAnd(ExprPtr a, ExprPtr b) { return app("BV32_AND", {a, b}, bv32t()); }

// A program with the bit-vector functions above, candidate guards _b0..
// for `expressions` at the head of a loop, and the kernel procedure built
// by `body` (its blocks, entry first).
struct CandidateProgram {
  Program program;
  houdini::CandidateTable table;

  CandidateProgram(const std::vector<ExprPtr> &expressions, ProcedureDecl kernel, const std::string &head) {
    program.decls.push_back(builtinFunction("BV32_ULE", "bvule", Type::boolean()));
    program.decls.push_back(builtinFunction("BV32_ULT", "bvult", Type::boolean()));
    program.decls.push_back(builtinFunction("BV32_ADD", "bvadd", bv32t()));
    program.decls.push_back(builtinFunction("BV32_MUL", "bvmul", bv32t()));
    program.decls.push_back(builtinFunction("BV32_AND", "bvand", bv32t()));
    std::vector<Cmd> candidates;
    for (size_t i = 0; i < expressions.size(); ++i) {
      std::string guard = "_b" + std::to_string(i);
      program.decls.push_back(ConstDecl{{guard, Type::boolean(), {attr("existential", boolLit(true))}}});
      table.emplace(guard, houdini::Candidate{kernel.name, head, "loop", "test", expressions[i], {}});
      candidates.push_back(assertCmd(implies(var(guard, Type::boolean()), expressions[i]), {attr("tag", "test")}));
    }
    for (Block &b : kernel.body->blocks)
      if (b.label == head)
        b.cmds.insert(b.cmds.begin(), candidates.begin(), candidates.end());
    program.decls.push_back(std::move(kernel));
  }

  // Runs end by their count, not by the clock: the outcome does not depend
  // on the machine's load.
  houdini::ConcreteRunOutcome outcome() const {
    houdini::ConcreteRunLimits limits;
    limits.seconds = limits.minimumSeconds = 60;
    return houdini::refuteByConcreteRuns(program, table, limits);
  }
  std::set<std::string> refuted() const { return outcome().refuted; }
};

ProcedureDecl kernelWith(std::vector<Block> blocks, std::vector<TypedName> locals, std::vector<ExprPtr> requires = {},
                         std::vector<TypedName> ins = {}) {
  ProcedureDecl p;
  p.name = "k";
  p.ins = std::move(ins);
  for (ExprPtr &r : requires)
    p.specs.push_back(Spec{Spec::Kind::Requires, std::move(r), false, {}, {}});
  p.body = ProcedureBody{std::move(locals), std::move(blocks)};
  return p;
}

// i := 0; while (i < bound) { i := i + step; }
std::vector<Block> countingLoop(ExprPtr bound, ExprPtr step = lit(1)) {
  ExprPtr i = v32("i");
  return {
      Block{"entry", {assign(i, lit(0))}, {"head"}},
      Block{"head", {}, {"body", "exit"}},
      Block{"body", {assume(ult(i, bound), {attr("partition")}), assign(i, add(i, step))}, {"head"}},
      Block{"exit", {assume(notE(ult(i, bound)), {attr("partition")})}, {}},
  };
}

} // namespace

TEST_CASE("a run refutes a candidate false at its loop head, and no true one", "[houdini][concrete-runs]") {
  ExprPtr i = v32("i");
  CandidateProgram p({ule(i, lit(10)), ult(i, lit(5)), neq(i, lit(3)), eq(bitAnd(i, lit(1)), lit(0))},
                     kernelWith(countingLoop(lit(10)), {{"i", bv32t()}}), "head");
  CHECK(p.refuted() == std::set<std::string>{"_b1", "_b2", "_b3"});
}

TEST_CASE("a run draws what the preconditions fix or bound, and starts only where they hold",
          "[houdini][concrete-runs]") {
  ExprPtr i = v32("i"), n = v32("n"), t = v32("tid");
  Program program;
  CandidateProgram p({ule(i, n), ule(i, lit(96)), ult(i, lit(96)), ult(t, lit(64)), ult(t, lit(32))},
                     kernelWith(countingLoop(n), {{"i", bv32t()}}, {eq(n, lit(96)), ult(t, lit(64))}, {{"n", bv32t()}}),
                     "head");
  p.program.decls.insert(p.program.decls.begin(), ConstDecl{{"tid", bv32t()}});
  CHECK(p.refuted() == std::set<std::string>{"_b2", "_b4"});
}

TEST_CASE("a run draws what an assumption at the start of the body fixes of a parameter", "[houdini][concrete-runs]") {
  // A __requires inside the kernel is an assumption in the block after the
  // one that empties the logs: a parameter drawn at random (rarely 4000)
  // would end every run before it, and refute nothing.
  ExprPtr i = v32("i"), n = v32("n");
  std::vector<Block> blocks = countingLoop(n, lit(500));
  blocks.front().cmds.insert(blocks.front().cmds.begin(), assume(eq(n, lit(4000))));
  blocks.insert(blocks.begin(), Block{"$start", {}, {"entry"}});
  CandidateProgram p({ule(i, n), ult(i, n), ult(i, lit(1024))},
                     kernelWith(std::move(blocks), {{"i", bv32t()}}, {}, {{"n", bv32t()}}), "head");
  CHECK(p.refuted() == std::set<std::string>{"_b1", "_b2"});
}

TEST_CASE("a run computes what the preconditions define from other values (the host code's facts)",
          "[houdini][concrete-runs]") {
  // n == h * 256 and h's low bits are the bv64 launch value's, itself fixed
  // in its low bits: drawn independently, n, h and w would almost never meet
  // the preconditions, and no run would start.
  ExprPtr i = v32("i"), n = v32("n"), h = v32("h"), w = var("w", Type::bv(64));
  CandidateProgram p(
      {ule(i, n), ult(i, lit(256)), ult(i, lit(3000))},
      kernelWith(countingLoop(n, lit(256)), {{"i", bv32t()}},
                 {andE(eq(n, mul(h, lit(256))), andE(eq(h, extract(w, 32, 0)), eq(lit(9), extract(w, 32, 0))))},
                 {{"n", bv32t()}}),
      "head");
  p.program.decls.insert(p.program.decls.begin(), ConstDecl{{"h", bv32t()}});
  p.program.decls.insert(p.program.decls.begin(), ConstDecl{{"w", Type::bv(64)}});
  houdini::ConcreteRunOutcome outcome = p.outcome();
  CHECK(outcome.endings.count("the preconditions") == 0);
  CHECK(outcome.refuted == std::set<std::string>{"_b1"});
}

TEST_CASE("an unconstrained constant compared with a logged offset may be chosen equal to it",
          "[houdini][concrete-runs]") {
  // The race log of one thread's writes A[tid + 2 * i], i = 0..7, watching
  // one arbitrary offset W.
  ExprPtr i = v32("i"), t = v32("tid"), w = v32("W"), logged = var("HAS", Type::boolean());
  std::vector<Block> blocks = countingLoop(lit(8));
  blocks[0].cmds.push_back(assign(logged, boolLit(false)));
  blocks[2].cmds.insert(blocks[2].cmds.begin() + 1, assign(logged, orE(logged, eq(add(t, mul(lit(2), i)), w))));
  CandidateProgram p({implies(logged, eq(bitAnd(w, lit(1)), bitAnd(t, lit(1)))), // each offset logged
                      implies(logged, eq(w, t)),                                 // only the first
                      notE(logged),                                              // none
                      implies(logged, ult(w, add(t, mul(lit(2), i))))},          // below the next
                     kernelWith(blocks, {{"i", bv32t()}}, {ult(t, lit(64))}), "head");
  p.program.decls.insert(p.program.decls.begin(), VarDecl{{"HAS", Type::boolean()}});
  p.program.decls.insert(p.program.decls.begin(), ConstDecl{{"W", bv32t()}});
  p.program.decls.insert(p.program.decls.begin(), ConstDecl{{"tid", bv32t()}});
  CHECK(p.refuted() == std::set<std::string>{"_b1", "_b2"});
}

TEST_CASE("states an assumption rules out refute nothing", "[houdini][concrete-runs]") {
  // x := anything; if (x == 5) loop; the loop head sees x == 5 only.
  ExprPtr x = v32("x");
  std::vector<Block> blocks = {
      Block{"entry", {havoc({"x"})}, {"then", "else"}},
      Block{"then", {assume(eq(x, lit(5)), {attr("partition")})}, {"head"}},
      Block{"else", {assume(neq(x, lit(5)), {attr("partition")})}, {}},
      Block{"head", {}, {"head", "done"}},
      Block{"done", {}, {}},
  };
  CandidateProgram p({eq(x, lit(5)), eq(x, lit(6))}, kernelWith(blocks, {{"x", bv32t()}}), "head");
  CHECK(p.refuted() == std::set<std::string>{"_b1"});
}

TEST_CASE("the outcome tallies where the runs ended", "[houdini][concrete-runs]") {
  // Half the runs leave by `done`, the rest end at the assumption that x is
  // odd after x := 2 * x: nothing else.
  ExprPtr x = v32("x");
  std::vector<Block> blocks = {
      Block{"entry", {havoc({"x"})}, {"head"}},
      Block{"head", {}, {"body", "done"}},
      Block{"body", {assign(x, mul(lit(2), x)), assume(eq(bitAnd(x, lit(1)), lit(1)))}, {"head"}},
      Block{"done", {}, {}},
  };
  CandidateProgram p({ule(bitAnd(x, lit(0)), lit(0))}, kernelWith(blocks, {{"x", bv32t()}}), "head");
  houdini::ConcreteRunOutcome outcome = p.outcome();
  INFO(outcome.skippedBecause << " runs " << outcome.runs);
  REQUIRE(outcome.endings.size() == 2);
  unsigned atAssumption = outcome.endings.at("an assumption"), atEnd = outcome.endings.at("the procedure's end");
  CHECK(atAssumption + atEnd == outcome.runs);
  CHECK(atAssumption > outcome.runs / 4);
  CHECK(atEnd > outcome.runs / 4);
}

TEST_CASE("an uninterpreted function gives equal results for equal arguments within a run",
          "[houdini][concrete-runs]") {
  ExprPtr x = v32("x"), y = v32("y"), z = v32("z");
  auto f = [](ExprPtr a) { return app("F", {std::move(a)}, Type::bv(32)); };
  std::vector<Block> blocks = {
      Block{"entry", {havoc({"x"}), assign(y, f(x)), assign(z, f(x))}, {"head"}},
      Block{"head", {}, {"head", "done"}},
      Block{"done", {}, {}},
  };
  CandidateProgram p({eq(y, z), eq(y, x)}, kernelWith(blocks, {{"x", bv32t()}, {"y", bv32t()}, {"z", bv32t()}}),
                     "head");
  p.program.decls.insert(p.program.decls.begin(), FunctionDecl{"F", {{"a", bv32t()}}, bv32t(), {}, nullptr});
  CHECK(p.refuted() == std::set<std::string>{"_b1"});
}

TEST_CASE("maps: unknown elements are drawn once, stores are seen by later reads", "[houdini][concrete-runs]") {
  Type mapType = Type::map({bv32t()}, bv32t());
  ExprPtr a = var("A", mapType), x = v32("x"), y = v32("y");
  std::vector<Block> blocks = {
      Block{"entry",
            {assign(x, select(a, {lit(3)})), assign(std::vector<LValue>{LValue{"A", mapType, {{lit(4)}}}}, {lit(7)}),
             assign(y, select(a, {lit(4)}))},
            {"head"}},
      Block{"head", {}, {"head", "done"}},
      Block{"done", {}, {}},
  };
  CandidateProgram p({eq(x, select(a, {lit(3)})), eq(y, lit(7)), eq(x, lit(7))},
                     kernelWith(blocks, {{"x", bv32t()}, {"y", bv32t()}}), "head");
  p.program.decls.insert(p.program.decls.begin(), VarDecl{{"A", mapType}});
  CHECK(p.refuted() == std::set<std::string>{"_b2"});
}

TEST_CASE("a program with an axiom that cannot be evaluated is not run", "[houdini][concrete-runs]") {
  ExprPtr i = v32("i");
  CandidateProgram p({ult(i, lit(5))}, kernelWith(countingLoop(lit(10)), {{"i", bv32t()}}), "head");
  p.program.decls.insert(p.program.decls.begin(), AxiomDecl{forall({{"q", bv32t()}}, ule(v32("q"), v32("q"))), {}});
  houdini::ConcreteRunOutcome outcome = houdini::refuteByConcreteRuns(p.program, p.table);
  CHECK(outcome.refuted.empty());
  CHECK(outcome.runs == 0);
  CHECK(outcome.skippedBecause == "an axiom with a quantifier");
}

TEST_CASE("dropped candidates lose their assertions and their guards", "[houdini][concrete-runs]") {
  ExprPtr i = v32("i");
  CandidateProgram p({ule(i, lit(10)), ult(i, lit(5))}, kernelWith(countingLoop(lit(10)), {{"i", bv32t()}}), "head");
  houdini::dropCandidates(p.program, p.table, {"_b1"});
  std::string text = print(p.program).text;
  CHECK(text.find("_b0 ==> BV32_ULE(i, 10bv32)") != std::string::npos);
  CHECK(text.find("_b1") == std::string::npos);
}

TEST_CASE("a struct argument's fields fixed by preconditions are drawn as fixed, equal for both threads",
          "[houdini][concrete-runs]") {
  // Both threads' copies of a struct argument are assumed equal, and a
  // precondition on a field is a read of it followed by an assumption
  // (built as translated conditions are: LLVM negates twice). Drawn at random, the
  // fields would almost never pass, and no run would reach the loop.
  Type mapType = Type::map({bv32t()}, bv32t());
  ExprPtr s1 = var("S$1", mapType), s2 = var("S$2", mapType);
  ExprPtr rows1 = v32("rows$1"), rows2 = v32("rows$2"), cols1 = v32("cols$1"), i = v32("i");
  auto doubleNegated = [](ExprPtr e) { return neq(neq(std::move(e), boolLit(true)), boolLit(true)); };
  std::vector<Block> blocks = countingLoop(rows1);
  blocks[0].cmds.insert(blocks[0].cmds.begin(),
                        {assume(eq(s1, s2)), assign(rows1, select(s1, {lit(13)})), assign(rows2, select(s2, {lit(13)})),
                         assume(doubleNegated(eq(rows1, lit(2000)))), assume(eq(lit(2000), rows2)),
                         assign(cols1, select(s1, {lit(8)})), assume(doubleNegated(eq(cols1, lit(104))))});
  CandidateProgram p(
      {ule(i, rows1), ult(i, lit(2000)), eq(rows1, rows2), eq(select(s2, {lit(8)}), lit(104))},
      kernelWith(blocks, {{"i", bv32t()}, {"rows$1", bv32t()}, {"rows$2", bv32t()}, {"cols$1", bv32t()}}), "head");
  p.program.decls.insert(p.program.decls.begin(), VarDecl{{"S$1", mapType}});
  p.program.decls.insert(p.program.decls.begin(), VarDecl{{"S$2", mapType}});
  CHECK(p.refuted() == std::set<std::string>{"_b1"});
}
