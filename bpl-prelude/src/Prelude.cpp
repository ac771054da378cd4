#include "bpl-prelude/Prelude.h"

#include <functional>
#include <optional>

#include <stdexcept>

namespace gv::prelude {

using namespace boogie;

namespace {

const char *name(FpOp op) {
  switch (op) {
  case FpOp::Add: return "FADD";
  case FpOp::Sub: return "FSUB";
  case FpOp::Mul: return "FMUL";
  case FpOp::Div: return "FDIV";
  case FpOp::Rem: return "FREM";
  }
  return "?";
}

const char *name(FpCmp cmp) {
  switch (cmp) {
  case FpCmp::Oeq: return "FOEQ";
  case FpCmp::Ogt: return "FOGT";
  case FpCmp::Oge: return "FOGE";
  case FpCmp::Olt: return "FOLT";
  case FpCmp::Ole: return "FOLE";
  case FpCmp::One: return "FONE";
  case FpCmp::Ord: return "FORD";
  case FpCmp::Uno: return "FUNO";
  case FpCmp::Ueq: return "FUEQ";
  case FpCmp::Ugt: return "FUGT";
  case FpCmp::Uge: return "FUGE";
  case FpCmp::Ult: return "FULT";
  case FpCmp::Ule: return "FULE";
  case FpCmp::Une: return "FUNE";
  }
  return "?";
}

void requireBv(const ExprPtr &e, const char *what) {
  if (!e->type.isBv())
    throw std::logic_error(std::string(what) + " applied to " + e->type.str());
}

std::string widthTag(unsigned w) { return std::to_string(w); }

// Division and remainder by zero, the signed minimum divided by -1, and
// shifts by the width or more.
bool undefinedInC(BvOp op, uint64_t x, uint64_t y, unsigned w) {
  switch (op) {
  case BvOp::UDiv:
  case BvOp::URem: return y == 0;
  case BvOp::SDiv:
  case BvOp::SRem: return y == 0 || (signedValue(y, w) == -1 && x == (uint64_t(1) << (w - 1)));
  case BvOp::Shl:
  case BvOp::LShr:
  case BvOp::AShr: return y >= w;
  default: return false;
  }
}

} // namespace

void Prelude::declare(const std::string &fn, const std::vector<ExprPtr> &args, const Type &result,
                      const std::string &builtin) {
  if (used_.count(fn))
    return;
  FunctionDecl decl{fn, {}, result, {}, nullptr};
  char paramName = 'a';
  for (const auto &a : args)
    decl.params.push_back({std::string(1, paramName++), a->type});
  if (!builtin.empty())
    decl.attrs.push_back(attr("bvbuiltin", builtin));
  used_.emplace(fn, std::move(decl));
}

ExprPtr Prelude::use(const std::string &fn, std::vector<ExprPtr> args, Type result) {
  declare(fn, args, result, "");
  return app(fn, std::move(args), std::move(result));
}

ExprPtr Prelude::bvBinary(BvOp op, ExprPtr a, ExprPtr b) {
  requireBv(a, "bit-vector operation");
  if (a->type != b->type)
    throw std::logic_error("bit-vector operands of different widths");
  unsigned w = a->type.width();
  // Literals are folded, so that a value computed from constants (the
  // launch geometry) is one; but an operation C leaves undefined (a
  // division by zero, a shift by the width or more) stays in the program
  // for a reader to see, taking the solver's value there.
  std::optional<uint64_t> x = bvLitValue(a), y = bvLitValue(b);
  if (x && y && w <= 64 && !undefinedInC(op, *x, *y, w))
    return bvLit(evaluate(op, *x, *y, w), w);
  ExprPtr e = boogie::bvBinary(op, std::move(a), std::move(b));
  declare(bvFunctionName(*e), e->operands, e->type, smtName(op));
  return e;
}

ExprPtr Prelude::bvCompare(BvCmp cmp, ExprPtr a, ExprPtr b) {
  requireBv(a, "bit-vector comparison");
  if (a->type != b->type)
    throw std::logic_error("bit-vector comparison of different widths");
  ExprPtr e = boogie::bvCompare(cmp, std::move(a), std::move(b));
  declare(bvFunctionName(*e), e->operands, e->type, smtName(cmp));
  return e;
}

ExprPtr Prelude::extend(bool isSigned, ExprPtr a, unsigned toWidth) {
  requireBv(a, isSigned ? "sign extension" : "zero extension");
  unsigned from = a->type.width();
  if (toWidth == from)
    return a;
  if (std::optional<uint64_t> x = bvLitValue(a); x && toWidth <= 64)
    return bvLit(boogie::extend(isSigned, *x, from, toWidth), toWidth);
  ExprPtr e = bvExtend(isSigned, std::move(a), toWidth);
  declare(bvFunctionName(*e), e->operands, e->type, smtExtensionName(isSigned, from, toWidth));
  return e;
}

ExprPtr Prelude::zeroExtend(ExprPtr a, unsigned toWidth) { return extend(false, std::move(a), toWidth); }
ExprPtr Prelude::signExtend(ExprPtr a, unsigned toWidth) { return extend(true, std::move(a), toWidth); }

ExprPtr Prelude::lowBits(ExprPtr a, unsigned width) {
  requireBv(a, "truncation");
  if (width > a->type.width())
    throw std::logic_error("truncation to a wider type");
  // Memoised, so that a DAG stays one: a value used twice is narrowed once.
  std::map<const Expr *, ExprPtr> narrowed;
  std::function<ExprPtr(const ExprPtr &)> narrow = [&](const ExprPtr &e) -> ExprPtr {
    if (e->type.width() == width)
      return e;
    if (auto known = narrowed.find(e.get()); known != narrowed.end())
      return known->second;
    ExprPtr result;
    if (e->kind == Expr::Kind::BvBinary) {
      BvOp op = e->bvOp;
      switch (op) {
      case BvOp::Add:
      case BvOp::Sub:
      case BvOp::Mul:
      case BvOp::And:
      case BvOp::Or:
      case BvOp::Xor: result = bvBinary(op, narrow(e->operands[0]), narrow(e->operands[1])); break;
      case BvOp::Shl:
        if (std::optional<uint64_t> shift = bvLitValue(e->operands[1]))
          result =
              *shift >= width ? bvLit(0, width) : bvBinary(BvOp::Shl, narrow(e->operands[0]), bvLit(*shift, width));
        break;
      default: break;
      }
    } else if (e->kind == Expr::Kind::BvExtend) {
      const ExprPtr &operand = e->operands[0];
      unsigned from = operand->type.width();
      result = from >= width ? lowBits(operand, width) : extend(e->signedExtension, operand, width);
    } else if (e->kind == Expr::Kind::Ite) {
      result = ite(e->operands[0], narrow(e->operands[1]), narrow(e->operands[2]));
    }
    if (!result)
      result = extract(e, width, 0); // also folds literals and extracts of extracts
    narrowed.emplace(e.get(), result);
    return result;
  };
  return narrow(a);
}

ExprPtr Prelude::fpBinary(FpOp op, ExprPtr a, ExprPtr b) {
  requireBv(a, "floating-point operation");
  Type t = a->type;
  return use(std::string(name(op)) + widthTag(t.width()), {std::move(a), std::move(b)}, t);
}

ExprPtr Prelude::fpCompare(FpCmp cmp, ExprPtr a, ExprPtr b) {
  requireBv(a, "floating-point comparison");
  unsigned w = a->type.width();
  return use(std::string(name(cmp)) + widthTag(w), {std::move(a), std::move(b)}, Type::boolean());
}

ExprPtr Prelude::fpConvert(FpConversion conversion, ExprPtr a, unsigned toWidth) {
  requireBv(a, "floating-point conversion");
  std::string from = widthTag(a->type.width()), to = widthTag(toWidth);
  std::string fn;
  switch (conversion) {
  case FpConversion::SignedToFloat: fn = "SI" + from + "_TO_FP" + to; break;
  case FpConversion::UnsignedToFloat: fn = "UI" + from + "_TO_FP" + to; break;
  case FpConversion::FloatToSigned: fn = "FP" + from + "_TO_SI" + to; break;
  case FpConversion::FloatToUnsigned: fn = "FP" + from + "_TO_UI" + to; break;
  case FpConversion::Extend:
  case FpConversion::Truncate: fn = "FP" + from + "_CONV" + to; break;
  }
  return use(fn, {std::move(a)}, Type::bv(toWidth));
}

ExprPtr Prelude::uninterpreted(const std::string &fn, std::vector<ExprPtr> args, Type result) {
  auto it = used_.find(fn);
  if (it != used_.end()) {
    const auto &decl = it->second;
    bool same = decl.result == result && decl.params.size() == args.size();
    for (size_t i = 0; same && i < args.size(); ++i)
      same = decl.params[i].type == args[i]->type;
    if (!same)
      throw std::logic_error("uninterpreted function " + fn + " used at two signatures");
  }
  return use(fn, std::move(args), std::move(result));
}

ExprPtr Prelude::abstractOperator(ExprPtr a, ExprPtr b) {
  requireBv(a, "abstract operator");
  unsigned w = a->type.width();
  std::string fn = "ABSTRACT_OP" + widthTag(w);
  if (!axioms_.count(fn)) {
    Type t = Type::bv(w);
    ExprPtr x = var("x", t), y = var("y", t), zero = bvLit(0, w);
    auto op = [&](ExprPtr l, ExprPtr r) { return use(fn, {std::move(l), std::move(r)}, t); };
    std::vector<AxiomDecl> &axioms = axioms_[fn];
    // Each triggered by the terms it simplifies. Associativity is left out:
    // z3 instantiates it without end (with the identity, 0 = 0 (+) 0 lets
    // every x (+) 0 be regrouped again; a 4-thread upsweep timed out after
    // 300 s with it and verifies in under a second without), so a proof
    // must state its sums grouped as the kernel computes them.
    axioms.push_back({forall({{"x", t}}, eq(op(x, zero), x), {op(x, zero)}), {}});
    axioms.push_back({forall({{"x", t}}, eq(op(zero, x), x), {op(zero, x)}), {}});
    axioms.push_back({forall({{"x", t}, {"y", t}},
                             andE(bvCompare(BvCmp::Ule, x, op(x, y)), bvCompare(BvCmp::Ule, y, op(x, y))), {op(x, y)}),
                      {}});
  }
  Type t = a->type;
  return use(fn, {std::move(a), std::move(b)}, t);
}

ExprPtr Prelude::rowOf(ExprPtr offset, ExprPtr width) {
  requireBv(offset, "row of an offset");
  Type t = offset->type;
  return use("ROW_OF" + widthTag(t.width()), {std::move(offset), std::move(width)}, t);
}

ExprPtr Prelude::columnOf(ExprPtr offset, ExprPtr width) {
  requireBv(offset, "column of an offset");
  Type t = offset->type;
  return use("COLUMN_OF" + widthTag(t.width()), {std::move(offset), std::move(width)}, t);
}

void Prelude::declareUsed(Program &program) const {
  for (const auto &[fnName, decl] : used_)
    program.decls.push_back(decl);
  for (const auto &[fnName, axioms] : axioms_)
    for (const AxiomDecl &axiom : axioms)
      program.decls.push_back(axiom);
}

} // namespace gv::prelude
