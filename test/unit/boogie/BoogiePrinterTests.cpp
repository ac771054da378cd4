// The Boogie AST and its printer: types, precedence, escaping, and the
// line map that ties Boogie's error positions back to checks.
#include "boogie/CPrinter.h"
#include "boogie/Printer.h"
#include "boogie/Traces.h"

#include "CatchVersion.h"

#include <sstream>

using namespace gv::boogie;

namespace {

ExprPtr x() { return var("x", Type::bv(32)); }
ExprPtr y() { return var("y", Type::bv(32)); }
ExprPtr p() { return var("p", Type::boolean()); }
ExprPtr q() { return var("q", Type::boolean()); }

} // namespace

TEST_CASE("comparisons with a literal reduce to the condition they test", "[boogie]") {
  // LLVM negates a flag by `xor` with true: twice is the flag itself.
  CHECK(printExpr(neq(neq(p(), boolLit(true)), boolLit(true))) == "p");
  CHECK(printExpr(eq(p(), boolLit(false))) == "!p");
  CHECK(printExpr(eq(boolLit(true), p())) == "p");
  // A flag widened to an integer and tested against a literal.
  ExprPtr widened = ite(p(), bvLit(1, 32), bvLit(0, 32));
  CHECK(printExpr(neq(widened, bvLit(0, 32))) == "p");
  CHECK(printExpr(eq(widened, bvLit(0, 32))) == "!p");
  CHECK(printExpr(eq(bvLit(1, 32), widened)) == "p");
  CHECK(printExpr(eq(widened, bvLit(5, 32))) == "false");
  // Anything else stays a comparison.
  CHECK(printExpr(eq(ite(p(), x(), bvLit(0, 32)), bvLit(0, 32))) == "(if p then x else 0bv32) == 0bv32");
  CHECK(printExpr(neq(x(), bvLit(0, 32))) == "x != 0bv32");
}

TEST_CASE("expressions print in C for messages, with source terms for variables", "[boogie]") {
  SourceTermOf terms = [](const std::string &name) -> std::optional<std::string> {
    if (name == "x")
      return std::string("i");
    if (name == "y")
      return std::string("__other_int(i)");
    return std::nullopt;
  };
  CHECK(printAsC(bvCompare(BvCmp::Sle, x(), bvBinary(BvOp::Add, y(), bvLit(1, 32))), terms) ==
        "i <= __other_int(i) + 1");
  // Read as signed, a literal with its top bit set is negative; else a mask.
  CHECK(printAsC(bvCompare(BvCmp::Sgt, x(), bvLit(0xFFFFFFFF, 32)), terms) == "i > -1");
  CHECK(printAsC(bvBinary(BvOp::And, x(), bvLit(0xFFFFFFF0, 32)), terms) == "i & 0xFFFFFFF0");
  // Brackets where C needs them, and around the operands of bitwise
  // operators as compilers ask.
  CHECK(printAsC(bvBinary(BvOp::Mul, bvBinary(BvOp::Sub, x(), y()), x()), terms) == "(i - __other_int(i)) * i");
  CHECK(printAsC(bvBinary(BvOp::Sub, x(), bvBinary(BvOp::Sub, y(), x())), terms) == "i - (__other_int(i) - i)");
  CHECK(printAsC(bvBinary(BvOp::And, bvBinary(BvOp::Add, x(), y()), bvLit(15, 32)), terms) ==
        "(i + __other_int(i)) & 15");
  CHECK(printAsC(implies(p(), andE(q(), notE(p()))), terms) == "__implies(p, q && !p)");
  CHECK(printAsC(bvExtend(false, var("b", Type::bv(8)), 32), terms) == "b"); // C widens implicitly
  CHECK(printAsC(select(var("A", Type::map({Type::bv(32)}, Type::bv(32))), {x()}), terms) == "A[i]");
  CHECK(printAsC(ite(p(), x(), y()), terms) == "p ? i : __other_int(i)");
}

