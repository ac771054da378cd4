#include "boogie/Printer.h"
#include "gpuverify/Naming.h"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <iterator>
#include <set>
#include <sstream>
#include <stdexcept>
#include <unordered_map>
#include <unordered_set>

namespace gv::boogie {

namespace {

const std::set<std::string> &keywords() {
  static const std::set<std::string> words = {
      // Boogie 2
      "assert", "assume", "axiom", "bool", "break", "call", "complete", "const", "div", "else", "ensures", "exists",
      "extends", "false", "finite", "forall", "free", "function", "goto", "havoc", "if", "implementation", "int",
      "invariant", "lambda", "mod", "modifies", "old", "procedure", "real", "requires", "return", "returns", "then",
      "true", "type", "unique", "var", "where", "while", "yield", "par", "async", "float", "rmode", "Seq",
      // Boogie 3 additions
      "pure", "uses", "datatype", "hideable", "hide", "reveal", "left", "right", "both", "atomic", "action", "creates",
      "link", "refines", "yields", "preserves", "linear", "linear_in", "linear_out", "then", "is", "invariant", "reals",
      "ints", "bv", "continue", "asserts", "axioms", "yield_invariant", "yield_procedure", "yield_requires",
      "yield_ensures", "yield_preserves", "yield_loop", "call", "contract", "immediate", "pending", "context", "unfold",
      "assert", "use"};
  return words;
}

bool isIdentStart(char c) {
  return std::isalpha(static_cast<unsigned char>(c)) || std::string("'~#$^_.?`").find(c) != std::string::npos;
}

bool isIdentChar(char c) { return isIdentStart(c) || std::isdigit(static_cast<unsigned char>(c)); }

// Precedence levels, low to high, used to decide on parentheses.
int precedence(const Expr &e) {
  if (e.kind != Expr::Kind::Binary)
    return 100;
  switch (e.binaryOp) {
  case BinaryOp::Iff: return 1;
  case BinaryOp::Implies: return 2;
  case BinaryOp::And:
  case BinaryOp::Or: return 3;
  case BinaryOp::Eq:
  case BinaryOp::Neq:
  case BinaryOp::Lt:
  case BinaryOp::Le:
  case BinaryOp::Gt:
  case BinaryOp::Ge: return 4;
  case BinaryOp::Concat: return 5;
  case BinaryOp::Add:
  case BinaryOp::Sub: return 6;
  case BinaryOp::Mul:
  case BinaryOp::Div:
  case BinaryOp::Mod: return 7;
  }
  return 0;
}

const char *binaryOpText(BinaryOp op) {
  switch (op) {
  case BinaryOp::And: return "&&";
  case BinaryOp::Or: return "||";
  case BinaryOp::Implies: return "==>";
  case BinaryOp::Iff: return "<==>";
  case BinaryOp::Eq: return "==";
  case BinaryOp::Neq: return "!=";
  case BinaryOp::Lt: return "<";
  case BinaryOp::Le: return "<=";
  case BinaryOp::Gt: return ">";
  case BinaryOp::Ge: return ">=";
  case BinaryOp::Add: return "+";
  case BinaryOp::Sub: return "-";
  case BinaryOp::Mul: return "*";
  case BinaryOp::Div: return "div";
  case BinaryOp::Mod: return "mod";
  case BinaryOp::Concat: return "++";
  }
  return "?";
}

std::string quoteString(const std::string &s) {
  std::string out = "\"";
  for (char c : s)
    out += (c == '"' || c == '\n' || c == '\\') ? '\'' : c;
  return out + "\"";
}

class ExprPrinter {
public:
  explicit ExprPrinter(std::ostream &os) : os_(os) {}

