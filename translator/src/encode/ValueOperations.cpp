// The value encoder's scalar operations: LLVM's arithmetic, comparisons,
// casts and calls as Boogie expressions.
#include "encode/Values.h"
#include "gpuverify/Naming.h"

#include "ConstantBits.h"
#include "encode/Builtins.h"
#include "gpuverify/Intrinsics.h"

#include "llvm/ADT/StringExtras.h"
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

ExprPtr ValueEncoder::applyBinary(const llvm::Instruction &inst, const ExprPtr &a, const ExprPtr &b) {
  auto &p = ctx_.prelude;
  if (a->type.isBool()) {
    switch (inst.getOpcode()) {
    case llvm::Instruction::And:
    case llvm::Instruction::Mul: return andE(a, b);
    case llvm::Instruction::Or: return orE(a, b);
    case llvm::Instruction::Xor:
    case llvm::Instruction::Add:
    case llvm::Instruction::Sub: return neq(a, b);
    default: unsupported(inst, std::string("'") + inst.getOpcodeName() + "' on booleans");
    }
  }
  switch (inst.getOpcode()) {
  case llvm::Instruction::Add: return p.bvBinary(BvOp::Add, a, b);
  case llvm::Instruction::Sub: return p.bvBinary(BvOp::Sub, a, b);
  case llvm::Instruction::Mul: return p.bvBinary(BvOp::Mul, a, b);
  case llvm::Instruction::UDiv: return p.bvBinary(BvOp::UDiv, a, b);
  case llvm::Instruction::SDiv: return p.bvBinary(BvOp::SDiv, a, b);
  case llvm::Instruction::URem: return p.bvBinary(BvOp::URem, a, b);
  case llvm::Instruction::SRem: return p.bvBinary(BvOp::SRem, a, b);
  case llvm::Instruction::Shl: return p.bvBinary(BvOp::Shl, a, b);
  case llvm::Instruction::LShr: return p.bvBinary(BvOp::LShr, a, b);
  case llvm::Instruction::AShr: return p.bvBinary(BvOp::AShr, a, b);
  case llvm::Instruction::And: return p.bvBinary(BvOp::And, a, b);
  case llvm::Instruction::Or: return p.bvBinary(BvOp::Or, a, b);
  case llvm::Instruction::Xor: return p.bvBinary(BvOp::Xor, a, b);
  case llvm::Instruction::FAdd: return p.fpBinary(FpOp::Add, a, b);
  case llvm::Instruction::FSub: return p.fpBinary(FpOp::Sub, a, b);
  case llvm::Instruction::FMul: return p.fpBinary(FpOp::Mul, a, b);
  case llvm::Instruction::FDiv: return p.fpBinary(FpOp::Div, a, b);
  case llvm::Instruction::FRem: return p.fpBinary(FpOp::Rem, a, b);
  default: unsupported(inst, std::string("the operator '") + inst.getOpcodeName() + "'");
  }
}

ExprPtr ValueEncoder::comparePointers(const llvm::Instruction &inst, unsigned t) {
  auto &cmp = llvm::cast<llvm::CmpInst>(inst);
  PointerValue pa = pointer(cmp.getOperand(0), t), pb = pointer(cmp.getOperand(1), t);
  ExprPtr sameBase = eq(baseOf(pa), baseOf(pb));
  ExprPtr offsets = applyCompare(inst, byteOffset(pa.offset), byteOffset(pb.offset));
  switch (cmp.getPredicate()) {
  case llvm::CmpInst::ICMP_EQ: return andE(sameBase, offsets);
  case llvm::CmpInst::ICMP_NE: return orE(notE(sameBase), offsets);
  default:
    // Ordering pointers into different arrays is undefined: only the
    // offsets within one array are compared.
    return offsets;
  }
}

