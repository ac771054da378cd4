#include "passes/FixedParameters.h"

#include "gpuverify/Intrinsics.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PatternMatch.h"

#include <functional>
#include <optional>
#include <set>
#include <vector>

namespace gv {

namespace {

// The comparison a precondition's argument tests, with whether it is
// negated: clang writes `__requires(c)` as zext(!!c), and `!` as xor true.
std::pair<llvm::ICmpInst *, bool> testedComparison(llvm::Value *condition) {
  using namespace llvm::PatternMatch;
  bool negated = false;
  for (;;) {
    llvm::Value *inner = nullptr;
    if (match(condition, m_ZExt(m_Value(inner))) && inner->getType()->isIntegerTy(1)) {
      condition = inner;
    } else if (match(condition, m_Not(m_Value(inner)))) {
      negated = !negated;
      condition = inner;
    } else {
      return {llvm::dyn_cast<llvm::ICmpInst>(condition), negated};
    }
  }
}

// The byte offset from a by-value struct parameter of the kernel that a
// pointer has, if it is constant.
struct FieldAddress {
  llvm::Argument *parameter = nullptr;
  int64_t offset = 0;
};

std::optional<FieldAddress> fieldAddress(llvm::Value *pointer, const llvm::Function &kernel) {
  const llvm::DataLayout &layout = kernel.getParent()->getDataLayout();
  llvm::APInt offset(layout.getIndexTypeSizeInBits(pointer->getType()), 0);
  auto *base = llvm::dyn_cast<llvm::Argument>(
      pointer->stripAndAccumulateConstantOffsets(layout, offset, /*AllowNonInbounds=*/true));
  if (!base || base->getParent() != &kernel || !base->hasByValAttr())
    return std::nullopt;
  return FieldAddress{base, offset.getSExtValue()};
}

// Whether nothing writes the memory a by-value parameter points to: every
// use of a pointer derived from it reads (a load, the source of a copy).
bool isReadOnly(llvm::Argument &parameter) {
  std::vector<llvm::Value *> pointers = {&parameter};
  std::set<llvm::Value *> seen = {&parameter};
  while (!pointers.empty()) {
    llvm::Value *pointer = pointers.back();
    pointers.pop_back();
    for (llvm::User *user : pointer->users()) {
      if (llvm::isa<llvm::GetElementPtrInst>(user) || llvm::isa<llvm::BitCastInst>(user) ||
          llvm::isa<llvm::AddrSpaceCastInst>(user) || llvm::isa<llvm::PHINode>(user) ||
          llvm::isa<llvm::SelectInst>(user)) {
        if (seen.insert(user).second)
          pointers.push_back(user);
        continue;
      }
      if (llvm::isa<llvm::LoadInst>(user)) // (marked volatile while the module is prepared)
        continue;
      if (auto *copy = llvm::dyn_cast<llvm::MemTransferInst>(user); copy && copy->getRawDest() != pointer)
        continue;
      if (llvm::isa<llvm::DbgInfoIntrinsic>(user))
        continue;
      return false;
    }
  }
  return true;
}

// Whether `use` comes after the annotation `at` in every execution: the
// annotation is in the entry block, which every other block follows.
bool comesAfter(const llvm::Use &use, const llvm::Instruction &at) {
  auto *user = llvm::dyn_cast<llvm::Instruction>(use.getUser());
  if (!user)
    return false;
  return user->getParent() != at.getParent() || at.comesBefore(user);
}

// Replaces the loads of the field `tested` reads (same parameter, offset and
// type) by the value where `mayReplace` allows.
bool fixField(llvm::LoadInst &tested, llvm::ConstantInt &value, llvm::Function &kernel,
              const std::function<bool(const llvm::Use &)> &mayReplace) {
  std::optional<FieldAddress> field = fieldAddress(tested.getPointerOperand(), kernel);
  if (!field || !isReadOnly(*field->parameter))
    return false;
  std::vector<llvm::LoadInst *> loads;
  for (llvm::Instruction &inst : llvm::instructions(kernel))
    if (auto *load = llvm::dyn_cast<llvm::LoadInst>(&inst);
        load && load != &tested && load->getType() == tested.getType())
      if (std::optional<FieldAddress> other = fieldAddress(load->getPointerOperand(), kernel);
          other && other->parameter == field->parameter && other->offset == field->offset)
        loads.push_back(load);
  for (llvm::LoadInst *load : loads) {
    load->replaceUsesWithIf(&value, [&](llvm::Use &use) { return mayReplace(use); });
    if (load->use_empty()) // reading private memory has no effect of its own
      load->eraseFromParent();
  }
  return true;
}

} // namespace

unsigned substituteFixedParameters(llvm::Function &kernel) {
  unsigned fixed = 0;
  std::vector<llvm::CallBase *> annotations;
  for (llvm::Instruction &inst : kernel.getEntryBlock())
    if (auto *call = llvm::dyn_cast<llvm::CallBase>(&inst); call && call->arg_size() == 1)
      annotations.push_back(call);
  for (llvm::CallBase *call : annotations) {
    Intrinsic kind = intrinsicOf(*call);
    if (kind != Intrinsic::Requires && kind != Intrinsic::GlobalRequires && kind != Intrinsic::Assume)
      continue;
    auto [compare, negated] = testedComparison(call->getArgOperand(0));
    if (!compare || compare->getPredicate() != (negated ? llvm::ICmpInst::ICMP_NE : llvm::ICmpInst::ICMP_EQ))
      continue;
    // A precondition holds from the start; an assumption from where it is.
    bool precondition = kind != Intrinsic::Assume;
    auto mayReplace = [&](const llvm::Use &use) {
      return use.getUser() != compare && (precondition || comesAfter(use, *call));
    };
    for (unsigned side = 0; side < 2; ++side) {
      auto *value = llvm::dyn_cast<llvm::ConstantInt>(compare->getOperand(1 - side));
      if (!value)
        continue;
      llvm::Value *tested = compare->getOperand(side);
      auto *parameter = llvm::dyn_cast<llvm::Argument>(tested);
      auto *load = llvm::dyn_cast<llvm::LoadInst>(tested);
      if (parameter && parameter->getParent() == &kernel)
        parameter->replaceUsesWithIf(value, [&](llvm::Use &use) { return mayReplace(use); });
      else if (!load || !fixField(*load, *value, kernel, mayReplace))
        continue;
      ++fixed;
      break;
    }
  }
  return fixed;
}

} // namespace gv