  // Prints a whole expression. Expressions are DAGs: where printing one as
  // a tree would repeat large shared subexpressions many times (a barrier
  // invariant expanded in place uses each value as often as the source
  // does, and a chain of values that each use the one before twice doubles
  // at every step), each is printed once, bound by a let:
  // (var $shared1 := ...; e).
  void printWhole(const Expr &e) {
    std::set<std::string> variables;
    std::vector<const Expr *> shared = sharedSubexpressions(e, variables);
    // A guard stays outermost, `_b ==> (var ...; e)`: Boogie's Houdini
    // reads the candidate a failed assertion refutes off that shape, and
    // gives up on the whole inference when it cannot.
    if (!shared.empty() && isGuarded(e)) {
      print(*e.operands[0]);
      os_ << " ==> (";
      printWhole(*e.operands[1]);
      os_ << ")";
      return;
    }
    for (const Expr *s : shared) {
      std::string name = naming::sharedSubexpression(names_.size() + 1);
      while (variables.count(name)) // a let must not hide a variable it names
        name += "'";
      os_ << "(var " << name << " := ";
      print(*s);
      os_ << "; ";
      names_[s] = name;
    }
    print(e);
    os_ << std::string(shared.size(), ')');
  }

  void print(const Expr &e) {
    if (!names_.empty() && opaqueDepth_ == 0) {
      auto named = names_.find(&e);
      if (named != names_.end()) {
        os_ << named->second;
        return;
      }
    }
    switch (e.kind) {
    case Expr::Kind::BoolLit: os_ << (e.boolValue ? "true" : "false"); return;
    case Expr::Kind::IntLit:
      if (!e.text.empty() && e.text[0] == '-')
        os_ << "(" << e.text << ")";
      else
        os_ << e.text;
      return;
    case Expr::Kind::BvLit: os_ << e.text << "bv" << e.type.width(); return;
    case Expr::Kind::Var: os_ << escapeIdentifier(e.text); return;
    case Expr::Kind::Old:
      os_ << "old(";
      ++opaqueDepth_;
      print(*e.operands[0]);
      --opaqueDepth_;
      os_ << ")";
      return;
    case Expr::Kind::Unary:
      os_ << (e.unaryOp == UnaryOp::Not ? "!" : "-");
      printOperand(*e.operands[0], 99);
      return;
    case Expr::Kind::Binary: printBinary(e); return;
    case Expr::Kind::Ite:
      os_ << "(if ";
      print(*e.operands[0]);
      os_ << " then ";
      print(*e.operands[1]);
      os_ << " else ";
      print(*e.operands[2]);
      os_ << ")";
      return;
    case Expr::Kind::FunctionApp: printApplication(e.text, e); return;
    case Expr::Kind::BvBinary:
    case Expr::Kind::BvCompare:
    case Expr::Kind::BvExtend: printApplication(bvFunctionName(e), e); return;
    case Expr::Kind::Select:
      printOperand(*e.operands[0], 101);
      os_ << "[";
      printList(e.operands, 1, e.operands.size());
      os_ << "]";
      return;
    case Expr::Kind::Store:
      printOperand(*e.operands[0], 101);
      os_ << "[";
      printList(e.operands, 1, e.operands.size() - 1);
      os_ << " := ";
      print(*e.operands.back());
      os_ << "]";
      return;
    case Expr::Kind::Extract:
      printOperand(*e.operands[0], 101);
      os_ << "[" << e.hi << ":" << e.lo << "]";
      return;
    case Expr::Kind::Forall:
    case Expr::Kind::Exists:
      os_ << (e.kind == Expr::Kind::Forall ? "(forall " : "(exists ");
      for (size_t i = 0; i < e.bound.size(); ++i)
        os_ << (i ? ", " : "") << escapeIdentifier(e.bound[i].first) << ": " << printType(e.bound[i].second);
      os_ << " :: ";
      ++opaqueDepth_;
      if (e.operands.size() > 1) {
        os_ << "{ ";
        printList(e.operands, 1, e.operands.size());
        os_ << " } ";
      }
      print(*e.operands[0]);
      --opaqueDepth_;
      os_ << ")";
      return;
    }
  }

private:
  // Below this many nodes printed, an expression is printed as a tree.
  static constexpr std::uint64_t kTreeSizeToShare = 2000;
  // The smallest subexpression worth a name.
  static constexpr std::uint64_t kSharedSize = 16;

  struct Occurrences {
    std::uint64_t treeSize = 1; // nodes printed for it as a tree (saturating)
    unsigned parents = 0;       // operand slots it fills
  };