ExprPtr ValueEncoder::applyCompare(const llvm::Instruction &inst, ExprPtr a, ExprPtr b) {
  auto &p = ctx_.prelude;
  using P = llvm::CmpInst::Predicate;
  P pred = llvm::cast<llvm::CmpInst>(inst).getPredicate();
  if (a->type.isBool()) {
    if (pred == P::ICMP_EQ)
      return eq(a, b);
    if (pred == P::ICMP_NE)
      return neq(a, b);
    // Order on i1 (true is 1 unsigned, -1 signed): compare as bv1.
    a = fromBool(a, 1);
    b = fromBool(b, 1);
  }
  switch (pred) {
  case P::ICMP_EQ: return eq(a, b);
  case P::ICMP_NE: return neq(a, b);
  case P::ICMP_ULT: return p.bvCompare(BvCmp::Ult, a, b);
  case P::ICMP_ULE: return p.bvCompare(BvCmp::Ule, a, b);
  case P::ICMP_UGT: return p.bvCompare(BvCmp::Ugt, a, b);
  case P::ICMP_UGE: return p.bvCompare(BvCmp::Uge, a, b);
  case P::ICMP_SLT: return p.bvCompare(BvCmp::Slt, a, b);
  case P::ICMP_SLE: return p.bvCompare(BvCmp::Sle, a, b);
  case P::ICMP_SGT: return p.bvCompare(BvCmp::Sgt, a, b);
  case P::ICMP_SGE: return p.bvCompare(BvCmp::Sge, a, b);
  case P::FCMP_FALSE: return boolLit(false);
  case P::FCMP_TRUE: return boolLit(true);
  case P::FCMP_OEQ: return p.fpCompare(FpCmp::Oeq, a, b);
  case P::FCMP_OGT: return p.fpCompare(FpCmp::Ogt, a, b);
  case P::FCMP_OGE: return p.fpCompare(FpCmp::Oge, a, b);
  case P::FCMP_OLT: return p.fpCompare(FpCmp::Olt, a, b);
  case P::FCMP_OLE: return p.fpCompare(FpCmp::Ole, a, b);
  case P::FCMP_ONE: return p.fpCompare(FpCmp::One, a, b);
  case P::FCMP_ORD: return p.fpCompare(FpCmp::Ord, a, b);
  case P::FCMP_UNO: return p.fpCompare(FpCmp::Uno, a, b);
  case P::FCMP_UEQ: return p.fpCompare(FpCmp::Ueq, a, b);
  case P::FCMP_UGT: return p.fpCompare(FpCmp::Ugt, a, b);
  case P::FCMP_UGE: return p.fpCompare(FpCmp::Uge, a, b);
  case P::FCMP_ULT: return p.fpCompare(FpCmp::Ult, a, b);
  case P::FCMP_ULE: return p.fpCompare(FpCmp::Ule, a, b);
  case P::FCMP_UNE: return p.fpCompare(FpCmp::Une, a, b);
  default: unsupported(inst, "this comparison");
  }
}

ExprPtr ValueEncoder::applyCast(const llvm::Instruction &inst, const ExprPtr &x, const llvm::Type *to) {
  auto &p = ctx_.prelude;
  switch (inst.getOpcode()) {
  case llvm::Instruction::Trunc:
    if (to->isIntegerTy(1))
      return eq(extract(x, 1, 0), bvLit(1, 1));
    return p.lowBits(x, to->getIntegerBitWidth());
  case llvm::Instruction::ZExt:
  case llvm::Instruction::SExt: {
    unsigned width = to->getIntegerBitWidth();
    bool isSigned = inst.getOpcode() == llvm::Instruction::SExt;
    if (x->type.isBool())
      return ite(x,
                 isSigned ? bvLitDecimal(llvm::toString(llvm::APInt::getAllOnes(width), 10, false), width)
                          : bvLit(1, width),
                 bvLit(0, width));
    return resize(x, width, isSigned);
  }
  case llvm::Instruction::FPToUI:
  case llvm::Instruction::FPToSI: {
    unsigned width = to->getIntegerBitWidth();
    ExprPtr r = p.fpConvert(inst.getOpcode() == llvm::Instruction::FPToSI ? FpConversion::FloatToSigned
                                                                          : FpConversion::FloatToUnsigned,
                            x, width == 1 ? 8 : width);
    return width == 1 ? neq(r, bvLit(0, 8)) : r;
  }
  case llvm::Instruction::UIToFP:
  case llvm::Instruction::SIToFP:
    return p.fpConvert(inst.getOpcode() == llvm::Instruction::SIToFP ? FpConversion::SignedToFloat
                                                                     : FpConversion::UnsignedToFloat,
                       x->type.isBool() ? fromBool(x, 8) : x, typeOf(to).width());
  case llvm::Instruction::FPTrunc:
  case llvm::Instruction::FPExt:
    return p.fpConvert(inst.getOpcode() == llvm::Instruction::FPExt ? FpConversion::Extend : FpConversion::Truncate, x,
                       typeOf(to).width());
  default: unsupported(inst, "this conversion");
  }
}

