#include "passes/UndefinedValues.h"

#include "gpuverify/InstructionSource.h"
#include "gpuverify/Intrinsics.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"

#include <map>

namespace gv {

namespace {

bool containsUndefined(const llvm::Constant *c) {
  if (llvm::isa<llvm::UndefValue>(c)) // poison is an undef too
    return true;
  if (llvm::isa<llvm::GlobalValue>(c)) // its operand is its initialiser, not part of its address
    return false;
  for (const llvm::Use &op : c->operands())
    if (auto *k = llvm::dyn_cast<llvm::Constant>(op.get()); k && containsUndefined(k))
      return true;
  return false;
}

// The value of a constant with its undefined parts made arbitrary, computed
// where `b` inserts.
llvm::Value *defined(llvm::Constant *c, llvm::IRBuilder<> &b) {
  if (!containsUndefined(c))
    return c;
  llvm::Type *type = c->getType();
  llvm::Module &module = *b.GetInsertBlock()->getModule();
  if (llvm::isa<llvm::UndefValue>(c))
    return b.CreateCall(arbitraryValueFunction(module, type), {}, "undefined");
  if (auto *vector = llvm::dyn_cast<llvm::FixedVectorType>(type)) {
    std::vector<llvm::Constant *> lanes;
    std::vector<std::pair<unsigned, llvm::Value *>> arbitrary;
    for (unsigned i = 0; i < vector->getNumElements(); ++i) {
      llvm::Constant *lane = c->getAggregateElement(i);
      if (containsUndefined(lane)) {
        arbitrary.push_back({i, defined(lane, b)});
        lane = llvm::Constant::getNullValue(lane->getType());
      }
      lanes.push_back(lane);
    }
    llvm::Value *result = llvm::ConstantVector::get(lanes);
    for (const auto &[i, lane] : arbitrary)
      result = b.CreateInsertElement(result, lane, b.getInt32(i));
    return result;
  }
  if (type->isStructTy() || type->isArrayTy()) {
    unsigned n = type->isStructTy() ? type->getStructNumElements() : static_cast<unsigned>(type->getArrayNumElements());
    std::vector<llvm::Constant *> fields;
    std::vector<std::pair<unsigned, llvm::Value *>> arbitrary;
    for (unsigned i = 0; i < n; ++i) {
      llvm::Constant *field = c->getAggregateElement(i);
      if (containsUndefined(field)) {
        arbitrary.push_back({i, defined(field, b)});
        field = llvm::Constant::getNullValue(field->getType());
      }
      fields.push_back(field);
    }
    llvm::Value *result = type->isStructTy() ? llvm::ConstantStruct::get(llvm::cast<llvm::StructType>(type), fields)
                                             : llvm::ConstantArray::get(llvm::cast<llvm::ArrayType>(type), fields);
    for (const auto &[i, field] : arbitrary)
      result = b.CreateInsertValue(result, field, {i});
    return result;
  }
  if (auto *expression = llvm::dyn_cast<llvm::ConstantExpr>(c)) {
    std::vector<llvm::Value *> operands;
    for (llvm::Use &op : expression->operands())
      operands.push_back(defined(llvm::cast<llvm::Constant>(op.get()), b));
    llvm::Instruction *computed = expression->getAsInstruction();
    for (unsigned i = 0; i < operands.size(); ++i)
      computed->setOperand(i, operands[i]);
    return b.Insert(computed);
  }
  return c; // no other constant holds an undefined value LLVM can make
}

// An operand a shuffle never selects lanes from needs no arbitrary value.
bool selectsFrom(const llvm::ShuffleVectorInst &shuffle, unsigned operand) {
  int n = static_cast<int>(llvm::cast<llvm::FixedVectorType>(shuffle.getOperand(0)->getType())->getNumElements());
  for (int m : shuffle.getShuffleMask())
    if (m >= 0 && (m >= n) == (operand == 1))
      return true;
  return false;
}

// The undefined lanes of a shuffle (mask element -1) get arbitrary values:
// the shuffle takes lane 0 there, and insertions replace it.
void defineShuffledLanes(llvm::ShuffleVectorInst &shuffle) {
  llvm::SmallVector<int, 8> mask(shuffle.getShuffleMask());
  if (std::none_of(mask.begin(), mask.end(), [](int m) { return m < 0; }))
    return;
  llvm::SmallVector<int, 8> defined(mask);
  for (int &m : defined)
    m = std::max(m, 0);
  shuffle.setShuffleMask(defined);
  llvm::IRBuilder<> b(shuffle.getNextNode());
  b.SetCurrentDebugLocation(shuffle.getDebugLoc());
  llvm::Type *lane = llvm::cast<llvm::VectorType>(shuffle.getType())->getElementType();
  llvm::FunctionCallee arbitrary = arbitraryValueFunction(*shuffle.getModule(), lane);
  std::vector<llvm::Instruction *> made;
  llvm::Value *result = &shuffle;
  for (unsigned i = 0; i < mask.size(); ++i)
    if (mask[i] < 0) {
      llvm::CallInst *value = b.CreateCall(arbitrary, {}, "undefined");
      made.push_back(value);
      result = b.CreateInsertElement(result, value, b.getInt32(i));
      made.push_back(llvm::cast<llvm::Instruction>(result));
    }
  shuffle.replaceUsesWithIf(
      result, [&](llvm::Use &use) { return std::find(made.begin(), made.end(), use.getUser()) == made.end(); });
}

} // namespace

void dropPoisonFlags(llvm::Module &module) {
  for (llvm::Function &f : module)
    for (llvm::Instruction &inst : llvm::instructions(f)) {
      // Kept as metadata, which no pass reasons with (InstructionSource.h).
      auto mark = [&](const char *name) { inst.setMetadata(name, llvm::MDNode::get(inst.getContext(), {})); };
      if (llvm::isa<llvm::OverflowingBinaryOperator>(inst)) {
        if (inst.hasNoSignedWrap())
          mark(signedOverflowUndefined);
        if (inst.hasNoUnsignedWrap())
          mark(unsignedOverflowUndefined);
      }
      if (llvm::isa<llvm::PossiblyExactOperator>(inst) && inst.isExact())
        mark(inexactUndefined);
      inst.dropPoisonGeneratingAnnotations();
    }
}

void makeUndefinedValuesArbitrary(llvm::Function &f) {
  std::vector<llvm::Instruction *> instructions;
  for (llvm::Instruction &inst : llvm::instructions(f))
    instructions.push_back(&inst);
  for (llvm::Instruction *inst : instructions) {
    if (auto *phi = llvm::dyn_cast<llvm::PHINode>(inst)) {
      // One value per incoming block: a phi may list a block twice, with
      // the same value.
      std::map<llvm::BasicBlock *, llvm::Value *> made;
      for (unsigned k = 0; k < phi->getNumIncomingValues(); ++k) {
        auto *c = llvm::dyn_cast<llvm::Constant>(phi->getIncomingValue(k));
        if (!c || !containsUndefined(c))
          continue;
        llvm::BasicBlock *from = phi->getIncomingBlock(k);
        auto [it, fresh] = made.emplace(from, nullptr);
        if (fresh) {
          llvm::IRBuilder<> b(from->getTerminator());
          b.SetCurrentDebugLocation(phi->getDebugLoc());
          it->second = defined(c, b);
        }
        phi->setIncomingValue(k, it->second);
      }
      continue;
    }
    auto *shuffle = llvm::dyn_cast<llvm::ShuffleVectorInst>(inst);
    llvm::IRBuilder<> b(inst);
    b.SetCurrentDebugLocation(inst->getDebugLoc());
    for (unsigned i = 0; i < inst->getNumOperands(); ++i) {
      auto *c = llvm::dyn_cast<llvm::Constant>(inst->getOperand(i));
      if (!c || llvm::isa<llvm::Function>(c) || !containsUndefined(c))
        continue;
      if (shuffle && !selectsFrom(*shuffle, i))
        inst->setOperand(i, llvm::Constant::getNullValue(c->getType()));
      else
        inst->setOperand(i, defined(c, b));
    }
    if (shuffle)
      defineShuffledLanes(*shuffle);
  }
}

} // namespace gv