  // The subexpressions of `root` to bind with lets, each after those it
  // contains; none if `root` prints small enough as a tree. Quantifiers and
  // old() are not looked into (nor are names used in them): what they
  // contain cannot be evaluated outside them. Collects the variables
  // `root` uses, bound ones included.
  static std::vector<const Expr *> sharedSubexpressions(const Expr &root, std::set<std::string> &variables) {
    std::unordered_map<const Expr *, Occurrences> seen;
    std::vector<const Expr *> postOrder;
    countOccurrences(root, seen, postOrder, variables);
    if (seen[&root].treeSize <= kTreeSizeToShare)
      return {};
    std::vector<const Expr *> shared;
    for (const Expr *e : postOrder)
      if (e != &root && seen[e].parents > 1 && seen[e].treeSize >= kSharedSize)
        shared.push_back(e);
    return shared;
  }

  static void countOccurrences(const Expr &e, std::unordered_map<const Expr *, Occurrences> &seen,
                               std::vector<const Expr *> &postOrder, std::set<std::string> &variables) {
    Occurrences &info = seen[&e];
    if (e.kind == Expr::Kind::Var)
      variables.insert(e.text);
    if (isOpaque(e))
      collectVariables(e, variables);
    else
      for (const ExprPtr &op : e.operands) {
        if (!seen.count(op.get()))
          countOccurrences(*op, seen, postOrder, variables);
        Occurrences &child = seen[op.get()];
        ++child.parents;
        info.treeSize = std::min(info.treeSize + child.treeSize, UINT64_MAX / 2);
      }
    postOrder.push_back(&e);
  }

  void printApplication(const std::string &function, const Expr &e) {
    os_ << escapeIdentifier(function) << "(";
    printList(e.operands, 0, e.operands.size());
    os_ << ")";
  }

  void printList(const std::vector<ExprPtr> &es, size_t from, size_t to) {
    for (size_t i = from; i < to; ++i) {
      if (i != from)
        os_ << ", ";
      print(*es[i]);
    }
  }

  // Prints e as an operand of an operator of precedence `context` (99 for
  // prefix operators, 101 for postfix selection and extraction), with
  // parentheses unless e binds tighter.
  void printOperand(const Expr &e, int context) {
    bool parens =
        (e.kind == Expr::Kind::Binary && precedence(e) <= context) || (e.kind == Expr::Kind::Unary && context > 100);
    if (parens)
      os_ << "(";
    print(e);
    if (parens)
      os_ << ")";
  }

  void printBinary(const Expr &e) {
    const Expr &a = *e.operands[0], &b = *e.operands[1];
    bool chain = e.binaryOp == BinaryOp::And || e.binaryOp == BinaryOp::Or;
    auto side = [&](const Expr &s) {
      if (chain && s.kind == Expr::Kind::Binary && s.binaryOp == e.binaryOp)
        print(s);
      else
        printOperand(s, precedence(e));
    };
    side(a);
    os_ << " " << binaryOpText(e.binaryOp) << " ";
    side(b);
  }

  // Every variable in e, bound or free (a let around e must not hide one).
  static void collectVariables(const Expr &e, std::set<std::string> &variables) {
    std::vector<const Expr *> pending{&e};
    std::unordered_set<const Expr *> visited;
    while (!pending.empty()) {
      const Expr *next = pending.back();
      pending.pop_back();
      if (!visited.insert(next).second)
        continue;
      if (next->kind == Expr::Kind::Var)
        variables.insert(next->text);
      for (const auto &bound : next->bound)
        variables.insert(bound.first);
      for (const ExprPtr &op : next->operands)
        pending.push_back(op.get());
    }
  }

  static bool isOpaque(const Expr &e) {
    return e.kind == Expr::Kind::Forall || e.kind == Expr::Kind::Exists || e.kind == Expr::Kind::Old;
  }

  std::ostream &os_;
  std::unordered_map<const Expr *, std::string> names_; // of the let-bound subexpressions
  unsigned opaqueDepth_ = 0;                            // quantifiers and old()s being printed: no names in them
};

void printAttributes(std::ostream &os, const Attributes &attrs) {
  for (const auto &a : attrs) {
    os << "{:" << a.name;
    for (size_t i = 0; i < a.args.size(); ++i) {
      os << (i ? ", " : " ");
      if (auto s = std::get_if<std::string>(&a.args[i]))
        os << quoteString(*s);
      else
        ExprPrinter(os).print(*std::get<ExprPtr>(a.args[i]));
    }
    os << "} ";
  }
}

std::string checkAttribute(std::optional<unsigned> id) { return id ? "{:check " + std::to_string(*id) + "} " : ""; }

// Writes text and keeps count of the current line.
class LineWriter {
public:
  std::ostringstream os;
  unsigned line = 1;

