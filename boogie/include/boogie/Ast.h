// A small typed AST for the Boogie programs gpuverify emits.
//
// Expressions are immutable and shared (ExprPtr); every expression knows its
// type, so encoders can ask for widths instead of tracking them on the side.
// Commands, blocks and declarations are plain values owned by their parent.
// The only way to turn a Program into text is Printer.h.
#pragma once

#include "boogie/BitVectors.h"

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace gv::boogie {

// ---------------------------------------------------------------- types

class Type {
public:
  enum class Kind { Bool, Int, BitVector, Map };

  static Type boolean() { return Type(Kind::Bool, 0); }
  static Type integer() { return Type(Kind::Int, 0); }
  static Type bv(unsigned width) { return Type(Kind::BitVector, width); }
  static Type map(std::vector<Type> domain, Type range);

  Kind kind() const { return kind_; }
  bool isBool() const { return kind_ == Kind::Bool; }
  bool isInt() const { return kind_ == Kind::Int; }
  bool isBv() const { return kind_ == Kind::BitVector; }
  bool isMap() const { return kind_ == Kind::Map; }
  unsigned width() const { return width_; } // bit-vectors only
  const std::vector<Type> &domain() const;  // maps only
  const Type &range() const;                // maps only

  bool operator==(const Type &other) const;
  bool operator!=(const Type &other) const { return !(*this == other); }
  std::string str() const;

private:
  struct MapParts;
  Type(Kind kind, unsigned width) : kind_(kind), width_(width) {}
  Kind kind_;
  unsigned width_;
  std::shared_ptr<const MapParts> map_;
};

// ----------------------------------------------------------- expressions

struct Expr;
using ExprPtr = std::shared_ptr<const Expr>;

// clang-format off: the grouping is the documentation
enum class UnaryOp { Not, Neg };
enum class BinaryOp {
  And, Or, Implies, Iff,
  Eq, Neq,
  Lt, Le, Gt, Ge,        // mathematical integers only
  Add, Sub, Mul, Div, Mod, // mathematical integers only
  Concat                 // bit-vector concatenation (++)
};
// clang-format on

// clang-format off: the grouping is the documentation
struct Expr {
  enum class Kind {
    BoolLit, IntLit, BvLit, Var, Old, Unary, Binary, Ite,
    FunctionApp, Select, Store, Extract, Forall, Exists,
    // Bit-vector operations (BitVectors.h), printed as applications of the
    // prelude's functions (BV32_ADD(a, b), BV8_ZEXT32(a)).
    BvBinary, BvCompare, BvExtend
  };
  Kind kind;
  Type type;
  // Payload, used according to kind.
  bool boolValue = false;        // BoolLit
  std::string text;              // IntLit/BvLit digits, Var and function names
  UnaryOp unaryOp = UnaryOp::Not;
  BinaryOp binaryOp = BinaryOp::And;
  BvOp bvOp = BvOp::Add;         // BvBinary
  BvCmp bvCmp = BvCmp::Ult;      // BvCompare
  bool signedExtension = false;  // BvExtend: sign (true) or zero extension
  std::vector<ExprPtr> operands; // sub-expressions in source order
  unsigned hi = 0, lo = 0;       // Extract: bits [lo, hi)
  std::vector<std::pair<std::string, Type>> bound; // quantifier variables

  Expr(Kind k, Type t) : kind(k), type(std::move(t)) {}
};
// clang-format on

// Factories. They check operand types and compute the result type; a
// mismatch is a bug in the encoder and throws std::logic_error.
ExprPtr boolLit(bool value);
ExprPtr intLit(int64_t value);
ExprPtr bvLit(uint64_t value, unsigned width);            // value truncated to width
ExprPtr bvLitDecimal(std::string digits, unsigned width); // for widths > 64
// The value of a bit-vector literal of at most 64 bits; none for anything else.
std::optional<uint64_t> bvLitValue(const ExprPtr &e);
ExprPtr var(std::string name, Type type);
ExprPtr old(ExprPtr e);
ExprPtr notE(ExprPtr e);
ExprPtr neg(ExprPtr e);
ExprPtr binary(BinaryOp op, ExprPtr a, ExprPtr b);
ExprPtr andE(ExprPtr a, ExprPtr b);             // simplifies literal true/false
ExprPtr orE(ExprPtr a, ExprPtr b);              // simplifies literal true/false
ExprPtr implies(ExprPtr a, ExprPtr b);          // simplifies literal true/false
ExprPtr andAll(const std::vector<ExprPtr> &es); // true if empty
ExprPtr orAll(const std::vector<ExprPtr> &es);  // false if empty
ExprPtr eq(ExprPtr a, ExprPtr b);               // decides literals; against true/false, a condition (see Ast.cpp)
ExprPtr neq(ExprPtr a, ExprPtr b);              // likewise
ExprPtr ite(ExprPtr c, ExprPtr t, ExprPtr e);   // simplifies literal c, t == e
ExprPtr app(std::string function, std::vector<ExprPtr> args, Type result);
// Bit-vector operations, as they are: no folding (bpl-prelude's Prelude
// folds literals and declares the functions the printer names).
ExprPtr bvBinary(BvOp op, ExprPtr a, ExprPtr b);
ExprPtr bvCompare(BvCmp cmp, ExprPtr a, ExprPtr b);
ExprPtr bvExtend(bool isSigned, ExprPtr a, unsigned toWidth);
// The Boogie function a BvBinary, BvCompare or BvExtend applies.
std::string bvFunctionName(const Expr &e);
ExprPtr select(ExprPtr map, std::vector<ExprPtr> indices);
ExprPtr store(ExprPtr map, std::vector<ExprPtr> indices, ExprPtr value);
ExprPtr extract(ExprPtr e, unsigned hi, unsigned lo); // bits [lo, hi)
ExprPtr concat(ExprPtr high, ExprPtr low);
// A quantifier's operands are its body, then the terms of its trigger (the
// pattern whose instances make the solver instantiate it), if it has one.
ExprPtr forall(std::vector<std::pair<std::string, Type>> vars, ExprPtr body, std::vector<ExprPtr> trigger = {});
ExprPtr exists(std::vector<std::pair<std::string, Type>> vars, ExprPtr body);

// `g ==> e` with a variable g: the shape of a Houdini candidate, whose
// guard Boogie's Houdini reads off a failed assertion.
bool isGuarded(const Expr &e);
bool isTrue(const ExprPtr &e);
bool isFalse(const ExprPtr &e);
// Structural equality, used to simplify ite(c, x, x) and to de-duplicate.
bool sameExpr(const ExprPtr &a, const ExprPtr &b);
// True if `e` mentions the variable `name`.
bool mentions(const ExprPtr &e, const std::string &name);
// `e` with each variable named in `by` replaced by its expression, all at
// once (a replacement is not itself rewritten).
ExprPtr substitute(const ExprPtr &e, const std::map<std::string, ExprPtr> &by);

// ------------------------------------------------------------ attributes

// {:name arg, arg} where each argument is a string literal or an expression.
struct Attribute {
  std::string name;
  std::vector<std::variant<std::string, ExprPtr>> args;
};
using Attributes = std::vector<Attribute>;
Attribute attr(std::string name);
Attribute attr(std::string name, std::string stringArg);
Attribute attr(std::string name, ExprPtr exprArg);

// -------------------------------------------------------------- commands

// The left-hand side of an assignment: a variable, or a variable indexed
// by one or more map selections (A[i][j] := e).
struct LValue {
  std::string name;
  Type type; // type of the variable itself
  std::vector<std::vector<ExprPtr>> indices;
};
LValue lvar(const ExprPtr &variable); // variable must be a Var expression

struct AssignCmd {
  std::vector<LValue> lhs;
  std::vector<ExprPtr> rhs;
};
struct HavocCmd {
  std::vector<std::string> names;
};
struct AssertCmd {
  ExprPtr expr;
  Attributes attrs;
  std::optional<unsigned> checkId;
};
struct AssumeCmd {
  ExprPtr expr;
  Attributes attrs;
};
struct CallCmd {
  std::string procedure;
  std::vector<ExprPtr> args;
  std::vector<std::string> outs;
  Attributes attrs;
  std::optional<unsigned> checkId;
};
struct CommentCmd {
  std::string text;
};

using Cmd = std::variant<AssignCmd, HavocCmd, AssertCmd, AssumeCmd, CallCmd, CommentCmd>;

Cmd assign(const ExprPtr &variable, ExprPtr value);
Cmd assign(std::vector<LValue> lhs, std::vector<ExprPtr> rhs);
Cmd havoc(std::vector<std::string> names);
Cmd assertCmd(ExprPtr e, Attributes attrs = {}, std::optional<unsigned> checkId = {});
Cmd assume(ExprPtr e, Attributes attrs = {});
Cmd comment(std::string text);

struct Block {
  std::string label;
  std::vector<Cmd> cmds;
  // Successor labels; empty means `return`.
  std::vector<std::string> successors;
};

// ---------------------------------------------------------- declarations

struct TypedName {
  std::string name;
  Type type;
  Attributes attrs = {};
};

struct Spec {
  enum class Kind { Requires, Ensures } kind;
  ExprPtr expr;
  bool free = false;
  Attributes attrs;
  std::optional<unsigned> checkId;
};

struct ProcedureBody {
  std::vector<TypedName> locals;
  std::vector<Block> blocks;
};

struct ConstDecl {
  TypedName decl;
  bool unique = false;
};
struct VarDecl {
  TypedName decl;
};
struct AxiomDecl {
  ExprPtr expr;
  Attributes attrs;
};
struct FunctionDecl {
  std::string name;
  std::vector<TypedName> params;
  Type result;
  Attributes attrs;
  ExprPtr body; // optional definition
};
struct ProcedureDecl {
  std::string name;
  Attributes attrs;
  std::vector<TypedName> ins, outs;
  std::vector<Spec> specs;
  std::vector<std::string> modifies;
  std::optional<ProcedureBody> body; // none: a declaration only
};
struct CommentDecl {
  std::string text;
};

using Decl = std::variant<CommentDecl, ConstDecl, VarDecl, AxiomDecl, FunctionDecl, ProcedureDecl>;

struct Program {
  std::vector<Decl> decls;
};

// Visits every block of every procedure body, with its procedure.
void forEachBlock(Program &program, const std::function<void(ProcedureDecl &, Block &)> &visit);

// Turns every assertion whose check `assumed` selects into an assumption
// (keeping its attributes): the property is taken as proved elsewhere, as
// in staged verification. Returns how many were turned.
unsigned assumeChecks(Program &program, const std::function<bool(unsigned checkId)> &assumed);

} // namespace gv::boogie