ExprPtr ValueEncoder::call(const llvm::CallBase &c, unsigned t) {
  const llvm::Function *callee = c.getCalledFunction();
  Intrinsic kind = callee ? classifyFunction(*callee) : Intrinsic::None;
  const Geometry &g = ctx_.geometry;
  unsigned width = c.getType()->isIntegerTy() ? c.getType()->getIntegerBitWidth() : 32;
  auto perDimension = [&](auto idOf) -> ExprPtr {
    const llvm::Value *dim = c.getArgOperand(0);
    if (auto *ci = llvm::dyn_cast<llvm::ConstantInt>(dim))
      return resize(idOf(static_cast<unsigned>(ci->getZExtValue() < 3 ? ci->getZExtValue() : 0)), width, false);
    ExprPtr d = value(dim, t);
    ExprPtr r = resize(idOf(2), width, false);
    for (int k = 1; k >= 0; --k)
      r = ite(eq(d, bvLit(static_cast<uint64_t>(k), d->type.width())),
              resize(idOf(static_cast<unsigned>(k)), width, false), r);
    return r;
  };
  switch (kind) {
  case Intrinsic::LocalId: return perDimension([&](unsigned d) { return g.localId(d, t); });
  case Intrinsic::GroupId: return perDimension([&](unsigned d) { return g.groupId(d, t); });
  case Intrinsic::LocalSize: return perDimension([&](unsigned d) { return g.localSize(d); });
  case Intrinsic::NumGroups: return perDimension([&](unsigned d) { return g.numGroups(d); });
  case Intrinsic::GlobalOffset: return perDimension([&](unsigned d) { return g.globalOffset(d); });
  case Intrinsic::WorkDim: return resize(g.workDim(), width, false);
  case Intrinsic::WarpSize: return bvLit(ctx_.model.options.lanesPerWarp(), width);
  case Intrinsic::AddNoOverflow:
    return ctx_.prelude.bvBinary(boogie::BvOp::Add, value(c.getArgOperand(0), t), value(c.getArgOperand(1), t));
  case Intrinsic::AbstractOperator:
    return ctx_.prelude.abstractOperator(value(c.getArgOperand(0), t), value(c.getArgOperand(1), t));
  case Intrinsic::TextureHandle:
    // Fetches from a texture are functions of its handle: one per texture.
    return bvLit(static_cast<uint64_t>(ctx_.model.memory->singleArray(c.getArgOperand(0)) + 1), width);
  default: break;
  }
  if (isAnnotation(kind) && callValues_)
    return callValues_(c, t);
  if (kind == Intrinsic::UserFunction) {
    // Named as the user declared it, so that their axioms can refer to it.
    std::vector<ExprPtr> args;
    for (const llvm::Value *a : c.args())
      args.push_back(value(a, t));
    return ctx_.prelude.uninterpreted(baseName(callee->getName()).substr(std::string("__gv_uf_").size()),
                                      std::move(args), typeOf(c.getType()));
  }
  if (isScalarLibraryCall(c)) {
    std::vector<ExprPtr> args;
    for (const llvm::Value *a : c.args())
      args.push_back(value(a, t));
    if (ExprPtr exact = exactBuiltin(ctx_.prelude, callee->getName(), args))
      return exact;
    return ctx_.prelude.uninterpreted(naming::unknownFunction(callee->getName().str()), std::move(args),
                                      typeOf(c.getType()));
  }
  unsupported(c, "the call to '" + (callee ? baseName(callee->getName()) : std::string("?")) + "'");
}

} // namespace gv
