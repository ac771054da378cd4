#include "boogie/CPrinter.h"

#include "boogie/BitVectors.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>

namespace gv::boogie {

namespace {

// C's precedence, higher binds tighter.
enum Precedence : int {
  Conditional = 3,
  LogicalOr,
  LogicalAnd,
  BitOr,
  BitXor,
  BitAnd,
  Equality,
  Relational,
  Shift,
  Additive,
  Multiplicative,
  Unary,
  Primary,
};

int precedenceOf(const std::string &op) {
  if (op == "||")
    return LogicalOr;
  if (op == "&&")
    return LogicalAnd;
  if (op == "|")
    return BitOr;
  if (op == "^")
    return BitXor;
  if (op == "&")
    return BitAnd;
  if (op == "==" || op == "!=")
    return Equality;
  if (op == "<" || op == "<=" || op == ">" || op == ">=")
    return Relational;
  if (op == "<<" || op == ">>")
    return Shift;
  if (op == "+" || op == "-")
    return Additive;
  return Multiplicative;
}

struct Printed {
  std::string text;
  int precedence = Primary;
};

class CPrinter {
public:
  explicit CPrinter(const SourceTermOf &termOf) : termOf_(termOf) {}

  Printed print(const ExprPtr &e, bool signedContext = false) {
    switch (e->kind) {
    case Expr::Kind::BoolLit: return {e->boolValue ? "true" : "false"};
    case Expr::Kind::IntLit: return {e->text, e->text.rfind('-', 0) == 0 ? Unary : Primary};
    case Expr::Kind::BvLit: return literal(e, signedContext);
    case Expr::Kind::Var: {
      std::optional<std::string> term = termOf_ ? termOf_(e->text) : std::nullopt;
      return {term ? *term : e->text};
    }
    case Expr::Kind::Old: return {"__old_int(" + print(e->operands[0]).text + ")"};
    case Expr::Kind::Unary: return {(e->unaryOp == UnaryOp::Not ? "!" : "-") + operand(e->operands[0], Unary), Unary};
    case Expr::Kind::Binary: return binary(*e);
    case Expr::Kind::Ite:
      return {operand(e->operands[0], Conditional + 1) + " ? " + operand(e->operands[1], Conditional + 1) + " : " +
                  operand(e->operands[2], Conditional),
              Conditional};
    case Expr::Kind::FunctionApp: return {e->text + "(" + arguments(e->operands, 0) + ")"};
    case Expr::Kind::Select: {
      std::string text = operand(e->operands[0], Primary);
      for (size_t i = 1; i < e->operands.size(); ++i)
        text += "[" + print(e->operands[i]).text + "]";
      return {text};
    }
    case Expr::Kind::Store:
      return {operand(e->operands[0], Primary) + " with [" + arguments(e->operands, 1, e->operands.size() - 1) +
              "] = " + print(e->operands.back()).text};
    case Expr::Kind::Extract: return extract(*e);
    case Expr::Kind::Forall:
    case Expr::Kind::Exists: return quantifier(*e);
    case Expr::Kind::BvBinary: {
      bool isSigned = readsSigned(e->bvOp);
      return infix(cOperator(e->bvOp), e->operands[0], e->operands[1], isSigned);
    }
    case Expr::Kind::BvCompare:
      return infix(cOperator(e->bvCmp), e->operands[0], e->operands[1], readsSigned(e->bvCmp));
    case Expr::Kind::BvExtend: return print(e->operands[0], e->signedExtension); // C converts implicitly
    }
    return {"?"};
  }

private:
  // A literal as C would write it: negative where read as signed, in hex
  // where its top bit is set (a mask), else in decimal.
  static Printed literal(const ExprPtr &e, bool signedContext) {
    std::optional<uint64_t> value = bvLitValue(e);
    unsigned width = e->type.width();
    if (!value)
      return {e->text};
    bool topBit = width > 0 && width <= 64 && (*value >> (width - 1)) & 1;
    if (topBit && signedContext)
      return {std::to_string(signedValue(*value, width)), Unary};
    if (topBit && width > 8) {
      char hex[32];
      std::snprintf(hex, sizeof hex, "0x%llX", static_cast<unsigned long long>(*value));
      return {hex};
    }
    return {std::to_string(*value)};
  }

