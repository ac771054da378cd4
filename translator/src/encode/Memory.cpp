#include "encode/Memory.h"
#include "encode/Naming.h"

#include "ConstantBits.h"
#include "Intrinsics.h"
#include "SourceLocations.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

namespace gv {

using namespace boogie;

namespace {


std::string describeAccess(const char *verb, const std::string &array, const SourceChain &where) {
  std::string s = std::string(verb) + " " + array;
  if (!where.empty())
    s += " at " + where.front().text();
  return s;
}

} // namespace

MemoryEncoder::MemoryEncoder(KernelContext &ctx, ValueEncoder &values, LoopShapeRecorder &loopShapes)
    : ctx_(ctx), values_(values), loopShapes_(loopShapes) {}

Type MemoryEncoder::elementType(int array) const {
  return Type::bv(ctx_.model.memory->arrays()[array].elementBytes * 8);
}

ExprPtr MemoryEncoder::watchedOffset() const { return var(naming::watchedOffset, Type::bv(values_.pointerBits())); }
ExprPtr MemoryEncoder::watchedSite() const { return var(naming::watchedSite, Type::integer()); }

void MemoryEncoder::declareArrays() {
  const KernelModel &m = ctx_.model;
  const auto &arrays = m.memory->arrays();
  Type index = Type::bv(values_.pointerBits());
  ctx_.builder.declareConst(naming::watchedOffset, index);
  ctx_.builder.declareConst(naming::watchedSite, Type::integer());
  vars_.resize(arrays.size());
  for (size_t i = 0; i < arrays.size(); ++i) {
    const ArrayRegion &a = arrays[i];
    ArrayInfo info;
    info.sourceName = a.sourceName;
    info.space = a.space;
    info.elementBits = a.elementBytes * 8;
    info.sourceElementBits = a.sourceElementBits;
    info.sourceDimensions = a.sourceDimensions;
    ArrayVars &v = vars_[i];
    // External arrays have no base value: each is its own.
    v.info = ctx_.builder.arrayInfo(a.base ? static_cast<const void *>(a.base) : &a, info);
    const std::string &name = ctx_.builder.translation().arrays[v.info].boogieName;
    Type elem = elementType(static_cast<int>(i));
    Attributes attrs = {attr("source_name", a.sourceName), attr("elem_width", intLit(a.elementBytes * 8))};
    v.groupIndexed = a.space == MemorySpace::GroupShared && m.interGroup();
    if (a.space == MemorySpace::Private) {
      std::string base = ctx_.reserveName(name);
      for (unsigned t = 0; t < 2; ++t) {
        v.privateMap[t] = naming::perThread(base, t + 1);
        ctx_.declareLocal(v.privateMap[t], Type::map({index}, elem));
      }
      continue;
    }
    if (m.contentsModelled[i]) {
      v.map = name;
      Type mapType = v.groupIndexed ? Type::map({Type::bv(1)}, Type::map({index}, elem))
                                    : Type::map({index}, elem);
      ctx_.builder.declareGlobalVar(v.map, mapType, attrs);
      // Contents nothing writes are the same for every thread at every
      // point: an invariant may read any element of them.
      if (m.readByBarrierInvariants[i] && m.options.barrierAccessChecks && a.writtenByKernel) {
        v.notAccessed = naming::notAccessed(name);
        ctx_.builder.declareGlobalVar(v.notAccessed, index, {attr("check_access")});
      }
    }
    if (m.repetitionFree[i]) {
      // Not initialised: starting from any set of used values, the kernel
      // is checked for the empty one too.
      v.usedMap = naming::usedValues(name);
      ctx_.builder.declareGlobalVar(v.usedMap, usedMapType(static_cast<int>(i)), {attr("atomic_usedmap")});
    }
    if (m.raceChecked[i]) {
      v.readLog = naming::readLog(name);
      v.writeLog = naming::writeLog(name);
      ctx_.builder.declareGlobalVar(v.readLog, Type::boolean(), {attr("race_checking")});
      ctx_.builder.declareGlobalVar(v.writeLog, Type::boolean(), {attr("race_checking")});
      if (a.atomicByKernel) {
        v.atomicLog = naming::atomicLog(name);
        ctx_.builder.declareGlobalVar(v.atomicLog, Type::boolean(), {attr("race_checking")});
      }
      if (a.asyncByKernel) {
        v.pendingEvent = naming::pendingEvent(name);
        ctx_.builder.declareGlobalVar(v.pendingEvent, Type::bv(32));
        ctx_.builder.declareGlobalVar(naming::nextEvent, Type::bv(32));
      }
      if (m.options.benignWriteTolerance) {
        v.watchedValue = naming::watchedValue(name);
        ctx_.builder.declareConst(v.watchedValue, elem);
        // Tracked for every array: where the contents are not kept, every
        // write counts as changing the element until the reader writes it.
        v.changingWriteLog = naming::changingWriteLog(name);
        ctx_.builder.declareGlobalVar(v.changingWriteLog, Type::boolean(), {attr("race_checking")});
      }
    }
  }
}

std::vector<ExprPtr> MemoryEncoder::accessLogs() const {
  std::vector<ExprPtr> logs;
  for (const ArrayVars &v : vars_)
    for (const std::string &log : {v.readLog, v.writeLog, v.atomicLog})
      if (!log.empty())
        logs.push_back(var(log, Type::boolean()));
  return logs;
}

void MemoryEncoder::initialise() {
  const auto &arrays = ctx_.model.memory->arrays();
  for (size_t i = 0; i < arrays.size(); ++i) {
    const ArrayVars &v = vars_[i];
    for (const std::string &log : {v.readLog, v.writeLog, v.atomicLog, v.changingWriteLog})
      if (!log.empty())
        ctx_.out.add(assign(var(log, Type::boolean()), boolLit(false)));
    if (!v.pendingEvent.empty()) {
      ctx_.out.add(assign(var(v.pendingEvent, Type::bv(32)), bvLit(0, 32)));
      ctx_.out.add(assign(var(naming::nextEvent, Type::bv(32)), bvLit(0, 32)));
    }
    // A by-value argument: both threads' copies start out the same.
    if (arrays[i].passedByValue) {
      Type flat = Type::map({Type::bv(values_.pointerBits())}, elementType(static_cast<int>(i)));
      ctx_.out.add(assume(eq(var(v.privateMap[0], flat), var(v.privateMap[1], flat))));
    }
    const llvm::Constant *init = arrays[i].initializer;
    if (init && !v.map.empty() && !v.groupIndexed)
      assumeInitialContents(static_cast<int>(i), *init);
  }
}

// Known initial contents, element by element (small initialisers only). A
// function's address is a whole element or the contents stay unknown.
void MemoryEncoder::assumeInitialContents(int array, const llvm::Constant &init) {
  unsigned e = ctx_.model.memory->arrays()[array].elementBytes;
  std::vector<FunctionAt> functions;
  std::optional<llvm::APInt> bits = constantBits(&init, ctx_.model.memory->layout(), &functions);
  if (!bits || bits->getBitWidth() / 8 / e > 4096)
    return;
  std::map<uint64_t, const llvm::Function *> functionAt; // by element
  for (const FunctionAt &f : functions) {
    if (e * 8 != values_.pointerBits() || f.bit % (e * 8) != 0)
      return;
    functionAt[f.bit / (e * 8)] = f.function;
  }
  ExprPtr map = var(vars_[array].map, Type::map({Type::bv(values_.pointerBits())}, elementType(array)));
  for (unsigned k = 0; k < bits->getBitWidth() / 8 / e; ++k) {
    llvm::APInt element = bits->extractBits(e * 8, k * e * 8);
    ExprPtr contents = e <= 8 ? bvLit(element.getZExtValue(), e * 8)
                              : bvLitDecimal(llvm::toString(element, 10, false), e * 8);
    if (auto f = functionAt.find(k); f != functionAt.end())
      contents = values_.value(f->second, 1);
    ctx_.out.add(assume(eq(select(map, {bvLit(k, values_.pointerBits())}), contents)));
  }
}

void MemoryEncoder::assumeContents(const llvm::Value *base, const llvm::APInt &bits) {
  int array = ctx_.model.memory->singleArray(base);
  unsigned e = ctx_.model.memory->arrays()[array].elementBytes;
  for (unsigned k = 0; (k + 1) * e * 8 <= bits.getBitWidth(); ++k) {
    llvm::APInt element = bits.extractBits(e * 8, k * e * 8);
    ExprPtr lit = e <= 8 ? bvLit(element.getZExtValue(), e * 8) : bvLitDecimal(llvm::toString(element, 10, false), e * 8);
    for (unsigned t = 1; t <= 2; ++t)
      ctx_.out.add(assume(eq(read(array, t, bvLit(k, values_.pointerBits())), lit)));
  }
}

const MemoryAccess &MemoryEncoder::accessOf(const llvm::Instruction &inst) const {
  const MemoryAccess *access = ctx_.model.memory->accessOf(&inst);
  if (!access)
    throw std::logic_error("access not in the memory model");
  return *access;
}

unsigned MemoryEncoder::parts(const MemoryAccess &access, int array) const {
  return access.bytes / ctx_.model.memory->arrays()[array].elementBytes;
}

ExprPtr MemoryEncoder::accessIndex(const MemoryAccess &access, int array, unsigned t, unsigned part) {
  unsigned e = ctx_.model.memory->arrays()[array].elementBytes;
  PointerValue p = values_.pointer(access.pointer, t);
  p.offset.constant += static_cast<int64_t>(part * e);
  return values_.elementIndex(p, e);
}

ExprPtr MemoryEncoder::indexAtLoopHeads(const MemoryAccess &access, int array, unsigned part) {
  const llvm::Loop *outermost = ctx_.model.loops.getLoopFor(access.inst->getParent());
  if (!outermost)
    return accessIndex(access, array, 1, part); // no loop records it
  while (outermost->getParentLoop())
    outermost = outermost->getParentLoop();
  ValueEncoder::AnnotationScope scope = ValueEncoder::AnnotationScope::atHeadOf(*outermost);
  ScopedAnnotationScope expanding(values_, &scope);
  return accessIndex(access, array, 1, part);
}

// Thread t's access goes to `array` if its pointer's base says so; a pointer
// known to point into `array` needs no test.
Predicate MemoryEncoder::targetPredicate(const MemoryAccess &access, int array, const Predicate &pred) {
  if (access.arrays.size() == 1 && !access.mayBeNull)
    return pred;
  Predicate on = pred;
  for (unsigned t = 1; t <= 2; ++t)
    on.thread[t - 1] = andE(pred.of(t), eq(baseOf(values_.pointer(access.pointer, t)), arrayId(array)));
  return on;
}

void MemoryEncoder::nullCheck(const MemoryAccess &access, const Predicate &pred) {
  if (!access.mayBeNull)
    return;
  Check check;
  check.kind = CheckKind::NullPointer;
  check.location = sourceChain(*access.inst);
  for (unsigned t = 1; t <= 2; ++t) {
    check.thread = t;
    unsigned id = ctx_.builder.addCheck(check);
    ExprPtr isNull = eq(baseOf(values_.pointer(access.pointer, t)), intLit(0));
    ctx_.out.add(assertCmd(notE(andE(pred.of(t), isNull)), {attr("bad_pointer_access"), attr("thread", intLit(t))}, id));
  }
}

namespace {

// The number of modelled elements of an array the kernel declares (a
// program-scope, static or private array, whose allocation has a size);
// nullopt for a pointer parameter, whose size the host decides.
std::optional<uint64_t> elementCount(const ArrayRegion &region) {
  std::optional<uint64_t> bytes;
  if (auto *global = llvm::dyn_cast_or_null<llvm::GlobalVariable>(region.base)) {
    if (global->getValueType()->isSized())
      bytes = global->getParent()->getDataLayout().getTypeAllocSize(global->getValueType()).getFixedValue();
  } else if (auto *alloca = llvm::dyn_cast_or_null<llvm::AllocaInst>(region.base)) {
    if (std::optional<llvm::TypeSize> size = alloca->getAllocationSize(alloca->getModule()->getDataLayout()))
      if (!size->isScalable())
        bytes = size->getFixedValue();
  }
  if (!bytes)
    return std::nullopt;
  return *bytes / region.elementBytes;
}

} // namespace

// --check-array-bounds, as GPUVerify: every element the access touches is
// at or after its array's start and, where the array's size is known,
// before its end. Offsets are flat: an index out of one dimension's range
// that stays within the array is not reported. Checked for thread 1 only:
// the two threads are any two, so every thread is thread 1 of some pair.
void MemoryEncoder::boundsCheck(const MemoryAccess &access, const Predicate &pred) {
  if (!ctx_.model.options.checkArrayBounds)
    return;
  prelude::Prelude &p = ctx_.prelude;
  for (int array : access.arrays) {
    std::optional<uint64_t> count = elementCount(ctx_.model.memory->arrays()[array]);
    ExprPtr first = accessIndex(access, array, 1, 0);
    ExprPtr inBounds = p.bvCompare(prelude::BvCmp::Sle, bvLit(0, first->type.width()), first);
    if (count) {
      ExprPtr last = accessIndex(access, array, 1, parts(access, array) - 1);
      inBounds = andE(inBounds, p.bvCompare(prelude::BvCmp::Ult, last, bvLit(*count, last->type.width())));
    }
    Check check;
    check.kind = CheckKind::ArrayBounds;
    check.location = sourceChain(*access.inst);
    check.array = static_cast<unsigned>(array);
    check.thread = 1;
    unsigned id = ctx_.builder.addCheck(check);
    ExprPtr enabled = targetPredicate(access, array, pred).of(1);
    ctx_.out.add(assertCmd(implies(enabled, inBounds), {attr("array_bounds"), attr("thread", intLit(1))}, id));
  }
}

// The whole map of a shared array (per group, when group-indexed).
ExprPtr MemoryEncoder::sharedMap(int array) const {
  const ArrayVars &v = vars_[array];
  Type flat = Type::map({Type::bv(values_.pointerBits())}, elementType(array));
  return var(v.map, v.groupIndexed ? Type::map({Type::bv(1)}, flat) : flat);
}

// A group-indexed map has two copies: thread 1's group's (1), and another
// group's (0), which thread 2 uses when it is in a different group.
ExprPtr MemoryEncoder::groupSlot(unsigned t) const {
  return t == 1 ? bvLit(1, 1) : ite(ctx_.geometry.sameGroup(), bvLit(1, 1), bvLit(0, 1));
}

ExprPtr MemoryEncoder::mapFor(int array, unsigned t) const {
  const ArrayVars &v = vars_[array];
  Type index = Type::bv(values_.pointerBits());
  Type flat = Type::map({index}, elementType(array));
  if (!v.privateMap[0].empty())
    return var(v.privateMap[t - 1], flat);
  if (!v.groupIndexed)
    return sharedMap(array);
  return select(sharedMap(array), {groupSlot(t)});
}

ExprPtr MemoryEncoder::read(int array, unsigned t, const ExprPtr &index) const {
  return select(mapFor(array, t), {index});
}

void MemoryEncoder::write(int array, unsigned t, const ExprPtr &index, const ExprPtr &value,
                          const ExprPtr &enabled) {
  const ArrayVars &v = vars_[array];
  ExprPtr current = read(array, t, index);
  ExprPtr stored = ite(enabled, value, current);
  Type flat = Type::map({Type::bv(values_.pointerBits())}, elementType(array));
  auto lhs = [&]() -> LValue {
    if (!v.privateMap[0].empty())
      return LValue{v.privateMap[t - 1], flat, {{index}}};
    if (!v.groupIndexed)
      return LValue{v.map, flat, {{index}}};
    ExprPtr group = groupSlot(t);
    return LValue{v.map, Type::map({Type::bv(1)}, flat), {{group}, {index}}};
  };
  ctx_.out.add(assign({lhs()}, {stored}));
}

unsigned MemoryEncoder::addSite(const llvm::Instruction &inst, int array, AccessKind kind) {
  AccessSite site;
  site.kind = kind;
  site.array = vars_[array].info;
  site.location = sourceChain(inst);
  return ctx_.builder.addSite(site);
}

unsigned MemoryEncoder::addRaceCheck(const llvm::Instruction &inst, int array, AccessKind current,
                                     AccessKind previous) {
  Check check;
  check.kind = CheckKind::Race;
  check.location = sourceChain(inst);
  check.thread = 2;
  check.array = vars_[array].info;
  check.current = current;
  check.previous = previous;
  return ctx_.builder.addCheck(check);
}

// Thread 1's access to `index` is logged if it is enabled, touches the
// watched element and comes from the watched site. Group-shared arrays are
// distinct per group, so only accesses within one group are logged.
ExprPtr MemoryEncoder::logCondition(int array, const Predicate &pred, const ExprPtr &index, unsigned site) {
  ExprPtr c = pred.of(1);
  if (ctx_.model.memory->arrays()[array].space == MemorySpace::GroupShared)
    c = andE(c, ctx_.geometry.sameGroup());
  c = andE(c, eq(index, watchedOffset()));
  return andE(c, eq(watchedSite(), intLit(site)));
}

void MemoryEncoder::appendToLog(const llvm::Instruction &inst, int array, const ExprPtr &log, const ExprPtr &logged,
                                const ExprPtr &offset, unsigned site, const ExprPtr &changes,
                                const ExprPtr &loggedValue) {
  ctx_.out.add(assign(log, orE(log, logged)));
  if (log->text == vars_[array].writeLog)
    logChangingWrite(array, logged, changes);
  bool groupShared = ctx_.model.memory->arrays()[array].space == MemorySpace::GroupShared;
  loopShapes_.loggedAccess(inst, log, watchedOffset(), offset, groupShared, watchedSite(), site, loggedValue);
}

// A read racing with a write that left the element as it was reads the
// same value either way (GPUVerify's benign write-read races), so only
// writes that changed it, or whose effect is unknown, are kept here.
void MemoryEncoder::logChangingWrite(int array, const ExprPtr &logged, const ExprPtr &changes) {
  const std::string &name = vars_[array].changingWriteLog;
  if (name.empty())
    return;
  ExprPtr log = var(name, Type::boolean());
  ctx_.out.add(assign(log, orE(log, changes ? andE(logged, changes) : logged)));
}

// Checked with the write log, not instead of it: at a loop head the
// changing log is havoced, and the invariants about the write log keep
// their force.
ExprPtr MemoryEncoder::changedByLoggedWrite(int array) const {
  const std::string &name = vars_[array].changingWriteLog;
  return name.empty() ? nullptr : var(name, Type::boolean());
}

bool MemoryEncoder::readsLoggedByValue(int array) const {
  const ArrayVars &v = vars_[array];
  return !v.watchedValue.empty() && v.contentsKept();
}

void MemoryEncoder::overwrittenByThread2(int array, const Predicate &pred, const ExprPtr &index) {
  const std::string &name = vars_[array].changingWriteLog;
  if (name.empty())
    return;
  ExprPtr writes = andE(pred.of(2), eq(index, watchedOffset()));
  if (ctx_.model.memory->arrays()[array].space == MemorySpace::GroupShared)
    writes = andE(writes, ctx_.geometry.sameGroup());
  ExprPtr log = var(name, Type::boolean());
  ctx_.out.add(assign(log, andE(log, notE(writes))));
}

void MemoryEncoder::checkConflict(int array, const Predicate &pred, const ExprPtr &index,
                                  const std::string &log, const ExprPtr &extra, unsigned check) {
  if (ctx_.model.options.onlyLog)
    return;
  ExprPtr conflict = pred.of(2);
  if (ctx_.model.memory->arrays()[array].space == MemorySpace::GroupShared)
    conflict = andE(conflict, ctx_.geometry.sameGroup());
  conflict = andE(conflict, var(log, Type::boolean()));
  conflict = andE(conflict, eq(index, watchedOffset()));
  if (extra)
    conflict = andE(conflict, extra);
  ctx_.out.add(assertCmd(notE(conflict), {attr("race")}, check));
}

void MemoryEncoder::load(const llvm::LoadInst &load, const Predicate &pred) {
  const MemoryAccess &access = accessOf(load);
  nullCheck(access, pred);
  boundsCheck(access, pred);
  std::vector<ExprPtr> whole(2);
  for (int array : access.arrays) {
    Predicate on = targetPredicate(access, array, pred);
    std::vector<ExprPtr> value = loadFrom(load, array, on);
    if (access.arrays.size() == 1 && !access.mayBeNull) {
      whole = value;
      break;
    }
    // The value read through a pointer into one of several arrays.
    for (unsigned t = 0; t < 2; ++t) {
      ExprPtr v = value[t];
      if (!v) {
        v = ctx_.newLocal("havoc", Type::bv(access.bytes * 8));
        ctx_.out.add(havoc({v->text}));
      }
      whole[t] = whole[t] ? ite(on.of(t + 1), v, whole[t]) : v;
    }
  }
  assignLoaded(load, pred, whole);
  if (load.getType()->isPointerTy())
    arbitraryBase(load, pred);
}

// Logs and checks a read of `array` and returns the contents read by each
// thread (null where they are abstracted).
std::vector<ExprPtr> MemoryEncoder::loadFrom(const llvm::LoadInst &load, int array, const Predicate &pred) {
  const ArrayRegion &region = ctx_.model.memory->arrays()[array];
  const ArrayVars &v = vars_[array];
  bool annotation = ctx_.model.annotationOnly.count(&load);
  ctx_.out.add(comment(describeAccess(annotation ? "read (for an annotation) of" : "read of", region.sourceName,
                                      sourceChain(load))));
  const MemoryAccess &access = accessOf(load);
  unsigned n = parts(access, array);
  bool checked = !v.readLog.empty() && !annotation;
  unsigned site = 0, check = 0, atomicRead = 0;
  if (checked) {
    site = addSite(load, array, AccessKind::Read);
    check = addRaceCheck(load, array, AccessKind::Read, AccessKind::Write);
    if (!v.atomicLog.empty())
      atomicRead = addRaceCheck(load, array, AccessKind::Read, AccessKind::Atomic);
  }
  bool modelled = v.contentsKept();
  std::vector<ExprPtr> whole(2);
  for (unsigned part = 0; part < n; ++part) {
    ExprPtr index[2] = {accessIndex(access, array, 1, part), accessIndex(access, array, 2, part)};
    if (checked) {
      ExprPtr log = var(v.readLog, Type::boolean());
      ExprPtr logged = logCondition(array, pred, index[0], site);
      if (readsLoggedByValue(array))
        // Only reads of the watched value: a write racing with a read of
        // the value it writes is benign (GPUVerify's read-write rule).
        logged = andE(logged, eq(read(array, 1, index[0]), var(v.watchedValue, elementType(array))));
      appendToLog(load, array, log, logged, indexAtLoopHeads(access, array, part), site);
      checkConflict(array, pred, index[1], v.writeLog, changedByLoggedWrite(array), check);
      if (!v.atomicLog.empty())
        checkConflict(array, pred, index[1], v.atomicLog, nullptr, atomicRead);
    }
    if (!annotation)
      markAccessed(load, array, pred, index);
    if (!modelled)
      continue;
    // Little-endian: later elements hold the more significant bits.
    for (unsigned t = 0; t < 2; ++t) {
      ExprPtr element = read(array, t + 1, index[t]);
      whole[t] = whole[t] ? concat(element, whole[t]) : element;
    }
  }
  resyncWarp(array, pred, false);
  return whole;
}

void MemoryEncoder::assignLoaded(const llvm::LoadInst &load, const Predicate &pred,
                                 const std::vector<ExprPtr> &value) {
  Type type = values_.typeOf(load.getType());
  unsigned copies = values_.isUniform(&load) ? 1 : 2;
  for (unsigned t = 1; t <= copies; ++t) {
    ExprPtr target = values_.variable(load, t);
    ExprPtr v = value[t - 1];
    if (v && type.isBool())
      v = neq(v, bvLit(0, v->type.width()));
    if (!v) {
      // An arbitrary value: adversarial abstraction.
      havocUnderPredicate(target, pred.keepDisabledValues ? pred.of(t) : nullptr);
      continue;
    }
    ctx_.out.add(assign(target, pred.keepDisabledValues ? ite(pred.of(t), v, target) : v));
  }
}

void MemoryEncoder::store(const llvm::StoreInst &store, const Predicate &pred) {
  const MemoryAccess &access = accessOf(store);
  nullCheck(access, pred);
  boundsCheck(access, pred);
  for (int array : access.arrays)
    storeTo(store, array, targetPredicate(access, array, pred));
}

void MemoryEncoder::storeTo(const llvm::StoreInst &store, int array, const Predicate &pred) {
  const ArrayRegion &region = ctx_.model.memory->arrays()[array];
  const ArrayVars &v = vars_[array];
  SourceChain where = sourceChain(store);
  ctx_.out.add(comment(describeAccess("write to", region.sourceName, where)));
  if (region.space == MemorySpace::Constant) {
    Check check;
    check.kind = CheckKind::ConstantWrite;
    check.location = where;
    check.thread = 1;
    unsigned id = ctx_.builder.addCheck(check);
    for (unsigned t = 1; t <= 2; ++t)
      ctx_.out.add(assertCmd(notE(pred.of(t)), {attr("constant_write")}, id));
    return;
  }
  forgetTakenValues(array, orE(pred.of(1), pred.of(2)));
  const MemoryAccess &access = accessOf(store);
  unsigned n = parts(access, array);
  unsigned bits = region.elementBytes * 8;
  ExprPtr stored[2];
  for (unsigned t = 1; t <= 2; ++t) {
    ExprPtr x = values_.value(store.getValueOperand(), t);
    if (x->type.isBool())
      x = ite(x, bvLit(1, bits * n), bvLit(0, bits * n));
    stored[t - 1] = x;
  }
  bool checked = !v.writeLog.empty();
  unsigned site = 0, writeWrite = 0, readWrite = 0, atomicWrite = 0;
  if (checked) {
    site = addSite(store, array, AccessKind::Write);
    writeWrite = addRaceCheck(store, array, AccessKind::Write, AccessKind::Write);
    readWrite = addRaceCheck(store, array, AccessKind::Write, AccessKind::Read);
    if (!v.atomicLog.empty())
      atomicWrite = addRaceCheck(store, array, AccessKind::Write, AccessKind::Atomic);
  }
  bool modelled = v.contentsKept();
  for (unsigned part = 0; part < n; ++part) {
    ExprPtr index[2] = {accessIndex(access, array, 1, part), accessIndex(access, array, 2, part)};
    ExprPtr element[2] = {extract(stored[0], (part + 1) * bits, part * bits),
                          extract(stored[1], (part + 1) * bits, part * bits)};
    if (checked) {
      ExprPtr log = var(v.writeLog, Type::boolean());
      ExprPtr logged = logCondition(array, pred, index[0], site);
      ExprPtr differs, loggedValue;
      if (!v.watchedValue.empty()) {
        // Benign races (both threads write the same value) are tolerated:
        // only writes of the watched value are logged.
        ExprPtr watched = var(v.watchedValue, elementType(array));
        logged = andE(logged, eq(element[0], watched));
        differs = neq(element[1], watched);
        if (element[0]->kind == Expr::Kind::BvLit)
          loggedValue = eq(watched, element[0]);
      }
      ExprPtr changes = modelled ? neq(element[0], read(array, 1, index[0])) : nullptr;
      appendToLog(store, array, log, logged, indexAtLoopHeads(access, array, part), site, changes, loggedValue);
      checkConflict(array, pred, index[1], v.writeLog, differs, writeWrite);
      checkConflict(array, pred, index[1], v.readLog, readsLoggedByValue(array) ? differs : nullptr, readWrite);
      overwrittenByThread2(array, pred, index[1]);
      if (!v.atomicLog.empty())
        checkConflict(array, pred, index[1], v.atomicLog, nullptr, atomicWrite);
    }
    markAccessed(store, array, pred, index);
    if (modelled)
      for (unsigned t = 1; t <= 2; ++t)
        write(array, t, index[t - 1], element[t - 1], pred.of(t));
  }
  resyncWarp(array, pred, true);
}

void MemoryEncoder::atomic(const llvm::CallBase &call, const Predicate &pred) {
  const MemoryAccess &access = accessOf(call);
  nullCheck(access, pred);
  boundsCheck(access, pred);
  for (int array : access.arrays)
    atomicOn(call, array, targetPredicate(access, array, pred));
  if (call.getType()->isVoidTy())
    return;
  assignArbitrary(call, pred);
  // A repetition-free array is the only one its atomics point into.
  if (access.arrays.size() == 1 && !vars_[access.arrays.front()].usedMap.empty())
    takeUnusedValues(call, access.arrays.front(), pred);
}

// The refined abstraction: each enabled thread gets a value no atomic
// operation has returned from the element since the last reset, and uses
// it up. Thread 2 takes its value after thread 1 has used up its own, so
// when both step the same element (of one group's copy) they get different
// values, as two distinct work-items do; on different elements their
// values are unrelated. A disabled thread neither gets a constrained value
// nor uses one up.
void MemoryEncoder::takeUnusedValues(const llvm::CallBase &call, int array, const Predicate &pred) {
  const ArrayVars &v = vars_[array];
  const MemoryAccess &access = accessOf(call);
  for (unsigned t = 1; t <= 2; ++t) {
    ExprPtr index = accessIndex(access, array, t, 0);
    ExprPtr value = values_.value(&call, t);
    ExprPtr taken = hasTaken(array, t, index, value);
    ctx_.out.add(assume(implies(pred.of(t), notE(taken))));
    LValue entry{v.usedMap, usedMapType(array), usedIndices(array, t, index, value)};
    ctx_.out.add(assign({entry}, {orE(taken, pred.of(t))}));
  }
}

void MemoryEncoder::forgetTakenValues(int array, const ExprPtr &enabled) {
  const ArrayVars &v = vars_[array];
  if (!v.usedMap.empty())
    havocUnderPredicate(var(v.usedMap, usedMapType(array)), enabled, v.usedMap + ".reset");
}

// [element][value]bool, per group where the contents are.
Type MemoryEncoder::usedMapType(int array) const {
  Type flat = Type::map({Type::bv(values_.pointerBits())}, Type::map({elementType(array)}, Type::boolean()));
  return vars_[array].groupIndexed ? Type::map({Type::bv(1)}, flat) : flat;
}

std::vector<std::vector<ExprPtr>> MemoryEncoder::usedIndices(int array, unsigned t, const ExprPtr &index,
                                                             const ExprPtr &value) const {
  std::vector<std::vector<ExprPtr>> indices;
  if (vars_[array].groupIndexed)
    indices.push_back({groupSlot(t)});
  indices.push_back({index});
  indices.push_back({value});
  return indices;
}

ExprPtr MemoryEncoder::hasTaken(int array, unsigned t, const ExprPtr &index, const ExprPtr &value) const {
  ExprPtr entry = var(vars_[array].usedMap, usedMapType(array));
  for (const std::vector<ExprPtr> &i : usedIndices(array, t, index, value))
    entry = select(entry, i);
  return entry;
}

void MemoryEncoder::atomicOn(const llvm::CallBase &call, int array, const Predicate &pred) {
  const ArrayRegion &region = ctx_.model.memory->arrays()[array];
  const ArrayVars &v = vars_[array];
  ctx_.out.add(comment(describeAccess("atomic operation on", region.sourceName, sourceChain(call))));
  if (v.atomicLog.empty())
    return; // private, constant or not checked: nothing to log
  unsigned site = addSite(call, array, AccessKind::Atomic);
  unsigned readAtomic = addRaceCheck(call, array, AccessKind::Atomic, AccessKind::Read);
  unsigned writeAtomic = addRaceCheck(call, array, AccessKind::Atomic, AccessKind::Write);
  const MemoryAccess &access = accessOf(call);
  for (unsigned part = 0; part < parts(access, array); ++part) {
    ExprPtr index[2] = {accessIndex(access, array, 1, part), accessIndex(access, array, 2, part)};
    ExprPtr log = var(v.atomicLog, Type::boolean());
    appendToLog(call, array, log, logCondition(array, pred, index[0], site), indexAtLoopHeads(access, array, part),
                site);
    checkConflict(array, pred, index[1], v.readLog, nullptr, readAtomic);
    checkConflict(array, pred, index[1], v.writeLog, nullptr, writeAtomic);
  }
  resyncWarp(array, pred, true);
}

void MemoryEncoder::resyncWarp(int array, const Predicate &pred, bool wrote) {
  const std::optional<unsigned> &warpSize = ctx_.model.options.warpSize;
  if (!warpSize)
    return;
  const ArrayVars &v = vars_[array];
  const ArrayRegion &region = ctx_.model.memory->arrays()[array];
  if (region.space != MemorySpace::Global && region.space != MemorySpace::GroupShared)
    return;
  // Threads of one warp that executed the instruction together are done
  // with it before either executes the next: nothing either accessed in it
  // can race with what follows.
  // (Never the case where the threads are in different warps.)
  if (ctx_.model.options.warpPairs != TranslateOptions::WarpPairs::DifferentWarps) {
    ExprPtr together = andE(ctx_.geometry.sameWarp(*warpSize), andE(pred.of(1), pred.of(2)));
    for (const std::string &log : {v.readLog, v.writeLog, v.atomicLog, v.changingWriteLog})
      if (!log.empty())
        ctx_.out.add(assign(var(log, Type::boolean()), andE(var(log, Type::boolean()), notE(together))));
  }
  // Shared contents kept under the equality abstraction: the other threads
  // of the warps wrote too, and nothing orders them after this instruction.
  if (wrote && !v.map.empty())
    havocUnderPredicate(sharedMap(array), orE(pred.of(1), pred.of(2)), v.map + ".warp");
  // And they may write what the two threads accessed without a race, even
  // at an instruction neither of the two executes.
  if (!v.notAccessed.empty())
    havocUnderPredicate(var(v.notAccessed, Type::bv(values_.pointerBits())), nullptr);
}

// A work-group function: every thread of the group calls it, with the same
// arguments.
void MemoryEncoder::collectiveCheck(const llvm::CallBase &call, const Predicate &pred) {
  std::vector<ExprPtr> agree;
  if (!pred.isAlways())
    agree.push_back(binary(BinaryOp::Iff, pred.of(1), pred.of(2)));
  std::vector<ExprPtr> sameArguments;
  for (const llvm::Value *arg : call.args()) {
    if (arg->getType()->isPointerTy()) {
      PointerValue a = values_.pointer(arg, 1), b = values_.pointer(arg, 2);
      sameArguments.push_back(eq(baseOf(a), baseOf(b)));
      sameArguments.push_back(eq(values_.byteOffset(a.offset), values_.byteOffset(b.offset)));
    } else {
      sameArguments.push_back(eq(values_.value(arg, 1), values_.value(arg, 2)));
    }
  }
  agree.push_back(implies(andE(pred.of(1), pred.of(2)), andAll(sameArguments)));
  ExprPtr condition = implies(ctx_.geometry.sameGroup(), andAll(agree));
  if (isTrue(condition))
    return;
  Check check;
  check.kind = CheckKind::CollectiveDivergence;
  check.location = sourceChain(call);
  ctx_.out.add(assertCmd(condition, {attr("collective")}, ctx_.builder.addCheck(check)));
}

void MemoryEncoder::asyncCopy(const llvm::CallBase &call, const Predicate &pred) {
  ctx_.out.add(comment("asynchronous copy" + atSourceLine(call)));
  collectiveCheck(call, pred);
  bool strided = classifyFunction(*call.getCalledFunction()) == Intrinsic::AsyncStridedCopy;
  bool toGlobal = baseName(call.getCalledFunction()->getName()).find("local_to_global") != std::string::npos;
  const llvm::Value *count = call.getArgOperand(2);
  const llvm::Value *eventArg = call.getArgOperand(call.arg_size() - 1);

  // The event: a new one unless the call joins an existing one.
  ExprPtr next = var(naming::nextEvent, Type::bv(32));
  ExprPtr given = values_.value(eventArg, 1);
  ExprPtr fresh = ctx_.prelude.bvBinary(prelude::BvOp::Add, next, bvLit(1, 32));
  ExprPtr event = ctx_.newLocal("event", Type::bv(32));
  ctx_.out.add(assign(event, ite(eq(given, bvLit(0, given->type.width())), fresh, given)));
  ctx_.out.add(assign(next, ite(andE(orE(pred.of(1), pred.of(2)), eq(given, bvLit(0, given->type.width()))), fresh, next)));

  // The element each thread copies.
  ExprPtr element[2];
  for (unsigned t = 1; t <= 2; ++t) {
    element[t - 1] = ctx_.newLocal("copied", Type::bv(values_.pointerBits()));
    ctx_.out.add(havoc({element[t - 1]->text}));
    ExprPtr n = values_.value(count, t);
    ctx_.out.add(assume(implies(pred.of(t), ctx_.prelude.bvCompare(prelude::BvCmp::Ult, element[t - 1],
                                                                    values_.resizeTo(n, values_.pointerBits())))));
  }
  for (const MemoryAccess *access : ctx_.model.memory->accessesOf(&call)) {
    nullCheck(*access, pred);
    boundsCheck(*access, pred);
    // A strided copy spreads the global side.
    bool spread = strided && (access->isWrite == toGlobal);
    int64_t stride = 1;
    if (spread) {
      if (auto *c = llvm::dyn_cast<llvm::ConstantInt>(call.getArgOperand(3)))
        stride = c->getSExtValue();
      else
        throw TranslationError("async_work_group_strided_copy with a stride that is not a constant is not supported yet",
                               sourceChain(call));
    }
    for (int array : access->arrays)
      asyncAccess(*access, array, targetPredicate(*access, array, pred), element, stride, event);
  }
  if (!call.getType()->isVoidTy())
    for (unsigned t = 1; t <= (values_.isUniform(&call) ? 1u : 2u); ++t) {
      ExprPtr target = values_.variable(call, t);
      ctx_.out.add(assign(target, pred.keepDisabledValues ? ite(pred.of(t), event, target) : event));
    }
}

void MemoryEncoder::asyncAccess(const MemoryAccess &access, int array, const Predicate &pred,
                                const ExprPtr element[2], int64_t elementStride, const ExprPtr &event) {
  const ArrayRegion &region = ctx_.model.memory->arrays()[array];
  const ArrayVars &v = vars_[array];
  unsigned e = region.elementBytes;
  auto indexOf = [&](unsigned t, unsigned part) {
    PointerValue p = values_.pointer(access.pointer, t);
    p.offset.terms.push_back({element[t - 1], static_cast<int64_t>(access.bytes) * elementStride});
    p.offset.constant += static_cast<int64_t>(part * e);
    return values_.elementIndex(p, e);
  };
  if (!v.pendingEvent.empty()) {
    ExprPtr pending = var(v.pendingEvent, Type::bv(32));
    ctx_.out.add(assign(pending, ite(orE(pred.of(1), pred.of(2)), event, pending)));
  }
  if (access.isWrite && !v.map.empty()) {
    // The group writes the destination: its contents are unknown now.
    havocUnderPredicate(sharedMap(array), orE(pred.of(1), pred.of(2)), v.map + ".copied");
  }
  const std::string &log = access.isWrite ? v.writeLog : v.readLog;
  if (log.empty())
    return;
  AccessKind kind = access.isWrite ? AccessKind::Write : AccessKind::Read;
  unsigned site = addSite(*access.inst, array, kind);
  unsigned againstWrites = addRaceCheck(*access.inst, array, kind, AccessKind::Write);
  unsigned againstReads = access.isWrite ? addRaceCheck(*access.inst, array, kind, AccessKind::Read) : 0;
  // The threads of one group run one copy together: their parts of it do
  // not race with each other.
  ExprPtr otherCopy = notE(andE(ctx_.geometry.sameGroup(), eq(watchedSite(), intLit(site))));
  for (unsigned part = 0; part < access.bytes / e; ++part) {
    ExprPtr index[2] = {indexOf(1, part), indexOf(2, part)};
    ExprPtr l = var(log, Type::boolean());
    ExprPtr logged = logCondition(array, pred, index[0], site);
    ctx_.out.add(assign(l, orE(l, logged)));
    if (access.isWrite)
      logChangingWrite(array, logged, nullptr);
    checkConflict(array, pred, index[1], v.writeLog, access.isWrite ? otherCopy : changedByLoggedWrite(array),
                  againstWrites);
    if (access.isWrite)
      checkConflict(array, pred, index[1], v.readLog, nullptr, againstReads);
  }
}

void MemoryEncoder::waitEvent(const llvm::CallBase &call, const Predicate &pred) {
  collectiveCheck(call, pred);
  ExprPtr event = values_.value(call.getArgOperand(0), 1);
  for (const ArrayVars &v : vars_) {
    if (v.pendingEvent.empty())
      continue;
    ExprPtr pending = var(v.pendingEvent, Type::bv(32));
    ExprPtr done = andE(orE(pred.of(1), pred.of(2)), eq(pending, event));
    ctx_.out.add(assign(pending, ite(done, bvLit(0, 32), pending)));
  }
}

void MemoryEncoder::assignArbitrary(const llvm::Instruction &inst, const Predicate &pred) {
  for (unsigned t = 1; t <= (values_.isUniform(&inst) ? 1u : 2u); ++t)
    havocUnderPredicate(values_.variable(inst, t), pred.keepDisabledValues ? pred.of(t) : nullptr);
  arbitraryBase(inst, pred);
}

void MemoryEncoder::assumeFresh(const llvm::CallBase &call) {
  const llvm::Value *pointer = call.getArgOperand(0);
  const PointsTo &targets = ctx_.model.memory->pointsTo(pointer);
  const auto &arrays = ctx_.model.memory->arrays();
  std::vector<int> external;
  for (int array : targets.arrays)
    if (arrays[array].external)
      external.push_back(array);
  if (external.empty()) {
    // A kernel argument: distinct from the others already.
    if (llvm::isa<llvm::Argument>(pointer->stripPointerCasts()))
      return;
    throw TranslationError("__requires_fresh_array needs a kernel argument or a pointer the host provided",
                           sourceChain(call));
  }
  if (external.size() > 1)
    throw TranslationError("__requires_fresh_array on a pointer loaded from several places is not supported",
                           sourceChain(call));
  if (targets.isSingleArray())
    return;
  for (unsigned t = 1; t <= 2; ++t)
    ctx_.out.add(assume(eq(baseOf(values_.pointer(pointer, t)), arrayId(external.front()))));
}

// A pointer from where the analysis cannot follow it (loaded from memory,
// returned by an unknown function) points into any of its possible arrays.
void MemoryEncoder::arbitraryBase(const llvm::Instruction &inst, const Predicate &pred) {
  const PointsTo &targets = ctx_.model.memory->pointsTo(&inst);
  for (unsigned t = 1; t <= (values_.isUniform(&inst) ? 1u : 2u); ++t) {
    ExprPtr base = values_.baseVariable(inst, t);
    if (!base)
      return;
    havocUnderPredicate(base, pred.keepDisabledValues ? pred.of(t) : nullptr);
    ExprPtr possible = targets.null ? eq(base, intLit(0)) : nullptr;
    for (int array : targets.arrays)
      possible = possible ? orE(possible, eq(base, arrayId(array))) : eq(base, arrayId(array));
    if (possible)
      ctx_.out.add(assume(possible));
  }
}

// Gives `target` an arbitrary value where `enabled` holds (everywhere if it
// is null); the fresh value, if one is needed, is named after `hint`.
void MemoryEncoder::havocUnderPredicate(const ExprPtr &target, const ExprPtr &enabled, const std::string &hint) {
  if (enabled && isFalse(enabled))
    return;
  if (!enabled || isTrue(enabled)) {
    ctx_.out.add(havoc({target->text}));
    return;
  }
  ExprPtr fresh = ctx_.newLocal(hint, target->type);
  ctx_.out.add(havoc({fresh->text}));
  ctx_.out.add(assign(target, ite(enabled, fresh, target)));
}

void MemoryEncoder::forgetContents(int array, const Predicate &pred) {
  const ArrayVars &v = vars_[array];
  for (unsigned t = 1; t <= 2; ++t) {
    ExprPtr map = mapFor(array, t);
    if (!v.groupIndexed || !v.privateMap[0].empty()) {
      havocUnderPredicate(map, pred.of(t), map->text + ".unknown");
      continue;
    }
    // A group-shared array of several groups: the thread's group's copy,
    // $$A[slot], becomes arbitrary where the thread is enabled.
    ExprPtr fresh = ctx_.newLocal(naming::unknownContents(v.map), map->type);
    ctx_.out.add(havoc({fresh->text}));
    LValue slot{v.map, Type::map({Type::bv(1)}, map->type), {{groupSlot(t)}}};
    ctx_.out.add(assign({slot}, {ite(pred.of(t), fresh, map)}));
  }
}

void MemoryEncoder::barrier(const Predicate &pred, const ExprPtr &localFence, const ExprPtr &globalFence,
                            BarrierScope scope) {
  const auto &arrays = ctx_.model.memory->arrays();
  const Geometry &g = ctx_.geometry;
  for (size_t i = 0; i < arrays.size(); ++i) {
    const ArrayVars &v = vars_[i];
    const ArrayRegion &a = arrays[i];
    if (a.space != MemorySpace::GroupShared && a.space != MemorySpace::Global)
      continue;
    // The barrier orders the accesses of the threads of one group (of the
    // grid), to the memory its fences cover. Group-shared logs only hold
    // same-group accesses, and divergence is checked separately, so thread
    // 1 being at the barrier decides for them.
    ExprPtr sameScope = scope == BarrierScope::Grid ? boolLit(true) : g.sameGroup();
    ExprPtr sync = a.space == MemorySpace::GroupShared
                       ? andE(pred.of(1), localFence)
                       : andAll({pred.of(1), pred.of(2), sameScope, globalFence});
    // A pending asynchronous copy is not completed by a barrier.
    ExprPtr clears = v.pendingEvent.empty() ? sync : andE(sync, eq(var(v.pendingEvent, Type::bv(32)), bvLit(0, 32)));
    if (!isFalse(clears)) {
      for (const std::string &log : {v.readLog, v.writeLog, v.atomicLog, v.changingWriteLog}) {
        if (log.empty())
          continue;
        ExprPtr l = var(log, Type::boolean());
        ctx_.out.add(assign(l, andE(l, notE(clears))));
      }
    }
    // Other threads may have written modelled shared contents.
    ExprPtr either = orE(pred.of(1), pred.of(2));
    // And reset a counter before the atomics that follow.
    if (a.plainlyWrittenByKernel)
      forgetTakenValues(static_cast<int>(i), either);
    if (!v.map.empty() && a.writtenByKernel)
      havocUnderPredicate(sharedMap(static_cast<int>(i)),
                          a.space == MemorySpace::GroupShared ? andE(either, localFence) : sync,
                          v.map + ".after_barrier");
    // Once either thread's group has synchronised, the other threads of
    // that group may write what the two threads accessed before without a
    // race: those elements are no longer known.
    if (!v.notAccessed.empty())
      havocUnderPredicate(var(v.notAccessed, Type::bv(values_.pointerBits())),
                          andE(either, a.space == MemorySpace::GroupShared ? localFence : globalFence),
                          v.notAccessed + ".after_barrier");
  }
}

int MemoryEncoder::singleArrayOf(const llvm::Value *pointer) const {
  int array = ctx_.model.memory->singleArray(pointer);
  if (array < 0)
    throw TranslationError("annotations on pointers that may point into several arrays are not supported yet");
  return array;
}

ExprPtr MemoryEncoder::annotationRead(const llvm::Instruction &load, unsigned t) {
  const MemoryAccess &access = accessOf(load);
  int array = singleArrayOf(access.pointer);
  const ArrayVars &v = vars_[array];
  if (!v.contentsKept())
    throw TranslationError("an annotation reads '" + ctx_.model.memory->arrays()[array].sourceName +
                               "', whose contents are abstracted; use --equality-abstraction",
                           sourceChain(load));
  unsigned n = parts(access, array);
  ExprPtr w = read(array, t, accessIndex(access, array, t, 0));
  for (unsigned part = 1; part < n; ++part)
    w = concat(read(array, t, accessIndex(access, array, t, part)), w);
  if (load.getType()->isIntegerTy(1))
    w = neq(w, bvLit(0, w->type.width()));
  return w;
}

void MemoryEncoder::markAccessed(const llvm::Instruction &inst, int array, const Predicate &pred,
                                 const ExprPtr index[2]) {
  const ArrayVars &v = vars_[array];
  if (v.notAccessed.empty())
    return;
  ExprPtr unknown = var(v.notAccessed, Type::bv(values_.pointerBits()));
  for (unsigned t = 1; t <= 2; ++t) {
    // Thread 2 in another group accesses another copy of group-shared memory.
    ExprPtr known = implies(t == 2 && v.groupIndexed ? ctx_.geometry.sameGroup() : boolLit(true),
                            neq(unknown, index[t - 1]));
    ctx_.out.add(assume(implies(pred.of(t), known)));
    loopShapes_.accessedElement(inst, known);
  }
}

ExprPtr MemoryEncoder::accessedSinceBarrier(const llvm::Instruction &load, unsigned t) {
  const MemoryAccess &access = accessOf(load);
  int array = singleArrayOf(access.pointer);
  const ArrayVars &v = vars_[array];
  if (v.notAccessed.empty())
    return boolLit(true);
  ExprPtr unknown = var(v.notAccessed, Type::bv(values_.pointerBits()));
  std::vector<ExprPtr> known;
  if (t == 2 && v.groupIndexed)
    known.push_back(ctx_.geometry.sameGroup());
  for (unsigned part = 0; part < parts(access, array); ++part)
    known.push_back(neq(unknown, accessIndex(access, array, t, part)));
  return andAll(known);
}

void MemoryEncoder::snapshot(const llvm::CallBase &call, const Predicate &pred) {
  int dst = singleArrayOf(call.getArgOperand(0));
  int src = singleArrayOf(call.getArgOperand(1));
  const ArrayVars &to = vars_[dst];
  const ArrayVars &from = vars_[src];
  if (to.map.empty())
    return; // contents not modelled: nothing to copy into
  ctx_.out.add(comment("snapshot of " + ctx_.model.memory->arrays()[src].sourceName + " into " +
                       ctx_.model.memory->arrays()[dst].sourceName));
  ExprPtr target = sharedMap(dst);
  ExprPtr enabled = orE(pred.of(1), pred.of(2));
  if (from.map.empty() || sharedMap(src)->type != target->type) {
    if (!from.map.empty() || !from.privateMap[0].empty())
      throw TranslationError("__array_snapshot between arrays of different element types or address spaces is "
                             "not supported yet",
                             sourceChain(call));
    havocUnderPredicate(target, enabled, to.map + ".snapshot"); // the source's contents are abstracted
    return;
  }
  ctx_.out.add(assign(target, ite(enabled, sharedMap(src), target)));
}

// Annotations on a pointer that may point into several arrays mean the
// array its base (for the thread the logs describe, thread 1) names.
ExprPtr MemoryEncoder::perTargetArray(const llvm::Value *pointer, const std::function<ExprPtr(int)> &ofArray,
                                      const ExprPtr &otherwise) {
  const PointsTo &targets = ctx_.model.memory->pointsTo(pointer);
  if (targets.isSingleArray())
    return ofArray(targets.arrays.front());
  ExprPtr base = baseOf(values_.pointer(pointer, 1));
  ExprPtr result = otherwise;
  for (int array : targets.arrays)
    result = ite(eq(base, arrayId(array)), ofArray(array), result);
  return result;
}

const MemoryEncoder::ExternalAccess *MemoryEncoder::externalAccessOf(const llvm::Value *pointer,
                                                                      AccessKind kind) const {
  int array = singleArrayOf(pointer);
  for (const ExternalAccess &access : pendingExternal_)
    if (access.array == array && access.kind == kind)
      return &access;
  return nullptr;
}

ExprPtr MemoryEncoder::hasOccurred(const llvm::Value *pointer, AccessKind kind, unsigned t) {
  if (t == 2 && !pendingExternal_.empty()) {
    if (const ExternalAccess *access = externalAccessOf(pointer, kind))
      return eq(access->index[1], watchedOffset());
    ExprPtr unknown = ctx_.newLocal("external$earlier", Type::boolean());
    ctx_.out.add(havoc({unknown->text}));
    return unknown;
  }
  return perTargetArray(
      pointer,
      [&](int array) -> ExprPtr {
        const ArrayVars &v = vars_[array];
        const std::string &log =
            kind == AccessKind::Read ? v.readLog : kind == AccessKind::Write ? v.writeLog : v.atomicLog;
        if (log.empty())
          return boolLit(false);
        ExprPtr logged = var(log, Type::boolean());
        for (const ExternalAccess &access : pendingExternal_) // declared, logged later
          if (access.array == array && access.kind == kind)
            logged = orE(logged, logCondition(array, access.pred, access.index[0], access.site));
        return logged;
      },
      boolLit(false));
}

ExprPtr MemoryEncoder::watchedOffsetBytes(const llvm::Value *pointer) {
  return perTargetArray(
      pointer,
      [&](int array) -> ExprPtr {
        unsigned e = ctx_.model.memory->arrays()[array].elementBytes;
        if (e == 1)
          return watchedOffset();
        return ctx_.prelude.bvBinary(prelude::BvOp::Mul, watchedOffset(), bvLit(e, values_.pointerBits()));
      },
      watchedOffset());
}

ExprPtr MemoryEncoder::atomicHasTakenValue(const llvm::Value *pointer, const ExprPtr &offset, const ExprPtr &value,
                                           unsigned t) {
  int array = singleArrayOf(pointer);
  const ArrayRegion &region = ctx_.model.memory->arrays()[array];
  if (vars_[array].usedMap.empty())
    throw TranslationError("__atomic_has_taken_value on '" + region.sourceName +
                           "', whose atomic operations may repeat values: only an array stepped in one direction "
                           "alone (atomic_inc, atomic_dec, atomic_add or atomic_sub of a positive constant) keeps "
                           "the values they returned");
  PointerValue p = values_.pointer(pointer, t);
  p.offset.terms.push_back({values_.resizeTo(offset, values_.pointerBits()), region.elementBytes});
  ExprPtr index = values_.elementIndex(p, region.elementBytes);
  unsigned bits = region.elementBytes * 8, given = value->type.width();
  if (given <= bits)
    return hasTaken(array, t, index, given == bits ? value : ctx_.prelude.zeroExtend(value, bits));
  // A wider value (a size_t) is one the element can hold only if it is the
  // element's value extended, as a signed or an unsigned integer.
  ExprPtr low = extract(value, bits, 0);
  ExprPtr fits = orE(eq(value, ctx_.prelude.zeroExtend(low, given)), eq(value, ctx_.prelude.signExtend(low, given)));
  return andE(fits, hasTaken(array, t, index, low));
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
    for (unsigned t = 1; t <= 2; ++t) {
      declared.index[t - 1] = ctx_.newLocal(naming::perThread("external", t), Type::bv(values_.pointerBits()));
      ctx_.out.add(havoc({declared.index[t - 1]->text}));
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
      checkConflict(access.array, access.pred, access.index[1], log, nullptr, check);
    }
  }
  for (const ExternalAccess &access : pendingExternal_) {
    const ArrayVars &v = vars_[access.array];
    const std::string &log = access.kind == AccessKind::Write ? v.writeLog : v.readLog;
    appendToLog(*access.call, access.array, var(log, Type::boolean()),
                logCondition(access.array, access.pred, access.index[0], access.site), access.index[0], access.site);
  }
  pendingExternal_.clear();
}

} // namespace gv
