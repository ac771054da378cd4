#include "Interpreter.h"

#include "Operations.h"

#include "gpuverify/InstructionSource.h"
#include "gpuverify/Intrinsics.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/GetElementPtrTypeIterator.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"

namespace gv::executor {

namespace {

// Pointers as integers (ptrtoint): the region in the high bits, so that
// alignment tests on the offset come out as they would on the device.
constexpr unsigned regionShift = 36;

} // namespace

Interpreter::Interpreter(const llvm::Function &kernel, const Launch &launch, const Inputs &inputs,
                         const Settings &settings, Memory &memory, Outcome &outcome)
    : kernel_(kernel), layout_(kernel.getParent()->getDataLayout()), launch_(launch), inputs_(inputs),
      settings_(settings), memory_(memory), outcome_(outcome), dominators_(const_cast<llvm::Function &>(kernel)),
      loops_(dominators_) {}

uint32_t Interpreter::newRegion(ArrayRef array, MemorySpace space, std::string fillKey) {
  Region r;
  r.array = std::move(array);
  r.space = space;
  r.fillKey = std::move(fillKey);
  r.raceChecked = space == MemorySpace::Global || space == MemorySpace::GroupShared;
  return memory_.addRegion(std::move(r));
}

void Interpreter::start(ThreadState &t) {
  t.status = ThreadState::Status::Running;
  t.block = &kernel_.getEntryBlock();
  t.next = t.block->begin();
}

void Interpreter::run(ThreadState &t) {
  currentThread_ = t.ids;
  while (t.status == ThreadState::Status::Running) {
    if (t.next == t.block->end())
      unsupported("a block without a terminator");
    const llvm::Instruction &inst = *t.next++;
    current_ = &inst;
    if (++outcome_.steps > settings_.maxSteps)
      throw Stop{Outcome::End::OutOfSteps, "the run took more than " + std::to_string(settings_.maxSteps) + " steps"};
    if ((outcome_.steps & 0xffff) == 0 && std::chrono::steady_clock::now() > settings_.deadline)
      throw Stop{Outcome::End::OutOfTime, "the run ran out of time"};
    execute(t, inst);
    if (memory_.conflictCount() >= settings_.maxConflicts)
      throw Stop{Outcome::End::EnoughFound, ""};
  }
}

void Interpreter::enter(ThreadState &t, const llvm::BasicBlock *target) {
  std::vector<std::pair<const llvm::PHINode *, Value>> incoming; // all read before any is set
  for (const llvm::PHINode &phi : target->phis())
    incoming.emplace_back(&phi, operand(t, phi.getIncomingValueForBlock(t.block)));
  for (auto &[phi, value] : incoming)
    t.values[phi] = std::move(value);
  // A loop's head counts its iterations: entered from outside, the first.
  if (const llvm::Loop *loop = loops_.getLoopFor(target); loop && loop->getHeader() == target)
    t.iterations[loop] = loop->contains(t.block) ? t.iterations[loop] + 1 : 0;
  t.block = target;
  t.next = target->getFirstNonPHI()->getIterator();
}

// ------------------------------------------------------------ values

Value Interpreter::operand(ThreadState &t, const llvm::Value *v) {
  if (auto *c = llvm::dyn_cast<llvm::Constant>(v))
    return constant(t, c);
  if (auto *a = llvm::dyn_cast<llvm::Argument>(v))
    return argument(t, *a);
  auto found = t.values.find(v);
  if (found == t.values.end())
    unsupported("a value read before it is set");
  return found->second;
}

Value Interpreter::argument(ThreadState &t, const llvm::Argument &a) {
  unsigned n = a.getArgNo();
  if (!a.getType()->isPointerTy()) {
    auto given = inputs_.scalars.find(n);
    if (!a.getType()->isIntegerTy() && !a.getType()->isFloatingPointTy())
      return zeroOf(a.getType()); // a struct passed as a value: the model gives none
    return fromBits(a.getType(), given == inputs_.scalars.end() ? 0 : given->second);
  }
  std::string name = a.getName().str();
  ArrayRef array{name, n, ""};
  if (a.hasByValAttr()) { // every thread its own copy, of the same contents
    auto &mine = t.byValueRegions[n];
    if (!mine) {
      mine = newRegion(array, MemorySpace::Private, "parameter:" + std::to_string(n));
      auto given = inputs_.byValue.find(n);
      if (given != inputs_.byValue.end())
        for (size_t b = 0; b < given->second.size(); ++b)
          memory_.writeByte(mine, static_cast<int64_t>(b), given->second[b]);
    }
    return Value::pointer(mine, 0);
  }
  auto space = settings_.parameterSpaces.find(n);
  if (space != settings_.parameterSpaces.end() && space->second == MemorySpace::GroupShared) {
    auto &shared = t.group->sharedParameters[n];
    if (!shared)
      shared = newRegion(array, MemorySpace::GroupShared, "parameter:" + std::to_string(n));
    return Value::pointer(shared, 0);
  }
  auto &region = argumentRegions_[n];
  if (!region)
    region = newRegion(array, space != settings_.parameterSpaces.end() ? space->second : MemorySpace::Global,
                       "parameter:" + std::to_string(n));
  return Value::pointer(region, 0);
}

Value Interpreter::globalPointer(ThreadState &t, const llvm::GlobalVariable &g) {
  std::string name = g.getName().str();
  auto known = settings_.globalSpaces.find(name);
  MemorySpace space = known != settings_.globalSpaces.end() ? known->second
                      : g.getAddressSpace() == 3            ? MemorySpace::GroupShared
                      : g.isConstant()                      ? MemorySpace::Constant
                                                            : MemorySpace::Global;
  auto &regions = space == MemorySpace::GroupShared ? t.group->sharedRegions : globalRegions_;
  auto &region = regions[&g];
  if (!region) {
    region = newRegion({name, std::nullopt, name}, space, "global:" + name);
    // A shared variable's initialiser is no value: it is undefined; a CUDA
    // __constant__ or __device__ variable's, the host may replace.
    if (g.hasInitializer() && space != MemorySpace::GroupShared && !g.isExternallyInitialized()) {
      std::vector<uint8_t> bytes(layout_.getTypeStoreSize(g.getValueType()));
      std::vector<std::pair<size_t, Value>> pointers;
      encode(constant(t, g.getInitializer()), g.getValueType(), bytes, 0, pointers);
      for (size_t i = 0; i < bytes.size(); ++i)
        memory_.writeByte(region, static_cast<int64_t>(i), bytes[i]);
      for (auto &[at, p] : pointers)
        memory_.storePointer(region, static_cast<int64_t>(at), p);
    }
  }
  return Value::pointer(region, 0);
}

Value Interpreter::constant(ThreadState &t, const llvm::Constant *c) {
  if (auto *i = llvm::dyn_cast<llvm::ConstantInt>(c)) {
    if (i->getBitWidth() > 64)
      unsupported("integers wider than 64 bits");
    return Value::integer(i->getBitWidth(), i->getZExtValue());
  }
  if (auto *f = llvm::dyn_cast<llvm::ConstantFP>(c))
    return fromBits(c->getType(), f->getValueAPF().bitcastToAPInt().getZExtValue());
  if (llvm::isa<llvm::ConstantPointerNull>(c) || llvm::isa<llvm::UndefValue>(c) ||
      llvm::isa<llvm::ConstantAggregateZero>(c))
    return zeroOf(c->getType()); // undef and poison are some value: this one
  if (auto *g = llvm::dyn_cast<llvm::GlobalVariable>(c))
    return globalPointer(t, *g);
  if (auto *d = llvm::dyn_cast<llvm::ConstantDataSequential>(c)) {
    std::vector<Value> elements;
    for (unsigned i = 0; i < d->getNumElements(); ++i)
      elements.push_back(constant(t, d->getElementAsConstant(i)));
    return Value::aggregate(std::move(elements));
  }
  if (llvm::isa<llvm::ConstantAggregate>(c)) {
    std::vector<Value> elements;
    for (const llvm::Use &u : c->operands())
      elements.push_back(constant(t, llvm::cast<llvm::Constant>(u.get())));
    return Value::aggregate(std::move(elements));
  }
  if (auto *e = llvm::dyn_cast<llvm::ConstantExpr>(c)) {
    // Evaluated as the instruction it stands for, outside any block.
    llvm::Instruction *inst = const_cast<llvm::ConstantExpr *>(e)->getAsInstruction();
    const llvm::Instruction *saved = current_;
    try {
      execute(t, *inst);
    } catch (...) {
      inst->deleteValue();
      throw;
    }
    current_ = saved;
    Value v = t.values[inst];
    t.values.erase(inst);
    inst->deleteValue();
    return v;
  }
  unsupported("a constant of this kind");
}

Value Interpreter::elementPointer(ThreadState &t, const llvm::Instruction &inst) {
  auto &gep = llvm::cast<llvm::GetElementPtrInst>(inst);
  Value base = operand(t, gep.getPointerOperand());
  if (base.isUnknown())
    return base;
  if (base.kind != Value::Kind::Pointer)
    unsupported("an address computed from a vector of pointers");
  int64_t offset = base.offset;
  auto index = gep.idx_begin();
  for (auto it = llvm::gep_type_begin(gep); it != llvm::gep_type_end(gep); ++it, ++index) {
    Value i = operand(t, index->get());
    if (i.kind != Value::Kind::Int)
      unsupported("an address computed with vector indices");
    if (llvm::StructType *s = it.getStructTypeOrNull())
      offset += static_cast<int64_t>(layout_.getStructLayout(s)->getElementOffset(static_cast<unsigned>(i.bits)));
    else
      offset += i.asSigned() * static_cast<int64_t>(it.getSequentialElementStride(layout_));
  }
  return Value::pointer(base.region, offset);
}

// ------------------------------------------------------------ memory

// Whether a value is used only by annotations (__barrier_invariant(A[0] ==
// 0), __assert(x == A[i])), through computations: the translator evaluates
// such a read in place, and it races with nothing.
bool Interpreter::onlyForAnnotations(const llvm::Instruction &inst) {
  auto cached = annotationOnly_.find(&inst);
  if (cached != annotationOnly_.end())
    return cached->second;
  annotationOnly_[&inst] = false; // a cycle through phis uses it for more than annotations
  bool only = !inst.use_empty();
  for (const llvm::User *user : inst.users()) {
    auto *u = llvm::dyn_cast<llvm::Instruction>(user);
    if (!u || llvm::isa<llvm::StoreInst>(u) || llvm::isa<llvm::LoadInst>(u) || u->isTerminator())
      only = false;
    else if (auto *call = llvm::dyn_cast<llvm::CallBase>(u)) {
      Intrinsic kind = intrinsicOf(*call);
      only = only && isAnnotation(kind) &&
             (kind == Intrinsic::Implies || kind == Intrinsic::Ite ? onlyForAnnotations(*call) : true);
    } else
      only = only && onlyForAnnotations(*u);
    if (!only)
      break;
  }
  return annotationOnly_[&inst] = only;
}

void Interpreter::checkPointer(const Value &pointer, const char *what) {
  if (pointer.isUnknown() || pointer.kind != Value::Kind::Pointer)
    unsupported(std::string("a ") + what + " through a value the run does not know as a pointer");
  if (pointer.region == 0)
    undefined(std::string("a ") + what + " through a null pointer", Outcome::UndefinedBehaviour::NullPointer);
}

void Interpreter::accessBytes(ThreadState &t, const llvm::Instruction &site, uint32_t region, int64_t offset,
                              const std::vector<uint8_t> &bytes, AccessKind kind, bool blockScope,
                              const std::vector<uint8_t> *old) {
  const Region &r = memory_.region(region);
  if (!r.raceChecked || !settings_.findConflicts)
    return;
  bool shared = r.space == MemorySpace::GroupShared;
  uint64_t epoch = shared ? t.group->sharedEpoch : t.group->globalEpoch;
  uint64_t warpEpoch = (shared ? t.group->warpSharedEpoch : t.group->warpGlobalEpoch).at(t.warp);
  std::vector<uint8_t> replaced(bytes.size());
  for (size_t i = 0; i < bytes.size(); ++i) {
    int64_t at = offset + static_cast<int64_t>(i);
    AccessEvent event{t.index, t.group->index, t.warp, warpEpoch, kind, blockScope, bytes[i], 0, &site, old != nullptr};
    if (kind != AccessKind::Read)
      event.old = replaced[i] = old ? old->at(i) : memory_.readByte(region, at);
    memory_.access(region, at, event, epoch);
  }
  if (!old && site.getMetadata(asyncCopyAccessMetadata))
    t.pendingCopies.push_back({&site, region, offset, bytes, replaced, kind, 0});
}

void Interpreter::renewPendingCopies(ThreadState &t) {
  for (const ThreadState::PendingCopy &copy : t.pendingCopies)
    accessBytes(t, *copy.site, copy.region, copy.offset, copy.bytes, copy.kind, false, &copy.old);
}

Value Interpreter::decode(llvm::Type *type, const Value &pointer, const std::vector<uint8_t> &bytes, size_t at) {
  if (type->isPointerTy()) {
    if (auto p = memory_.storedPointer(pointer.region, pointer.offset + static_cast<int64_t>(at)))
      return *p;
    for (size_t i = 0; i < layout_.getTypeStoreSize(type); ++i)
      if (bytes.at(at + i) != 0)
        unsupported("a pointer read from memory that holds no pointer");
    return Value::pointer(0, 0);
  }
  if (auto *s = llvm::dyn_cast<llvm::StructType>(type)) {
    const llvm::StructLayout *l = layout_.getStructLayout(s);
    std::vector<Value> fields;
    for (unsigned i = 0; i < s->getNumElements(); ++i)
      fields.push_back(decode(s->getElementType(i), pointer, bytes, at + l->getElementOffset(i)));
    return Value::aggregate(std::move(fields));
  }
  if (llvm::isa<llvm::ArrayType>(type) || llvm::isa<llvm::FixedVectorType>(type)) {
    llvm::Type *element =
        type->isArrayTy() ? type->getArrayElementType() : llvm::cast<llvm::FixedVectorType>(type)->getElementType();
    uint64_t count =
        type->isArrayTy() ? type->getArrayNumElements() : llvm::cast<llvm::FixedVectorType>(type)->getNumElements();
    uint64_t stride = layout_.getTypeAllocSize(element);
    if (type->isVectorTy() && element->getPrimitiveSizeInBits() % 8 != 0)
      unsupported("vectors of bits in memory");
    std::vector<Value> elements;
    for (uint64_t i = 0; i < count; ++i)
      elements.push_back(decode(element, pointer, bytes, at + i * stride));
    return Value::aggregate(std::move(elements));
  }
  uint64_t size = layout_.getTypeStoreSize(type), bits = 0;
  if (size > 8)
    unsupported("values of more than 8 bytes");
  for (uint64_t i = 0; i < size; ++i)
    bits |= uint64_t(bytes.at(at + i)) << (8 * i);
  return fromBits(type, bits);
}

void Interpreter::encode(const Value &value, llvm::Type *type, std::vector<uint8_t> &bytes, size_t at,
                         std::vector<std::pair<size_t, Value>> &pointers) {
  if (value.isUnknown())
    unsupported("a store of a value only annotations know");
  if (type->isPointerTy()) {
    pointers.emplace_back(at, value);
    uint64_t bits =
        value.region == 0 ? uint64_t(value.offset) : (uint64_t(value.region) << regionShift) + uint64_t(value.offset);
    for (size_t i = 0; i < layout_.getTypeStoreSize(type); ++i)
      bytes.at(at + i) = static_cast<uint8_t>(bits >> (8 * i));
    return;
  }
  if (auto *s = llvm::dyn_cast<llvm::StructType>(type)) {
    const llvm::StructLayout *l = layout_.getStructLayout(s);
    for (unsigned i = 0; i < s->getNumElements(); ++i)
      encode(value.elements.at(i), s->getElementType(i), bytes, at + l->getElementOffset(i), pointers);
    return;
  }
  if (llvm::isa<llvm::ArrayType>(type) || llvm::isa<llvm::FixedVectorType>(type)) {
    llvm::Type *element =
        type->isArrayTy() ? type->getArrayElementType() : llvm::cast<llvm::FixedVectorType>(type)->getElementType();
    if (type->isVectorTy() && element->getPrimitiveSizeInBits() % 8 != 0)
      unsupported("vectors of bits in memory");
    uint64_t stride = layout_.getTypeAllocSize(element);
    for (size_t i = 0; i < value.elements.size(); ++i)
      encode(value.elements[i], element, bytes, at + i * stride, pointers);
    return;
  }
  uint64_t size = layout_.getTypeStoreSize(type), bits = bitsOf(value);
  if (size > 8)
    unsupported("values of more than 8 bytes");
  for (uint64_t i = 0; i < size; ++i)
    bytes.at(at + i) = static_cast<uint8_t>(bits >> (8 * i));
}

Value Interpreter::load(ThreadState &t, const llvm::Instruction &site, llvm::Type *type, const Value &pointer,
                        AccessKind kind, bool blockScope) {
  checkPointer(pointer, "read");
  std::vector<uint8_t> bytes(layout_.getTypeStoreSize(type));
  for (size_t i = 0; i < bytes.size(); ++i)
    bytes[i] = memory_.readByte(pointer.region, pointer.offset + static_cast<int64_t>(i));
  if (kind != AccessKind::Read || !onlyForAnnotations(site)) // an annotation's read races with nothing
    accessBytes(t, site, pointer.region, pointer.offset, bytes, kind, blockScope);
  return decode(type, pointer, bytes, 0);
}

void Interpreter::store(ThreadState &t, const llvm::Instruction &site, const Value &value, llvm::Type *type,
                        const Value &pointer, AccessKind kind, bool blockScope) {
  checkPointer(pointer, "write");
  if (memory_.region(pointer.region).space == MemorySpace::Constant)
    undefined("a write to constant memory");
  std::vector<uint8_t> bytes(layout_.getTypeStoreSize(type));
  std::vector<std::pair<size_t, Value>> pointers;
  encode(value, type, bytes, 0, pointers);
  accessBytes(t, site, pointer.region, pointer.offset, bytes, kind, blockScope);
  for (size_t i = 0; i < bytes.size(); ++i)
    memory_.writeByte(pointer.region, pointer.offset + static_cast<int64_t>(i), bytes[i]);
  for (auto &[at, p] : pointers)
    memory_.storePointer(pointer.region, pointer.offset + static_cast<int64_t>(at), p);
}

// ------------------------------------------------------------ instructions

void Interpreter::execute(ThreadState &t, const llvm::Instruction &inst) {
  auto set = [&](Value v) { t.values[&inst] = std::move(v); };
  auto op = [&](unsigned i) { return operand(t, inst.getOperand(i)); };
  if (auto *binary = llvm::dyn_cast<llvm::BinaryOperator>(&inst)) {
    Value a = op(0), b = op(1);
    // The flags clang set, kept as metadata where the preparation dropped them.
    bool overflowing = llvm::isa<llvm::OverflowingBinaryOperator>(binary);
    bool nsw = overflowing && (binary->hasNoSignedWrap() || binary->getMetadata(signedOverflowUndefined));
    bool nuw = overflowing && (binary->hasNoUnsignedWrap() || binary->getMetadata(unsignedOverflowUndefined));
    bool exact =
        llvm::isa<llvm::PossiblyExactOperator>(binary) && (binary->isExact() || binary->getMetadata(inexactUndefined));
    if ((nsw || nuw || exact) && givesPoison(binary->getOpcode(), nsw, nuw, exact, a, b))
      undefined(nsw   ? "a signed integer overflow"
                : nuw ? "an unsigned overflow LLVM assumes away"
                      : "an inexact division marked exact");
    return set(binaryOperation(binary->getOpcode(), a, b));
  }
  if (auto *cmp = llvm::dyn_cast<llvm::CmpInst>(&inst))
    return set(comparison(cmp->getPredicate(), op(0), op(1)));
  if (auto *c = llvm::dyn_cast<llvm::CastInst>(&inst)) {
    Value v = op(0);
    if (c->getOpcode() == llvm::Instruction::PtrToInt) {
      if (v.isUnknown() || v.kind != Value::Kind::Pointer)
        return set(v);
      uint64_t bits = v.region == 0 ? uint64_t(v.offset) : (uint64_t(v.region) << regionShift) + uint64_t(v.offset);
      return set(Value::integer(c->getType()->getIntegerBitWidth(), bits));
    }
    if (c->getOpcode() == llvm::Instruction::IntToPtr) {
      if (v.isUnknown())
        return set(v);
      uint64_t region = (v.bits + (uint64_t{1} << (regionShift - 1))) >> regionShift;
      if (region != 0 && region >= 1u << 31)
        unsupported("a pointer made from an integer");
      return set(Value::pointer(static_cast<uint32_t>(region), static_cast<int64_t>(v.bits - (region << regionShift))));
    }
    return set(cast(c->getOpcode(), v, c->getType()));
  }
  switch (inst.getOpcode()) {
  case llvm::Instruction::FNeg: return set(floatNegation(op(0)));
  case llvm::Instruction::Freeze: return set(op(0));
  case llvm::Instruction::Select: {
    Value c = op(0), a = op(1), b = op(2);
    if (c.isUnknown())
      return set(c);
    if (c.kind != Value::Kind::Aggregate)
      return set(c.bits ? a : b);
    for (size_t i = 0; i < c.elements.size(); ++i)
      if (!c.elements[i].bits)
        a.elements.at(i) = b.elements.at(i);
    return set(a);
  }
  case llvm::Instruction::GetElementPtr: return set(elementPointer(t, inst));
  case llvm::Instruction::Load: {
    auto &l = llvm::cast<llvm::LoadInst>(inst);
    Value p = op(0);
    return set(load(t, inst, l.getType(), p, l.isAtomic() ? AccessKind::Atomic : AccessKind::Read));
  }
  case llvm::Instruction::Store: {
    auto &s = llvm::cast<llvm::StoreInst>(inst);
    return store(t, inst, op(0), s.getValueOperand()->getType(), op(1),
                 s.isAtomic() ? AccessKind::Atomic : AccessKind::Write);
  }
  case llvm::Instruction::Alloca: {
    auto &a = llvm::cast<llvm::AllocaInst>(inst);
    std::string key = "alloca:" + a.getName().str() + ":" + std::to_string(t.index);
    return set(Value::pointer(newRegion({a.getName().str(), std::nullopt, ""}, MemorySpace::Private, key), 0));
  }
  case llvm::Instruction::Call: return call(t, llvm::cast<llvm::CallBase>(inst));
  case llvm::Instruction::Fence: return;
  case llvm::Instruction::AtomicRMW: {
    auto &rmw = llvm::cast<llvm::AtomicRMWInst>(inst);
    using B = llvm::AtomicRMWInst::BinOp;
    static const std::map<B, std::pair<const char *, bool>> ops = {
        {B::Xchg, {"xchg", false}},   {B::Add, {"add", false}}, {B::Sub, {"sub", false}},
        {B::And, {"and", false}},     {B::Or, {"or", false}},   {B::Xor, {"xor", false}},
        {B::Max, {"max", true}},      {B::Min, {"min", true}},  {B::UMax, {"max", false}},
        {B::UMin, {"min", false}},    {B::FAdd, {"add", true}}, {B::FSub, {"sub", true}},
        {B::FMax, {"max", true}},     {B::FMin, {"min", true}}, {B::UIncWrap, {"inc", false}},
        {B::UDecWrap, {"dec", false}}};
    auto found = ops.find(rmw.getOperation());
    if (found == ops.end())
      unsupported(std::string("the atomic operation ") +
                  llvm::AtomicRMWInst::getOperationName(rmw.getOperation()).str());
    return set(atomic(t, inst, op(0), rmw.getType(), found->second.first, found->second.second, {op(1)}, false));
  }
  case llvm::Instruction::AtomicCmpXchg: {
    Value old = atomic(t, inst, op(0), inst.getOperand(1)->getType(), "cmpxchg", false, {op(1), op(2)}, false);
    Value expected = op(1);
    return set(Value::aggregate({old, Value::boolean(bitsOf(old) == bitsOf(expected))}));
  }
  case llvm::Instruction::ExtractValue: {
    Value v = op(0);
    for (unsigned i : llvm::cast<llvm::ExtractValueInst>(inst).indices())
      v = Value(v.elements.at(i));
    return set(v);
  }
  case llvm::Instruction::InsertValue: {
    Value v = op(0);
    Value *at = &v;
    for (unsigned i : llvm::cast<llvm::InsertValueInst>(inst).indices())
      at = &at->elements.at(i);
    *at = op(1);
    return set(v);
  }
  case llvm::Instruction::ExtractElement: return set(Value(op(0).elements.at(op(1).bits)));
  case llvm::Instruction::InsertElement: {
    Value v = op(0);
    v.elements.at(op(2).bits) = op(1);
    return set(v);
  }
  case llvm::Instruction::ShuffleVector: {
    auto &s = llvm::cast<llvm::ShuffleVectorInst>(inst);
    Value a = op(0), b = op(1);
    std::vector<Value> out;
    for (int m : s.getShuffleMask())
      out.push_back(m < 0                           ? zeroOf(s.getType()->getElementType())
                    : size_t(m) < a.elements.size() ? a.elements.at(m)
                                                    : b.elements.at(m - a.elements.size()));
    return set(Value::aggregate(std::move(out)));
  }
  case llvm::Instruction::Br: {
    auto &br = llvm::cast<llvm::BranchInst>(inst);
    if (br.isUnconditional())
      return enter(t, br.getSuccessor(0));
    Value c = op(0);
    if (c.isUnknown())
      unsupported("a branch on a value only annotations know");
    return enter(t, br.getSuccessor(c.bits ? 0 : 1));
  }
  case llvm::Instruction::Switch: {
    auto &sw = llvm::cast<llvm::SwitchInst>(inst);
    Value c = op(0);
    for (auto &k : sw.cases())
      if (k.getCaseValue()->getZExtValue() == c.bits)
        return enter(t, k.getCaseSuccessor());
    return enter(t, sw.getDefaultDest());
  }
  case llvm::Instruction::Ret: t.status = ThreadState::Status::Exited; return;
  case llvm::Instruction::Unreachable:
    undefined("reached code the kernel marks unreachable", Outcome::UndefinedBehaviour::Unreachable);
  default: unsupported(std::string("the instruction '") + inst.getOpcodeName() + "'");
  }
}

} // namespace gv::executor
