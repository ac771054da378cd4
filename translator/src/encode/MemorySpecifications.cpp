// Memory: the accesses a specification-only function declares
// (__reads_from, __writes_to), checked where the declarations stand.
#include "encode/Memory.h"
#include "gpuverify/Naming.h"

#include "ConstantBits.h"
#include "SourceLocations.h"
#include "gpuverify/Intrinsics.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

namespace gv {

using namespace boogie;

const MemoryEncoder::ExternalAccess *MemoryEncoder::externalAccessOf(const llvm::Value *pointer,
                                                                     AccessKind kind) const {
  int array = singleArrayOf(pointer);
  for (const ExternalAccess &access : pendingExternal_)
    if (access.array == array && access.kind == kind)
      return &access;
  return nullptr;
}

void MemoryEncoder::externalAccess(const llvm::CallBase &call, const Predicate &pred) {
  const MemoryAccess &access = accessOf(call);
  nullCheck(access, pred);
  boundsCheck(access, pred);
  AccessKind kind = access.isWrite ? AccessKind::Write : AccessKind::Read;
  for (int array : access.arrays) {
    Predicate on = targetPredicate(access, array, pred);
    const ArrayVars &v = vars_[array];
    if (kind == AccessKind::Write && v.contentsKept())
      forgetContents(array, on);
    if (v.writeLog.empty())
      continue;
    ExternalAccess declared{&call, array, kind, {}, 0, on};
    for (unsigned t : bothThreads) {
      declared.index.of(t) = ctx_.newLocal(naming::perThread("external", t), Type::bv(values_.pointerBits()));
      ctx_.out.add(havoc({declared.index.of(t)->text}));
    }
    // No source location: reports say "from external source location".
    AccessSite site;
    site.kind = kind;
    site.array = v.info;
    declared.site = ctx_.builder.addSite(site);
    pendingExternal_.push_back(declared);
  }
}

void MemoryEncoder::checkDeclaredAccesses() {
  for (const ExternalAccess &access : pendingExternal_) {
    const ArrayVars &v = vars_[access.array];
    std::vector<std::pair<std::string, AccessKind>> against = {{v.writeLog, AccessKind::Write}};
    if (access.kind == AccessKind::Write)
      against.push_back({v.readLog, AccessKind::Read});
    if (!v.atomicLog.empty())
      against.push_back({v.atomicLog, AccessKind::Atomic});
    for (const auto &[log, previous] : against) {
      unsigned check = addRaceCheck(*access.call, access.array, access.kind, previous);
      checkConflict(access.array, access.pred, access.index.of(2), log, nullptr, check);
    }
  }
  for (const ExternalAccess &access : pendingExternal_) {
    const ArrayVars &v = vars_[access.array];
    const std::string &log = access.kind == AccessKind::Write ? v.writeLog : v.readLog;
    appendToLog(*access.call, access.array, var(log, Type::boolean()),
                logCondition(access.array, access.pred, access.index.of(1), access.site), access.index.of(1),
                access.site);
  }
  pendingExternal_.clear();
}

} // namespace gv
