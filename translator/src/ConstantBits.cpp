#include "ConstantBits.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instruction.h"

namespace gv {

namespace {

// Writes `c` into `bits` at bit offset `at`; false if it is not a number.
bool place(const llvm::Constant *c, const llvm::DataLayout &layout, llvm::APInt &bits, uint64_t at,
           std::vector<FunctionAt> *functions) {
  if (!c)
    return false; // a part LLVM cannot name (of a constant expression)
  llvm::Type *type = c->getType();
  if (c->isNullValue())
    return true; // zeroes, already there
  if (auto *f = llvm::dyn_cast<llvm::Function>(c->stripPointerCasts()); f && functions) {
    functions->push_back({at, f});
    return true;
  }
  if (auto *ci = llvm::dyn_cast<llvm::ConstantInt>(c)) {
    bits.insertBits(ci->getValue(), static_cast<unsigned>(at));
    return true;
  }
  if (auto *cf = llvm::dyn_cast<llvm::ConstantFP>(c)) {
    bits.insertBits(cf->getValueAPF().bitcastToAPInt(), static_cast<unsigned>(at));
    return true;
  }
  // A bit cast (of one vector to another, say) keeps the bits.
  if (auto *ce = llvm::dyn_cast<llvm::ConstantExpr>(c); ce && ce->getOpcode() == llvm::Instruction::BitCast)
    return place(ce->getOperand(0), layout, bits, at, functions);
  if (auto *vt = llvm::dyn_cast<llvm::FixedVectorType>(type)) {
    uint64_t lane = layout.getTypeSizeInBits(vt->getElementType());
    for (unsigned i = 0; i < vt->getNumElements(); ++i)
      if (!place(c->getAggregateElement(i), layout, bits, at + i * lane, functions))
        return false;
    return true;
  }
  if (auto *at_ = llvm::dyn_cast<llvm::ArrayType>(type)) {
    uint64_t stride = layout.getTypeAllocSizeInBits(at_->getElementType());
    for (uint64_t i = 0; i < at_->getNumElements(); ++i)
      if (!place(c->getAggregateElement(static_cast<unsigned>(i)), layout, bits, at + i * stride, functions))
        return false;
    return true;
  }
  if (auto *st = llvm::dyn_cast<llvm::StructType>(type)) {
    const llvm::StructLayout *sl = layout.getStructLayout(st);
    for (unsigned i = 0; i < st->getNumElements(); ++i)
      if (!place(c->getAggregateElement(i), layout, bits, at + sl->getElementOffsetInBits(i), functions))
        return false;
    return true;
  }
  return false;
}

} // namespace

std::optional<llvm::APInt> constantBits(const llvm::Constant *c, const llvm::DataLayout &layout,
                                        std::vector<FunctionAt> *functions) {
  uint64_t size = layout.getTypeStoreSizeInBits(c->getType());
  if (size == 0 || size > (1u << 20))
    return std::nullopt;
  llvm::APInt bits(static_cast<unsigned>(size), 0);
  if (!place(c, layout, bits, 0, functions))
    return std::nullopt;
  return bits;
}

} // namespace gv
