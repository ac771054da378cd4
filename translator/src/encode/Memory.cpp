// Memory: the arrays' declarations and contents, loads and stores. The
// other concerns of MemoryEncoder live beside it: MemoryRaceLogs.cpp,
// MemoryAtomics.cpp, MemorySynchronisation.cpp, MemoryAsyncCopies.cpp,
// MemorySpecifications.cpp and MemoryChecks.cpp.
#include "encode/Memory.h"
#include "gpuverify/Naming.h"

#include "ConstantBits.h"
#include "RowMajor.h"
#include "SourceLocations.h"
#include "gpuverify/Intrinsics.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

namespace gv {

using namespace boogie;

// "write to A at kernel.cl:12:5": the comment before an access's commands.
std::string MemoryEncoder::describeAccess(const char *verb, const std::string &array, const SourceChain &where) {
  std::string s = std::string(verb) + " " + array;
  if (!where.empty())
    s += " at " + where.front().text();
  return s;
}

namespace {

// The kernel makes a cuda::pipeline (the lowering allows one).
bool hasPipeline(const llvm::Function &kernel) {
  for (const llvm::Instruction &inst : llvm::instructions(kernel))
    if (auto *call = llvm::dyn_cast<llvm::CallBase>(&inst))
      if (call->getCalledFunction() && classifyFunction(*call->getCalledFunction()) == Intrinsic::PipelineStart)
        return true;
  return false;
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
  // Inference's own terms, named in docs/inference.md.
  ctx_.builder.nameInSource(naming::watchedOffset, "__watched_element()");
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
    if (auto *arg = llvm::dyn_cast_or_null<llvm::Argument>(a.base))
      info.parameter = arg->getArgNo();
    if (auto *g = llvm::dyn_cast_or_null<llvm::GlobalVariable>(a.base))
      info.global = g->getName().str();
    ArrayVars &v = vars_[i];
    // External arrays have no base value: each is its own.
    v.info = ctx_.builder.arrayInfo(a.base ? static_cast<const void *>(a.base) : &a, info);
    const std::string &name = arrayName(static_cast<int>(i));
    Type elem = elementType(static_cast<int>(i));
    Attributes attrs = {attr("source_name", a.sourceName), attr("elem_width", intLit(a.elementBytes * 8))};
    v.groupIndexed = a.space == MemorySpace::GroupShared && m.interGroup();
    if (a.space == MemorySpace::Private) {
      std::string base = ctx_.reserveName(name);
      for (unsigned t : bothThreads) {
        v.privateMap.of(t) = naming::perThread(base, t);
        ctx_.declareLocal(v.privateMap.of(t), Type::map({index}, elem));
      }
      continue;
    }
    if (m.contentsModelled[i]) {
      v.map = name;
      Type mapType = v.groupIndexed ? Type::map({Type::bv(1)}, Type::map({index}, elem)) : Type::map({index}, elem);
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
    ctx_.builder.nameInSource(name, a.sourceName);
    if (m.raceChecked[i]) {
      v.readLog = naming::readLog(name);
      v.writeLog = naming::writeLog(name);
      ctx_.builder.nameInSource(v.readLog, "__read(" + a.sourceName + ")");
      ctx_.builder.nameInSource(v.writeLog, "__write(" + a.sourceName + ")");
      ctx_.builder.declareGlobalVar(v.readLog, Type::boolean(), {attr("race_checking")});
      ctx_.builder.declareGlobalVar(v.writeLog, Type::boolean(), {attr("race_checking")});
      if (a.atomicByKernel) {
        v.atomicLog = naming::atomicLog(name);
        ctx_.builder.nameInSource(v.atomicLog, "__atomic(" + a.sourceName + ")");
        ctx_.builder.declareGlobalVar(v.atomicLog, Type::boolean(), {attr("race_checking")});
      }
      if (a.copiedByThreadAsync) {
        v.pendingCopyGroup = naming::pendingCopyGroup(name);
        ctx_.builder.declareGlobalVar(v.pendingCopyGroup, Type::integer());
        ctx_.builder.declareGlobalVar(naming::committedCopyGroups, Type::integer());
        if (!consumedGroups_ && hasPipeline(m.kernel)) {
          consumedGroups_ = var(naming::consumedCopyGroups, Type::integer());
          ctx_.builder.declareGlobalVar(naming::consumedCopyGroups, Type::integer());
        }
      }
      if (a.asyncByKernel) {
        v.pendingEvent = naming::pendingEvent(name);
        ctx_.builder.declareGlobalVar(v.pendingEvent, Type::bv(32));
        ctx_.builder.declareGlobalVar(naming::nextEvent, Type::bv(32));
      }
      if (m.options.benignWriteTolerance) {
        v.watchedValue = naming::watchedValue(name);
        ctx_.builder.nameInSource(v.watchedValue, "__watched_value(" + a.sourceName + ")");
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
  for (size_t i = 0; i < vars_.size(); ++i)
    for (const ExprPtr &log : logsOf(static_cast<int>(i)))
      logs.push_back(log);
  return logs;
}

void MemoryEncoder::initialise() {
  const auto &arrays = ctx_.model.memory->arrays();
  for (size_t i = 0; i < arrays.size(); ++i) {
    const ArrayVars &v = vars_[i];
    for (const ExprPtr &log : logsOf(static_cast<int>(i)))
      ctx_.out.add(assign(log, boolLit(false)));
    if (!v.pendingCopyGroup.empty()) {
      ctx_.out.add(assign(var(v.pendingCopyGroup, Type::integer()), intLit(0)));
      ctx_.out.add(assign(var(naming::committedCopyGroups, Type::integer()), intLit(0)));
      if (consumedGroups_)
        ctx_.out.add(assign(consumedGroups_, intLit(0)));
    }
    if (!v.pendingEvent.empty()) {
      ctx_.out.add(assign(var(v.pendingEvent, Type::bv(32)), bvLit(0, 32)));
      ctx_.out.add(assign(var(naming::nextEvent, Type::bv(32)), bvLit(0, 32)));
    }
    // A by-value argument: both threads' copies start out the same.
    if (arrays[i].passedByValue) {
      Type flat = Type::map({Type::bv(values_.pointerBits())}, elementType(static_cast<int>(i)));
      ctx_.out.add(assume(eq(var(v.privateMap.of(1), flat), var(v.privateMap.of(2), flat))));
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
    ExprPtr contents =
        e <= 8 ? bvLit(element.getZExtValue(), e * 8) : bvLitDecimal(llvm::toString(element, 10, false), e * 8);
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
    ExprPtr lit =
        e <= 8 ? bvLit(element.getZExtValue(), e * 8) : bvLitDecimal(llvm::toString(element, 10, false), e * 8);
    for (unsigned t : bothThreads)
      ctx_.out.add(assume(eq(read(array, t, bvLit(k, values_.pointerBits())), lit)));
  }
}

const MemoryAccess &MemoryEncoder::accessOf(const llvm::Instruction &inst) const {
  const MemoryAccess *access = ctx_.model.memory->accessOf(&inst);
  if (!access)
    throw std::logic_error("access not in the memory model");
  return *access;
}

const std::string &MemoryEncoder::arrayName(int array) const {
  return ctx_.builder.translation().arrays[vars_[array].info].boogieName;
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

ThreadPair<ExprPtr> MemoryEncoder::namedIndex(const MemoryAccess &access, int array, unsigned part) {
  auto key = std::make_tuple(access.inst, array, part);
  auto found = namedIndices_.find(key);
  if (found != namedIndices_.end())
    return found->second;
  ThreadPair<ExprPtr> index = {accessIndex(access, array, 1, part), accessIndex(access, array, 2, part)};
  std::optional<RowMajorOffset> rows = vars_[array].writeLog.empty() ? std::nullopt : rowMajorOf(ctx_.prelude, index);
  ctx_.computeOnce(naming::accessedElement(arrayName(array)), index);
  if (rows) {
    rowWidths_[{access.inst, array}] = rows->width;
    for (unsigned t : bothThreads)
      ctx_.out.add(assume(rowMajorFact(ctx_.prelude, index.of(t), rows->width, rows->row.of(t), rows->column.of(t))));
  }
  return namedIndices_[key] = index;
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
  for (unsigned t : bothThreads)
    on.of(t) = andE(pred.of(t), eq(baseOf(values_.pointer(access.pointer, t)), arrayId(array)));
  return on;
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
  if (!v.privateMap.of(1).empty())
    return var(v.privateMap.of(t), flat);
  if (!v.groupIndexed)
    return sharedMap(array);
  return select(sharedMap(array), {groupSlot(t)});
}

ExprPtr MemoryEncoder::read(int array, unsigned t, const ExprPtr &index) const {
  return select(mapFor(array, t), {index});
}

void MemoryEncoder::write(int array, unsigned t, const ExprPtr &index, const ExprPtr &value, const ExprPtr &enabled) {
  const ArrayVars &v = vars_[array];
  ExprPtr current = read(array, t, index);
  ExprPtr stored = ite(enabled, value, current);
  Type flat = Type::map({Type::bv(values_.pointerBits())}, elementType(array));
  auto lhs = [&]() -> LValue {
    if (!v.privateMap.of(1).empty())
      return LValue{v.privateMap.of(t), flat, {{index}}};
    if (!v.groupIndexed)
      return LValue{v.map, flat, {{index}}};
    ExprPtr group = groupSlot(t);
    return LValue{v.map, Type::map({Type::bv(1)}, flat), {{group}, {index}}};
  };
  ctx_.out.add(assign({lhs()}, {stored}));
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
    for (unsigned t : bothThreads) {
      ExprPtr v = value[t - 1];
      if (!v) {
        v = ctx_.newLocal("havoc", Type::bv(access.bytes * 8));
        ctx_.out.add(havoc({v->text}));
      }
      whole[t - 1] = whole[t - 1] ? ite(on.of(t), v, whole[t - 1]) : v;
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
  ctx_.out.add(comment(
      describeAccess(annotation ? "read (for an annotation) of" : "read of", region.sourceName, sourceChain(load))));
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
    ThreadPair<ExprPtr> computed = {accessIndex(access, array, 1, part), accessIndex(access, array, 2, part)};
    ThreadPair<ExprPtr> index = namedIndex(access, array, part);
    if (checked) {
      ExprPtr log = var(v.readLog, Type::boolean());
      ExprPtr logged = logCondition(array, pred, index.of(1), site);
      if (readsLoggedByValue(array))
        // Only reads of the watched value: a write racing with a read of
        // the value it writes is benign (GPUVerify's read-write rule).
        logged = andE(logged, eq(read(array, 1, index.of(1)), var(v.watchedValue, elementType(array))));
      appendToLog(load, array, log, logged, indexAtLoopHeads(access, array, part), site);
      markPendingCopy(access, array, logged, site);
      checkConflict(array, pred, index.of(2), v.writeLog, changedByLoggedWrite(array), check);
      if (!v.atomicLog.empty())
        checkConflict(array, pred, index.of(2), v.atomicLog, nullptr, atomicRead);
    }
    if (!annotation)
      markAccessed(load, array, pred, index, computed);
    if (!modelled)
      continue;
    // Little-endian: later elements hold the more significant bits.
    for (unsigned t : bothThreads) {
      ExprPtr element = read(array, t, index.of(t));
      whole[t - 1] = whole[t - 1] ? concat(element, whole[t - 1]) : element;
    }
  }
  resyncWarp(array, pred, false);
  return whole;
}

void MemoryEncoder::assignLoaded(const llvm::LoadInst &load, const Predicate &pred, const std::vector<ExprPtr> &value) {
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
    for (unsigned t : bothThreads)
      ctx_.out.add(assertCmd(notE(pred.of(t)), {attr("constant_write")}, id));
    return;
  }
  forgetTakenValues(array, orE(pred.of(1), pred.of(2)));
  const MemoryAccess &access = accessOf(store);
  unsigned n = parts(access, array);
  unsigned bits = region.elementBytes * 8;
  ThreadPair<ExprPtr> stored;
  for (unsigned t : bothThreads) {
    ExprPtr x = values_.value(store.getValueOperand(), t);
    if (x->type.isBool())
      x = ite(x, bvLit(1, bits * n), bvLit(0, bits * n));
    stored.of(t) = x;
  }
  ctx_.computeOnce(naming::storedValue(arrayName(array)), stored);
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
    ThreadPair<ExprPtr> computed = {accessIndex(access, array, 1, part), accessIndex(access, array, 2, part)};
    ThreadPair<ExprPtr> index = namedIndex(access, array, part);
    ThreadPair<ExprPtr> element = {extract(stored.of(1), (part + 1) * bits, part * bits),
                                   extract(stored.of(2), (part + 1) * bits, part * bits)};
    if (checked) {
      ExprPtr log = var(v.writeLog, Type::boolean());
      ExprPtr logged = logCondition(array, pred, index.of(1), site);
      ExprPtr differs, loggedValue;
      if (!v.watchedValue.empty()) {
        // Benign races (both threads write the same value) are tolerated:
        // only writes of the watched value are logged.
        ExprPtr watched = var(v.watchedValue, elementType(array));
        logged = andE(logged, eq(element.of(1), watched));
        differs = neq(element.of(2), watched);
        if (element.of(1)->kind == Expr::Kind::BvLit)
          loggedValue = eq(watched, element.of(1));
      }
      ExprPtr changes = modelled ? neq(element.of(1), read(array, 1, index.of(1))) : nullptr;
      appendToLog(store, array, log, logged, indexAtLoopHeads(access, array, part), site, changes, loggedValue);
      markPendingCopy(access, array, logged, site);
      checkConflict(array, pred, index.of(2), v.writeLog, differs, writeWrite);
      checkConflict(array, pred, index.of(2), v.readLog, readsLoggedByValue(array) ? differs : nullptr, readWrite);
      overwrittenByThread2(array, pred, index.of(2));
      if (!v.atomicLog.empty())
        checkConflict(array, pred, index.of(2), v.atomicLog, nullptr, atomicWrite);
    }
    markAccessed(store, array, pred, index, computed);
    if (modelled)
      for (unsigned t : bothThreads)
        write(array, t, index.of(t), element.of(t), pred.of(t));
  }
  resyncWarp(array, pred, true);
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
  for (unsigned t : bothThreads)
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
  for (unsigned t : bothThreads) {
    ExprPtr map = mapFor(array, t);
    if (!v.groupIndexed || !v.privateMap.of(1).empty()) {
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
    if (!from.map.empty() || !from.privateMap.of(1).empty())
      throw TranslationError("__array_snapshot between arrays of different element types or address spaces is "
                             "not supported yet",
                             sourceChain(call));
    havocUnderPredicate(target, enabled, to.map + ".snapshot"); // the source's contents are abstracted
    return;
  }
  ctx_.out.add(assign(target, ite(enabled, sharedMap(src), target)));
}

} // namespace gv
