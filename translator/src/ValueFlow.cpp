#include "ValueFlow.h"

#include "MemoryModel.h"
#include "gpuverify/Intrinsics.h"

#include "llvm/Analysis/PostDominators.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"

#include <deque>
#include <optional>

namespace gv {

namespace {

bool isAnnotationCall(const llvm::User *u) {
  auto *call = llvm::dyn_cast<llvm::CallBase>(u);
  return call && call->getCalledFunction() && isAnnotation(classifyFunction(*call->getCalledFunction()));
}

// Whether the conditional branch only picks annotation values: it belongs
// to a C condition inside an annotation (`a && b`, `c ? x : y`), whose
// blocks up to the join compute nothing but such values, and whose join
// only merges them.
bool choosesAnnotationValues(const llvm::BranchInst &branch, const llvm::PostDominatorTree &postDominators,
                             const std::set<const llvm::Instruction *> &only) {
  std::optional<ConditionRegion> region = conditionRegion(branch, postDominators);
  if (!region || !llvm::isa<llvm::PHINode>(region->join->front()))
    return false;
  for (const llvm::PHINode &phi : region->join->phis())
    if (!only.count(&phi))
      return false;
  for (const llvm::BasicBlock *block : region->inside)
    for (const llvm::Instruction &inst : *block)
      if (!inst.isTerminator() && !llvm::isa<llvm::DbgInfoIntrinsic>(inst) && !only.count(&inst) &&
          !(isAnnotationCall(&inst) && !inst.getType()->isVoidTy())) // __implies, __ite, ...
        return false;
  return true;
}

// The conditions of the branches between the phi's immediate dominator and
// the phi: what decides which incoming value it takes.
std::vector<const llvm::Value *> choosingConditions(const llvm::PHINode &phi, const llvm::DominatorTree &dominators) {
  const llvm::DomTreeNode *node = dominators.getNode(phi.getParent());
  const llvm::BasicBlock *fork = node && node->getIDom() ? node->getIDom()->getBlock() : nullptr;
  std::vector<const llvm::Value *> conditions;
  std::set<const llvm::BasicBlock *> seen;
  std::deque<const llvm::BasicBlock *> work(phi.block_begin(), phi.block_end());
  while (!work.empty()) {
    const llvm::BasicBlock *block = work.front();
    work.pop_front();
    if (!seen.insert(block).second)
      continue;
    if (auto *branch = llvm::dyn_cast<llvm::BranchInst>(block->getTerminator()); branch && branch->isConditional())
      conditions.push_back(branch->getCondition());
    if (block != fork && fork && dominators.dominates(fork, block))
      work.insert(work.end(), llvm::pred_begin(block), llvm::pred_end(block));
  }
  return conditions;
}

} // namespace

std::optional<ConditionRegion> conditionRegion(const llvm::BranchInst &branch,
                                               const llvm::PostDominatorTree &postDominators) {
  const llvm::DomTreeNode *node = postDominators.getNode(branch.getParent());
  if (!branch.isConditional() || !node || !node->getIDom() || !node->getIDom()->getBlock())
    return std::nullopt;
  ConditionRegion region{node->getIDom()->getBlock(), {}};
  std::set<const llvm::BasicBlock *> seen;
  std::deque<const llvm::BasicBlock *> work(llvm::succ_begin(branch.getParent()), llvm::succ_end(branch.getParent()));
  while (!work.empty()) {
    const llvm::BasicBlock *block = work.front();
    work.pop_front();
    if (block == region.join || !seen.insert(block).second)
      continue;
    if (block == branch.getParent() || !llvm::isa<llvm::BranchInst>(block->getTerminator()))
      return std::nullopt; // a loop, or a switch
    region.inside.push_back(block);
    work.insert(work.end(), llvm::succ_begin(block), llvm::succ_end(block));
  }
  return region;
}

std::set<const llvm::Instruction *> annotationOnlyValues(const llvm::Function &kernel) {
  llvm::PostDominatorTree postDominators(const_cast<llvm::Function &>(kernel));
  // Start from every value-producing instruction used at all and discard
  // those with a use outside annotations, until nothing changes.
  std::set<const llvm::Instruction *> only;
  for (const llvm::Instruction &inst : llvm::instructions(kernel))
    if (!inst.getType()->isVoidTy() && !inst.use_empty() && !isAnnotationCall(&inst))
      only.insert(&inst);
  auto annotationUse = [&](const llvm::User *u) {
    auto *ui = llvm::dyn_cast<llvm::Instruction>(u);
    if (!ui)
      return false;
    if (isAnnotationCall(ui) || only.count(ui))
      return true;
    auto *branch = llvm::dyn_cast<llvm::BranchInst>(ui);
    return branch && branch->isConditional() && choosesAnnotationValues(*branch, postDominators, only);
  };
  bool changed = true;
  while (changed) {
    changed = false;
    for (auto it = only.begin(); it != only.end();) {
      if (llvm::all_of((*it)->users(), annotationUse)) {
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
  llvm::DominatorTree dominators(const_cast<llvm::Function &>(kernel));
  std::vector<bool> read(memory.arrays().size(), false);
  std::set<const llvm::Value *> seen;
  std::deque<const llvm::Value *> work;
  for (const llvm::Instruction &inst : llvm::instructions(kernel)) {
    auto *call = llvm::dyn_cast<llvm::CallBase>(&inst);
    Intrinsic kind = call && call->getCalledFunction() ? classifyFunction(*call->getCalledFunction()) : Intrinsic::None;
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
    if (auto *phi = llvm::dyn_cast<llvm::PHINode>(inst))
      for (const llvm::Value *condition : choosingConditions(*phi, dominators))
        work.push_back(condition);
  }
  return read;
}

} // namespace gv