TEST_CASE("Boogie's traces get the blocks it merged back", "[boogie]") {
  // a -> b -> c (c's only predecessor is b): Boogie merges b and c into a.
  // c -> d, e; d -> e: e has two predecessors and is never merged.
  ProcedureBody body;
  body.blocks = {{"a", {}, {"b"}}, {"b", {}, {"c"}}, {"c", {}, {"d", "e"}}, {"d", {}, {"e"}}, {"e", {}, {}}};
  CHECK(withMergedBlocks(body, {"a", "d", "e"}) == std::vector<std::string>{"a", "b", "c", "d", "e"});
  CHECK(withMergedBlocks(body, {"a", "e"}) == std::vector<std::string>{"a", "b", "c", "e"});
  // The error may come before the blocks merged into the last label.
  CHECK(withMergedBlocks(body, {"a"}) == std::vector<std::string>{"a"});
  CHECK(withMergedBlocks(body, {"unknown"}) == std::vector<std::string>{"unknown"});
}

TEST_CASE("types print in Boogie syntax", "[boogie]") {
  CHECK(printType(Type::bv(8)) == "bv8");
  CHECK(printType(Type::boolean()) == "bool");
  CHECK(printType(Type::map({Type::bv(1)}, Type::map({Type::bv(32)}, Type::bv(32)))) == "[bv1][bv32]bv32");
}

TEST_CASE("expressions get parentheses only where needed", "[boogie]") {
  CHECK(printExpr(andE(p(), andE(q(), p()))) == "p && q && p");
  CHECK(printExpr(orE(andE(p(), q()), p())) == "(p && q) || p");
  CHECK(printExpr(implies(p(), implies(q(), p()))) == "p ==> (q ==> p)");
  CHECK(printExpr(notE(andE(p(), q()))) == "!(p && q)");
  CHECK(printExpr(notE(eq(x(), y()))) == "x != y");
  CHECK(printExpr(eq(concat(x(), y()), concat(y(), x()))) == "x ++ y == y ++ x");
  CHECK(printExpr(extract(concat(x(), y()), 40, 24)) == "(x ++ y)[40:24]");
  CHECK(printExpr(ite(p(), x(), y())) == "(if p then x else y)");
}

TEST_CASE("expression factories simplify literals", "[boogie]") {
  CHECK(isTrue(andE(boolLit(true), boolLit(true))));
  CHECK(printExpr(andE(boolLit(true), p())) == "p");
  CHECK(isFalse(andE(p(), boolLit(false))));
  CHECK(isTrue(orE(p(), boolLit(true))));
  CHECK(isTrue(implies(boolLit(false), p())));
  CHECK(printExpr(ite(boolLit(true), x(), y())) == "x");
  CHECK(printExpr(ite(p(), x(), x())) == "x");
  CHECK(isTrue(eq(bvLit(3, 32), bvLit(3, 32))));
  CHECK(isFalse(eq(bvLit(3, 32), bvLit(4, 32))));
  CHECK(isFalse(neq(x(), x())));
  CHECK(printExpr(bvLit(300, 8)) == "44bv8"); // truncated to the width
  // Bits taken from one side of a concatenation come from that side.
  CHECK(printExpr(extract(concat(x(), y()), 8, 0)) == "y[8:0]");
  CHECK(printExpr(extract(concat(x(), y()), 64, 32)) == "x");
  CHECK(printExpr(extract(extract(x(), 24, 8), 8, 0)) == "x[16:8]");
}

TEST_CASE("ill-typed expressions are rejected", "[boogie]") {
  CHECK_THROWS_AS(eq(x(), p()), std::logic_error);
  CHECK_THROWS_AS(andE(x(), p()), std::logic_error);
  CHECK_THROWS_AS(extract(x(), 40, 0), std::logic_error);
  CHECK_THROWS_AS(select(x(), {x()}), std::logic_error);
}