  void writeLine(const std::string &s) {
    os << s << "\n";
    for (char c : s)
      line += c == '\n';
    ++line;
  }
};

std::string exprText(const Expr &e) {
  std::ostringstream os;
  ExprPrinter(os).printWhole(e);
  return os.str();
}

std::string typedNames(const std::vector<TypedName> &names) {
  std::ostringstream os;
  for (size_t i = 0; i < names.size(); ++i) {
    os << (i ? ", " : "");
    printAttributes(os, names[i].attrs);
    os << escapeIdentifier(names[i].name) << ": " << printType(names[i].type);
  }
  return os.str();
}

void commentLines(LineWriter &w, const std::string &indent, const std::string &text) {
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line))
    w.writeLine(indent + "// " + line);
}

class ProgramPrinter {
public:
  PrintedProgram run(const Program &program) {
    for (const auto &d : program.decls)
      std::visit([&](const auto &decl) { printDecl(decl); }, d);
    return {w_.os.str(), std::move(checks_), std::move(procedures_)};
  }

private:
  void record(std::optional<unsigned> id) {
    if (id)
      checks_[w_.line] = *id;
  }

  void printDecl(const CommentDecl &d) { commentLines(w_, "", d.text); }

  void printDecl(const ConstDecl &d) {
    std::ostringstream os;
    os << "const " << (d.unique ? "unique " : "");
    printAttributes(os, d.decl.attrs);
    os << escapeIdentifier(d.decl.name) << ": " << printType(d.decl.type) << ";";
    w_.writeLine(os.str());
  }

  void printDecl(const VarDecl &d) {
    std::ostringstream os;
    os << "var ";
    printAttributes(os, d.decl.attrs);
    os << escapeIdentifier(d.decl.name) << ": " << printType(d.decl.type) << ";";
    w_.writeLine(os.str());
  }

  void printDecl(const AxiomDecl &d) {
    std::ostringstream os;
    os << "axiom ";
    printAttributes(os, d.attrs);
    os << exprText(*d.expr) << ";";
    w_.writeLine(os.str());
  }

  void printDecl(const FunctionDecl &d) {
    std::ostringstream os;
    os << "function ";
    printAttributes(os, d.attrs);
    os << escapeIdentifier(d.name) << "(" << typedNames(d.params) << ") returns (r: " << printType(d.result) << ")";
    if (d.body)
      os << " { " << exprText(*d.body) << " }";
    else
      os << ";";
    w_.writeLine(os.str());
  }

  void printDecl(const ProcedureDecl &d) {
    procedures_[w_.line] = d.name;
    std::ostringstream head;
    head << "procedure ";
    printAttributes(head, d.attrs);
    head << escapeIdentifier(d.name) << "(" << typedNames(d.ins) << ")";
    if (!d.outs.empty())
      head << " returns (" << typedNames(d.outs) << ")";
    bool hasSpecs = !d.specs.empty() || !d.modifies.empty();
    if (!d.body && !hasSpecs)
      head << ";";
    w_.writeLine(head.str());
    for (const auto &s : d.specs) {
      std::ostringstream os;
      os << "  " << (s.free ? "free " : "") << (s.kind == Spec::Kind::Requires ? "requires " : "ensures ");
      printAttributes(os, s.attrs);
      os << checkAttribute(s.checkId) << exprText(*s.expr) << ";";
      record(s.checkId);
      w_.writeLine(os.str());
    }
    if (!d.modifies.empty()) {
      std::string m = "  modifies ";
      for (size_t i = 0; i < d.modifies.size(); ++i)
        m += (i ? ", " : "") + escapeIdentifier(d.modifies[i]);
      w_.writeLine(m + ";");
    }
    if (!d.body) {
      if (hasSpecs)
        w_.writeLine("  ;");
      w_.writeLine("");
      return;
    }
    w_.writeLine("{");
    for (const auto &l : d.body->locals)
      w_.writeLine("  var " + typedNames({l}) + ";");
    if (!d.body->locals.empty())
      w_.writeLine("");
    for (const auto &b : d.body->blocks)
      printBlock(b);
    w_.writeLine("}");
    w_.writeLine("");
  }

