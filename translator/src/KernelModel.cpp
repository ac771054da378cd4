#include "KernelModel.h"

#include "RepetitionFree.h"
#include "ValueFlow.h"
#include "gpuverify/Intrinsics.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

#include <algorithm>

namespace gv {

namespace {

std::vector<bool> chooseContentsModelled(const KernelModel &m) {
  const auto &arrays = m.memory->arrays();
  std::vector<bool> reaching = arraysReachingControl(m.kernel, *m.memory);
  std::vector<bool> modelled(arrays.size());
  for (size_t i = 0; i < arrays.size(); ++i) {
    const ArrayRegion &a = arrays[i];
    if (a.space == MemorySpace::Private || a.space == MemorySpace::Constant) {
      modelled[i] = true;
      continue;
    }
    if (a.atomicByKernel) {
      // Atomics return values the other threads determine: adversarial.
      if (m.options.abstraction == SharedStateAbstraction::Equality)
        throw TranslationError::ofOptions("--equality-abstraction cannot be used with atomics.");
      modelled[i] = false;
      continue;
    }
    switch (m.options.abstraction) {
    case SharedStateAbstraction::Adversarial: modelled[i] = false; break;
    case SharedStateAbstraction::Equality: modelled[i] = true; break;
    case SharedStateAbstraction::Automatic:
      // As GPUVerify: only contents that can steer the kernel are kept.
      // (Keeping more would also make more same-value writes benign.)
      modelled[i] = reaching[i];
      break;
    }
  }
  return modelled;
}

std::vector<bool> chooseRaceChecked(const KernelModel &m) {
  const auto &arrays = m.memory->arrays();
  const auto &names = m.options.checkArrays;
  for (const std::string &name : names) {
    bool found = false;
    for (const ArrayRegion &a : arrays)
      found = found || a.sourceName == name;
    if (!found)
      throw TranslationError::ofOptions("Array name '" + name + "' specified for restricted checking is not found");
  }
  std::vector<bool> checked(arrays.size());
  for (size_t i = 0; i < arrays.size(); ++i) {
    const ArrayRegion &a = arrays[i];
    bool shared = a.space == MemorySpace::Global || a.space == MemorySpace::GroupShared;
    bool selected = names.empty() || std::find(names.begin(), names.end(), a.sourceName) != names.end();
    // Reads alone never race, so arrays the kernel does not write need no logs.
    checked[i] = shared && a.writtenByKernel && selected && !m.options.onlyDivergence;
  }
  return checked;
}

} // namespace

bool interGroupPossible(const TranslateOptions &options) {
  if (options.onlyIntraGroup)
    return false;
  for (const auto &n : options.geometry.numGroups.size)
    if (!n || *n != 1)
      return true;
  return false;
}

bool KernelModel::interGroup() const { return interGroupPossible(options); }

KernelModel::KernelModel(llvm::Function &k, const TranslateOptions &opts)
    : kernel(k), options(opts), dominators(k), postDominators(k), loops(dominators) {
  annotationOnly = annotationOnlyValues(kernel);
  memory = std::make_unique<MemoryModel>(kernel, kernel.getParent()->getDataLayout(), annotationOnly);
  contentsModelled = chooseContentsModelled(*this);
  repetitionFree = repetitionFreeArrays(*memory, options);
  raceChecked = chooseRaceChecked(*this);
  readByBarrierInvariants = arraysReadByBarrierInvariants(kernel, *memory, annotationOnly);

  auto isSeedFor = [&](bool groupsDiffer) {
    return [this, groupsDiffer](const llvm::Instruction &inst) { return isDivergenceSeed(inst, groupsDiffer); };
  };
  divergence = std::make_unique<Divergence>(kernel, dominators, postDominators, loops, isSeedFor(interGroup()));
  if (interGroup())
    groupDivergence = std::make_unique<Divergence>(kernel, dominators, postDominators, loops, isSeedFor(false));
}

std::vector<const llvm::BasicBlock *> KernelModel::loopHeadBlocks(const llvm::BasicBlock *header) const {
  std::vector<const llvm::BasicBlock *> blocks{header};
  const llvm::BasicBlock *last = header;
  while (true) {
    auto *branch = llvm::dyn_cast<llvm::BranchInst>(last->getTerminator());
    auto *condition =
        branch && branch->isConditional() ? llvm::dyn_cast<llvm::Instruction>(branch->getCondition()) : nullptr;
    if (!condition || !annotationOnly.count(condition))
      return blocks;
    std::optional<ConditionRegion> region = conditionRegion(*branch, postDominators);
    if (!region || region->join == header || loops.getLoopFor(region->join) != loops.getLoopFor(header))
      return blocks;
    blocks.insert(blocks.end(), region->inside.begin(), region->inside.end());
    blocks.push_back(last = region->join);
  }
}

bool KernelModel::inLoopHead(const llvm::BasicBlock *b) const {
  const llvm::Loop *loop = loops.getLoopFor(b);
  if (!loop)
    return false;
  std::vector<const llvm::BasicBlock *> head = loopHeadBlocks(loop->getHeader());
  return std::find(head.begin(), head.end(), b) != head.end();
}

bool KernelModel::reachedTogetherInGroup(const llvm::BasicBlock *b) const {
  return !(groupDivergence ? groupDivergence : divergence)->isPredicated(b);
}

// Whether `inst` may differ between the threads on its own account (see
// DivergenceSeed); group ids do when the threads may be in different groups.
bool KernelModel::isDivergenceSeed(const llvm::Instruction &inst, bool groupsDiffer) const {
  for (const llvm::Value *op : inst.operands())
    if (llvm::isa<llvm::UndefValue>(op))
      return true; // each thread picks its own value
  if (auto *load = llvm::dyn_cast<llvm::LoadInst>(&inst)) {
    // Both threads read the same contents of constant memory.
    const MemoryAccess *access = memory->accessOf(load);
    bool constant = access && !access->mayBeNull;
    for (int a : access ? access->arrays : std::vector<int>{})
      constant = constant && memory->arrays()[a].space == MemorySpace::Constant;
    return !constant;
  }
  auto *call = llvm::dyn_cast<llvm::CallBase>(&inst);
  if (!call || !call->getCalledFunction())
    return false;
  Intrinsic kind = classifyFunction(*call->getCalledFunction());
  if (kind == Intrinsic::None && call->getCalledFunction()->isDeclaration()) {
    // Arbitrary results (see StatementEncoder::unknownFunction).
    bool pointers = call->getType()->isPointerTy();
    for (const llvm::Value *arg : call->args())
      pointers = pointers || arg->getType()->isPointerTy();
    return pointers;
  }
  return isThreadSpecific(kind) || (kind == Intrinsic::GroupId && groupsDiffer);
}

} // namespace gv
