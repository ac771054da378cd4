// The memory model's points-to analysis: which arrays each pointer of the
// kernel may point into (see MemoryModel.h), a fixpoint over its
// pointer-typed instructions.
#include "MemoryModel.h"

#include "gpuverify/Intrinsics.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Operator.h"

#include <algorithm>

namespace gv {

namespace {

// The pointers the kernel stores into the private slot (a stack slot SROA
// left in memory: a one-element array, an object whose field a phi
// selects) that `load` reads, if that is all the slot can hold when read:
// its address is only loaded from, stored to with pointers, and offset,
// and a store to the same place dominates the load (never read
// uninitialised, which would be any pointer). Otherwise none.
std::optional<std::vector<const llvm::Value *>> pointersStoredInSlot(const llvm::LoadInst &load,
                                                                     const llvm::DominatorTree &dominators,
                                                                     const llvm::DataLayout &layout) {
  auto place = [&](const llvm::Value *pointer) {
    llvm::APInt offset(layout.getIndexTypeSizeInBits(pointer->getType()), 0);
    const llvm::Value *root = pointer->stripAndAccumulateConstantOffsets(layout, offset, true);
    return std::make_pair(root, offset.getSExtValue());
  };
  auto read = place(load.getPointerOperand());
  auto *slot = llvm::dyn_cast<llvm::AllocaInst>(read.first);
  if (!slot)
    return std::nullopt;
  std::vector<const llvm::Value *> stored;
  bool initialised = false;
  std::vector<const llvm::Value *> addresses = {slot};
  std::set<const llvm::Value *> seen = {slot};
  while (!addresses.empty()) {
    const llvm::Value *address = addresses.back();
    addresses.pop_back();
    for (const llvm::User *user : address->users()) {
      if (llvm::isa<llvm::LoadInst>(user))
        continue;
      if (auto *store = llvm::dyn_cast<llvm::StoreInst>(user)) {
        if (store->getValueOperand() == address || !store->getValueOperand()->getType()->isPointerTy())
          return std::nullopt;
        stored.push_back(store->getValueOperand());
        initialised = initialised || (place(store->getPointerOperand()) == read && dominators.dominates(store, &load));
        continue;
      }
      if (llvm::isa<llvm::GetElementPtrInst>(user) || llvm::isa<llvm::BitCastInst>(user) ||
          llvm::isa<llvm::AddrSpaceCastInst>(user)) {
        if (llvm::cast<llvm::Instruction>(user)->getOperand(0) != address)
          return std::nullopt; // an index, not the address
        if (seen.insert(user).second)
          addresses.push_back(user);
        continue;
      }
      if (auto *intrinsic = llvm::dyn_cast<llvm::IntrinsicInst>(user);
          intrinsic && (intrinsic->isLifetimeStartOrEnd() || intrinsic->isDebugOrPseudoInst()))
        continue;
      return std::nullopt;
    }
  }
  if (!initialised)
    return std::nullopt;
  return stored;
}

// What a stored pointer adds to the targets of pointers loaded as data:
// a function pointer's null and its functions are not data.
PointsTo asData(const PointsTo &targets) {
  if (!targets.function)
    return targets;
  PointsTo data = targets;
  data.function = false;
  data.null = false;
  return data;
}

void merge(PointsTo &into, const PointsTo &from) {
  for (int a : from.arrays)
    if (!std::binary_search(into.arrays.begin(), into.arrays.end(), a))
      into.arrays.insert(std::upper_bound(into.arrays.begin(), into.arrays.end(), a), a);
  into.null = into.null || from.null;
  into.function = into.function || from.function;
  if (into.unknown.empty())
    into.unknown = from.unknown;
}

} // namespace

const llvm::Value *pointerFieldSource(const llvm::ExtractValueInst &extract) {
  llvm::SmallVector<unsigned, 8> path(extract.idx_begin(), extract.idx_end());
  const llvm::Value *aggregate = extract.getAggregateOperand();
  while (!path.empty()) {
    if (auto *outer = llvm::dyn_cast<llvm::ExtractValueInst>(aggregate)) {
      path.insert(path.begin(), outer->idx_begin(), outer->idx_end());
      aggregate = outer->getAggregateOperand();
    } else if (auto *insert = llvm::dyn_cast<llvm::InsertValueInst>(aggregate)) {
      llvm::ArrayRef<unsigned> at = insert->getIndices();
      size_t common = std::min(at.size(), path.size());
      if (!std::equal(at.begin(), at.begin() + common, path.begin())) {
        aggregate = insert->getAggregateOperand(); // another field
      } else if (at.size() <= path.size()) {
        path.erase(path.begin(), path.begin() + static_cast<std::ptrdiff_t>(at.size()));
        aggregate = insert->getInsertedValueOperand();
      } else {
        return nullptr; // a part of the field written: not a pointer
      }
    } else if (auto *constant = llvm::dyn_cast<llvm::Constant>(aggregate)) {
      for (unsigned i : path)
        if (!(constant = constant->getAggregateElement(i)))
          return nullptr;
      return constant;
    } else {
      return nullptr;
    }
  }
  return aggregate;
}

// The targets of a pointer from those of its operands as far as the
// fixpoint has found them (instructions not reached yet point nowhere).
PointsTo MemoryModel::targetsOf(const llvm::Value *pointer) const {
  auto operandTargets = [&](const llvm::Value *operand) -> PointsTo {
    if (auto base = arrayOfBase_.find(operand); base != arrayOfBase_.end())
      return PointsTo{{base->second}, false, ""};
    if (llvm::isa<llvm::Instruction>(operand)) {
      auto known = pointsTo_.find(operand);
      return known == pointsTo_.end() ? PointsTo{} : known->second;
    }
    return targetsOf(operand); // constants do not form cycles
  };
  if (auto base = arrayOfBase_.find(pointer); base != arrayOfBase_.end())
    return PointsTo{{base->second}, false, ""};
  PointsTo result;
  if (llvm::isa<llvm::Function>(pointer)) {
    result.function = true;
  } else if (isFunctionPointer(pointer)) {
    result.function = true;
    result.null = true;
  } else if (llvm::isa<llvm::ConstantPointerNull>(pointer) || llvm::isa<llvm::UndefValue>(pointer)) {
    result.null = true;
  } else if (auto *gep = llvm::dyn_cast<llvm::GEPOperator>(pointer)) {
    result = operandTargets(gep->getPointerOperand());
  } else if (auto *op = llvm::dyn_cast<llvm::Operator>(pointer);
             op &&
             (op->getOpcode() == llvm::Instruction::BitCast || op->getOpcode() == llvm::Instruction::AddrSpaceCast)) {
    result = operandTargets(op->getOperand(0));
  } else if (auto *phi = llvm::dyn_cast<llvm::PHINode>(pointer)) {
    for (const llvm::Value *in : phi->incoming_values())
      merge(result, operandTargets(in));
  } else if (auto *select = llvm::dyn_cast<llvm::SelectInst>(pointer)) {
    merge(result, operandTargets(select->getTrueValue()));
    merge(result, operandTargets(select->getFalseValue()));
  } else if (auto *extract = llvm::dyn_cast<llvm::ExtractValueInst>(pointer)) {
    if (const llvm::Value *source = pointerFieldSource(*extract))
      result = operandTargets(source);
    else
      result.unknown = "a pointer read from a structure value that the kernel did not build field by field is not "
                       "supported yet";
  } else if (auto *call = llvm::dyn_cast<llvm::CallBase>(pointer);
             call && call->getCalledFunction() &&
             classifyFunction(*call->getCalledFunction()) == Intrinsic::ArbitraryValue) {
    // An undefined pointer (see UndefinedValues.h) points nowhere: an access
    // through it is reported as one through null, while its offset, and so
    // a comparison with null, is arbitrary.
    result.null = true;
  } else if (auto *call = llvm::dyn_cast<llvm::CallBase>(pointer);
             call && call->getCalledFunction() && call->getCalledFunction()->isDeclaration() &&
             classifyFunction(*call->getCalledFunction()) == Intrinsic::None) {
    // A function gpuverify cannot see may return a pointer to anything.
    for (int a = 0; a < static_cast<int>(arrays_.size()); ++a)
      result.arrays.push_back(a);
    result.null = true;
  } else if (auto *load = llvm::dyn_cast<llvm::LoadInst>(pointer)) {
    if (std::optional<std::vector<const llvm::Value *>> stored = pointersStoredInSlot(*load, dominators_, layout_)) {
      // Private memory the host never writes: a pointer the kernel stored.
      for (const llvm::Value *value : *stored)
        merge(result, asData(operandTargets(value)));
    } else {
      // What the host stored there, or a pointer the kernel stored.
      result = escaped_;
      merge(result, PointsTo{{externalArrayOf_.at(load)}, false, ""});
    }
  } else if (llvm::isa<llvm::IntToPtrInst>(pointer)) {
    // Any address the kernel could have made from a pointer, or one from
    // the host, or null.
    result = escaped_;
    merge(result, PointsTo{{externalArrayOf_.at(llvm::cast<llvm::Instruction>(pointer))}, true, ""});
  } else if (llvm::isa<llvm::ConstantExpr>(pointer) &&
             llvm::cast<llvm::ConstantExpr>(pointer)->getOpcode() == llvm::Instruction::IntToPtr) {
    result.unknown = "pointers made from constant integers are not supported yet";
  } else {
    result.unknown = "a pointer of this kind is not supported yet";
  }
  return result;
}

// A fixpoint over the kernel's pointer-typed instructions (phis may form
// cycles); constant expressions are evaluated on demand.
void MemoryModel::computePointsTo(const llvm::Function &kernel) {
  bool changed = true;
  while (changed) {
    changed = false;
    for (const llvm::Instruction &inst : llvm::instructions(kernel)) {
      const llvm::Value *escaping = nullptr;
      if (auto *store = llvm::dyn_cast<llvm::StoreInst>(&inst);
          store && store->getValueOperand()->getType()->isPointerTy())
        escaping = store->getValueOperand();
      else if (auto *cast = llvm::dyn_cast<llvm::PtrToIntInst>(&inst))
        escaping = cast->getPointerOperand();
      if (escaping) {
        PointsTo before = escaped_;
        merge(escaped_, asData(llvm::isa<llvm::Instruction>(escaping) ? pointsTo_[escaping] : pointsTo(escaping)));
        changed = changed || !(before == escaped_);
      }
      if (!inst.getType()->isPointerTy() || arrayOfBase_.count(&inst))
        continue;
      PointsTo targets = targetsOf(&inst);
      auto it = pointsTo_.find(&inst);
      if (it == pointsTo_.end() || !(it->second == targets)) {
        pointsTo_[&inst] = targets;
        changed = true;
      }
    }
  }
}

const PointsTo &MemoryModel::pointsTo(const llvm::Value *pointer) const {
  auto it = pointsTo_.find(pointer);
  if (it != pointsTo_.end())
    return it->second;
  return pointsTo_[pointer] = targetsOf(pointer); // arguments, globals, constants
}

int MemoryModel::singleArray(const llvm::Value *pointer) const {
  const PointsTo &targets = pointsTo(pointer);
  return targets.isSingleArray() ? targets.arrays.front() : -1;
}

} // namespace gv