TEST_CASE("keywords are escaped and invalid names refused", "[boogie]") {
  CHECK(escapeIdentifier("pure") == "\\pure");
  CHECK(escapeIdentifier("type") == "\\type");
  CHECK(escapeIdentifier("i.0$1") == "i.0$1");
  CHECK_THROWS_AS(escapeIdentifier("a b"), std::logic_error);
  CHECK_THROWS_AS(escapeIdentifier("1x"), std::logic_error);
}

TEST_CASE("a procedure prints with its checks mapped to lines", "[boogie]") {
  Program program;
  program.decls.push_back(VarDecl{{"g", Type::bv(32)}});
  ProcedureDecl proc;
  proc.name = "k";
  proc.attrs = {attr("kernel")};
  proc.ins = {{"n", Type::bv(32)}};
  proc.specs.push_back(Spec{Spec::Kind::Requires, neq(var("n", Type::bv(32)), bvLit(0, 32)), false, {}, {}});
  proc.modifies = {"g"};
  Block entry{"entry", {}, {"exit"}};
  entry.cmds.push_back(comment("two\nlines"));
  entry.cmds.push_back(assign(var("g", Type::bv(32)), var("n", Type::bv(32))));
  entry.cmds.push_back(assertCmd(eq(var("g", Type::bv(32)), bvLit(1, 32)), {attr("race")}, 7));
  Block exit{"exit", {havoc({"g"})}, {}};
  proc.body = ProcedureBody{{{"l", Type::boolean()}}, {entry, exit}};
  program.decls.push_back(proc);

  PrintedProgram printed = print(program);
  const std::string expected = "var g: bv32;\n"
                               "procedure {:kernel} k(n: bv32)\n"
                               "  requires n != 0bv32;\n"
                               "  modifies g;\n"
                               "{\n"
                               "  var l: bool;\n"
                               "\n"
                               "entry:\n"
                               "  // two\n"
                               "  // lines\n"
                               "  g := n;\n"
                               "  assert {:race} {:check 7} g == 1bv32;\n"
                               "  goto exit;\n"
                               "exit:\n"
                               "  havoc g;\n"
                               "  return;\n"
                               "}\n"
                               "\n";
  CHECK(printed.text == expected);
  REQUIRE(printed.checkIdByLine.size() == 1);
  CHECK(printed.checkIdByLine.at(12) == 7);
}

TEST_CASE("parallel assignments and map updates print as Boogie expects", "[boogie]") {
  Program program;
  Type mapType = Type::map({Type::bv(32)}, Type::bv(8));
  ProcedureDecl proc;
  proc.name = "p";
  Block b{"b", {}, {}};
  b.cmds.push_back(assign({lvar(var("x", Type::bv(32))), lvar(var("y", Type::bv(32)))}, {y(), x()}));
  b.cmds.push_back(assign({LValue{"M", mapType, {{x()}}}}, {bvLit(1, 8)}));
  proc.body = ProcedureBody{{}, {b}};
  program.decls.push_back(proc);
  std::string text = print(program).text;
  CHECK(text.find("  x, y := y, x;\n") != std::string::npos);
  CHECK(text.find("  M[x] := 1bv8;\n") != std::string::npos);
}

TEST_CASE("selected checks become assumptions that keep their attributes", "[boogie]") {
  Program program;
  ProcedureDecl proc;
  proc.name = "k";
  Block entry{"entry", {}, {}};
  entry.cmds.push_back(assertCmd(p(), {attr("race")}, 1));
  entry.cmds.push_back(assertCmd(q(), {attr("thread", intLit(1))}, 2));
  entry.cmds.push_back(assertCmd(andE(p(), q())));
  proc.body = ProcedureBody{{}, {entry}};
  program.decls.push_back(proc);

  CHECK(assumeChecks(program, [](unsigned id) { return id == 2; }) == 1);
  std::string text = print(program).text;
  CHECK(text.find("assert {:race} {:check 1} p;") != std::string::npos);
  CHECK(text.find("assume {:thread 1} q;") != std::string::npos);
  CHECK(text.find("assert p && q;") != std::string::npos);
  CHECK(print(program).checkIdByLine.size() == 1);
}

