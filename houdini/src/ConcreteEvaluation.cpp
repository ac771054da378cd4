// Concrete runs: expressions evaluated with Boogie's semantics (bit-vector
// operations by boogie::evaluate), lazy constants chosen where compared.
#include "Interpreter.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace gv::houdini::concrete {

Value Interpreter::evaluate(const ExprPtr &e) {
  nodesLeft_ = 200000;
  return eval(*e);
}

unsigned Interpreter::slotOf(const Expr &variable) {
  auto cached = slotByNode_.find(&variable);
  if (cached != slotByNode_.end())
    return cached->second;
  auto found = slotByName_.find(variable.text);
  if (found == slotByName_.end())
    throw CannotEvaluate{}; // a bound variable
  slotByNode_.emplace(&variable, found->second);
  return found->second;
}

Value Interpreter::readVariable(const Expr &variable) {
  unsigned slot = slotOf(variable);
  if (isLazy_[slot] && !lazy_[slot].chosen)
    choose(slot, drawAvoiding(slot));
  const Value &value = inOld_ ? entryValues_[slot] : values_[slot];
  if (value.unknown)
    throw CannotEvaluate{};
  return value;
}

Value Interpreter::drawAvoiding(unsigned slot) {
  for (;;) {
    Value v = draw(types_[slot]);
    if (!lazy_[slot].excluded.count(v.bits))
      return v;
  }
}

void Interpreter::choose(unsigned slot, Value v) {
  anyChosen_ = true;
  lazy_[slot].chosen = true;
  values_[slot] = v;
  if (entryValues_.size() > slot)
    entryValues_[slot] = v;
}

bool Interpreter::decideEquality(unsigned slot, const Value &other) {
  uint64_t bits = scalarBits(other);
  if (lazy_[slot].excluded.count(bits))
    return false;
  bool now = anyChosen_ ? coin(0.9) : comparisonsBeforeChoice_-- == 0;
  if (now) {
    choose(slot, other);
    return true;
  }
  lazy_[slot].excluded.insert(bits);
  return false;
}

std::optional<unsigned> Interpreter::unchosenConstant(const Expr &e) {
  if (e.kind != Expr::Kind::Var || inOld_)
    return std::nullopt;
  unsigned slot = slotOf(e);
  if (!isLazy_[slot] || lazy_[slot].chosen)
    return std::nullopt;
  return slot;
}

bool Interpreter::equality(const Expr &a, const Expr &b) {
  auto left = unchosenConstant(a), right = unchosenConstant(b);
  if (left && !right)
    return decideEquality(*left, eval(b));
  if (right && !left)
    return decideEquality(*right, eval(a));
  return sameValue(eval(a), eval(b));
}

Value Interpreter::eval(const Expr &e) {
  if (--nodesLeft_ == 0)
    throw CannotEvaluate{};
  switch (e.kind) {
  case Expr::Kind::BoolLit: return Value::boolean(e.boolValue);
  case Expr::Kind::IntLit:
    if (e.text.size() > 17)
      throw CannotEvaluate{};
    return Value::integer(std::stoll(e.text));
  case Expr::Kind::BvLit:
    if (e.type.width() > 64 || e.text.empty() || e.text.size() > 20)
      throw CannotEvaluate{};
    return Value::bv(std::stoull(e.text), e.type.width());
  case Expr::Kind::Var: return readVariable(e);
  case Expr::Kind::Old: {
    bool wasOld = inOld_;
    inOld_ = true;
    Value v = eval(*e.operands[0]);
    inOld_ = wasOld;
    return v;
  }
  case Expr::Kind::Unary: {
    Value v = eval(*e.operands[0]);
    if (e.unaryOp == UnaryOp::Not)
      return Value::boolean(!v.truth());
    return Value::integer(-v.asInt());
  }
  case Expr::Kind::Binary: return binary(e);
  case Expr::Kind::Ite: return eval(*e.operands[eval(*e.operands[0]).truth() ? 1 : 2]);
  case Expr::Kind::FunctionApp: return apply(e);
  case Expr::Kind::BvBinary:
  case Expr::Kind::BvCompare:
  case Expr::Kind::BvExtend: {
    std::vector<Value> args;
    for (const ExprPtr &operand : e.operands)
      args.push_back(eval(*operand));
    return bitVectorOperation(e, args);
  }
  case Expr::Kind::Select: {
    Value map = eval(*e.operands[0]);
    if (!map.isMap())
      throw CannotEvaluate{};
    Key key;
    for (size_t i = 1; i < e.operands.size(); ++i)
      key.push_back(scalarBits(eval(*e.operands[i])));
    Value element = elementOf(*map.map, key);
    if (element.unknown)
      throw CannotEvaluate{};
    return element;
  }
  case Expr::Kind::Store: {
    Value map = eval(*e.operands[0]);
    if (!map.isMap())
      throw CannotEvaluate{};
    Key key;
    for (size_t i = 1; i + 1 < e.operands.size(); ++i)
      key.push_back(scalarBits(eval(*e.operands[i])));
    Value element = eval(*e.operands.back());
    map.map = std::make_shared<MapValue>(*map.map);
    map.map->elements[key] = std::move(element);
    return map;
  }
  case Expr::Kind::Extract: {
    Value v = eval(*e.operands[0]);
    unsigned width = e.hi - e.lo;
    return Value::bv(e.lo >= 64 ? 0 : scalarBits(v) >> e.lo, width);
  }
  case Expr::Kind::Forall:
  case Expr::Kind::Exists: break;
  }
  throw CannotEvaluate{};
}