  Printed binary(const Expr &e) {
    switch (e.binaryOp) {
    case BinaryOp::And: return infix("&&", e.operands[0], e.operands[1], false);
    case BinaryOp::Or: return infix("||", e.operands[0], e.operands[1], false);
    case BinaryOp::Implies: return {"__implies(" + arguments(e.operands, 0) + ")"};
    case BinaryOp::Iff:
    case BinaryOp::Eq: return infix("==", e.operands[0], e.operands[1], false);
    case BinaryOp::Neq: return infix("!=", e.operands[0], e.operands[1], false);
    case BinaryOp::Lt: return infix("<", e.operands[0], e.operands[1], true);
    case BinaryOp::Le: return infix("<=", e.operands[0], e.operands[1], true);
    case BinaryOp::Gt: return infix(">", e.operands[0], e.operands[1], true);
    case BinaryOp::Ge: return infix(">=", e.operands[0], e.operands[1], true);
    case BinaryOp::Add: return infix("+", e.operands[0], e.operands[1], true);
    case BinaryOp::Sub: return infix("-", e.operands[0], e.operands[1], true);
    case BinaryOp::Mul: return infix("*", e.operands[0], e.operands[1], true);
    case BinaryOp::Div: return infix("/", e.operands[0], e.operands[1], true);
    case BinaryOp::Mod: return infix("%", e.operands[0], e.operands[1], true);
    case BinaryOp::Concat: return {"concat(" + arguments(e.operands, 0) + ")"};
    }
    return {"?"};
  }

  // Left-associative: a right operand of the same precedence is bracketed.
  // Operands of bitwise operators and shifts are bracketed unless they are
  // primary, as C compilers ask (-Wparentheses): `(i + 1) & 15`.
  Printed infix(const std::string &op, const ExprPtr &a, const ExprPtr &b, bool signedOperands) {
    int precedence = precedenceOf(op);
    bool bitwise = precedence == BitOr || precedence == BitXor || precedence == BitAnd || precedence == Shift;
    int left = bitwise ? Unary : precedence, right = bitwise ? Unary : precedence + 1;
    return {operand(a, left, signedOperands) + " " + op + " " + operand(b, right, signedOperands), precedence};
  }

  std::string operand(const ExprPtr &e, int least, bool signedContext = false) {
    Printed p = print(e, signedContext);
    return p.precedence < least ? "(" + p.text + ")" : p.text;
  }

  std::string arguments(const std::vector<ExprPtr> &operands, size_t from, size_t to = SIZE_MAX) {
    std::string text;
    for (size_t i = from; i < std::min(to, operands.size()); ++i)
      text += (i > from ? ", " : "") + print(operands[i]).text;
    return text;
  }

  // The low bits, as C's casts to narrower unsigned types take them.
  Printed extract(const Expr &e) {
    std::string inner = operand(e.operands[0], Unary);
    if (e.lo == 0) {
      switch (e.hi) {
      case 1: return {"(bool)" + inner, Unary};
      case 8: return {"(unsigned char)" + inner, Unary};
      case 16: return {"(unsigned short)" + inner, Unary};
      case 32: return {"(unsigned int)" + inner, Unary};
      case 64: return {"(unsigned long)" + inner, Unary};
      default: break;
      }
    }
    return {"bits(" + print(e.operands[0]).text + ", " + std::to_string(e.lo) + ", " + std::to_string(e.hi) + ")"};
  }

  Printed quantifier(const Expr &e) {
    std::string vars;
    for (const auto &[name, type] : e.bound)
      vars += (vars.empty() ? "" : ", ") + name;
    return {std::string(e.kind == Expr::Kind::Forall ? "forall " : "exists ") + vars + ": " + print(e.operands[0]).text,
            Conditional};
  }

  const SourceTermOf &termOf_;
};

} // namespace

std::string printAsC(const ExprPtr &e, const SourceTermOf &termOf) { return CPrinter(termOf).print(e).text; }

} // namespace gv::boogie
