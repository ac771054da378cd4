#include "passes/VectorLanes.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"

#include <map>

namespace gv {

namespace {

// Nothing between `from` and `to` (same block) may touch memory.
bool noMemoryEffectsBetween(llvm::Instruction *from, llvm::Instruction *to) {
  if (from->getParent() != to->getParent() || !from->comesBefore(to))
    return false;
  for (llvm::Instruction *i = from->getNextNode(); i != to; i = i->getNextNode())
    if (i->mayReadOrWriteMemory())
      return false;
  return true;
}

llvm::Value *laneAddress(llvm::IRBuilder<> &b, llvm::Value *vectorAddress, llvm::FixedVectorType *type, unsigned lane) {
  return b.CreateConstGEP1_32(type->getElementType(), vectorAddress, lane);
}

// store (insertelement ... (load p) ...) p  ->  one store per inserted lane.
bool splitLaneStore(llvm::StoreInst &store) {
  auto *type = llvm::dyn_cast<llvm::FixedVectorType>(store.getValueOperand()->getType());
  if (!type || type->getElementType()->isIntegerTy(1))
    return false;
  std::map<unsigned, llvm::Value *> lanes; // the last insertion into a lane wins
  std::vector<llvm::Instruction *> chain;
  llvm::Value *v = store.getValueOperand();
  while (auto *insert = llvm::dyn_cast<llvm::InsertElementInst>(v)) {
    auto *index = llvm::dyn_cast<llvm::ConstantInt>(insert->getOperand(2));
    if (!index || !insert->hasOneUse())
      return false;
    lanes.emplace(static_cast<unsigned>(index->getZExtValue()), insert->getOperand(1));
    chain.push_back(insert);
    v = insert->getOperand(0);
  }
  auto *load = llvm::dyn_cast<llvm::LoadInst>(v);
  if (chain.empty() || !load || !load->hasOneUse() || load->getPointerOperand() != store.getPointerOperand() ||
      !noMemoryEffectsBetween(load, &store))
    return false;
  llvm::IRBuilder<> b(&store);
  for (auto &[lane, value] : lanes) {
    llvm::StoreInst *part = b.CreateStore(value, laneAddress(b, store.getPointerOperand(), type, lane));
    part->setVolatile(store.isVolatile());
    part->setDebugLoc(store.getDebugLoc());
  }
  store.eraseFromParent();
  for (llvm::Instruction *i : chain)
    i->eraseFromParent();
  load->eraseFromParent();
  return true;
}

// extractelement (load p) k, for constant lanes only  ->  lane loads.
bool splitLaneLoad(llvm::LoadInst &load) {
  auto *type = llvm::dyn_cast<llvm::FixedVectorType>(load.getType());
  if (!type || type->getElementType()->isIntegerTy(1) || load.use_empty())
    return false;
  std::vector<llvm::ExtractElementInst *> extracts;
  for (llvm::User *u : load.users()) {
    auto *extract = llvm::dyn_cast<llvm::ExtractElementInst>(u);
    if (!extract || !llvm::isa<llvm::ConstantInt>(extract->getIndexOperand()))
      return false;
    extracts.push_back(extract);
  }
  llvm::IRBuilder<> b(&load);
  std::map<unsigned, llvm::LoadInst *> lanes;
  for (llvm::ExtractElementInst *extract : extracts) {
    unsigned lane = static_cast<unsigned>(llvm::cast<llvm::ConstantInt>(extract->getIndexOperand())->getZExtValue());
    llvm::LoadInst *&part = lanes[lane];
    if (!part) {
      part = b.CreateLoad(type->getElementType(), laneAddress(b, load.getPointerOperand(), type, lane));
      part->setVolatile(load.isVolatile());
      part->setDebugLoc(load.getDebugLoc());
    }
    extract->replaceAllUsesWith(part);
    extract->eraseFromParent();
  }
  load.eraseFromParent();
  return true;
}

} // namespace

void accessVectorLanesDirectly(llvm::Function &f) {
  std::vector<llvm::StoreInst *> stores;
  std::vector<llvm::LoadInst *> loads;
  for (llvm::Instruction &inst : llvm::instructions(f)) {
    if (auto *s = llvm::dyn_cast<llvm::StoreInst>(&inst))
      stores.push_back(s);
    else if (auto *l = llvm::dyn_cast<llvm::LoadInst>(&inst))
      loads.push_back(l);
  }
  for (llvm::StoreInst *s : stores)
    splitLaneStore(*s);
  // Loads erased by a split store are gone from the function: re-collect.
  loads.clear();
  for (llvm::Instruction &inst : llvm::instructions(f))
    if (auto *l = llvm::dyn_cast<llvm::LoadInst>(&inst))
      loads.push_back(l);
  for (llvm::LoadInst *l : loads)
    splitLaneLoad(*l);
}

} // namespace gv
