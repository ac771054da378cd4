// The executor's calls: the functions the translator gives a meaning to
// (gpuverify/Intrinsics.def), LLVM's memory intrinsics and the math
// library. Everything else stops the run: a call the run cannot follow.
#include "Interpreter.h"
#include "Operations.h"

#include "gpuverify/Intrinsics.h"

#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"

#include <algorithm>

namespace gv::executor {

namespace {

bool isUnsigned(const std::string &typeName) { return !typeName.empty() && typeName[0] == 'u'; }

// What an atomic read-modify-write stores, given the value it read.
Value atomicResult(const std::string &op, bool isSigned, const Value &old, const std::vector<Value> &operands,
                   llvm::Type *type) {
  bool real = old.kind == Value::Kind::Float || old.kind == Value::Kind::Double;
  auto binary = [&](unsigned opcode) { return binaryOperation(opcode, old, operands.at(0)); };
  if (op == "add")
    return binary(real ? llvm::Instruction::FAdd : llvm::Instruction::Add);
  if (op == "sub")
    return binary(real ? llvm::Instruction::FSub : llvm::Instruction::Sub);
  if (op == "and")
    return binary(llvm::Instruction::And);
  if (op == "or")
    return binary(llvm::Instruction::Or);
  if (op == "xor")
    return binary(llvm::Instruction::Xor);
  if (op == "xchg" || op == "exch")
    return operands.at(0);
  if (op == "min" || op == "max") {
    const Value &v = operands.at(0);
    bool less = real ? v.asReal() < old.asReal() : isSigned ? v.asSigned() < old.asSigned() : v.bits < old.bits;
    return (op == "min") == less ? v : old;
  }
  if (op == "inc") // CUDA's atomicInc wraps at its limit; OpenCL's has none
    return operands.empty() ? Value::integer(old.width, old.bits + 1)
                            : Value::integer(old.width, old.bits >= operands[0].bits ? 0 : old.bits + 1);
  if (op == "dec")
    return operands.empty()                                 ? Value::integer(old.width, old.bits - 1)
           : (old.bits == 0 || old.bits > operands[0].bits) ? operands[0]
                                                            : Value::integer(old.width, old.bits - 1);
  if (op == "cmpxchg")
    return bitsOf(old) == bitsOf(operands.at(0)) ? operands.at(1) : old;
  unsupported("the atomic operation '" + op + "'");
}

} // namespace

Value Interpreter::atomic(ThreadState &t, const llvm::Instruction &site, const Value &pointer, llvm::Type *type,
                          const std::string &op, bool isSigned, const std::vector<Value> &operands, bool blockScope) {
  Value old = load(t, site, type, pointer, AccessKind::Atomic, blockScope);
  store(t, site, atomicResult(op, isSigned, old, operands, type), type, pointer, AccessKind::Atomic, blockScope);
  return old;
}

void Interpreter::call(ThreadState &t, const llvm::CallBase &call) {
  const llvm::Function *callee = call.getCalledFunction();
  if (!callee)
    unsupported("a call through a function pointer");
  if (intrinsicCall(t, call))
    return;
  std::string name = callee->getName().str();
  auto set = [&](Value v) {
    if (!call.getType()->isVoidTy())
      t.values[&call] = std::move(v);
  };
  if (auto *mem = llvm::dyn_cast<llvm::MemIntrinsic>(&call)) {
    Value dst = operand(t, mem->getRawDest()), length = operand(t, mem->getLength());
    if (length.isUnknown())
      unsupported("a copy of a length only annotations know");
    checkPointer(dst, "write");
    llvm::Type *byte = llvm::Type::getInt8Ty(call.getContext());
    Value src = operand(t, mem->getOperand(1)); // the source (a copy), or the byte (memset)
    for (uint64_t i = 0; i < length.bits; ++i) {
      Value b = src;
      if (llvm::isa<llvm::MemTransferInst>(mem))
        b = load(t, call, byte, Value::pointer(src.region, src.offset + static_cast<int64_t>(i)));
      store(t, call, b, byte, Value::pointer(dst.region, dst.offset + static_cast<int64_t>(i)));
    }
    return;
  }
  if (auto id = callee->getIntrinsicID()) {
    switch (id) {
    case llvm::Intrinsic::lifetime_start:
    case llvm::Intrinsic::lifetime_end:
    case llvm::Intrinsic::dbg_declare:
    case llvm::Intrinsic::dbg_value:
    case llvm::Intrinsic::dbg_label:
    case llvm::Intrinsic::experimental_noalias_scope_decl:
    case llvm::Intrinsic::stackrestore: return;
    case llvm::Intrinsic::stacksave: return set(Value::pointer(0, 0));
    case llvm::Intrinsic::expect: return set(operand(t, call.getArgOperand(0)));
    default: break;
    }
  }
  std::vector<Value> args;
  for (const llvm::Use &a : call.args())
    args.push_back(operand(t, a.get()));
  if (auto v = mathCall(baseName(name), args, call.getType()))
    return set(*v);
  unsupported("a call of '" + baseName(name) + "', which the run cannot follow");
}

// The thread stops at a barrier or warp operation, for the scheduler.
void Interpreter::wait(ThreadState &t, const llvm::CallBase &call, ThreadState::Status status) {
  t.status = status;
  t.barrier = &call;
  t.barrierIterations.clear();
  for (const llvm::Loop *loop = loops_.getLoopFor(call.getParent()); loop; loop = loop->getParentLoop())
    t.barrierIterations.push_back(t.iterations[loop]);
}

void ThreadState::waitForCopyGroups(uint64_t recent) {
  auto complete = [&](const PendingCopy &copy) {
    return copy.group != 0 && copy.group + recent <= committedCopyGroups;
  };
  pendingCopies.erase(std::remove_if(pendingCopies.begin(), pendingCopies.end(), complete), pendingCopies.end());
}

// The functions of Intrinsics.def: false for none of them.
bool Interpreter::intrinsicCall(ThreadState &t, const llvm::CallBase &call) {
  Intrinsic kind = intrinsicOf(call);
  if (kind == Intrinsic::None)
    return false;
  auto arg = [&](unsigned i) { return operand(t, call.getArgOperand(i)); };
  auto set = [&](Value v) {
    if (!call.getType()->isVoidTy())
      t.values[&call] = std::move(v);
  };
  auto integer = [&](uint64_t v) { set(Value::integer(call.getType()->getIntegerBitWidth(), v)); };
  auto dimension = [&]() { return arg(0).bits; };
  std::string name = baseName(call.getCalledFunction()->getName());
  switch (kind) {
  case Intrinsic::LocalId: integer(dimension() < 3 ? t.ids.localId[dimension()] : 0); return true;
  case Intrinsic::GroupId: integer(dimension() < 3 ? t.ids.groupId[dimension()] : 0); return true;
  case Intrinsic::LocalSize: integer(dimension() < 3 ? launch_.groupSize[dimension()] : 1); return true;
  case Intrinsic::NumGroups: integer(dimension() < 3 ? launch_.numGroups[dimension()] : 1); return true;
  case Intrinsic::GlobalOffset: integer(dimension() < 3 ? launch_.globalOffset[dimension()] : 0); return true;
  case Intrinsic::WorkDim: integer(launch_.dims); return true;
  case Intrinsic::WarpSize: integer(32); return true;
  case Intrinsic::Barrier:
  case Intrinsic::NvvmBarrier:
  case Intrinsic::BarrierReduce: {
    wait(t, call, ThreadState::Status::AtBarrier);
    t.localFence = t.globalFence = true;
    t.barrierOperand.reset();
    if (kind == Intrinsic::Barrier) {
      Value local = arg(0), global = arg(1);
      if (local.isUnknown() || global.isUnknown())
        unsupported("a barrier whose fences only annotations know");
      t.localFence = local.bits != 0;
      t.globalFence = global.bits != 0;
    }
    if (kind == Intrinsic::BarrierReduce)
      t.barrierOperand = arg(0);
    return true;
  }
  case Intrinsic::MemFence:
  case Intrinsic::DebugInfo:
  case Intrinsic::Lifetime:
  case Intrinsic::ArgumentPassed:
  case Intrinsic::UniformIfPassedSo:
  case Intrinsic::Invariant:
  case Intrinsic::GlobalInvariant:
  case Intrinsic::CandidateInvariant:
  case Intrinsic::CandidateGlobalInvariant:
  case Intrinsic::FunctionWideInvariant:
  case Intrinsic::FunctionWideCandidateInvariant:
  case Intrinsic::Ensures:
  case Intrinsic::GlobalEnsures:
  case Intrinsic::CandidateAssert:
  case Intrinsic::CandidateGlobalAssert:
  case Intrinsic::BarrierInvariant:
  case Intrinsic::BinaryBarrierInvariant: set(Value::unknown()); return true;
  case Intrinsic::Assert:
  case Intrinsic::GlobalAssert: {
    Value v = arg(0);
    if (!v.isUnknown() && v.bits == 0)
      outcome_.assertions.push_back({t.ids, &call});
    return true;
  }
  case Intrinsic::Requires:
  case Intrinsic::GlobalRequires:
  case Intrinsic::CallRequires:
  case Intrinsic::CallGlobalRequires:
  case Intrinsic::Assume:
  case Intrinsic::Assume_: {
    Value v = arg(0);
    if (v.isUnknown())
      unsupported("an assumption that speaks of both threads");
    if (v.bits == 0)
      throw Stop{Outcome::End::OutsideInputs, "the inputs break the assumption or precondition here"};
    return true;
  }
  case Intrinsic::Implies: {
    Value a = arg(0), b = arg(1);
    set(a.isUnknown() || b.isUnknown() ? Value::unknown()
                                       : Value::integer(call.getType()->getIntegerBitWidth(), !a.bits || b.bits));
    return true;
  }
  case Intrinsic::Ite: {
    Value c = arg(0);
    set(c.isUnknown() ? Value::unknown() : arg(c.bits ? 1 : 2));
    return true;
  }
  case Intrinsic::Enabled:
  case Intrinsic::DominatorEnabled: integer(1); return true;
  case Intrinsic::AtomicOperation:
  case Intrinsic::BlockAtomicOperation: {
    std::string op = atomicOperationName(*call.getCalledFunction());
    std::vector<Value> operands;
    for (unsigned i = 1; i < call.arg_size(); ++i)
      operands.push_back(arg(i));
    std::string typeName = name.substr(name.rfind('_') + 1);
    set(atomic(t, call, arg(0), call.getType(), op, !isUnsigned(typeName), operands,
               kind == Intrinsic::BlockAtomicOperation));
    return true;
  }
  case Intrinsic::ArbitraryValue: {
    llvm::Type *type = call.getType();
    uint64_t bits = memory_.arbitrary("arbitrary:" + std::to_string(t.index), 4 * t.arbitraryValues++);
    set(type->isIntegerTy() || type->isFloatingPointTy() ? fromBits(type, bits) : zeroOf(type));
    return true;
  }
  case Intrinsic::Printf: set(Value::integer(32, 0)); return true;
  case Intrinsic::AsyncCopyCommit: // the uncommitted copies make the next group (perhaps empty)
    t.committedCopyGroups += 1;
    for (ThreadState::PendingCopy &copy : t.pendingCopies)
      if (copy.group == 0)
        copy.group = t.committedCopyGroups;
    return true;
  case Intrinsic::AsyncCopyWait:
  case Intrinsic::PipelineWaitPrior: {
    Value n = arg(0);
    if (n.isUnknown())
      unsupported("a cp.async wait whose count only annotations know");
    t.waitForCopyGroups(n.bits);
    if (kind == Intrinsic::PipelineWaitPrior)
      t.consumedCopyGroups = t.committedCopyGroups - n.bits;
    return true;
  }
  case Intrinsic::PipelineStart: t.consumedCopyGroups = t.committedCopyGroups; return true;
  case Intrinsic::PipelineConsumerWait: { // as libcu++ runs it, with 8-bit counters
    auto outstanding = static_cast<uint8_t>(t.committedCopyGroups - t.consumedCopyGroups);
    if (outstanding == 0)
      return true;
    t.waitForCopyGroups(std::min<uint64_t>(outstanding - 1u, 8));
    t.consumedCopyGroups += 1;
    return true;
  }
  case Intrinsic::Trap: undefined("a trap");
  case Intrinsic::Unsupported: unsupported("a construct gpuverify's headers do not model");
  case Intrinsic::GridBarrier: unsupported("a grid barrier");
  default:
    if (isAnnotation(kind)) { // __other_int, __read, __return_val ...: both threads', or the logs'
      set(Value::unknown());
      return true;
    }
    if (kind == Intrinsic::WarpSync || kind == Intrinsic::SubGroupBarrier || kind == Intrinsic::WarpShuffleIdx ||
        kind == Intrinsic::WarpShuffleUp || kind == Intrinsic::WarpShuffleDown || kind == Intrinsic::WarpShuffleXor ||
        kind == Intrinsic::WarpVoteAll || kind == Intrinsic::WarpVoteAny || kind == Intrinsic::WarpVoteUni ||
        kind == Intrinsic::WarpBallot || kind == Intrinsic::WarpMatchAny || kind == Intrinsic::WarpMatchAll ||
        kind == Intrinsic::WarpReduce) { // the lanes meet there (Warps.cpp)
      wait(t, call, ThreadState::Status::AtWarpOperation);
      t.warpArguments.clear();
      for (unsigned i = 0; i < call.arg_size(); ++i)
        t.warpArguments.push_back(arg(i));
      return true;
    }
    if (isWarpOperation(kind)) // the active mask depends on the schedule
      unsupported("the warp-level operation '" + name + "' is not run yet");
    unsupported("a call of '" + name + "', which the run cannot follow");
  }
}

} // namespace gv::executor
