#include "encode/Statements.h"

#include "SourceLocations.h"
#include "gpuverify/Intrinsics.h"

#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"

#include <functional>

namespace gv {

using namespace boogie;

namespace {

[[noreturn]] void unsupportedCall(const llvm::CallBase &c, const std::string &what) {
  throw TranslationError(what + " is not supported yet", sourceChain(c));
}

} // namespace

StatementEncoder::StatementEncoder(KernelContext &ctx, ValueEncoder &values, MemoryEncoder &memory,
                                   AnnotationEncoder &annotations)
    : ctx_(ctx), values_(values), memory_(memory), annotations_(annotations), barrierInvariants_(ctx, values, memory),
      warps_(ctx, values, memory) {}

void StatementEncoder::emit(const llvm::Instruction &inst, const Predicate &pred) {
  if (llvm::isa<llvm::PHINode>(inst) || inst.isTerminator() || llvm::isa<llvm::AllocaInst>(inst))
    return;
  if (auto *load = llvm::dyn_cast<llvm::LoadInst>(&inst)) {
    memory_.load(*load, pred);
    return;
  }
  if (auto *store = llvm::dyn_cast<llvm::StoreInst>(&inst)) {
    memory_.store(*store, pred);
    return;
  }
  if (auto *c = llvm::dyn_cast<llvm::CallBase>(&inst)) {
    call(*c, pred);
    return;
  }
  if (llvm::isa<llvm::IntToPtrInst>(inst))
    memory_.arbitraryBase(inst, pred); // its offset depends on the base it points into
  if (!values_.isFolded(inst))
    assignValue(inst, pred);
}

void StatementEncoder::assignValue(const llvm::Instruction &inst, const Predicate &pred) {
  if (inst.getType()->isPointerTy() && !llvm::isa<llvm::SelectInst>(inst) && !llvm::isa<llvm::IntToPtrInst>(inst))
    return; // pointers are byte offsets computed where they are used
  for (unsigned t = 1; t <= (values_.isUniform(&inst) ? 1u : 2u); ++t) {
    auto guarded = [&](const ExprPtr &target, const ExprPtr &value) {
      return pred.keepDisabledValues ? ite(pred.of(t), value, target) : value;
    };
    ExprPtr target = values_.variable(inst, t);
    ctx_.out.add(assign(target, guarded(target, values_.compute(inst, t))));
    // A select between pointers into different arrays also picks a base.
    if (ExprPtr base = values_.baseVariable(inst, t); base && llvm::isa<llvm::SelectInst>(inst)) {
      auto &s = llvm::cast<llvm::SelectInst>(inst);
      ExprPtr picked = ite(values_.truth(s.getCondition(), t), baseOf(values_.pointer(s.getTrueValue(), t)),
                           baseOf(values_.pointer(s.getFalseValue(), t)));
      ctx_.out.add(assign(base, guarded(base, picked)));
    }
  }
}

void StatementEncoder::call(const llvm::CallBase &c, const Predicate &pred) {
  const llvm::Function *callee = c.getCalledFunction();
  Intrinsic kind = callee ? classifyFunction(*callee) : Intrinsic::None;
  if (isWarpOperation(kind)) {
    warps_.encode(c, kind, pred);
    return;
  }
  switch (kind) {
  case Intrinsic::DebugInfo:
  case Intrinsic::Lifetime:
  case Intrinsic::MemFence:
  case Intrinsic::Printf:
  case Intrinsic::Assume_: return;
  case Intrinsic::Barrier: barrier(c, pred, BarrierKind::OpenCL); return;
  case Intrinsic::AtomicOperation:
  case Intrinsic::BlockAtomicOperation: memory_.atomic(c, pred); return;
  case Intrinsic::AsyncCopy:
  case Intrinsic::AsyncStridedCopy: memory_.asyncCopy(c, pred); return;
  case Intrinsic::WaitEvent: memory_.waitEvent(c, pred); return;
  case Intrinsic::WaitPriorEvents: memory_.waitPriorEvents(c, pred); return;
  case Intrinsic::AsyncCopyCommit: memory_.commitAsyncCopies(pred); return;
  case Intrinsic::AsyncCopyWait: memory_.waitAsyncCopies(c, pred); return;
  case Intrinsic::PipelineStart: memory_.startPipeline(pred); return;
  case Intrinsic::PipelineConsumerWait: memory_.consumerWait(pred); return;
  case Intrinsic::PipelineWaitPrior: memory_.pipelineWaitPrior(c, pred); return;
  case Intrinsic::NvvmBarrier: barrier(c, pred, BarrierKind::Block); return;
  case Intrinsic::BarrierReduce:
    // The count (or conjunction, disjunction) of the whole block's
    // predicates: unknown, but the same for both threads.
    barrier(c, pred, BarrierKind::Block);
    memory_.assignArbitrary(c, pred);
    return;
  case Intrinsic::Assert:
  case Intrinsic::GlobalAssert: annotations_.assertion(c, pred); return;
  case Intrinsic::Assume:
  case Intrinsic::Requires:
  case Intrinsic::GlobalRequires: annotations_.assumption(c, pred); return;
  case Intrinsic::SpecEnsures:
  case Intrinsic::SpecGlobalEnsures: annotations_.specificationPostcondition(c, pred); return;
  case Intrinsic::SpecEnd: memory_.checkDeclaredAccesses(); return;
  case Intrinsic::ReadsFrom:
  case Intrinsic::WritesTo: memory_.externalAccess(c, pred); return;
  case Intrinsic::CallRequires:
  case Intrinsic::CallGlobalRequires:
  case Intrinsic::Ensures:
  case Intrinsic::GlobalEnsures: annotations_.contract(c, pred); return;
  case Intrinsic::Invariant:
  case Intrinsic::GlobalInvariant:
    // Encoded at the loop head; one anywhere else is a mistake.
    if (!ctx_.model.inLoopHead(c.getParent()))
      throw TranslationError("user-specified invariant does not appear at loop head.", sourceChain(c));
    return;
  case Intrinsic::Trap: reachUnreachable(c, pred); return;
  case Intrinsic::GridBarrier: barrier(c, pred, BarrierKind::Grid); return;
  case Intrinsic::FunctionWideInvariant: return; // asserted at every loop head
  case Intrinsic::CandidateAssert:
  case Intrinsic::CandidateGlobalAssert:
  case Intrinsic::CandidateInvariant:
  case Intrinsic::CandidateGlobalInvariant:
  case Intrinsic::FunctionWideCandidateInvariant:
    // Candidates are hints for invariant inference; without it, dropping
    // them (as if inference had refuted them all) is sound.
    return;
  case Intrinsic::RequiresFreshArray: memory_.assumeFresh(c); return;
  case Intrinsic::InvalidFunctionPointerCall: callThroughInvalidPointer(c, pred); return;
  case Intrinsic::AddNoOverflow:
    assumeNoOverflow(c, pred);
    assignValue(c, pred);
    return;
  case Intrinsic::AbstractOperator:
    if (!values_.isFolded(c))
      assignValue(c, pred);
    return;
  case Intrinsic::ArgumentPassed: return; // read before encoding (ProgramBuilder::argumentUniform)
  case Intrinsic::UniformIfPassedSo: {
    unsigned key = static_cast<unsigned>(llvm::cast<llvm::ConstantInt>(c.getArgOperand(0))->getZExtValue());
    if (ctx_.builder.argumentUniform(key))
      ctx_.out.add(assume(eq(values_.value(c.getArgOperand(1), 1), values_.value(c.getArgOperand(1), 2))));
    return;
  }
  case Intrinsic::ArbitraryValue:
    // A value of its own each time it runs (see UndefinedValues.h).
    memory_.assignArbitrary(c, pred);
    return;
  case Intrinsic::ArraySnapshot: memory_.snapshot(c, pred); return;
  case Intrinsic::Unsupported: {
    llvm::StringRef what;
    if (c.arg_size() != 1 || !llvm::getConstantStringInfo(c.getArgOperand(0), what))
      what = "a construct gpuverify's headers do not model";
    unsupportedCall(c, what.str());
  }
  case Intrinsic::BarrierInvariant:
  case Intrinsic::BinaryBarrierInvariant: barrierInvariants_.record(c); return;
  default: break;
  }
  if (kind == Intrinsic::None && callee && callee->isDeclaration()) {
    unknownFunction(c, pred);
    return;
  }
  if (c.getType()->isVoidTy())
    unsupportedCall(c, "the call to '" + (callee ? baseName(callee->getName()) : std::string("?")) + "'");
  if (!values_.isFolded(c))
    assignValue(c, pred);
}

namespace {

// A function of the implementation: our headers' (which mark every
// function `leaf`, LLVM's nocallback), the C library's, CUDA's libdevice,
// or one with a reserved name (`__x`, `_X`); not one of the user's that is
// declared and defined elsewhere.
bool isImplementationFunction(const llvm::Function &f) {
  if (f.isIntrinsic() || f.hasFnAttribute(llvm::Attribute::NoCallback) || f.doesNotAccessMemory())
    return true;
  std::string name = baseName(f.getName());
  if (name.size() > 1 && name[0] == '_' && (name[1] == '_' || std::isupper(static_cast<unsigned char>(name[1]))))
    return true;
  // The C library as a host knows it (NVPTX's own table knows none).
  static const llvm::TargetLibraryInfoImpl library{llvm::Triple("x86_64-unknown-linux-gnu")};
  llvm::LibFunc known;
  return library.getLibFunc(f, known);
}

} // namespace

// A function without a body (a library function, or one the kernel only
// declares). With scalar arguments its result is a deterministic function
// of them. Memory it may write through a pointer argument is private (its
// contents become unknown); a pointer to shared memory would hide accesses
// that could race, so it is refused. A pointer it returns may point
// anywhere, or be null. For a function of the user's, compiled apart, that
// is an assumption (GPUVerify's): the user hears of it.
void StatementEncoder::unknownFunction(const llvm::CallBase &c, const Predicate &pred) {
  // A call that never returns (`unreachable` follows it) fails where it is
  // reached, whatever it does to memory before.
  if (llvm::isa_and_nonnull<llvm::UnreachableInst>(c.getNextNode()))
    return;
  std::string name = baseName(c.getCalledFunction()->getName());
  if (!isImplementationFunction(*c.getCalledFunction()))
    ctx_.builder.noteUndefinedFunction(name, sourceChain(c));
  for (const llvm::Value *arg : c.args()) {
    if (!arg->getType()->isPointerTy())
      continue;
    for (int array : ctx_.model.memory->pointsTo(arg).arrays) {
      const ArrayRegion &region = ctx_.model.memory->arrays()[array];
      if (region.space == MemorySpace::Global || region.space == MemorySpace::GroupShared)
        unsupportedCall(c, "the call to '" + name + "' (no definition) with a pointer to shared memory ('" +
                               region.sourceName + "')");
      if (region.space == MemorySpace::Private)
        memory_.forgetContents(array, pred);
    }
  }
  if (c.getType()->isVoidTy())
    return;
  if (!isScalarLibraryCall(c))
    memory_.assignArbitrary(c, pred);
  else if (!values_.isFolded(c))
    assignValue(c, pred);
}

// Reached when a call through a function pointer matched none of the
// functions it may call: the pointer was null, or held something other
// than a function of the call's type. Both are errors for an enabled
// thread; after them, as after any undefined behaviour, nothing is checked.
void StatementEncoder::callThroughInvalidPointer(const llvm::CallBase &c, const Predicate &pred) {
  const llvm::Value *pointer = c.getArgOperand(0);
  auto check = [&](CheckKind kind, const std::function<ExprPtr(const ExprPtr &base)> &isBad) {
    Check failure;
    failure.kind = kind;
    failure.location = sourceChain(c);
    for (unsigned t : bothThreads) {
      failure.thread = t;
      unsigned id = ctx_.builder.addCheck(failure);
      ExprPtr bad = andE(pred.of(t), isBad(baseOf(values_.pointer(pointer, t))));
      ctx_.out.add(assertCmd(notE(bad), {attr("bad_pointer_access"), attr("thread", intLit(t))}, id));
    }
  };
  if (ctx_.model.memory->pointsTo(pointer).null)
    check(CheckKind::NullPointer, [](const ExprPtr &base) { return eq(base, intLit(0)); });
  check(CheckKind::InvalidFunctionPointer, [](const ExprPtr &base) { return neq(base, intLit(0)); });
  for (unsigned t : bothThreads)
    ctx_.out.add(assume(notE(pred.of(t))));
}

void StatementEncoder::reachUnreachable(const llvm::Instruction &at, const Predicate &pred) {
  for (unsigned t : bothThreads) {
    Check check;
    check.kind = CheckKind::Unreachable;
    check.location = sourceChain(at);
    check.thread = t;
    unsigned id = ctx_.builder.addCheck(check);
    ctx_.out.add(assertCmd(notE(pred.of(t)), {attr("thread", intLit(t))}, id));
  }
  for (unsigned t : bothThreads)
    ctx_.out.add(assume(notE(pred.of(t))));
}

// __add_noovfl_<type>(x, y): executions where the sum overflows are not
// considered.
void StatementEncoder::assumeNoOverflow(const llvm::CallBase &c, const Predicate &pred) {
  bool isSigned = baseName(c.getCalledFunction()->getName()).find("unsigned") == std::string::npos;
  prelude::Prelude &p = ctx_.prelude;
  for (unsigned t = 1; t <= (values_.isUniform(&c) ? 1u : 2u); ++t) {
    ExprPtr x = values_.value(c.getArgOperand(0), t), y = values_.value(c.getArgOperand(1), t);
    ExprPtr sum = p.bvBinary(boogie::BvOp::Add, x, y);
    ExprPtr fits;
    if (isSigned) {
      // Operands of one sign give a sum of that sign.
      ExprPtr zero = bvLit(0, x->type.width());
      auto negative = [&](const ExprPtr &e) { return p.bvCompare(boogie::BvCmp::Slt, e, zero); };
      fits =
          implies(binary(BinaryOp::Iff, negative(x), negative(y)), binary(BinaryOp::Iff, negative(sum), negative(x)));
    } else {
      fits = p.bvCompare(boogie::BvCmp::Uge, sum, x);
    }
    ctx_.out.add(assume(implies(pred.of(t), fits)));
  }
}

void StatementEncoder::barrier(const llvm::CallBase &c, const Predicate &pred, BarrierKind kind) {
  // A specification's accesses declared before its barrier happen before it.
  memory_.checkDeclaredAccesses();
  bool grid = kind == BarrierKind::Grid;
  ctx_.out.add(comment((grid ? "grid barrier" : "barrier") + atSourceLine(c)));
  // Every thread of a group (of the grid, for a grid barrier) must reach
  // the barrier, or none. A grid barrier under group-dependent control
  // diverges even if each group agrees, so only an unpredicated one is
  // known to be reached together.
  bool together = pred.isAlways() || (!grid && ctx_.model.reachedTogetherInGroup(c.getParent()));
  if (!together) {
    Check check;
    check.kind = CheckKind::BarrierDivergence;
    check.location = sourceChain(c);
    unsigned id = ctx_.builder.addCheck(check);
    ExprPtr bothOrNeither = binary(BinaryOp::Iff, pred.of(1), pred.of(2));
    ctx_.out.add(assertCmd(grid ? bothOrNeither : implies(ctx_.geometry.sameGroup(), bothOrNeither),
                           {attr("barrier_divergence")}, id));
  }
  ExprPtr local = boolLit(true), global = boolLit(true);
  if (kind == BarrierKind::OpenCL) {
    // Fence arguments are uniform (checked by the divergence assertion's
    // predicates only if they are not); thread 1's view decides.
    local = values_.truth(c.getArgOperand(0), 1);
    global = values_.truth(c.getArgOperand(1), 1);
  }
  barrierInvariants_.checkAtBarrier(pred);
  memory_.barrier(pred, local, global, grid ? BarrierScope::Grid : BarrierScope::Group);
  barrierInvariants_.assumeAfterBarrier(pred);
}

} // namespace gv