  void printBlock(const Block &b) {
    w_.writeLine(escapeIdentifier(b.label) + ":");
    for (const auto &c : b.cmds)
      std::visit([&](const auto &cmd) { printCmd(cmd); }, c);
    if (b.successors.empty()) {
      w_.writeLine("  return;");
    } else {
      std::string g = "  goto ";
      for (size_t i = 0; i < b.successors.size(); ++i)
        g += (i ? ", " : "") + escapeIdentifier(b.successors[i]);
      w_.writeLine(g + ";");
    }
  }

  void printCmd(const AssignCmd &c) {
    std::ostringstream os;
    os << "  ";
    for (size_t i = 0; i < c.lhs.size(); ++i) {
      os << (i ? ", " : "") << escapeIdentifier(c.lhs[i].name);
      for (const auto &idx : c.lhs[i].indices) {
        os << "[";
        for (size_t j = 0; j < idx.size(); ++j)
          os << (j ? ", " : "") << exprText(*idx[j]);
        os << "]";
      }
    }
    os << " := ";
    for (size_t i = 0; i < c.rhs.size(); ++i)
      os << (i ? ", " : "") << exprText(*c.rhs[i]);
    w_.writeLine(os.str() + ";");
  }

  void printCmd(const HavocCmd &c) {
    std::string s = "  havoc ";
    for (size_t i = 0; i < c.names.size(); ++i)
      s += (i ? ", " : "") + escapeIdentifier(c.names[i]);
    w_.writeLine(s + ";");
  }

  void printCmd(const AssertCmd &c) {
    std::ostringstream os;
    os << "  assert ";
    printAttributes(os, c.attrs);
    os << checkAttribute(c.checkId) << exprText(*c.expr) << ";";
    record(c.checkId);
    w_.writeLine(os.str());
  }

  void printCmd(const AssumeCmd &c) {
    std::ostringstream os;
    os << "  assume ";
    printAttributes(os, c.attrs);
    os << exprText(*c.expr) << ";";
    w_.writeLine(os.str());
  }

  void printCmd(const CallCmd &c) {
    std::ostringstream os;
    os << "  call ";
    printAttributes(os, c.attrs);
    os << checkAttribute(c.checkId);
    for (size_t i = 0; i < c.outs.size(); ++i)
      os << (i ? ", " : "") << escapeIdentifier(c.outs[i]);
    if (!c.outs.empty())
      os << " := ";
    os << escapeIdentifier(c.procedure) << "(";
    for (size_t i = 0; i < c.args.size(); ++i)
      os << (i ? ", " : "") << exprText(*c.args[i]);
    os << ");";
    record(c.checkId);
    w_.writeLine(os.str());
  }

  void printCmd(const CommentCmd &c) { commentLines(w_, "  ", c.text); }

  LineWriter w_;
  std::map<unsigned, unsigned> checks_;
  std::map<unsigned, std::string> procedures_;
};

} // namespace

std::string escapeIdentifier(const std::string &name) {
  if (name.empty() || !isIdentStart(name[0]))
    throw std::logic_error("invalid Boogie identifier '" + name + "'");
  for (char c : name)
    if (!isIdentChar(c))
      throw std::logic_error("invalid Boogie identifier '" + name + "'");
  if (keywords().count(name))
    return "\\" + name;
  return name;
}

std::string printType(const Type &t) { return t.str(); }

std::string printExpr(const ExprPtr &e) { return exprText(*e); }

PrintedProgram print(const Program &program) { return ProgramPrinter().run(program); }

std::string PrintedProgram::procedureAt(unsigned line) const {
  auto after = procedureByFirstLine.upper_bound(line);
  return after == procedureByFirstLine.begin() ? std::string() : std::prev(after)->second;
}

} // namespace gv::boogie