bool Interpreter::conjunction(const Expr &e) {
  std::vector<const Expr *> conjuncts, deferred;
  flattenAnd(e, conjuncts);
  for (const Expr *c : conjuncts) {
    if (mentionsLazy(*c))
      deferred.push_back(c);
    else if (!eval(*c).truth())
      return false;
  }
  for (const Expr *c : deferred)
    if (!eval(*c).truth())
      return false;
  return true;
}

void Interpreter::flattenAnd(const Expr &e, std::vector<const Expr *> &out) {
  if (e.kind == Expr::Kind::Binary && e.binaryOp == BinaryOp::And) {
    flattenAnd(*e.operands[0], out);
    flattenAnd(*e.operands[1], out);
  } else {
    out.push_back(&e);
  }
}

bool Interpreter::mentionsLazy(const Expr &e) {
  auto known = mentionsLazy_.find(&e);
  if (known != mentionsLazy_.end())
    return known->second;
  bool mentions = false;
  if (e.kind == Expr::Kind::Var) {
    auto found = slotByName_.find(e.text);
    mentions = found != slotByName_.end() && isLazy_[found->second];
  }
  for (const ExprPtr &o : e.operands)
    mentions = mentionsLazy(*o) || mentions;
  mentionsLazy_.emplace(&e, mentions);
  return mentions;
}

Value Interpreter::binary(const Expr &e) {
  const Expr &a = *e.operands[0], &b = *e.operands[1];
  switch (e.binaryOp) {
  case BinaryOp::And: return Value::boolean(conjunction(e));
  case BinaryOp::Or: return Value::boolean(eval(a).truth() || eval(b).truth());
  case BinaryOp::Implies: return Value::boolean(!eval(a).truth() || eval(b).truth());
  case BinaryOp::Iff: return Value::boolean(eval(a).truth() == eval(b).truth());
  case BinaryOp::Eq: return Value::boolean(equality(a, b));
  case BinaryOp::Neq: return Value::boolean(!equality(a, b));
  case BinaryOp::Concat: {
    unsigned low = b.type.width(), width = e.type.width();
    if (width > 64)
      throw CannotEvaluate{};
    uint64_t hi = scalarBits(eval(a)), lo = scalarBits(eval(b));
    return Value::bv(low >= 64 ? lo : (hi << low) | lo, width);
  }
  default: break;
  }
  int64_t x = eval(a).asInt(), y = eval(b).asInt();
  switch (e.binaryOp) {
  case BinaryOp::Lt: return Value::boolean(x < y);
  case BinaryOp::Le: return Value::boolean(x <= y);
  case BinaryOp::Gt: return Value::boolean(x > y);
  case BinaryOp::Ge: return Value::boolean(x >= y);
  case BinaryOp::Add: return Value::integer(x + y);
  case BinaryOp::Sub: return Value::integer(x - y);
  case BinaryOp::Mul: return Value::integer(x * y);
  case BinaryOp::Div:
  case BinaryOp::Mod: {
    if (y == 0)
      throw CannotEvaluate{}; // unspecified in Boogie
    // Euclidean, as SMT-LIB's div and mod: 0 <= mod < |y|.
    int64_t q = x / y, r = x % y;
    if (r < 0) {
      r += y > 0 ? y : -y;
      q += y > 0 ? -1 : 1;
    }
    return Value::integer(e.binaryOp == BinaryOp::Div ? q : r);
  }
  default: throw CannotEvaluate{};
  }
}

Value Interpreter::apply(const Expr &e) {
  auto found = functions_.find(e.text);
  if (found == functions_.end() || found->second.hasBody)
    throw CannotEvaluate{};
  std::vector<Value> args;
  for (const ExprPtr &operand : e.operands)
    args.push_back(eval(*operand));
  if (found->second.builtin.empty())
    return uninterpreted(e, args);
  return builtin(found->second.builtin, e, args);
}

Value Interpreter::builtin(const std::string &name, const Expr &e, const std::vector<Value> &args) {
  if (std::optional<BvOp> op = bvOpOfSmtName(name))
    return bitVectorOperation(e, args, *op);
  if (std::optional<BvCmp> cmp = bvCmpOfSmtName(name))
    return bitVectorOperation(e, args, std::nullopt, *cmp);
  throw CannotEvaluate{};
}

Value Interpreter::uninterpreted(const Expr &e, const std::vector<Value> &args) {
  Key key;
  for (const Value &a : args)
    key.push_back(scalarBits(a));
  auto &table = functionValues_[e.text];
  auto found = table.find(key);
  if (found != table.end())
    return found->second;
  return table.emplace(key, draw(e.type)).first->second;
}

Value Interpreter::bitVectorOperation(const Expr &e, const std::vector<Value> &args, std::optional<BvOp> op,
                                      std::optional<BvCmp> cmp) {
  if (e.kind == Expr::Kind::BvBinary)
    op = e.bvOp;
  else if (e.kind == Expr::Kind::BvCompare)
    cmp = e.bvCmp;
  if (args.empty() || args[0].isMap())
    throw CannotEvaluate{};
  unsigned w = e.operands[0]->type.width();
  if (w == 0 || w > 64 || (e.type.isBv() && e.type.width() > 64))
    throw CannotEvaluate{};
  if (e.kind == Expr::Kind::BvExtend)
    return Value::bv(extend(e.signedExtension, args[0].bits, w, e.type.width()), e.type.width());
  if (args.size() != 2 || args[1].isMap())
    throw CannotEvaluate{};
  if (op && e.type.isBv() && e.type.width() == w)
    return Value::bv(boogie::evaluate(*op, args[0].bits, args[1].bits, w), w);
  if (cmp && e.type.isBool())
    return Value::boolean(boogie::evaluate(*cmp, args[0].bits, args[1].bits, w));
  throw CannotEvaluate{};
}

} // namespace gv::houdini::concrete
