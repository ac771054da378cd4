#include "ValueFlow.h"

#include "Intrinsics.h"
#include "MemoryModel.h"

#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"

#include <deque>

namespace gv {

namespace {

bool isAnnotationCall(const llvm::User *u) {
  auto *call = llvm::dyn_cast<llvm::CallBase>(u);
  return call && call->getCalledFunction() && isAnnotation(classifyFunction(*call->getCalledFunction()));
}

} // namespace

std::set<const llvm::Instruction *> annotationOnlyValues(const llvm::Function &kernel) {
  // Start from every value-producing instruction used at all and discard
  // those with a use outside annotations, until nothing changes.
  std::set<const llvm::Instruction *> only;
  for (const llvm::Instruction &inst : llvm::instructions(kernel))
    if (!inst.getType()->isVoidTy() && !inst.use_empty() && !isAnnotationCall(&inst))
      only.insert(&inst);
  bool changed = true;
  while (changed) {
    changed = false;
    for (auto it = only.begin(); it != only.end();) {
      bool keep = true;
      for (const llvm::User *u : (*it)->users()) {
        auto *ui = llvm::dyn_cast<llvm::Instruction>(u);
        if (!ui || !(isAnnotationCall(ui) || only.count(ui))) {
          keep = false;
          break;
        }
      }
      if (keep) {
        ++it;
      } else {
        it = only.erase(it);
        changed = true;
      }
    }
  }
  return only;
}

std::vector<bool> arraysReachingControl(const llvm::Function &kernel, const MemoryModel &memory) {
  size_t n = memory.arrays().size();
  std::vector<bool> reaches(n, false);
  std::vector<std::set<size_t>> storedInto(n); // array -> arrays its values are stored into

  for (const MemoryAccess &access : memory.accesses()) {
    if (access.isWrite)
      continue;
    // Follow the loaded value forward through computations.
    std::set<const llvm::Value *> seen{access.inst};
    std::deque<const llvm::Value *> work{access.inst};
    while (!work.empty()) {
      const llvm::Value *v = work.front();
      work.pop_front();
      for (const llvm::User *u : v->users()) {
        auto *br = llvm::dyn_cast<llvm::BranchInst>(u);
        if (isAnnotationCall(u) || (br && br->isConditional())) {
          for (int a : access.arrays)
            reaches[static_cast<size_t>(a)] = true;
          continue;
        }
        if (auto *store = llvm::dyn_cast<llvm::StoreInst>(u)) {
          if (store->getValueOperand() == v)
            if (const MemoryAccess *target = memory.accessOf(store))
              for (int from : access.arrays)
                for (int to : target->arrays)
                  storedInto[static_cast<size_t>(from)].insert(static_cast<size_t>(to));
          continue;
        }
        if (llvm::isa<llvm::LoadInst>(u) || llvm::isa<llvm::CallBase>(u))
          continue;
        if (seen.insert(u).second)
          work.push_back(u);
      }
    }
  }
  // An array whose values are stored into an array that needs modelling
  // needs modelling too.
  bool changed = true;
  while (changed) {
    changed = false;
    for (size_t a = 0; a < n; ++a)
      for (size_t b : storedInto[a])
        if (reaches[b] && !reaches[a])
          reaches[a] = changed = true;
  }
  return reaches;
}

std::vector<bool> arraysReadByBarrierInvariants(const llvm::Function &kernel, const MemoryModel &memory,
                                                const std::set<const llvm::Instruction *> &annotationOnly) {
  std::vector<bool> read(memory.arrays().size(), false);
  std::set<const llvm::Value *> seen;
  std::deque<const llvm::Value *> work;
  for (const llvm::Instruction &inst : llvm::instructions(kernel)) {
    auto *call = llvm::dyn_cast<llvm::CallBase>(&inst);
    Intrinsic kind = call && call->getCalledFunction() ? classifyFunction(*call->getCalledFunction())
                                                       : Intrinsic::None;
    if (kind == Intrinsic::BarrierInvariant || kind == Intrinsic::BinaryBarrierInvariant)
      work.push_back(call->getArgOperand(0));
  }
  while (!work.empty()) {
    auto *inst = llvm::dyn_cast<llvm::Instruction>(work.front());
    work.pop_front();
    if (!inst || !(annotationOnly.count(inst) || isAnnotationCall(inst)) || !seen.insert(inst).second)
      continue;
    if (const MemoryAccess *access = llvm::isa<llvm::LoadInst>(inst) ? memory.accessOf(inst) : nullptr)
      for (int a : access->arrays)
        read[static_cast<size_t>(a)] = true;
    for (const llvm::Value *op : inst->operands())
      work.push_back(op);
  }
  return read;
}

} // namespace gv
