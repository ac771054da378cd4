// The value encoder's vectors and aggregates: lanes and fields as slices
// of one bit-vector.
#include "encode/Values.h"

#include "ConstantBits.h"
#include "encode/Builtins.h"
#include "gpuverify/Intrinsics.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Operator.h"
#include <algorithm>

namespace gv {

using namespace boogie;
using boogie::BvCmp;
using boogie::BvOp;
using prelude::FpCmp;
using prelude::FpConversion;
using prelude::FpOp;

unsigned ValueEncoder::laneBits(const llvm::Type *scalar) const {
  return scalar->isIntegerTy(1) ? 1 : typeOf(scalar).width();
}

ExprPtr ValueEncoder::lane(const ExprPtr &vector, const llvm::Type *scalar, unsigned index) const {
  unsigned w = laneBits(scalar);
  ExprPtr bits = extract(vector, (index + 1) * w, index * w);
  return scalar->isIntegerTy(1) ? eq(bits, bvLit(1, 1)) : bits;
}

ExprPtr ValueEncoder::fromLanes(const std::vector<ExprPtr> &lanes) const {
  // Lane 0 holds the lowest bits, as it does in (little-endian) memory.
  ExprPtr v;
  for (const ExprPtr &l : lanes) {
    ExprPtr bits = l->type.isBool() ? ite(l, bvLit(1, 1), bvLit(0, 1)) : l;
    v = v ? concat(bits, v) : bits;
  }
  return v;
}

ExprPtr ValueEncoder::lanewise(const llvm::Instruction &inst, unsigned t, const LaneOp &op) {
  auto *vectorType = llvm::dyn_cast<llvm::FixedVectorType>(inst.getType());
  if (!vectorType) {
    if (llvm::isa<llvm::ScalableVectorType>(inst.getType()))
      unsupported(inst, "scalable vectors");
    std::vector<ExprPtr> ops;
    for (const llvm::Value *o : inst.operands())
      ops.push_back(value(o, t));
    return op(ops, inst.getType());
  }
  std::vector<ExprPtr> operands;
  for (const llvm::Value *o : inst.operands())
    operands.push_back(value(o, t));
  std::vector<ExprPtr> lanes;
  for (unsigned i = 0; i < vectorType->getNumElements(); ++i) {
    std::vector<ExprPtr> ops;
    for (unsigned k = 0; k < inst.getNumOperands(); ++k) {
      const llvm::Type *type = inst.getOperand(k)->getType();
      auto *vt = llvm::dyn_cast<llvm::FixedVectorType>(type);
      ops.push_back(vt ? lane(operands[k], vt->getElementType(), i) : operands[k]);
    }
    lanes.push_back(op(ops, vectorType->getElementType()));
  }
  return fromLanes(lanes);
}

ExprPtr ValueEncoder::extractElement(const llvm::ExtractElementInst &inst, unsigned t) {
  ExprPtr v = value(inst.getVectorOperand(), t);
  auto *vt = llvm::cast<llvm::FixedVectorType>(inst.getVectorOperandType());
  const llvm::Type *scalar = vt->getElementType();
  if (auto *ci = llvm::dyn_cast<llvm::ConstantInt>(inst.getIndexOperand()))
    return lane(v, scalar, static_cast<unsigned>(ci->getZExtValue()));
  ExprPtr index = value(inst.getIndexOperand(), t);
  ExprPtr r = lane(v, scalar, vt->getNumElements() - 1);
  for (int i = static_cast<int>(vt->getNumElements()) - 2; i >= 0; --i)
    r = ite(eq(index, bvLit(static_cast<uint64_t>(i), index->type.width())), lane(v, scalar, static_cast<unsigned>(i)),
            r);
  return r;
}

ExprPtr ValueEncoder::insertElement(const llvm::InsertElementInst &inst, unsigned t) {
  ExprPtr v = value(inst.getOperand(0), t), x = value(inst.getOperand(1), t);
  auto *vt = llvm::cast<llvm::FixedVectorType>(inst.getType());
  const llvm::Type *scalar = vt->getElementType();
  auto *ci = llvm::dyn_cast<llvm::ConstantInt>(inst.getOperand(2));
  ExprPtr index = ci ? nullptr : value(inst.getOperand(2), t);
  std::vector<ExprPtr> lanes;
  for (unsigned i = 0; i < vt->getNumElements(); ++i) {
    if (ci)
      lanes.push_back(ci->getZExtValue() == i ? x : lane(v, scalar, i));
    else
      lanes.push_back(ite(eq(index, bvLit(i, index->type.width())), x, lane(v, scalar, i)));
  }
  return fromLanes(lanes);
}

ExprPtr ValueEncoder::shuffleVector(const llvm::ShuffleVectorInst &inst, unsigned t) {
  auto *in = llvm::cast<llvm::FixedVectorType>(inst.getOperand(0)->getType());
  const llvm::Type *scalar = in->getElementType();
  unsigned n = in->getNumElements();
  ExprPtr a = value(inst.getOperand(0), t), b = value(inst.getOperand(1), t);
  std::vector<ExprPtr> lanes;
  for (int m : inst.getShuffleMask()) {
    if (m < 0)
      lanes.push_back(scalar->isIntegerTy(1) ? boolLit(false) : bvLit(0, laneBits(scalar)));
    else if (static_cast<unsigned>(m) < n)
      lanes.push_back(lane(a, scalar, static_cast<unsigned>(m)));
    else
      lanes.push_back(lane(b, scalar, static_cast<unsigned>(m) - n));
  }
  return fromLanes(lanes);
}

// Aggregates are the bit-vectors of their memory layout; a field is the
// bits at its offset.
std::pair<unsigned, const llvm::Type *> ValueEncoder::fieldBits(const llvm::Type *aggregate,
                                                                llvm::ArrayRef<unsigned> indices) const {
  const llvm::DataLayout &layout = ctx_.model.memory->layout();
  uint64_t offset = 0;
  const llvm::Type *type = aggregate;
  for (unsigned i : indices) {
    if (auto *st = llvm::dyn_cast<llvm::StructType>(type)) {
      offset += layout.getStructLayout(const_cast<llvm::StructType *>(st))->getElementOffset(i);
      type = st->getElementType(i);
    } else {
      const llvm::Type *element = llvm::cast<llvm::ArrayType>(type)->getElementType();
      offset += i * layout.getTypeAllocSize(const_cast<llvm::Type *>(element));
      type = element;
    }
  }
  return {static_cast<unsigned>(offset * 8), type};
}

ExprPtr ValueEncoder::extractValue(const llvm::ExtractValueInst &inst, unsigned t) {
  ExprPtr v = value(inst.getAggregateOperand(), t);
  auto [at, type] = fieldBits(inst.getAggregateOperand()->getType(), inst.getIndices());
  Type field = typeOf(type);
  unsigned w = field.isBool() ? 8 : field.width();
  ExprPtr bits = extract(v, at + w, at);
  return field.isBool() ? neq(bits, bvLit(0, 8)) : bits;
}

ExprPtr ValueEncoder::insertValue(const llvm::InsertValueInst &inst, unsigned t) {
  ExprPtr v = value(inst.getAggregateOperand(), t), x = value(inst.getInsertedValueOperand(), t);
  auto [at, type] = fieldBits(inst.getType(), inst.getIndices());
  (void)type;
  if (x->type.isBool())
    x = ite(x, bvLit(1, 8), bvLit(0, 8));
  unsigned total = v->type.width(), w = x->type.width();
  ExprPtr r = x;
  if (at > 0)
    r = concat(r, extract(v, at, 0));
  if (at + w < total)
    r = concat(extract(v, total, at + w), r);
  return r;
}

} // namespace gv