TEST_CASE("large shared subexpressions print once, bound by lets", "[boogie]") {
  // v(k+1) = v(k) + v(k): 30 steps are a DAG of 31 nodes but a tree of
  // 2^31 nodes.
  ExprPtr v = x();
  for (int k = 0; k < 30; ++k)
    v = app("BV32_ADD", {v, v}, Type::bv(32));
  std::string text = printExpr(eq(v, y()));
  INFO(text);
  CHECK(text.size() < 5000);
  CHECK(text.rfind("(var $shared1 := BV32_ADD(BV32_ADD(", 0) == 0);
  CHECK(text.find("BV32_ADD($shared26, $shared26) == y)") != std::string::npos);
  // A let never hides a variable of the expression, bound or free.
  ExprPtr clash = var("$shared1", Type::bv(32));
  std::string renamed = printExpr(andE(eq(v, clash), forall({{"$shared2", Type::bv(32)}}, p())));
  CHECK(renamed.rfind("(var $shared1' := ", 0) == 0);
  CHECK(renamed.find("(var $shared2' := ") != std::string::npos);
  CHECK(renamed.find("(var $shared2 :=") == std::string::npos);
  // A candidate's guard stays outside the lets (Houdini reads it there).
  std::string guarded = printExpr(implies(var("_b3", Type::boolean()), eq(v, y())));
  CHECK(guarded.rfind("_b3 ==> ((var $shared1 := ", 0) == 0);
  // Small expressions print as trees, shared or not.
  ExprPtr small = app("BV32_ADD", {x(), x()}, Type::bv(32));
  CHECK(printExpr(eq(app("BV32_ADD", {small, small}, Type::bv(32)), y())) ==
        "BV32_ADD(BV32_ADD(x, x), BV32_ADD(x, x)) == y");
}

TEST_CASE("substitution keeps the sharing of an expression", "[boogie]") {
  ExprPtr v = x();
  for (int k = 0; k < 60; ++k)
    v = app("BV32_XOR", {v, v}, Type::bv(32));
  ExprPtr replaced = substitute(v, {{"x", y()}}); // linear time, or never
  CHECK(replaced->operands[0] == replaced->operands[1]);
  CHECK(mentions(replaced, "y"));
  CHECK_FALSE(mentions(replaced, "x"));
}

TEST_CASE("quantifiers print their triggers", "[boogie]") {
  ExprPtr f = app("f", {x()}, Type::bv(32));
  CHECK(printExpr(forall({{"x", Type::bv(32)}}, eq(f, x()), {f})) == "(forall x: bv32 :: { f(x) } f(x) == x)");
}

TEST_CASE("the printer records the line each procedure starts on", "[boogie][printer]") {
  Program program;
  program.decls.push_back(VarDecl{{"x", Type::bv(32)}});
  ProcedureDecl a;
  a.name = "$a";
  a.attrs = {attr("kernel"), attr("source_name", "a }")};
  a.body = ProcedureBody{{}, {Block{"entry", {}, {}}}};
  program.decls.push_back(a);
  ProcedureDecl pure;
  pure.name = "pure"; // a Boogie 3 keyword: printed escaped, recorded as named
  program.decls.push_back(pure);
  PrintedProgram printed = print(program);
  std::vector<std::string> lines;
  std::istringstream in(printed.text);
  for (std::string line; std::getline(in, line);)
    lines.push_back(line);
  unsigned pureLine = 0;
  for (unsigned i = 0; i < lines.size(); ++i)
    if (lines[i].find("procedure \\pure") == 0)
      pureLine = i + 1;
  REQUIRE(pureLine > 3);
  CHECK(printed.procedureAt(1).empty());
  CHECK(printed.procedureAt(3) == "$a");
  CHECK(printed.procedureAt(pureLine - 1) == "$a");
  CHECK(printed.procedureAt(pureLine) == "pure");
  CHECK(printed.procedureAt(pureLine + 10) == "pure");
}
