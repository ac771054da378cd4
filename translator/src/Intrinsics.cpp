#include "Intrinsics.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/raw_ostream.h"

#include <cctype>

namespace gv {

namespace {

const llvm::StringMap<Intrinsic> &table() {
  static const llvm::StringMap<Intrinsic> names = {
      {"__gv_local_id", Intrinsic::LocalId},
      {"__gv_group_id", Intrinsic::GroupId},
      {"__gv_local_size", Intrinsic::LocalSize},
      {"__gv_num_groups", Intrinsic::NumGroups},
      {"__gv_global_offset", Intrinsic::GlobalOffset},
      {"__gv_work_dim", Intrinsic::WorkDim},
      {"__gv_warp_size", Intrinsic::WarpSize},

      {"__gv_barrier", Intrinsic::Barrier},
      {"llvm.nvvm.barrier0", Intrinsic::NvvmBarrier},
      {"__gv_grid_barrier", Intrinsic::GridBarrier},
      {"__gv_syncthreads_count", Intrinsic::BarrierReduce},
      {"__gv_syncthreads_and", Intrinsic::BarrierReduce},
      {"__gv_syncthreads_or", Intrinsic::BarrierReduce},
      {"__gv_mem_fence", Intrinsic::MemFence},

      {"__gv_assert", Intrinsic::Assert},
      {"__gv_global_assert", Intrinsic::GlobalAssert},
      {"__gv_candidate_assert", Intrinsic::CandidateAssert},
      {"__gv_candidate_global_assert", Intrinsic::CandidateGlobalAssert},
      {"__gv_assume", Intrinsic::Assume},
      {"__gv_invariant", Intrinsic::Invariant},
      {"__gv_global_invariant", Intrinsic::GlobalInvariant},
      {"__gv_candidate_invariant", Intrinsic::CandidateInvariant},
      {"__gv_candidate_global_invariant", Intrinsic::CandidateGlobalInvariant},
      {"__gv_function_wide_invariant", Intrinsic::FunctionWideInvariant},
      {"__gv_function_wide_candidate_invariant", Intrinsic::FunctionWideCandidateInvariant},
      {"__gv_requires", Intrinsic::Requires},
      {"__gv_global_requires", Intrinsic::GlobalRequires},
      {"__gv_ensures", Intrinsic::Ensures},
      {"__gv_global_ensures", Intrinsic::GlobalEnsures},
      {"__gv_call_requires", Intrinsic::CallRequires},
      {"__gv_call_global_requires", Intrinsic::CallGlobalRequires},
      {"__gv_spec_ensures", Intrinsic::SpecEnsures},
      {"__gv_spec_global_ensures", Intrinsic::SpecGlobalEnsures},
      {"__gv_spec_end", Intrinsic::SpecEnd},
      {"__gv_implies", Intrinsic::Implies},
      {"__gv_ite", Intrinsic::Ite},
      {"__gv_enabled", Intrinsic::Enabled},
      {"__gv_dominator_enabled", Intrinsic::DominatorEnabled},
      {"__gv_other_int", Intrinsic::OtherInt},
      {"__gv_other_bool", Intrinsic::OtherBool},
      {"__gv_return_val_int", Intrinsic::ReturnValInt},
      {"__gv_return_val_int4", Intrinsic::ReturnValInt},
      {"__gv_return_val_bool", Intrinsic::ReturnValBool},
      {"__gv_return_val_ptr", Intrinsic::ReturnValPtr},
      {"__gv_return_val_funptr", Intrinsic::ReturnValPtr},
      {"__gv_old_int", Intrinsic::OldInt},
      {"__gv_old_bool", Intrinsic::OldBool},

      {"__gv_read", Intrinsic::ReadHasOccurred},
      {"__gv_write", Intrinsic::WriteHasOccurred},
      {"__gv_atomic", Intrinsic::AtomicHasOccurred},
      {"__gv_read_implies", Intrinsic::ReadImplies},
      {"__gv_write_implies", Intrinsic::WriteImplies},
      {"__gv_atomic_implies", Intrinsic::AtomicImplies},
      {"__gv_read_offset_bytes", Intrinsic::ReadOffsetBytes},
      {"__gv_write_offset_bytes", Intrinsic::WriteOffsetBytes},
      {"__gv_ptr_offset_bytes", Intrinsic::PtrOffsetBytes},
      {"__gv_ptr_base", Intrinsic::PtrBase},
      {"__gv_other_ptr_base", Intrinsic::OtherPtrBase},
      {"__gv_requires_fresh_array", Intrinsic::RequiresFreshArray},
      {"__gv_array_snapshot", Intrinsic::ArraySnapshot},
      {"__gv_atomic_has_taken_value", Intrinsic::AtomicHasTakenValue},
      {"__gv_reads_from", Intrinsic::ReadsFrom},
      {"__gv_writes_to", Intrinsic::WritesTo},

      {"llvm.nvvm.texsurf.handle.internal.p1", Intrinsic::TextureHandle},
      {"__gv_wait_group_events", Intrinsic::WaitGroupEvents},
      {"__gv_wait_event", Intrinsic::WaitEvent},
      {"write_imagef", Intrinsic::ImageWrite},
      {"write_imagei", Intrinsic::ImageWrite},
      {"write_imageui", Intrinsic::ImageWrite},
      {invalidFunctionPointerCallName, Intrinsic::InvalidFunctionPointerCall},
      {"printf", Intrinsic::Printf},
      {"vprintf", Intrinsic::Printf}, // CUDA printf as clang lowers it
      {"llvm.trap", Intrinsic::Trap},
      {"llvm.assume", Intrinsic::Assume_},
  };
  return names;
}

} // namespace

std::string baseName(llvm::StringRef name) {
  if (!name.starts_with("_Z"))
    return name.str();
  // _Z <length> <identifier> <parameter types>; nested names (N...E) are
  // member functions, which are never intrinsics.
  size_t i = 2, length = 0;
  if (i >= name.size() || !std::isdigit(static_cast<unsigned char>(name[i])))
    return name.str();
  while (i < name.size() && std::isdigit(static_cast<unsigned char>(name[i])))
    length = length * 10 + (name[i++] - '0');
  if (i + length > name.size())
    return name.str();
  return name.substr(i, length).str();
}

std::string atomicOperationName(const llvm::Function &callee) {
  std::string base = baseName(callee.getName());
  const size_t start = std::string("__gv_atomic_").size();
  return base.substr(start, base.find('_', start) - start);
}

Intrinsic classifyFunction(const llvm::Function &callee) {
  llvm::StringRef name = callee.getName();
  if (name.starts_with("llvm.dbg."))
    return Intrinsic::DebugInfo;
  if (name.starts_with("llvm.lifetime."))
    return Intrinsic::Lifetime;
  std::string base = baseName(name);
  if (llvm::StringRef(base).starts_with("__gv_async_strided_copy_"))
    return Intrinsic::AsyncStridedCopy;
  if (llvm::StringRef(base).starts_with("__gv_async_copy_"))
    return Intrinsic::AsyncCopy;
  if (llvm::StringRef(base).starts_with("__gv_uf_"))
    return Intrinsic::UserFunction;
  if (llvm::StringRef(base).starts_with("__gv_atomic_") && base != "__gv_atomic_implies" &&
      base != "__gv_atomic_has_taken_value")
    return Intrinsic::AtomicOperation;
  if (name.starts_with(arbitraryValuePrefix))
    return Intrinsic::ArbitraryValue;
  if (name.starts_with(argumentPassedPrefix))
    return Intrinsic::ArgumentPassed;
  if (name.starts_with(uniformIfPassedSoPrefix))
    return Intrinsic::UniformIfPassedSo;
  if (llvm::StringRef(base).starts_with("__gv_add_noovfl_"))
    return Intrinsic::AddNoOverflow;
  if (llvm::StringRef(base).starts_with("__gv_abstract_op_"))
    return Intrinsic::AbstractOperator;
  if (llvm::StringRef(base).starts_with("__gv_barrier_invariant_binary_"))
    return Intrinsic::BinaryBarrierInvariant;
  if (llvm::StringRef(base).starts_with("__gv_barrier_invariant_"))
    return Intrinsic::BarrierInvariant;
  auto it = table().find(base);
  return it == table().end() ? Intrinsic::None : it->second;
}

bool isAnnotation(Intrinsic i) {
  switch (i) {
  case Intrinsic::Assert:
  case Intrinsic::GlobalAssert:
  case Intrinsic::CandidateAssert:
  case Intrinsic::CandidateGlobalAssert:
  case Intrinsic::Assume:
  case Intrinsic::Invariant:
  case Intrinsic::GlobalInvariant:
  case Intrinsic::CandidateInvariant:
  case Intrinsic::CandidateGlobalInvariant:
  case Intrinsic::FunctionWideInvariant:
  case Intrinsic::FunctionWideCandidateInvariant:
  case Intrinsic::Requires:
  case Intrinsic::GlobalRequires:
  case Intrinsic::Ensures:
  case Intrinsic::GlobalEnsures:
  case Intrinsic::SpecEnsures:
  case Intrinsic::SpecGlobalEnsures:
  case Intrinsic::CallRequires:
  case Intrinsic::CallGlobalRequires:
  case Intrinsic::Implies:
  case Intrinsic::Ite:
  case Intrinsic::Enabled:
  case Intrinsic::DominatorEnabled:
  case Intrinsic::OtherInt:
  case Intrinsic::OtherBool:
  case Intrinsic::ReturnValInt:
  case Intrinsic::ReturnValBool:
  case Intrinsic::ReturnValPtr:
  case Intrinsic::OldInt:
  case Intrinsic::OldBool:
  case Intrinsic::ReadHasOccurred:
  case Intrinsic::WriteHasOccurred:
  case Intrinsic::AtomicHasOccurred:
  case Intrinsic::ReadImplies:
  case Intrinsic::WriteImplies:
  case Intrinsic::AtomicImplies:
  case Intrinsic::ReadOffsetBytes:
  case Intrinsic::WriteOffsetBytes:
  case Intrinsic::PtrOffsetBytes:
  case Intrinsic::PtrBase:
  case Intrinsic::OtherPtrBase:
  case Intrinsic::AtomicHasTakenValue:
  case Intrinsic::BarrierInvariant:
  case Intrinsic::BinaryBarrierInvariant: return true;
  default: return false;
  }
}

bool isThreadSpecific(Intrinsic i) {
  switch (i) {
  case Intrinsic::ArbitraryValue:
  case Intrinsic::AtomicOperation: // the value the other threads left there
  case Intrinsic::LocalId:
  case Intrinsic::Enabled:
  case Intrinsic::DominatorEnabled:
  case Intrinsic::OtherInt:
  case Intrinsic::OtherBool:
  case Intrinsic::OtherPtrBase: return true;
  default: return readsRaceLogs(i);
  }
}

bool readsRaceLogs(Intrinsic i) { return describesLoggedAccesses(i) || i == Intrinsic::AtomicHasTakenValue; }

bool describesLoggedAccesses(Intrinsic i) {
  switch (i) {
  case Intrinsic::ReadHasOccurred:
  case Intrinsic::WriteHasOccurred:
  case Intrinsic::AtomicHasOccurred:
  case Intrinsic::ReadImplies:
  case Intrinsic::WriteImplies:
  case Intrinsic::AtomicImplies:
  case Intrinsic::ReadOffsetBytes:
  case Intrinsic::WriteOffsetBytes: return true;
  default: return false;
  }
}

Intrinsic intrinsicOf(const llvm::Instruction &inst) {
  auto *call = llvm::dyn_cast<llvm::CallBase>(&inst);
  if (!call || !call->getCalledFunction())
    return Intrinsic::None;
  return classifyFunction(*call->getCalledFunction());
}

bool isSpecificationOnly(const llvm::Function &f) {
  return llvm::StringRef(baseName(f.getName())).starts_with("__spec");
}

bool isBarrier(Intrinsic i) {
  return i == Intrinsic::Barrier || i == Intrinsic::NvvmBarrier || i == Intrinsic::BarrierReduce ||
         i == Intrinsic::GridBarrier;
}

namespace {

std::string typedName(const char *prefix, llvm::Type *type) {
  std::string name = prefix;
  llvm::raw_string_ostream out(name);
  type->print(out);
  return out.str();
}

} // namespace

llvm::FunctionCallee arbitraryValueFunction(llvm::Module &module, llvm::Type *type) {
  return module.getOrInsertFunction(typedName(arbitraryValuePrefix, type), llvm::FunctionType::get(type, false));
}

llvm::FunctionCallee argumentFunction(llvm::Module &module, Intrinsic kind, llvm::Type *type) {
  llvm::LLVMContext &context = module.getContext();
  const char *prefix = kind == Intrinsic::ArgumentPassed ? argumentPassedPrefix : uniformIfPassedSoPrefix;
  return module.getOrInsertFunction(
      typedName(prefix, type),
      llvm::FunctionType::get(llvm::Type::getVoidTy(context), {llvm::Type::getInt32Ty(context), type}, false));
}

} // namespace gv
