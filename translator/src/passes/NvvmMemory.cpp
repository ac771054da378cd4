#include "passes/NvvmLowering.h"
#include "passes/PtxAccess.h"
#include "passes/PtxAsyncCopy.h"

#include "SourceLocations.h"
#include "gpuverify/Intrinsics.h"
#include "gpuverify/Translator.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/Module.h"

#include <optional>
#include <regex>
#include <vector>

namespace gv {

void NvvmLowering::lowerWmma(llvm::IRBuilder<> &b, llvm::CallBase &call, llvm::StringRef name) {
  llvm::SmallVector<llvm::StringRef, 8> parts;
  name.split(parts, '.');
  unsigned m = 0, n = 0, k = 0;
  std::string shape = parts.size() > 1 ? parts[1].str() : "";
  if (std::sscanf(shape.c_str(), "m%un%uk%u", &m, &n, &k) != 3)
    unsupported(call, "the NVVM intrinsic llvm.nvvm." + name.str());
  if (parts.size() > 2 && parts[2] == "mma") {
    replace(call, arbitraryAggregate(b, call.getType()));
    return;
  }
  bool load = parts.size() > 2 && parts[2] == "load", store = parts.size() > 2 && parts[2] == "store";
  if ((!load && !store) || parts.size() < 6)
    unsupported(call, "the NVVM intrinsic llvm.nvvm." + name.str());
  llvm::StringRef fragment = parts[3], layout = parts[4];
  bool strided = parts[5] == "stride";
  llvm::StringRef type = parts[strided ? 6 : 5];
  unsigned bytes = llvm::StringSwitch<unsigned>(type)
                       .Cases("f16", "bf16", 2)
                       .Cases("f32", "tf32", "s32", 4)
                       .Cases("s8", "u8", 1)
                       .Case("f64", 8)
                       .Default(0);
  unsigned rows = fragment == "a" ? m : fragment == "b" ? k : m;
  unsigned columns = fragment == "a" ? k : n;
  if (!bytes || (layout != "row" && layout != "col") ||
      (load && fragment != "a" && fragment != "b" && fragment != "c") || (store && fragment != "d"))
    unsupported(call, "the NVVM intrinsic llvm.nvvm." + name.str());
  bool rowMajor = layout == "row";
  llvm::Value *pointer = call.getArgOperand(0);
  auto *index = llvm::cast<llvm::IntegerType>(m_.getDataLayout().getIndexType(pointer->getType()));
  // Without a stride, the tile's rows (columns) lie next to each other.
  llvm::Value *stride = strided ? b.CreateZExtOrTrunc(call.getArgOperand(call.arg_size() - 1), index)
                                : llvm::ConstantInt::get(index, rowMajor ? columns : rows);
  llvm::Value *r = arbitrary(b, i32_), *c = arbitrary(b, i32_);
  assume(b, b.CreateICmpULT(r, b.getInt32(rows)));
  assume(b, b.CreateICmpULT(c, b.getInt32(columns)));
  // One function per site, also across the runs of this lowering.
  std::string owner;
  do
    owner = "__gv_wmma_lane_" + std::to_string(++wmmaSites_);
  while (m_.getFunction(owner));
  assume(b, b.CreateICmpEQ(b.CreateCall(declareOwnFunction(m_, owner.c_str(), i32_, {i32_, i32_}, true), {r, c}),
                           lane(b)));
  llvm::Value *major = b.CreateZExt(rowMajor ? r : c, index), *minor = b.CreateZExt(rowMajor ? c : r, index);
  llvm::Type *element = b.getIntNTy(8 * bytes);
  llvm::Value *at = b.CreateGEP(element, pointer, b.CreateAdd(b.CreateMul(major, stride), minor), "wmma.element");
  // Volatile until the passes are done, as Prepare marks every access to
  // memory that may be shared.
  if (load) {
    b.CreateLoad(element, at, /*isVolatile=*/true);
    replace(call, arbitraryAggregate(b, call.getType()));
  } else {
    b.CreateStore(arbitrary(b, element), at, /*isVolatile=*/true);
    replace(call, nullptr);
  }
}

void NvvmLowering::lowerScopedAtomic(llvm::IRBuilder<> &b, llvm::CallBase &call, llvm::StringRef name) {
  llvm::SmallVector<llvm::StringRef, 8> parts;
  name.split(parts, '.');
  if (parts.size() < 5 || (parts[4] != "cta" && parts[4] != "sys"))
    unsupported(call, "the NVVM atomic llvm.nvvm." + name.str());
  std::string op = llvm::StringSwitch<std::string>(parts[1])
                       .Case("exch", "xchg")
                       .Case("cas", "cmpxchg")
                       .Cases("add", "max", "min", "inc", "dec", "and", "or", "xor", parts[1].str())
                       .Default("");
  if (op.empty())
    unsupported(call, "the NVVM atomic llvm.nvvm." + name.str());
  std::string prefix = parts[4] == "cta" ? "__gv_block_atomic_" : "__gv_atomic_";
  llvm::Type *type = call.getType();
  std::vector<llvm::Type *> params;
  std::vector<llvm::Value *> args;
  for (llvm::Value *arg : call.args()) {
    params.push_back(arg->getType());
    args.push_back(arg);
  }
  std::string callee = prefix + op + "_" + typedName("", type);
  replace(call, b.CreateCall(m_.getOrInsertFunction(callee, llvm::FunctionType::get(type, params, false)), args));
}

const char *NvvmLowering::rmwOperation(llvm::AtomicRMWInst::BinOp op) {
  using Op = llvm::AtomicRMWInst;
  switch (op) {
  case Op::Xchg: return "xchg";
  // fadd and fsub stay apart from add and sub: a floating-point counter
  // takes values again, so it is never a repetition-free one.
  case Op::Add: return "add";
  case Op::FAdd: return "fadd";
  case Op::Sub: return "sub";
  case Op::FSub: return "fsub";
  case Op::And: return "and";
  case Op::Or: return "or";
  case Op::Xor: return "xor";
  case Op::Max:
  case Op::UMax:
  case Op::FMax: return "max";
  case Op::Min:
  case Op::UMin:
  case Op::FMin: return "min";
  default: return nullptr;
  }
}

std::string NvvmLowering::atomicPrefix(const llvm::Instruction &inst, llvm::SyncScope::ID scope) {
  if (scope == llvm::SyncScope::System)
    return "__gv_atomic_";
  llvm::SmallVector<llvm::StringRef, 8> names;
  c_.getSyncScopeNames(names);
  llvm::StringRef named = scope < names.size() ? names[scope] : "";
  if (named == "device" || named == "agent" || named == "system" || named == "")
    return "__gv_atomic_";
  if (named == "block" || named == "cta" || named == "workgroup")
    return "__gv_block_atomic_";
  unsupported(inst, "an atomic operation of scope '" + named.str() + "'");
}

void NvvmLowering::lowerAtomic(llvm::Instruction &inst) {
  llvm::IRBuilder<> b(&inst);
  if (auto *rmw = llvm::dyn_cast<llvm::AtomicRMWInst>(&inst)) {
    llvm::Type *type = rmw->getValOperand()->getType();
    llvm::Value *pointer = rmw->getPointerOperand();
    if (rmw->getOperation() == llvm::AtomicRMWInst::UIncWrap || rmw->getOperation() == llvm::AtomicRMWInst::UDecWrap) {
      bool inc = rmw->getOperation() == llvm::AtomicRMWInst::UIncWrap;
      if (!type->isIntegerTy(32))
        unsupported(inst, "a wrapping atomic increment or decrement of a " + typedName("", type));
      std::string op = atomicPrefix(inst, rmw->getSyncScopeID()) + (inc ? "inc_uint" : "dec_uint");
      rmw->replaceAllUsesWith(b.CreateCall(declareOwnFunction(m_, op.c_str(), i32_, {pointer->getType(), i32_}),
                                           {pointer, rmw->getValOperand()}));
      rmw->eraseFromParent();
      return;
    }
    const char *op = rmwOperation(rmw->getOperation());
    if (!op)
      unsupported(inst, std::string("the atomic operation ") +
                            llvm::AtomicRMWInst::getOperationName(rmw->getOperation()).str());
    std::string name = atomicPrefix(inst, rmw->getSyncScopeID()) + op + "_" + typedName("", type);
    rmw->replaceAllUsesWith(
        b.CreateCall(m_.getOrInsertFunction(name, type, pointer->getType(), type), {pointer, rmw->getValOperand()}));
    rmw->eraseFromParent();
    return;
  }
  auto *cas = llvm::cast<llvm::AtomicCmpXchgInst>(&inst);
  llvm::Type *type = cas->getNewValOperand()->getType();
  llvm::Value *pointer = cas->getPointerOperand();
  std::string name = atomicPrefix(inst, cas->getSyncScopeID()) + "cmpxchg_" + typedName("", type);
  llvm::Value *old = b.CreateCall(m_.getOrInsertFunction(name, type, pointer->getType(), type, type),
                                  {pointer, cas->getCompareOperand(), cas->getNewValOperand()});
  // A weak exchange may also fail when the values are equal.
  llvm::Value *succeeded = b.CreateICmpEQ(old, cas->getCompareOperand());
  if (cas->isWeak())
    succeeded = b.CreateAnd(succeeded, b.CreateCall(arbitraryValueFunction(m_, b.getInt1Ty())));
  llvm::Value *r = llvm::PoisonValue::get(cas->getType());
  r = b.CreateInsertValue(r, old, 0);
  r = b.CreateInsertValue(r, succeeded, 1);
  cas->replaceAllUsesWith(r);
  cas->eraseFromParent();
}

bool NvvmLowering::accessesMemory(const std::string &ptx) {
  static const std::regex memoryInstruction(
      R"((^|[;{}\s])(ld|ldu|st|atom|red|cp|suld|sust|sured|mbarrier|ldmatrix|stmatrix|wmma|multimem|bar|barrier)\.)");
  return std::regex_search(ptx, memoryInstruction);
}

void NvvmLowering::lowerInlineAsm(llvm::CallBase &call) {
  auto *assembly = llvm::cast<llvm::InlineAsm>(call.getCalledOperand());
  std::string ptx = ptxText(*assembly);
  llvm::IRBuilder<> b(&call);
  bool touchesMemory = llvm::StringRef(assembly->getConstraintString()).contains("~{memory}");
  for (const llvm::Value *a : call.args())
    touchesMemory = touchesMemory || a->getType()->isPointerTy();
  for (const llvm::InlineAsm::ConstraintInfo &constraint : assembly->ParseConstraints())
    touchesMemory = touchesMemory || constraint.isIndirect;
  touchesMemory = touchesMemory || accessesMemory(ptx);
  // A compiler barrier, and barrier 0 written in PTX.
  if (ptx.empty() && call.getType()->isVoidTy()) {
    replace(call, nullptr);
    return;
  }
  if (ptx == "bar.sync 0;" || ptx == "barrier.sync 0;" || ptx == "bar.sync 0" || ptx == "barrier.sync 0") {
    b.CreateCall(declareOwnFunction(m_, "__gv_barrier", llvm::Type::getVoidTy(c_), {i32_, i32_}),
                 {b.getInt32(1), b.getInt32(1)});
    replace(call, nullptr);
    return;
  }
  // trap (clang's __trap, the toolkit's aborts): as __builtin_trap.
  if (ptx == "trap;" || ptx == "trap") {
    b.CreateCall(llvm::Intrinsic::getDeclaration(&m_, llvm::Intrinsic::trap));
    replace(call, nullptr);
    return;
  }
  // ld, ldu and st: the plain accesses they are (see PtxAccess.h).
  if (std::optional<PtxAccess> access = parsePtxAccess(ptx); access && lowerPtxAccess(call, *access))
    return;
  // cp.async and its groups (see PtxAsyncCopy.h).
  if (std::optional<PtxAsyncCopy> copy = parsePtxAsyncCopy(ptx); copy && lowerPtxAsyncCopy(call, *copy))
    return;
  if (touchesMemory)
    return; // refused as inline assembly (Prepare)
  // mov.u32 $0, %laneid; and the like.
  llvm::StringRef text(ptx);
  if (text.consume_front("mov.u32 $0, %") && text.consume_back(";") && call.getType()->isIntegerTy()) {
    replace(call, specialRegister(b, text, call.getType()));
    return;
  }
  // Without outputs, an instruction is there for what it does: dropped
  // only where that is known to be nothing a race depends on (sleeping,
  // fences, prefetches); another (a surface store through a handle)
  // stays, to be refused.
  if (call.getType()->isVoidTy()) {
    llvm::StringRef instruction(ptx);
    if (instruction.starts_with("nanosleep") || instruction.starts_with("membar") || instruction.starts_with("fence") ||
        instruction.starts_with("prefetch"))
      replace(call, nullptr);
    return;
  }
  // PTX names special registers %name; operands are $n.
  bool readsSpecialRegister = false;
  for (size_t i = 0; i + 1 < ptx.size(); ++i)
    readsSpecialRegister =
        readsSpecialRegister || (ptx[i] == '%' && std::isalpha(static_cast<unsigned char>(ptx[i + 1])));
  if (readsSpecialRegister || assembly->hasSideEffects() || call.getType()->isStructTy()) {
    replace(call, b.CreateCall(arbitraryValueFunction(m_, call.getType())));
    return;
  }
  // Arithmetic: the same function of the same operands, wherever written.
  std::string name =
      "__gv_inline_asm." +
      llvm::utohexstr(llvm::hash_value(assembly->getAsmString() + "|" + assembly->getConstraintString()));
  std::vector<llvm::Value *> args(call.arg_begin(), call.arg_end());
  llvm::FunctionCallee f = m_.getOrInsertFunction(name, assembly->getFunctionType());
  if (auto *declared = llvm::dyn_cast<llvm::Function>(f.getCallee()))
    declared->setDoesNotAccessMemory();
  replace(call, b.CreateCall(f, args));
}

} // namespace gv
