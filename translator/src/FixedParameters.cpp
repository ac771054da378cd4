#include "FixedParameters.h"

#include "Intrinsics.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/PatternMatch.h"

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

} // namespace

unsigned substituteFixedParameters(llvm::Function &kernel) {
  unsigned fixed = 0;
  for (llvm::Instruction &inst : kernel.getEntryBlock()) {
    auto *call = llvm::dyn_cast<llvm::CallBase>(&inst);
    if (!call || call->arg_size() != 1)
      continue;
    Intrinsic kind = intrinsicOf(*call);
    if (kind != Intrinsic::Requires && kind != Intrinsic::GlobalRequires)
      continue;
    auto [compare, negated] = testedComparison(call->getArgOperand(0));
    if (!compare || compare->getPredicate() != (negated ? llvm::ICmpInst::ICMP_NE : llvm::ICmpInst::ICMP_EQ))
      continue;
    for (unsigned side = 0; side < 2; ++side) {
      auto *parameter = llvm::dyn_cast<llvm::Argument>(compare->getOperand(side));
      auto *value = llvm::dyn_cast<llvm::ConstantInt>(compare->getOperand(1 - side));
      if (!parameter || !value || parameter->getParent() != &kernel)
        continue;
      parameter->replaceUsesWithIf(value, [&](llvm::Use &use) { return use.getUser() != compare; });
      ++fixed;
      break;
    }
  }
  return fixed;
}

} // namespace gv
