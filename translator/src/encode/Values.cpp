#include "encode/Values.h"
#include "gpuverify/Naming.h"

#include "ConstantBits.h"
#include "SourceLocations.h"
#include "encode/Builtins.h"
#include "gpuverify/Intrinsics.h"

#include "llvm/ADT/StringExtras.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/GetElementPtrTypeIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Operator.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>

namespace gv {

using namespace boogie;
using boogie::BvCmp;
using boogie::BvOp;
using prelude::FpCmp;
using prelude::FpConversion;
using prelude::FpOp;

namespace {

bool isPowerOfTwo(uint64_t x) { return x && !(x & (x - 1)); }

unsigned log2(uint64_t x) {
  unsigned n = 0;
  while (x > 1) {
    x >>= 1;
    ++n;
  }
  return n;
}

// Pure intrinsics evaluated wherever they are used.
bool isPureIntrinsic(Intrinsic i) {
  switch (i) {
  case Intrinsic::LocalId:
  case Intrinsic::GroupId:
  case Intrinsic::LocalSize:
  case Intrinsic::NumGroups:
  case Intrinsic::GlobalOffset:
  case Intrinsic::WorkDim:
  case Intrinsic::WarpSize:
  case Intrinsic::TextureHandle:
  case Intrinsic::AbstractOperator: return true;
  default: return isAnnotation(i);
  }
}

std::string valueName(const llvm::Value &v) {
  if (v.hasName())
    return v.getName().str();
  if (llvm::isa<llvm::LoadInst>(v))
    return "load";
  return "v";
}

} // namespace

bool isScalarLibraryCall(const llvm::Instruction &inst) {
  auto *call = llvm::dyn_cast<llvm::CallInst>(&inst);
  if (!call || !call->getCalledFunction() || !call->getCalledFunction()->isDeclaration() ||
      intrinsicOf(inst) != Intrinsic::None || call->getType()->isVoidTy() || call->getType()->isPointerTy())
    return false;
  return std::none_of(call->arg_begin(), call->arg_end(),
                      [](const llvm::Use &arg) { return arg->getType()->isPointerTy(); });
}

ValueEncoder::AnnotationScope ValueEncoder::AnnotationScope::atHeadOf(const llvm::Loop &loop) {
  AnnotationScope scope;
  scope.expandBlocks.insert(loop.block_begin(), loop.block_end());
  scope.keepUnexpandable = true;
  return scope;
}

ValueEncoder::ValueEncoder(KernelContext &ctx) : ctx_(ctx), bits_(ctx.model.options.pointerBits) {}

void ValueEncoder::unsupported(const llvm::Instruction &inst, const std::string &what) const {
  throw TranslationError(what + " is not supported yet", sourceChain(inst));
}

Type ValueEncoder::typeOf(const llvm::Type *t) const {
  if (t->isIntegerTy(1))
    return Type::boolean();
  if (t->isIntegerTy())
    return Type::bv(t->getIntegerBitWidth());
  if (t->isHalfTy() || t->isBFloatTy())
    return Type::bv(16);
  if (t->isFloatTy())
    return Type::bv(32);
  if (t->isDoubleTy())
    return Type::bv(64);
  if (t->isPointerTy())
    return Type::bv(bits_);
  if (auto *v = llvm::dyn_cast<llvm::FixedVectorType>(t)) {
    if (v->getElementType()->isPointerTy())
      throw TranslationError("vectors of pointers are not supported yet");
    return Type::bv(v->getNumElements() * laneBits(v->getElementType()));
  }
  // Images and samplers are opaque handles.
  if (llvm::isa<llvm::TargetExtType>(t))
    return Type::bv(bits_);
  if (t->isStructTy() || t->isArrayTy())
    return Type::bv(
        static_cast<unsigned>(ctx_.model.memory->layout().getTypeAllocSizeInBits(const_cast<llvm::Type *>(t))));
  throw TranslationError("values of this type are not supported yet");
}

bool ValueEncoder::isUniform(const llvm::Value *v) const { return ctx_.model.divergence->isUniform(v); }

bool ValueEncoder::isFolded(const llvm::Instruction &inst) const {
  if (inst.getType()->isVoidTy() || llvm::isa<llvm::PHINode>(inst))
    return false;
  if (llvm::isa<llvm::GetElementPtrInst>(inst))
    return true;
  if (llvm::isa<llvm::IntToPtrInst>(inst))
    return false; // a variable, like a loaded pointer
  if (llvm::isa<llvm::CastInst>(inst) && inst.getType()->isPointerTy())
    return true;
  Intrinsic i = intrinsicOf(inst);
  // (+) is an operation like +: inline where it is used once.
  bool operation = i == Intrinsic::AbstractOperator;
  if (i != Intrinsic::None && isPureIntrinsic(i) && !operation)
    return true;
  if ((llvm::isa<llvm::CallBase>(inst) && !operation) || llvm::isa<llvm::LoadInst>(inst) ||
      (llvm::isa<llvm::SelectInst>(inst) && inst.getType()->isPointerTy()))
    return false;
  // Vectors are built lane by lane; inlining a chain of insertions would
  // repeat each step in every lane that follows.
  if (inst.getType()->isVectorTy() || inst.getType()->isAggregateType())
    return false;
  // A computation used once, right here, reads best inline.
  if (!inst.hasOneUse())
    return false;
  auto *user = llvm::cast<llvm::Instruction>(*inst.user_begin());
  if (auto *phi = llvm::dyn_cast<llvm::PHINode>(user)) {
    for (unsigned k = 0; k < phi->getNumIncomingValues(); ++k)
      if (phi->getIncomingValue(k) == &inst && phi->getIncomingBlock(k) != inst.getParent())
        return false;
    return true;
  }
  return user->getParent() == inst.getParent();
}

ExprPtr ValueEncoder::variable(const llvm::Instruction &inst, unsigned t) {
  unsigned copy = isUniform(&inst) ? 0 : t;
  auto key = std::make_pair(static_cast<const llvm::Value *>(&inst), copy);
  auto it = variables_.find(key);
  if (it != variables_.end())
    return it->second;
  Type type = typeOf(inst.getType());
  std::optional<std::string> source = sourceVariableName(inst);
  if (copy == 0) {
    ExprPtr v = ctx_.newLocal(valueName(inst), type);
    if (source)
      ctx_.builder.nameInSource(v->text, *source);
    variables_[key] = v;
    return v;
  }
  std::string base = ctx_.reserveName(valueName(inst));
  for (unsigned k = 1; k <= 2; ++k) {
    variables_[{&inst, k}] = ctx_.declareLocal(naming::perThread(base, k), type);
    if (source)
      ctx_.builder.nameInSource(naming::perThread(base, k), *source, k, type.isBool());
  }
  return variables_[key];
}

ExprPtr ValueEncoder::undefValue(const llvm::Value *v, unsigned t) {
  auto key = std::make_pair(v, t);
  auto it = undefs_.find(key);
  if (it != undefs_.end())
    return it->second;
  return undefs_[key] = ctx_.newLocal(naming::perThread("undef", t), typeOf(v->getType()));
}

ExprPtr ValueEncoder::argumentVariable(const llvm::Argument &arg) const {
  auto it = names_.find(&arg);
  if (it == names_.end())
    throw std::logic_error("kernel argument without a Boogie name");
  return var(it->second, typeOf(arg.getType()));
}

ExprPtr ValueEncoder::value(const llvm::Value *v, unsigned t) {
  if (auto *arg = llvm::dyn_cast<llvm::Argument>(v)) {
    if (arg->getType()->isPointerTy())
      return byteOffset(pointer(v, t).offset);
    return argumentVariable(*arg);
  }
  if (auto *c = llvm::dyn_cast<llvm::Constant>(v))
    return constant(c, t);
  auto *inst = llvm::dyn_cast<llvm::Instruction>(v);
  if (!inst)
    throw TranslationError("unsupported value");
  if (inst->getType()->isPointerTy() && !holdsPointerInVariables(*inst))
    return byteOffset(pointer(v, t).offset);
  if (annotationScope_) {
    if (llvm::isa<llvm::LoadInst>(inst) && ctx_.model.annotationOnly.count(inst) && annotationRead_)
      return annotationRead_(*inst, t);
    if (ExprPtr expanded = expansion(*inst, t))
      return expanded;
  }
  if (isFolded(*inst))
    return compute(*inst, t);
  if (ExprPtr known = knownConstant(*inst))
    return known;
  return variable(*inst, t);
}

// The literal an integer operation on constants computes (on the launch
// geometry, say blockDim.x * gridDim.x): used as such rather than through
// its variable, so that a loop counter stepped by it has a known step.
ExprPtr ValueEncoder::knownConstant(const llvm::Instruction &inst) {
  auto known = constants_.find(&inst);
  if (known != constants_.end())
    return known->second;
  ExprPtr literal;
  // A library built-in (CUDA's __umul24(blockDim.x, gridDim.x)) is a
  // literal from literals if it has an exact model.
  bool arithmetic = llvm::isa<llvm::BinaryOperator>(inst) || isScalarLibraryCall(inst) ||
                    (llvm::isa<llvm::CastInst>(inst) && inst.getType()->isIntegerTy() &&
                     inst.getOperand(0)->getType()->isIntegerTy());
  if (arithmetic && inst.getType()->isIntegerTy() && isUniform(&inst)) {
    ExprPtr e = compute(inst, 1);
    if (e->kind == Expr::Kind::BvLit || e->kind == Expr::Kind::BoolLit)
      literal = e;
  }
  return constants_[&inst] = literal;
}

// Null if the annotation scope leaves `inst` to its variable.
ExprPtr ValueEncoder::expansion(const llvm::Instruction &inst, unsigned t) {
  auto key = std::make_pair(static_cast<const llvm::Value *>(&inst), t);
  auto known = expansions_.find(key);
  if (known != expansions_.end())
    return known->second;
  ExprPtr expanded;
  if (annotationScope_->expandEverywhere || (annotationScope_->instantiable && !isUniform(&inst))) {
    if (auto *phi = llvm::dyn_cast<llvm::PHINode>(&inst))
      expanded = conditionalChoice(*phi, t);
    if (!expanded) {
      Intrinsic kind = intrinsicOf(inst);
      bool pure = kind != Intrinsic::None ? isPureIntrinsic(kind) : !inst.mayHaveSideEffects();
      if (llvm::isa<llvm::PHINode>(inst) || llvm::isa<llvm::LoadInst>(inst) || !pure)
        throw TranslationError(annotationScope_->expandEverywhere
                                   ? "a function-wide invariant may only use constants and the kernel's "
                                     "read-only arguments"
                                   : "this expression is not valid as part of a barrier invariant: it cannot "
                                     "be instantiated by arbitrary threads",
                               sourceChain(inst));
      expanded = compute(inst, t);
    }
  } else if (annotationScope_->expandBlocks.count(inst.getParent()) &&
             (!inst.mayHaveSideEffects() || isScalarLibraryCall(inst)) &&
             !(annotationScope_->keepUnexpandable && llvm::isa<llvm::LoadInst>(inst))) {
    // A phi of the header is the loop's own value; one after it chooses
    // between the values of a condition in the invariants.
    if (!llvm::isa<llvm::PHINode>(inst))
      expanded = compute(inst, t);
    else if (!ctx_.model.loops.isLoopHeader(inst.getParent()))
      expanded = conditionalChoice(llvm::cast<llvm::PHINode>(inst), t);
  }
  if (expanded)
    expansions_[key] = expanded;
  return expanded;
}

// A phi closing the branches of a C condition (`c ? x : y`, and chains of
// `&&` and `||`, which clang compiles to branches) as the decision tree of
// those branches, from the phi's immediate dominator to the phi: a chain of
// n conditions gives n nested if-then-elses. Null for a phi outside such an
// acyclic region (a loop head).
ExprPtr ValueEncoder::conditionalChoice(const llvm::PHINode &phi, unsigned t) { return walkCondition(phi, t, nullptr); }

std::optional<std::vector<ValueEncoder::ConditionalOperand>> ValueEncoder::conditionalOperands(const llvm::PHINode &phi,
                                                                                               unsigned t) {
  std::vector<ConditionalOperand> operands;
  if (!walkCondition(phi, t, &operands))
    return std::nullopt;
  return operands;
}

ExprPtr ValueEncoder::walkCondition(const llvm::PHINode &phi, unsigned t, std::vector<ConditionalOperand> *operands) {
  const llvm::DomTreeNode *joinNode = ctx_.model.dominators.getNode(phi.getParent());
  if (!joinNode || !joinNode->getIDom())
    return nullptr;
  ConditionWalk walk{phi, t, operands, {}, {}};
  ExprPtr chosen = choiceFrom(walk, joinNode->getIDom()->getBlock(), boolLit(true));
  // Every edge into the phi must be on the way from the fork (a loop's
  // back edge is not).
  for (const llvm::BasicBlock *incoming : phi.blocks())
    if (!walk.arrivals.count(incoming))
      return nullptr;
  return chosen;
}

// The value the phi takes when control leaves `block` (reached under
// `guard`) towards it.
ExprPtr ValueEncoder::choiceFrom(ConditionWalk &walk, const llvm::BasicBlock *block, const ExprPtr &guard) {
  const llvm::BasicBlock *fork = walk.path.empty() ? block : walk.path.front();
  if (std::find(walk.path.begin(), walk.path.end(), block) != walk.path.end() ||
      !ctx_.model.dominators.dominates(fork, block))
    return nullptr; // a loop, or a path from outside the region
  auto *branch = llvm::dyn_cast<llvm::BranchInst>(block->getTerminator());
  if (!branch)
    return nullptr;
  walk.path.push_back(block);
  auto towards = [&](const llvm::BasicBlock *next, const ExprPtr &taken) -> ExprPtr {
    if (next != walk.phi.getParent())
      return choiceFrom(walk, next, taken);
    const llvm::Value *incoming = walk.phi.getIncomingValueForBlock(block);
    walk.arrivals.insert(block);
    if (walk.operands)
      walk.operands->push_back({incoming, taken, true});
    return value(incoming, walk.thread);
  };
  ExprPtr chosen;
  if (!branch->isConditional() || branch->getSuccessor(0) == branch->getSuccessor(1)) {
    chosen = towards(branch->getSuccessor(0), guard);
  } else {
    ExprPtr c = truth(branch->getCondition(), walk.thread);
    if (walk.operands)
      walk.operands->push_back({branch->getCondition(), guard, false});
    ExprPtr whenTrue = towards(branch->getSuccessor(0), andE(guard, c));
    ExprPtr whenFalse = whenTrue ? towards(branch->getSuccessor(1), andE(guard, notE(c))) : nullptr;
    chosen = whenTrue && whenFalse ? ite(c, whenTrue, whenFalse) : nullptr;
  }
  walk.path.pop_back();
  return chosen;
}

ExprPtr ValueEncoder::truth(const llvm::Value *v, unsigned t) {
  ExprPtr e = value(v, t);
  if (e->type.isBool())
    return e;
  // ite(c, 1, 0) != 0 is c.
  if (e->kind == Expr::Kind::Ite && e->operands[1]->kind == Expr::Kind::BvLit &&
      e->operands[2]->kind == Expr::Kind::BvLit && e->operands[2]->text == "0" && e->operands[1]->text != "0")
    return e->operands[0];
  return neq(e, bvLit(0, e->type.width()));
}

ExprPtr ValueEncoder::fromBool(const ExprPtr &b, unsigned width) { return ite(b, bvLit(1, width), bvLit(0, width)); }

ExprPtr ValueEncoder::resize(const ExprPtr &e, unsigned width, bool isSigned) {
  unsigned from = e->type.width();
  if (from == width)
    return e;
  if (from > width)
    return ctx_.prelude.lowBits(e, width);
  return isSigned ? ctx_.prelude.signExtend(e, width) : ctx_.prelude.zeroExtend(e, width);
}

ExprPtr ValueEncoder::constant(const llvm::Constant *c, unsigned t) {
  if (auto *ci = llvm::dyn_cast<llvm::ConstantInt>(c)) {
    if (ci->getBitWidth() == 1)
      return boolLit(!ci->isZero());
    if (ci->getBitWidth() <= 64)
      return bvLit(ci->getZExtValue(), ci->getBitWidth());
    return bvLitDecimal(llvm::toString(ci->getValue(), 10, false), ci->getBitWidth());
  }
  if (auto *cf = llvm::dyn_cast<llvm::ConstantFP>(c)) {
    llvm::APInt bits = cf->getValueAPF().bitcastToAPInt();
    return bvLit(bits.getZExtValue(), bits.getBitWidth());
  }
  if (llvm::isa<llvm::UndefValue>(c))
    return undefValue(c, t);
  if (auto *ce = llvm::dyn_cast<llvm::ConstantExpr>(c); ce && ce->getOpcode() == llvm::Instruction::PtrToInt)
    return resize(address(ce->getOperand(0), t), typeOf(c->getType()).width(), false);
  if (c->getType()->isPointerTy())
    return byteOffset(pointer(c, t).offset);
  if (c->getType()->isVectorTy() || c->getType()->isAggregateType()) {
    Type type = typeOf(c->getType());
    auto *vt = llvm::dyn_cast<llvm::FixedVectorType>(c->getType());
    bool lanesKnown = vt != nullptr;
    for (unsigned i = 0; lanesKnown && i < vt->getNumElements(); ++i)
      lanesKnown = c->getAggregateElement(i) != nullptr;
    if (lanesKnown) {
      // Lanes one after the other (i1 lanes are single bits here).
      std::vector<ExprPtr> lanes;
      for (unsigned i = 0; i < vt->getNumElements(); ++i)
        lanes.push_back(constant(c->getAggregateElement(i), t));
      return fromLanes(lanes);
    }
    if (std::optional<llvm::APInt> bits = constantBits(c, ctx_.model.memory->layout());
        bits && bits->getBitWidth() == type.width())
      return bvLitDecimal(llvm::toString(*bits, 10, false), type.width());
    if (c->getType()->isAggregateType())
      return aggregateConstant(c, t);
  }
  std::string text;
  llvm::raw_string_ostream out(text);
  c->print(out);
  throw TranslationError("unsupported constant: " + out.str());
}

// A struct or array constant with parts that are not plain numbers (a
// function's address, say): the parts at their offsets, padding zero.
ExprPtr ValueEncoder::aggregateConstant(const llvm::Constant *c, unsigned t) {
  const llvm::DataLayout &layout = ctx_.model.memory->layout();
  auto *structType = llvm::dyn_cast<llvm::StructType>(c->getType());
  auto *arrayType = llvm::dyn_cast<llvm::ArrayType>(c->getType());
  uint64_t count = structType ? structType->getNumElements() : arrayType->getNumElements();
  ExprPtr bits;
  unsigned filled = 0;
  auto append = [&](const ExprPtr &part) {
    bits = bits ? concat(part, bits) : part;
    filled += part->type.width();
  };
  auto padTo = [&](uint64_t offset) {
    if (offset > filled)
      append(bvLit(0, static_cast<unsigned>(offset - filled)));
  };
  for (uint64_t i = 0; i < count; ++i) {
    uint64_t offset = structType ? layout.getStructLayout(structType)->getElementOffsetInBits(static_cast<unsigned>(i))
                                 : i * layout.getTypeAllocSizeInBits(arrayType->getElementType());
    padTo(offset);
    ExprPtr part = constant(c->getAggregateElement(static_cast<unsigned>(i)), t);
    append(part->type.isBool() ? fromBool(part, 8) : part);
  }
  padTo(typeOf(c->getType()).width());
  return bits;
}

ExprPtr arrayId(int array) { return intLit(array + 1); }

ExprPtr functionSpaceId() { return intLit(-1); }

bool holdsPointerInVariables(const llvm::Instruction &inst) {
  return llvm::isa<llvm::PHINode>(inst) || llvm::isa<llvm::SelectInst>(inst) || llvm::isa<llvm::CallBase>(inst) ||
         llvm::isa<llvm::LoadInst>(inst) || llvm::isa<llvm::IntToPtrInst>(inst);
}

// Where an array (or null, base 0) starts in the address space: unknown,
// so that integers made from pointers into different arrays may compare
// either way.
ExprPtr ValueEncoder::baseAddress(const ExprPtr &base) {
  return ctx_.prelude.uninterpreted(naming::baseAddress, {base}, Type::bv(pointerBits()));
}

ExprPtr baseOf(const PointerValue &p) { return p.base ? p.base : arrayId(p.array); }

// Where the array starts plus the offset into it; a function's address
// has no array's start to add: it is the offset.
ExprPtr ValueEncoder::address(const llvm::Value *pointer, unsigned t) {
  PointerValue p = this->pointer(pointer, t);
  ExprPtr base = baseOf(p);
  ExprPtr inArray = ctx_.prelude.bvBinary(BvOp::Add, baseAddress(base), byteOffset(p.offset));
  if (!ctx_.model.memory->pointsTo(pointer).function)
    return inArray;
  return ite(eq(base, functionSpaceId()), byteOffset(p.offset), inArray);
}

PointerValue ValueEncoder::functionPointer(const llvm::Function &f) {
  PointerValue p{-1, functionSpaceId(), {}};
  p.offset.terms.push_back({ctx_.builder.functionAddress(&f, sourceFunctionName(f), bits_), 1});
  return p;
}

PointerValue ValueEncoder::functionPointerOfBits(const ExprPtr &bits) {
  PointerValue p{-1, ite(eq(bits, bvLit(0, bits_)), intLit(0), functionSpaceId()), {}};
  p.offset.terms.push_back({bits, 1});
  return p;
}

ExprPtr ValueEncoder::baseVariable(const llvm::Instruction &inst, unsigned t) {
  if (!inst.getType()->isPointerTy() || ctx_.model.memory->isFunctionPointer(&inst))
    return nullptr; // a function pointer's base follows from its bits
  const PointsTo &targets = ctx_.model.memory->pointsTo(&inst);
  if (targets.isSingleArray())
    return nullptr;
  unsigned copy = isUniform(&inst) ? 0 : t;
  auto key = std::make_pair(static_cast<const llvm::Value *>(&inst), copy);
  auto it = bases_.find(key);
  if (it != bases_.end())
    return it->second;
  std::string name = valueName(inst) + ".base";
  if (copy == 0)
    return bases_[key] = ctx_.newLocal(name, Type::integer());
  std::string family = ctx_.reserveName(name);
  for (unsigned k = 1; k <= 2; ++k)
    bases_[{&inst, k}] = ctx_.declareLocal(naming::perThread(family, k), Type::integer());
  return bases_[key];
}

PointerValue ValueEncoder::pointer(const llvm::Value *p, unsigned t) {
  const MemoryModel &memory = *ctx_.model.memory;
  const PointsTo &targets = memory.pointsTo(p);
  if (!targets.unknown.empty())
    throw TranslationError(targets.unknown);
  int single = memory.singleArray(p);
  if (auto *f = llvm::dyn_cast<llvm::Function>(p))
    return functionPointer(*f);
  if (memory.isFunctionPointer(p)) {
    if (auto *arg = llvm::dyn_cast<llvm::Argument>(p))
      return functionPointerOfBits(argumentVariable(*arg));
    return functionPointerOfBits(variable(llvm::cast<llvm::Instruction>(*p), t));
  }
  if (auto *inst = llvm::dyn_cast<llvm::Instruction>(p); inst && holdsPointerInVariables(*inst)) {
    PointerValue v{single, baseVariable(*inst, t), {}};
    v.offset.terms.push_back({variable(*inst, t), 1});
    return v;
  }
  if (auto *gep = llvm::dyn_cast<llvm::GEPOperator>(p)) {
    PointerValue v = pointer(gep->getPointerOperand(), t);
    const llvm::DataLayout &layout = memory.layout();
    llvm::gep_type_iterator type = llvm::gep_type_begin(gep);
    for (auto index = gep->idx_begin(); index != gep->idx_end(); ++index, ++type) {
      if (llvm::StructType *st = type.getStructTypeOrNull()) {
        unsigned field = static_cast<unsigned>(llvm::cast<llvm::ConstantInt>(*index)->getZExtValue());
        v.offset.constant += static_cast<int64_t>(layout.getStructLayout(st)->getElementOffset(field));
        continue;
      }
      int64_t stride = static_cast<int64_t>(type.getSequentialElementStride(layout));
      if (auto *ci = llvm::dyn_cast<llvm::ConstantInt>(*index)) {
        v.offset.constant += ci->getSExtValue() * stride;
        continue;
      }
      ExprPtr i = resize(value(*index, t), bits_, true);
      v.offset.terms.push_back({i, stride});
    }
    return v;
  }
  if (auto *op = llvm::dyn_cast<llvm::Operator>(p);
      op && (op->getOpcode() == llvm::Instruction::BitCast || op->getOpcode() == llvm::Instruction::AddrSpaceCast))
    return pointer(op->getOperand(0), t);
  if (auto *extract = llvm::dyn_cast<llvm::ExtractValueInst>(p))
    return pointer(pointerFieldSource(*extract), t); // the memory model found it
  if (single >= 0)
    return PointerValue{single, nullptr, {}}; // an array's base
  // Null (or an undefined pointer, which must not be used either).
  return PointerValue{-1, intLit(0), {}};
}

ExprPtr ValueEncoder::byteOffset(const ByteOffset &o) {
  auto &p = ctx_.prelude;
  ExprPtr sum;
  for (const auto &[term, scale] : o.terms) {
    ExprPtr scaled = scale == 1 ? term : p.bvBinary(BvOp::Mul, term, bvLit(static_cast<uint64_t>(scale), bits_));
    sum = sum ? p.bvBinary(BvOp::Add, sum, scaled) : scaled;
  }
  if (!sum)
    return bvLit(static_cast<uint64_t>(o.constant), bits_);
  if (o.constant)
    sum = p.bvBinary(BvOp::Add, sum, bvLit(static_cast<uint64_t>(o.constant), bits_));
  return sum;
}

ExprPtr ValueEncoder::elementIndex(const PointerValue &ptr, unsigned elementBytes) {
  int64_t e = elementBytes;
  bool exact = ptr.offset.constant % e == 0;
  for (const auto &term : ptr.offset.terms)
    exact = exact && term.second % e == 0;
  if (exact) {
    ByteOffset scaled;
    scaled.constant = ptr.offset.constant / e;
    for (const auto &[term, scale] : ptr.offset.terms)
      scaled.terms.push_back({term, scale / e});
    return byteOffset(scaled);
  }
  // The memory model chose the element width so that the offset is a
  // multiple of it: the division is exact.
  ExprPtr bytes = byteOffset(ptr.offset);
  auto &p = ctx_.prelude;
  if (isPowerOfTwo(static_cast<uint64_t>(e)))
    return p.bvBinary(BvOp::LShr, bytes, bvLit(log2(static_cast<uint64_t>(e)), bits_));
  return p.bvBinary(BvOp::UDiv, bytes, bvLit(static_cast<uint64_t>(e), bits_));
}

ExprPtr ValueEncoder::compute(const llvm::Instruction &inst, unsigned t) {
  switch (inst.getOpcode()) {
  case llvm::Instruction::Add:
  case llvm::Instruction::Sub:
  case llvm::Instruction::Mul:
  case llvm::Instruction::UDiv:
  case llvm::Instruction::SDiv:
  case llvm::Instruction::URem:
  case llvm::Instruction::SRem:
  case llvm::Instruction::Shl:
  case llvm::Instruction::LShr:
  case llvm::Instruction::AShr:
  case llvm::Instruction::And:
  case llvm::Instruction::Or:
  case llvm::Instruction::Xor:
  case llvm::Instruction::FAdd:
  case llvm::Instruction::FSub:
  case llvm::Instruction::FMul:
  case llvm::Instruction::FDiv:
  case llvm::Instruction::FRem:
    return lanewise(inst, t, [&](const std::vector<ExprPtr> &ops, const llvm::Type *) {
      return applyBinary(inst, ops[0], ops[1]);
    });
  case llvm::Instruction::FNeg:
    return lanewise(inst, t, [&](const std::vector<ExprPtr> &ops, const llvm::Type *) {
      unsigned w = ops[0]->type.width();
      return ctx_.prelude.bvBinary(BvOp::Xor, ops[0],
                                   bvLitDecimal(llvm::toString(llvm::APInt::getSignMask(w), 10, false), w));
    });
  case llvm::Instruction::ICmp:
  case llvm::Instruction::FCmp:
    if (inst.getOperand(0)->getType()->isPointerTy())
      return comparePointers(inst, t);
    return lanewise(inst, t, [&](const std::vector<ExprPtr> &ops, const llvm::Type *) {
      return applyCompare(inst, ops[0], ops[1]);
    });
  case llvm::Instruction::Trunc:
  case llvm::Instruction::ZExt:
  case llvm::Instruction::SExt:
  case llvm::Instruction::FPToUI:
  case llvm::Instruction::FPToSI:
  case llvm::Instruction::UIToFP:
  case llvm::Instruction::SIToFP:
  case llvm::Instruction::FPTrunc:
  case llvm::Instruction::FPExt:
    return lanewise(inst, t,
                    [&](const std::vector<ExprPtr> &ops, const llvm::Type *to) { return applyCast(inst, ops[0], to); });
  case llvm::Instruction::BitCast:
  case llvm::Instruction::AddrSpaceCast: {
    // Same bits, another type: floats, integers and vectors are all
    // bit-vectors of their width.
    ExprPtr x = value(inst.getOperand(0), t);
    Type to = typeOf(inst.getType());
    if (x->type == to)
      return x;
    if (x->type.isBool() && to.isBv() && to.width() == 1)
      return ite(x, bvLit(1, 1), bvLit(0, 1));
    if (to.isBool() && x->type.isBv() && x->type.width() == 1)
      return eq(x, bvLit(1, 1));
    unsupported(inst, "this bit cast");
  }
  case llvm::Instruction::Select: {
    auto &s = llvm::cast<llvm::SelectInst>(inst);
    if (inst.getType()->isPointerTy()) {
      PointerValue a = pointer(s.getTrueValue(), t), b = pointer(s.getFalseValue(), t);
      return ite(truth(s.getCondition(), t), byteOffset(a.offset), byteOffset(b.offset));
    }
    if (!s.getCondition()->getType()->isVectorTy())
      return ite(truth(s.getCondition(), t), value(s.getTrueValue(), t), value(s.getFalseValue(), t));
    return lanewise(inst, t,
                    [&](const std::vector<ExprPtr> &ops, const llvm::Type *) { return ite(ops[0], ops[1], ops[2]); });
  }
  case llvm::Instruction::Freeze: return value(inst.getOperand(0), t);
  case llvm::Instruction::ExtractElement: return extractElement(llvm::cast<llvm::ExtractElementInst>(inst), t);
  case llvm::Instruction::InsertElement: return insertElement(llvm::cast<llvm::InsertElementInst>(inst), t);
  case llvm::Instruction::ShuffleVector: return shuffleVector(llvm::cast<llvm::ShuffleVectorInst>(inst), t);
  case llvm::Instruction::ExtractValue: return extractValue(llvm::cast<llvm::ExtractValueInst>(inst), t);
  case llvm::Instruction::InsertValue: return insertValue(llvm::cast<llvm::InsertValueInst>(inst), t);
  case llvm::Instruction::Call: return call(llvm::cast<llvm::CallBase>(inst), t);
  case llvm::Instruction::GetElementPtr: return byteOffset(pointer(&inst, t).offset);
  case llvm::Instruction::PtrToInt:
    return resize(address(inst.getOperand(0), t), typeOf(inst.getType()).width(), false);
  case llvm::Instruction::IntToPtr: {
    ExprPtr address = resize(value(inst.getOperand(0), t), pointerBits(), false);
    if (ctx_.model.memory->isFunctionPointer(&inst))
      return address;
    // The offset from the start of the array the (arbitrary) base names.
    return ctx_.prelude.bvBinary(BvOp::Sub, address, baseAddress(baseOf(pointer(&inst, t))));
  }
  default: unsupported(inst, std::string("the instruction '") + inst.getOpcodeName() + "'");
  }
}

} // namespace gv
