#include "encode/LoopShapes.h"
#include "gpuverify/Naming.h"

#include "SourceLocations.h"

#include "encode/Values.h"
#include "gpuverify/Intrinsics.h"

#include "llvm/IR/CFG.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"

#include <algorithm>
#include <functional>
#include <set>

namespace gv {

using namespace boogie;

namespace {

// "loop at kernel.cl:12", or "loop" without debug information.
std::string describeLoop(const llvm::Loop &loop) {
  llvm::DebugLoc start = loop.getStartLoc();
  if (!start)
    return "loop";
  return "loop at " + start->getFilename().str() + ":" + std::to_string(start.getLine());
}

bool containsCall(const llvm::Loop &loop, bool (*calls)(Intrinsic)) {
  for (const llvm::BasicBlock *b : loop.blocks())
    for (const llvm::Instruction &inst : *b)
      if (calls(intrinsicOf(inst)))
        return true;
  return false;
}

// Whether `inst` is a barrier that empties the logs of group-shared arrays
// (`groupShared`) or of global ones: a barrier whose fence for them is not
// a constant 0.
bool emptiesLogs(const llvm::Instruction &inst, bool groupShared) {
  Intrinsic kind = intrinsicOf(inst);
  if (!mayEmptyAccessLogs(kind))
    return false;
  if (kind != Intrinsic::Barrier)
    return true;
  auto *fence = llvm::dyn_cast<llvm::ConstantInt>(llvm::cast<llvm::CallBase>(inst).getArgOperand(groupShared ? 0 : 1));
  return !fence || !fence->isZero();
}

// Whether control can go from `access` to the start of `target` without
// passing an instruction that `empties` its log. (An approximation either
// way only weakens or strengthens a candidate, which Houdini checks.)
bool reachesWithout(const llvm::Instruction &access, const llvm::BasicBlock &target,
                    const std::function<bool(const llvm::Instruction &)> &empties) {
  const llvm::BasicBlock *start = access.getParent();
  for (auto it = std::next(access.getIterator()); it != start->end(); ++it)
    if (empties(*it))
      return false;
  std::vector<const llvm::BasicBlock *> work(llvm::succ_begin(start), llvm::succ_end(start));
  std::set<const llvm::BasicBlock *> seen;
  while (!work.empty()) {
    const llvm::BasicBlock *block = work.back();
    work.pop_back();
    if (block == &target)
      return true;
    if (!seen.insert(block).second || std::any_of(block->begin(), block->end(), empties))
      continue;
    work.insert(work.end(), llvm::succ_begin(block), llvm::succ_end(block));
  }
  return false;
}

// ... without a barrier that empties the log of the access's thread's
// partner in its group (a barrier with the array's fence).
bool reachesWithoutEmptyingLog(const llvm::Instruction &access, const llvm::BasicBlock &target, bool groupShared) {
  return reachesWithout(access, target, [&](const llvm::Instruction &inst) { return emptiesLogs(inst, groupShared); });
}

// ... without one that empties it for a thread of another group: a group's
// barrier leaves a global array's log as it was for a pair of threads in
// two groups; only a grid barrier orders them.
bool reachesOtherGroups(const llvm::Instruction &access, const llvm::BasicBlock &target) {
  return reachesWithout(access, target,
                        [](const llvm::Instruction &inst) { return intrinsicOf(inst) == Intrinsic::GridBarrier; });
}

// What holds of a log at a head: one of `inGroup` for a pair of threads of
// one group, one of `acrossGroups` (a superset) for threads of two.
ExprPtr forEitherPair(const std::vector<ExprPtr> &inGroup, const std::vector<ExprPtr> &acrossGroups,
                      const ExprPtr &sameGroup) {
  if (acrossGroups.size() == inGroup.size())
    return orAll(inGroup);
  return orE(orAll(inGroup), andE(notE(sameGroup), orAll(acrossGroups)));
}

bool isAssertion(Intrinsic i) { return i == Intrinsic::Assert || i == Intrinsic::GlobalAssert; }

// The power of two `c` is, if it is one.
std::optional<unsigned> log2Of(const llvm::Value *v) {
  auto *c = llvm::dyn_cast<llvm::ConstantInt>(v);
  if (!c || !c->getValue().isPowerOf2())
    return std::nullopt;
  return c->getValue().logBase2();
}

// A query of the launch's sizes: the same in every iteration and thread.
bool isLaunchSizeQuery(const llvm::Value *v) {
  auto *inst = llvm::dyn_cast<llvm::Instruction>(v);
  if (!inst)
    return false;
  Intrinsic i = intrinsicOf(*inst);
  return i == Intrinsic::LocalSize || i == Intrinsic::NumGroups || i == Intrinsic::GlobalOffset ||
         i == Intrinsic::WorkDim || i == Intrinsic::WarpSize;
}

using ValueTest = std::function<bool(const llvm::Value *)>;
using PhiTest = std::function<bool(const llvm::PHINode &)>;

// True if `v` is computed, by arithmetic that touches no memory (and
// through no phi but those `throughPhi` accepts), from values `isSource`
// accepts.
bool builtFrom(const llvm::Value *v, const ValueTest &isSource, const PhiTest &throughPhi, unsigned depth = 0) {
  if (isSource(v))
    return true;
  auto *inst = llvm::dyn_cast<llvm::Instruction>(v);
  if (!inst || depth > 8 || llvm::isa<llvm::CallBase>(inst) || inst->mayReadOrWriteMemory())
    return false;
  if (auto *phi = llvm::dyn_cast<llvm::PHINode>(inst); phi && !throughPhi(*phi))
    return false;
  return llvm::all_of(inst->operands(),
                      [&](const llvm::Use &op) { return builtFrom(op.get(), isSource, throughPhi, depth + 1); });
}

bool noPhi(const llvm::PHINode &) { return false; }

// The values `loop` does not change, as sources of builtFrom (clang leaves
// calls such as get_local_size(0) inside the loop, where the source has
// them).
ValueTest invariantIn(const llvm::Loop &loop) {
  return [&loop](const llvm::Value *x) { return loop.isLoopInvariant(x) || isLaunchSizeQuery(x); };
}

// True if `v` has the same value in every iteration of `loop`.
bool isInvariantIn(const llvm::Loop &loop, const llvm::Value *v) { return builtFrom(v, invariantIn(loop), noPhi); }

// True if `v` is computed from constants and launch sizes only, so both
// threads see the same value even where the divergence analysis keeps two
// copies.
bool isLaunchUniform(const llvm::Value *v) {
  return builtFrom(v, [](const llvm::Value *x) { return llvm::isa<llvm::Constant>(x) || isLaunchSizeQuery(x); }, noPhi);
}

// The comparisons inside `loop` that use `v`.
std::vector<const llvm::ICmpInst *> comparisonsOf(const llvm::Loop &loop, const llvm::Value &v) {
  std::vector<const llvm::ICmpInst *> found;
  for (const llvm::User *user : v.users())
    if (auto *cmp = llvm::dyn_cast<llvm::ICmpInst>(user); cmp && loop.contains(cmp))
      found.push_back(cmp);
  return found;
}

} // namespace

bool LoopShapeRecorder::mayEmptyLogs(const llvm::Loop &loop) const {
  const TranslateOptions &options = ctx_.model.options;
  bool warpResynchronises = options.warpSize && options.warpPairs != TranslateOptions::WarpPairs::DifferentWarps;
  return warpResynchronises || containsCall(loop, mayEmptyAccessLogs);
}

void LoopShapeRecorder::enterLoop(const llvm::Loop &loop, bool predicated) {
  if (accessLogs_.empty() || !(predicated || mayEmptyLogs(loop)))
    return;
  std::vector<LoopShape::LogAtEntry> &copies = logsAtEntry_[&loop];
  if (copies.empty())
    for (const ExprPtr &log : accessLogs_) {
      std::string name = ctx_.reserveName(naming::logOnLoopEntry(log->text, ctx_.label(loop.getHeader())));
      copies.push_back({log, ctx_.declareLocal(name, Type::boolean())});
      const auto &terms = ctx_.builder.translation().sourceTerms;
      auto term = terms.find(log->text);
      ctx_.builder.nameInSource(name, "__at_entry(" + (term == terms.end() ? log->text : term->second) + ")");
    }
  std::vector<LValue> lhs;
  std::vector<ExprPtr> rhs;
  for (const LoopShape::LogAtEntry &copy : copies) {
    lhs.push_back(lvar(copy.atEntry));
    rhs.push_back(copy.log);
  }
  ctx_.out.add(assign(std::move(lhs), std::move(rhs)));
}

void LoopShapeRecorder::loopHead(const llvm::Loop &loop, const std::string &label, const Predicate &inLoop) {
  LoopShape shape;
  shape.headLabel = label;
  shape.sourceName = describeLoop(loop);
  shape.location = sourceChain(loop.getStartLoc().get());
  shape.uniform = inLoop.isAlways();
  shape.enabled = {inLoop.of(1), inLoop.of(2)};
  shape.sameGroup = ctx_.geometry.sameGroup();
  if (ctx_.model.options.warpSize && ctx_.model.options.warpPairs != TranslateOptions::WarpPairs::DifferentWarps)
    shape.sameWarp = ctx_.geometry.sameWarp(*ctx_.model.options.warpSize);
  shape.containsBarrier = containsCall(loop, mayEmptyAccessLogs);
  shape.containsCollective =
      containsCall(loop, [](Intrinsic i) { return mayEmptyAccessLogs(i) || isWarpOperation(i); });
  shape.containsAssertion = containsCall(loop, isAssertion);
  shape.counters = counters(loop);
  shape.tileSyncs = tileSyncs(loop);
  if (auto copies = logsAtEntry_.find(&loop); copies != logsAtEntry_.end())
    shape.logsAtEntry = copies->second;
  if (!shape.uniform)
    shape.continues = continuation(loop);
  shapeOf_[&loop] = shapes_.size();
  shapes_.push_back(std::move(shape));
}

void LoopShapeRecorder::loopExits(const llvm::Loop &loop, const std::vector<Predicate> &exits) {
  auto found = shapeOf_.find(&loop);
  if (found == shapeOf_.end())
    return;
  for (const Predicate &exit : exits)
    shapes_[found->second].exitPredicates.push_back({exit.of(1), exit.of(2)});
}

void LoopShapeRecorder::loopEntered(const llvm::Loop &loop, const Predicate &entered) {
  auto found = shapeOf_.find(&loop);
  if (found != shapeOf_.end())
    shapes_[found->second].entered = {entered.of(1), entered.of(2)};
}

// A value the head can state: defined before the loop, a phi of the head,
// or computed where it is used from such values.
bool LoopShapeRecorder::availableAtHead(const llvm::Loop &loop, const llvm::Value *v) const {
  auto *inst = llvm::dyn_cast<llvm::Instruction>(v);
  if (!inst || !loop.contains(inst))
    return true;
  if (llvm::isa<llvm::PHINode>(inst))
    return inst->getParent() == loop.getHeader();
  if (!values_.isFolded(*inst))
    return false;
  return llvm::all_of(inst->operands(), [&](const llvm::Use &op) { return availableAtHead(loop, op.get()); });
}

// True if `v` is computed inside the loop, afresh in each iteration, from
// values invariant in it: pure instructions, and phis joining the branches
// of a condition (`c4 <= min(31, n - c2 - 1)` in a for condition). Its value
// is then the same in every iteration, unless the condition it depends on
// changes: candidates built on it are checked like any other.
bool LoopShapeRecorder::recomputedFromInvariants(const llvm::Loop &loop, const llvm::Value *v) const {
  return builtFrom(v, invariantIn(loop),
                   [&](const llvm::PHINode &phi) { return !ctx_.model.loops.isLoopHeader(phi.getParent()); });
}

// Thread t's `v`, computed in the loop from values at the head: the
// variables of the loop's own instructions hold the last iteration's values
// there, so those instructions are expanded in place.
ExprPtr LoopShapeRecorder::valueAtHead(const llvm::Loop &loop, const llvm::Value *v, unsigned t) {
  ValueEncoder::AnnotationScope scope = ValueEncoder::AnnotationScope::atHeadOf(loop);
  ScopedAnnotationScope expanding(values_, &scope);
  return values_.value(v, t);
}

// The condition on which the head's branch stays in the loop, evaluated
// from the values at the head (before the head's own instructions run).
ThreadPair<ExprPtr> LoopShapeRecorder::continuation(const llvm::Loop &loop) {
  auto *branch = llvm::dyn_cast<llvm::BranchInst>(loop.getHeader()->getTerminator());
  if (!branch || !branch->isConditional())
    return {};
  bool staysOnTrue = loop.contains(branch->getSuccessor(0)), staysOnFalse = loop.contains(branch->getSuccessor(1));
  auto *compare = llvm::dyn_cast<llvm::ICmpInst>(branch->getCondition());
  if (staysOnTrue == staysOnFalse || !compare || compare->getParent() != loop.getHeader() ||
      compare->getOperand(0)->getType()->isPointerTy() ||
      !llvm::all_of(compare->operands(), [&](const llvm::Use &op) { return availableAtHead(loop, op.get()); }))
    return {};
  return ThreadPair<ExprPtr>::from([&](unsigned t) {
    ExprPtr holds = values_.compute(*compare, t);
    if (!holds->type.isBool())
      holds = eq(holds, bvLit(1, 1));
    return staysOnTrue ? holds : notE(holds);
  });
}

void LoopShapeRecorder::loggedAccess(const llvm::Instruction &inst, const ExprPtr &log, const ExprPtr &watchedOffset,
                                     const ExprPtr &offset, bool groupShared, const ExprPtr &watchedSite, unsigned site,
                                     const ExprPtr &loggedValue, const ExprPtr &loggedRow, const ExprPtr &row) {
  auto sites = sitesOf_.find(log->text);
  if (sites == sitesOf_.end()) {
    sites = sitesOf_.insert({log->text, {}}).first;
    logs_.push_back(log);
  }
  sites->second.push_back({&inst, groupShared, eq(watchedSite, intLit(site)), eq(watchedOffset, offset)});
  for (const llvm::Loop *loop = ctx_.model.loops.getLoopFor(inst.getParent()); loop; loop = loop->getParentLoop()) {
    auto found = shapeOf_.find(loop);
    if (found != shapeOf_.end())
      shapes_[found->second].accesses.push_back(
          LoopAccess{log, watchedOffset, offset, groupShared, guardAt(*loop, *inst.getParent()), loggedValue, nullptr,
                     nullptr, loggedRow, row, inst.getMetadata(asyncCopyAccessMetadata) != nullptr});
  }
}

// The conditions of the branches whose one side leads to `block` (the edge
// dominates it) but not to the loop's head, on values the loop does not
// change (`if (active)` tests `active != 0` afresh in each iteration), for
// thread 1: it reaches `block` only where they hold, and they hold at the
// head as they did there. (Branches around the whole loop are
// left out: they say nothing of one access.)
std::vector<ExprPtr> LoopShapeRecorder::guardAt(const llvm::Loop &loop, const llvm::BasicBlock &block) {
  std::vector<ExprPtr> conditions;
  const llvm::DominatorTree &dominators = ctx_.model.dominators;
  const llvm::DomTreeNode *node = dominators.getNode(&block);
  for (; node && node->getIDom(); node = node->getIDom()) {
    const llvm::BasicBlock *from = node->getIDom()->getBlock();
    auto *branch = llvm::dyn_cast<llvm::BranchInst>(from->getTerminator());
    if (!branch || !branch->isConditional() || branch->getSuccessor(0) == branch->getSuccessor(1) ||
        !isInvariantIn(loop, branch->getCondition()))
      continue;
    for (unsigned side = 0; side < 2; ++side) {
      llvm::BasicBlockEdge edge(from, branch->getSuccessor(side));
      if (!dominators.dominates(edge, &block) || dominators.dominates(edge, loop.getHeader()))
        continue;
      ExprPtr holds = valueAtHead(loop, branch->getCondition(), 1);
      if (!holds->type.isBool())
        holds = eq(holds, bvLit(1, 1));
      conditions.push_back(side == 0 ? holds : notE(holds));
    }
  }
  return conditions;
}

void LoopShapeRecorder::accessedElement(const llvm::Instruction &inst, const ExprPtr &fact) {
  for (const llvm::Loop *loop = ctx_.model.loops.getLoopFor(inst.getParent()); loop; loop = loop->getParentLoop()) {
    auto found = shapeOf_.find(loop);
    if (found != shapeOf_.end())
      shapes_[found->second].accessedElements.push_back(fact);
  }
}

void LoopShapeRecorder::atomicResult(const llvm::CallBase &call, const ThreadPair<ExprPtr> &takenFrom,
                                     const ExprPtr &sameElement) {
  atomicResults_[&call] = {takenFrom, sameElement};
}

// The header phis every value entering which (but the phi itself) is the
// result of a repetition-free atomic operation on one element, the same for
// all (the same expression, so one the loop does not change).
std::vector<TakenValue> LoopShapeRecorder::takenValues(const llvm::Loop &loop) {
  std::vector<TakenValue> found;
  for (const llvm::PHINode &phi : loop.getHeader()->phis()) {
    if (values_.isUniform(&phi))
      continue; // one copy: the threads' values are not two taken ones
    const AtomicResult *first = nullptr;
    bool allTaken = true;
    for (const llvm::Value *incoming : phi.incoming_values()) {
      if (incoming == &phi)
        continue;
      auto result = atomicResults_.find(incoming);
      allTaken = result != atomicResults_.end() &&
                 (!first || (sameExpr(first->takenFrom.of(1), result->second.takenFrom.of(1)) &&
                             sameExpr(first->takenFrom.of(2), result->second.takenFrom.of(2))));
      if (!allTaken)
        break;
      first = &result->second;
    }
    if (!allTaken || !first)
      continue;
    TakenValue taken{{values_.variable(phi, 1), values_.variable(phi, 2)}, first->takenFrom, first->sameElement};
    found.push_back(std::move(taken));
  }
  return found;
}

void LoopShapeRecorder::pendingCopySite(const ExprPtr &pending, const ExprPtr &committed, const ExprPtr &watchedSite,
                                        unsigned site, const std::vector<ExprPtr> &logs, const ExprPtr &consumed) {
  if (!pendingCopySites_.insert({pending->text, site}).second)
    return; // another part of the same access
  ExprPtr siteWatched = eq(watchedSite, intLit(site));
  for (LoopShape::PendingCopies &copies : pendingCopies_)
    if (copies.pending->text == pending->text) {
      copies.copySiteWatched = orE(copies.copySiteWatched, siteWatched);
      return;
    }
  pendingCopies_.push_back({pending, committed, siteWatched, logs, consumed});
}

void LoopShapeRecorder::finish(const std::string &procedure, std::vector<LoopShape> &out) {
  for (auto &[loop, index] : shapeOf_) {
    shapes_[index].takenValues = takenValues(*loop);
    std::vector<std::pair<unsigned, size_t>> nested; // (depth, shape), outermost first
    for (auto &[inner, innerIndex] : shapeOf_)
      if (inner != loop && loop->contains(inner))
        nested.push_back({inner->getLoopDepth(), innerIndex});
    std::sort(nested.begin(), nested.end());
    for (const auto &[depth, innerIndex] : nested) {
      const std::vector<LoopCounter> &counters = shapes_[innerIndex].counters;
      shapes_[index].innerCounters.insert(shapes_[index].innerCounters.end(), counters.begin(), counters.end());
    }
    for (const llvm::Loop *outer = loop->getParentLoop(); outer; outer = outer->getParentLoop()) {
      auto found = shapeOf_.find(outer);
      if (found == shapeOf_.end())
        continue;
      const std::vector<LoopCounter> &counters = shapes_[found->second].counters;
      shapes_[index].outerCounters.insert(shapes_[index].outerCounters.end(), counters.begin(), counters.end());
    }
  }
  for (auto &[loop, index] : shapeOf_)
    for (LoopAccess &access : shapes_[index].accesses) {
      access.siteIsLogged = implies(access.log, sitesBefore(*loop, access.log->text, false));
      access.loopSiteIsLogged = implies(access.log, sitesBefore(*loop, access.log->text, true));
    }
  for (auto &[loop, index] : shapeOf_)
    shapes_[index].loggedBefore = loggedBefore(*loop);
  for (LoopShape &shape : shapes_) {
    // At its head, a thread runs the loop while it is enabled there. Whether
    // it entered the loop, and has left it by an exit, have no annotation:
    // --infer-info names them __entered() and __left() (docs/inference.md).
    auto name = [&](const boogie::ExprPtr &e, const std::string &term, unsigned t) {
      if (e && e->kind == boogie::Expr::Kind::Var)
        ctx_.builder.nameInSource(e->text, term, t, true);
    };
    for (unsigned t : bothThreads) {
      name(shape.enabled.of(t), "__enabled()", t);
      name(shape.entered.of(t), "__entered()", t);
      for (size_t exit = 0; exit < shape.exitPredicates.size(); ++exit)
        name(shape.exitPredicates[exit].of(t),
             shape.exitPredicates.size() == 1 ? "__left()" : "__left(" + std::to_string(exit + 1) + ")", t);
    }
    shape.procedure = procedure;
    shape.kernelLogs = logs_;
    shape.pendingCopies = pendingCopies_;
    out.push_back(std::move(shape));
  }
  shapes_.clear();
  shapeOf_.clear();
  sitesOf_.clear();
  logs_.clear();
  pendingCopies_.clear();
  pendingCopySites_.clear();
  logsAtEntry_.clear();
  atomicResults_.clear();
}

// The sites of `log` that may have set it when the loop's head is reached
// (or only those in the loop): a site after the loop, or one that a barrier
// separates from the head, cannot have, and naming it would make a race
// report point at an access the thread never made, or one a barrier ordered.
// A group's barrier does not order threads of two groups.
ExprPtr LoopShapeRecorder::sitesBefore(const llvm::Loop &loop, const std::string &log, bool inLoopOnly) const {
  std::vector<ExprPtr> inGroup, acrossGroups;
  auto sites = sitesOf_.find(log);
  if (sites == sitesOf_.end())
    return boogie::boolLit(false);
  for (const LoggedSite &site : sites->second) {
    if (inLoopOnly && !loop.contains(site.access->getParent()))
      continue;
    bool ordered = !reachesWithoutEmptyingLog(*site.access, *loop.getHeader(), site.groupShared);
    if (!ordered)
      inGroup.push_back(site.isWatched);
    if (!ordered || (!site.groupShared && reachesOtherGroups(*site.access, *loop.getHeader())))
      acrossGroups.push_back(site.isWatched);
  }
  return forEitherPair(inGroup, acrossGroups, ctx_.geometry.sameGroup());
}

std::vector<LoopShape::LoggedBefore> LoopShapeRecorder::loggedBefore(const llvm::Loop &loop) {
  std::vector<LoopShape::LoggedBefore> out;
  for (const ExprPtr &log : logs_) {
    // Per pair of threads of one group, and of two (see sitesBefore).
    std::vector<ExprPtr> offsets[2], guardedOffsets[2];
    bool known = true, guarded = false;
    for (const LoggedSite &site : sitesOf_.at(log->text)) {
      if (loop.contains(site.access->getParent()))
        continue;
      bool ordered = !reachesWithoutEmptyingLog(*site.access, *loop.getHeader(), site.groupShared);
      if (ordered && (site.groupShared || !reachesOtherGroups(*site.access, *loop.getHeader())))
        continue;
      const llvm::Value *pointer = llvm::getLoadStorePointerOperand(site.access);
      if (auto *rmw = llvm::dyn_cast<llvm::AtomicRMWInst>(site.access))
        pointer = rmw->getPointerOperand();
      // Computed outside the loop, the pointer's variable keeps the value
      // the access used (a guarded access's too: it is set where the
      // access is made).
      auto *computed = llvm::dyn_cast_or_null<llvm::Instruction>(pointer);
      known = pointer && !(computed && loop.contains(computed));
      if (!known)
        break;
      std::vector<ExprPtr> guard = guardAt(loop, *site.access->getParent());
      guarded = guarded || !guard.empty();
      guard.push_back(site.isWatchedOffset);
      for (int pair : {0, 1})
        if (pair == 1 || !ordered) {
          offsets[pair].push_back(site.isWatchedOffset);
          guardedOffsets[pair].push_back(andAll(guard));
        }
    }
    if (!known || offsets[1].empty())
      continue;
    ExprPtr sameGroup = ctx_.geometry.sameGroup();
    out.push_back({log, forEitherPair(offsets[0], offsets[1], sameGroup),
                   guarded ? forEitherPair(guardedOffsets[0], guardedOffsets[1], sameGroup) : nullptr});
  }
  return out;
}

std::vector<LoopShape::TileSync> LoopShapeRecorder::tileSyncs(const llvm::Loop &loop) const {
  std::set<unsigned> sizes;
  for (const llvm::BasicBlock *b : loop.blocks())
    for (const llvm::Instruction &inst : *b) {
      Intrinsic kind = intrinsicOf(inst);
      if (kind == Intrinsic::WarpSync)
        sizes.insert(ctx_.model.options.lanesPerWarp());
      else if (kind == Intrinsic::TileSync)
        if (auto *threads = llvm::dyn_cast<llvm::ConstantInt>(llvm::cast<llvm::CallBase>(inst).getArgOperand(0));
            threads && threads->getValue().isPowerOf2() && threads->getZExtValue() <= (1u << 16))
          sizes.insert(static_cast<unsigned>(threads->getZExtValue()));
    }
  std::vector<LoopShape::TileSync> out;
  for (unsigned size : sizes) {
    ExprPtr id = ctx_.geometry.flatLocalId(1);
    ExprPtr tile = ctx_.prelude.bvBinary(boogie::BvOp::UDiv, id, bvLit(size, id->type.width()));
    out.push_back({size, ctx_.geometry.sameWarp(size), tile});
  }
  return out;
}

bool LoopShapeRecorder::sameForBothThreads(const llvm::Value *v) const {
  return values_.isUniform(v) || isLaunchUniform(v);
}

std::vector<LoopCounter> LoopShapeRecorder::counters(const llvm::Loop &loop) {
  std::vector<LoopCounter> found;
  for (const llvm::PHINode &phi : loop.getHeader()->phis())
    if (std::optional<LoopCounter> c = counter(loop, phi))
      found.push_back(std::move(*c));
  return found;
}

// The one value a header phi enters the loop with and the one it takes on
// every back edge; null where the edges disagree.
static std::pair<const llvm::Value *, const llvm::Value *> startAndNext(const llvm::Loop &loop,
                                                                        const llvm::PHINode &phi) {
  const llvm::Value *start = nullptr, *next = nullptr;
  for (unsigned i = 0; i < phi.getNumIncomingValues(); ++i) {
    const llvm::Value *v = phi.getIncomingValue(i);
    const llvm::Value *&slot = loop.contains(phi.getIncomingBlock(i)) ? next : start;
    if (slot && slot != v)
      return {nullptr, nullptr};
    slot = v;
  }
  return {start, next};
}

// A pointer walked through memory (`od += w` each iteration): its byte
// offset is a counter stepped by the GEP's offset, when that is the same
// on every iteration and for both threads.
std::optional<LoopCounter> LoopShapeRecorder::pointerCounter(const llvm::Loop &loop, const llvm::PHINode &phi) {
  auto [start, next] = startAndNext(loop, phi);
  auto *gep = llvm::dyn_cast_or_null<llvm::GetElementPtrInst>(next);
  if (!start || !gep || gep->getPointerOperand() != &phi || !holdsPointerInVariables(phi))
    return std::nullopt;
  for (const llvm::Value *index : gep->indices())
    if (!isInvariantIn(loop, index) || !sameForBothThreads(index))
      return std::nullopt;
  ExprPtr offset = values_.variable(phi, 1);
  PointerValue moved = values_.pointer(gep, 1);
  ByteOffset step;
  step.constant = moved.offset.constant;
  for (const auto &[term, scale] : moved.offset.terms)
    if (!(scale == 1 && sameExpr(term, offset)))
      step.terms.push_back({term, scale});
  if (step.terms.size() + 1 != moved.offset.terms.size())
    return std::nullopt;
  LoopCounter c;
  c.update = LoopCounter::Update::Add;
  c.step = values_.byteOffset(step);
  c.sourceName = phi.hasName() ? phi.getName().str() : "pointer";
  c.uniform = values_.isUniform(&phi);
  for (unsigned t : bothThreads) {
    unsigned copy = c.uniform ? 1 : t;
    c.value.of(t) = values_.variable(phi, copy);
    c.start.of(t) = values_.byteOffset(values_.pointer(start, copy).offset);
  }
  return c;
}

// The one binary operation on `phi` that a value the back edge carries is,
// where that value is either it or `phi` unchanged, chosen by branches or
// selects in the loop (`if (active) { indg += stride; }`); null otherwise.
static const llvm::BinaryOperator *conditionalUpdate(const llvm::Loop &loop, const llvm::PHINode &phi,
                                                     const llvm::Value *next) {
  const llvm::BinaryOperator *update = nullptr;
  std::vector<const llvm::Value *> work = {next};
  std::set<const llvm::Value *> seen;
  while (!work.empty()) {
    const llvm::Value *v = work.back();
    work.pop_back();
    if (v == &phi || !seen.insert(v).second)
      continue;
    if (auto *join = llvm::dyn_cast<llvm::PHINode>(v);
        join && loop.contains(join) && join->getParent() != loop.getHeader()) {
      work.insert(work.end(), join->incoming_values().begin(), join->incoming_values().end());
    } else if (auto *select = llvm::dyn_cast<llvm::SelectInst>(v); select && loop.contains(select)) {
      work.push_back(select->getTrueValue());
      work.push_back(select->getFalseValue());
    } else if (auto *op = llvm::dyn_cast<llvm::BinaryOperator>(v); op && (!update || update == op)) {
      update = op;
    } else {
      return nullptr;
    }
  }
  return update;
}

// A header phi that starts from one value and is updated by one binary
// operation with a loop-invariant operand on every back edge, or on some
// (a conditional update: the counter stays where it was otherwise).
std::optional<LoopCounter> LoopShapeRecorder::counter(const llvm::Loop &loop, const llvm::PHINode &phi) {
  if (phi.getType()->isPointerTy())
    return pointerCounter(loop, phi);
  if (!phi.getType()->isIntegerTy() || phi.getType()->isIntegerTy(1))
    return std::nullopt;
  auto [start, next] = startAndNext(loop, phi);
  auto *update = llvm::dyn_cast_or_null<llvm::BinaryOperator>(next);
  bool conditional = false;
  if (!update && next && (llvm::isa<llvm::PHINode>(next) || llvm::isa<llvm::SelectInst>(next))) {
    update = conditionalUpdate(loop, phi, next);
    conditional = update != nullptr;
  }
  // A counter narrower than int (`short i; i += n`) is updated in int and
  // truncated: trunc(ext(i) + n) is i + trunc(n), modulo its width.
  bool widened = false;
  if (auto *trunc = llvm::dyn_cast_or_null<llvm::TruncInst>(next)) {
    update = llvm::dyn_cast<llvm::BinaryOperator>(trunc->getOperand(0));
    widened =
        update && (update->getOpcode() == llvm::Instruction::Add || update->getOpcode() == llvm::Instruction::Sub);
    if (!widened)
      return std::nullopt;
  }
  if (!start || !update)
    return std::nullopt;
  auto isCounter = [&](const llvm::Value *v) {
    if (!widened)
      return v == &phi;
    auto *ext = llvm::dyn_cast<llvm::CastInst>(v);
    return ext && (llvm::isa<llvm::SExtInst>(ext) || llvm::isa<llvm::ZExtInst>(ext)) && ext->getOperand(0) == &phi;
  };
  const llvm::Value *operand = nullptr;
  if (isCounter(update->getOperand(0)))
    operand = update->getOperand(1);
  else if (update->isCommutative() && isCounter(update->getOperand(1)))
    operand = update->getOperand(0);
  if (!operand || !isInvariantIn(loop, operand) || !sameForBothThreads(operand))
    return std::nullopt;

  LoopCounter c;
  unsigned bits = phi.getType()->getIntegerBitWidth();
  std::optional<unsigned> log2 = log2Of(operand);
  ExprPtr step = values_.value(operand, 1);
  if (widened)
    step = extract(step, bits, 0);
  switch (update->getOpcode()) {
  case llvm::Instruction::Add:
    c.update = LoopCounter::Update::Add;
    c.step = step;
    break;
  case llvm::Instruction::Sub:
    c.update = LoopCounter::Update::Add;
    c.step = ctx_.prelude.bvBinary(boogie::BvOp::Sub, bvLit(0, bits), step);
    break;
  case llvm::Instruction::Mul:
  case llvm::Instruction::UDiv:
  case llvm::Instruction::SDiv:
    if (!log2 || *log2 == 0)
      return std::nullopt;
    c.update =
        update->getOpcode() == llvm::Instruction::Mul ? LoopCounter::Update::Multiply : LoopCounter::Update::Divide;
    c.step = bvLit(uint64_t(1) << *log2, bits);
    break;
  case llvm::Instruction::Shl:
  case llvm::Instruction::LShr:
  case llvm::Instruction::AShr: {
    auto *amount = llvm::dyn_cast<llvm::ConstantInt>(operand);
    if (!amount || amount->isZero() || amount->getZExtValue() >= bits || amount->getZExtValue() >= 63)
      return std::nullopt;
    c.update =
        update->getOpcode() == llvm::Instruction::Shl ? LoopCounter::Update::Multiply : LoopCounter::Update::Divide;
    c.step = bvLit(uint64_t(1) << amount->getZExtValue(), bits);
    break;
  }
  default: return std::nullopt;
  }
  c.sourceName = phi.hasName() ? phi.getName().str() : "counter";
  c.uniform = values_.isUniform(&phi);
  c.conditional = conditional;
  for (unsigned t : bothThreads) {
    unsigned copy = c.uniform ? 1 : t;
    c.value.of(t) = values_.variable(phi, copy);
    c.start.of(t) = values_.value(start, copy);
  }
  for (const llvm::Value *compared : {static_cast<const llvm::Value *>(&phi), static_cast<const llvm::Value *>(update)})
    for (const llvm::ICmpInst *cmp : comparisonsOf(loop, *compared)) {
      c.comparedSigned |= cmp->isSigned();
      const llvm::Value *other = cmp->getOperand(cmp->getOperand(0) == compared ? 1 : 0);
      if (other->getType() != phi.getType())
        continue;
      unsigned secondCopy = sameForBothThreads(other) ? 1 : 2;
      if (isInvariantIn(loop, other))
        c.bounds.push_back({{values_.value(other, 1), values_.value(other, secondCopy)}, cmp->isSigned()});
      else if (recomputedFromInvariants(loop, other))
        c.bounds.push_back({{valueAtHead(loop, other, 1), valueAtHead(loop, other, secondCopy)}, cmp->isSigned()});
    }
  return c;
}

} // namespace gv
