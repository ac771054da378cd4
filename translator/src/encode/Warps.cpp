#include "encode/Warps.h"
#include "gpuverify/Naming.h"

#include "SourceLocations.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Support/MathExtras.h"

namespace gv {

using namespace boogie;
using boogie::BvCmp;
using boogie::BvOp;

WarpEncoder::WarpEncoder(KernelContext &ctx, ValueEncoder &values, MemoryEncoder &memory)
    : ctx_(ctx), values_(values), memory_(memory), warpSize_(ctx.model.options.lanesPerWarp()) {}

ExprPtr WarpEncoder::bit(const ExprPtr &lane) { return ctx_.prelude.bvBinary(BvOp::Shl, bv(1), lane); }

uint64_t WarpEncoder::everyLane() const { return warpSize_ >= 32 ? 0xffffffffu : (1u << warpSize_) - 1; }

bool WarpEncoder::namesEveryLane(const ExprPtr &mask) const {
  std::optional<uint64_t> bits = bvLitValue(mask);
  return bits && (*bits & everyLane()) == everyLane();
}

ExprPtr WarpEncoder::within(const ExprPtr &lanes, const ExprPtr &mask) {
  ExprPtr outside = ctx_.prelude.bvBinary(BvOp::Xor, mask, bv(0xffffffffu));
  return eq(ctx_.prelude.bvBinary(BvOp::And, lanes, outside), bv(0));
}

ExprPtr WarpEncoder::names(const ExprPtr &mask, const ExprPtr &lane) {
  if (namesEveryLane(mask))
    return boolLit(true);
  return neq(ctx_.prelude.bvBinary(BvOp::And, mask, bit(lane)), bv(0));
}

WarpEncoder::Participants WarpEncoder::participants(const llvm::CallBase &call, const Predicate &pred, bool nameLanes) {
  Participants p;
  for (unsigned t : bothThreads) {
    p.lane.of(t) = ctx_.geometry.lane(t, warpSize_);
    Intrinsic kind = intrinsicOf(call);
    bool wholeWarp = kind == Intrinsic::WarpActiveMask || kind == Intrinsic::SubGroupBarrier;
    p.mask.of(t) = wholeWarp ? bv(everyLane()) : values_.value(call.getArgOperand(0), t);
  }
  ThreadPair<ExprPtr> sameWarp = {ctx_.geometry.sameWarp(warpSize_), ctx_.geometry.sameWarp(warpSize_)};
  if (nameLanes) {
    ctx_.computeOnce("lane", p.lane);
    ctx_.computeOnce("same.warp", sameWarp);
  }
  p.sameWarp = sameWarp.of(1);
  p.together = andAll(
      {p.sameWarp, pred.of(1), pred.of(2), names(p.mask.of(1), p.lane.of(2)), names(p.mask.of(2), p.lane.of(1))});
  return p;
}

void WarpEncoder::checkParticipation(const llvm::CallBase &call, const Predicate &pred, const Participants &p) {
  Check check;
  check.location = sourceChain(call);
  check.kind = CheckKind::WarpMask;
  for (unsigned t : bothThreads) {
    ExprPtr named = implies(pred.of(t), names(p.mask.of(t), p.lane.of(t)));
    if (isTrue(named))
      continue;
    check.thread = t;
    ctx_.out.add(assertCmd(named, {attr("warp_mask"), attr("thread", intLit(t))}, ctx_.builder.addCheck(check)));
  }
  // A lane a caller's mask names must be at the same call, with the same mask.
  std::vector<ExprPtr> reached;
  for (unsigned t : bothThreads) {
    unsigned o = otherThread(t);
    ExprPtr waitsFor = andE(pred.of(t), names(p.mask.of(t), p.lane.of(o)));
    reached.push_back(implies(waitsFor, andE(pred.of(o), eq(p.mask.of(t), p.mask.of(o)))));
  }
  ExprPtr condition = implies(p.sameWarp, andAll(reached));
  if (isTrue(condition) || (pred.isAlways() && sameExpr(p.mask.of(1), p.mask.of(2)) && namesEveryLane(p.mask.of(1))))
    return;
  check.kind = CheckKind::WarpDivergence;
  check.thread = 0;
  ctx_.out.add(assertCmd(condition, {attr("warp_divergence")}, ctx_.builder.addCheck(check)));
}

ThreadPair<ExprPtr> WarpEncoder::arbitrary(const std::string &hint, const Type &type, const ExprPtr &shared) {
  std::string name = ctx_.reserveName(hint);
  ThreadPair<ExprPtr> x;
  for (unsigned t : bothThreads) {
    x.of(t) = ctx_.declareLocal(naming::perThread(name, t), type);
    ctx_.out.add(havoc({x.of(t)->text}));
  }
  if (!isFalse(shared))
    ctx_.out.add(assume(implies(shared, eq(x.of(1), x.of(2)))));
  return x;
}

void WarpEncoder::assignResult(const llvm::CallBase &call, const Predicate &pred, const ThreadPair<ExprPtr> &value) {
  for (unsigned t : bothThreads) {
    ExprPtr target = values_.variable(call, t);
    ExprPtr v = value.of(t);
    if (v->type.isBool() && !target->type.isBool())
      v = ite(v, bvLit(1, target->type.width()), bvLit(0, target->type.width()));
    ctx_.out.add(assign(target, pred.keepDisabledValues ? ite(pred.of(t), v, target) : v));
  }
}

ExprPtr WarpEncoder::sourceLane(Intrinsic kind, const ExprPtr &lane, const ExprPtr &operand, const ExprPtr &width,
                                ExprPtr &inRange) {
  prelude::Prelude &p = ctx_.prelude;
  ExprPtr last = p.bvBinary(BvOp::Sub, width, bv(1)); // the segment's last logical lane
  ExprPtr inSegment = p.bvBinary(BvOp::And, lane, last);
  // The hardware reads the lane or offset operand's low five bits.
  ExprPtr low = p.bvBinary(BvOp::And, operand, bv(31));
  inRange = boolLit(true);
  switch (kind) {
  case Intrinsic::WarpShuffleIdx: {
    ExprPtr segmentStart = p.bvBinary(BvOp::And, lane, p.bvBinary(BvOp::Sub, bv(0), width));
    return p.bvBinary(BvOp::Or, segmentStart, p.bvBinary(BvOp::And, low, last));
  }
  case Intrinsic::WarpShuffleUp:
    inRange = p.bvCompare(BvCmp::Ule, low, inSegment);
    return p.bvBinary(BvOp::Sub, lane, low);
  case Intrinsic::WarpShuffleDown:
    inRange = p.bvCompare(BvCmp::Ule, p.bvBinary(BvOp::Add, inSegment, low), last);
    return p.bvBinary(BvOp::Add, lane, low);
  default: { // xor
    ExprPtr source = p.bvBinary(BvOp::Xor, lane, low);
    inRange = p.bvCompare(BvCmp::Ule, source, p.bvBinary(BvOp::Or, lane, last));
    return source;
  }
  }
}

// Each thread reads the value of its source lane: its own, the other
// thread's (if that one takes part and its lane is in the mask), or a third
// lane's, arbitrary but the same for both threads reading the same lane.
// A width that is not a power of two up to 32 gives undefined results.
void WarpEncoder::shuffle(const llvm::CallBase &call, Intrinsic kind, const Predicate &pred, const Participants &p) {
  prelude::Prelude &pr = ctx_.prelude;
  ThreadPair<ExprPtr> value, source, validWidth;
  for (unsigned t : bothThreads) {
    value.of(t) = values_.value(call.getArgOperand(1), t);
    ExprPtr width = values_.value(call.getArgOperand(3), t);
    ExprPtr inRange;
    ExprPtr lane = p.lane.of(t);
    ExprPtr j = sourceLane(kind, lane, values_.value(call.getArgOperand(2), t), width, inRange);
    source.of(t) = isTrue(inRange) ? j : ite(inRange, j, lane);
    ExprPtr powerOfTwo = eq(pr.bvBinary(BvOp::And, width, pr.bvBinary(BvOp::Sub, width, bv(1))), bv(0));
    validWidth.of(t) = andAll({neq(width, bv(0)), pr.bvCompare(BvCmp::Ule, width, bv(32)), powerOfTwo});
  }
  ctx_.computeOnce("shuffled.source", source);
  Type type = value.of(1)->type;
  ExprPtr sameSource = andAll({p.together, eq(source.of(1), source.of(2)), names(p.mask.of(1), source.of(1))});
  ThreadPair<ExprPtr> third = arbitrary("shuffled", type, sameSource);
  ThreadPair<ExprPtr> undefined = arbitrary("shuffled.undefined", type, boolLit(false));
  ThreadPair<ExprPtr> result;
  for (unsigned t : bothThreads) {
    unsigned o = otherThread(t);
    ExprPtr fromOther =
        andAll({p.sameWarp, pred.of(o), eq(source.of(t), p.lane.of(o)), names(p.mask.of(t), p.lane.of(o))});
    ExprPtr read = ite(eq(source.of(t), p.lane.of(t)), value.of(t), ite(fromOther, value.of(o), third.of(t)));
    result.of(t) = ite(validWidth.of(t), read, undefined.of(t));
  }
  assignResult(call, pred, result);
}

// all, any, uni: the same answer for the lanes of the mask, which each
// taking part thread's own predicate constrains.
void WarpEncoder::vote(const llvm::CallBase &call, Intrinsic kind, const Predicate &pred, const Participants &p) {
  ThreadPair<ExprPtr> predicate = {values_.truth(call.getArgOperand(1), 1), values_.truth(call.getArgOperand(1), 2)};
  ThreadPair<ExprPtr> r = arbitrary("vote", Type::boolean(), p.together);
  for (unsigned t : bothThreads) {
    ExprPtr own = kind == Intrinsic::WarpVoteAll   ? implies(notE(predicate.of(t)), notE(r.of(t)))
                  : kind == Intrinsic::WarpVoteAny ? implies(predicate.of(t), r.of(t))
                                                   : boolLit(true);
    if (!isTrue(own))
      ctx_.out.add(assume(implies(pred.of(t), own)));
  }
  ExprPtr both = kind == Intrinsic::WarpVoteAll ? implies(notE(andE(predicate.of(1), predicate.of(2))), notE(r.of(1)))
                 : kind == Intrinsic::WarpVoteAny
                     ? implies(orE(predicate.of(1), predicate.of(2)), r.of(1))
                     : implies(notE(binary(BinaryOp::Iff, predicate.of(1), predicate.of(2))), notE(r.of(1)));
  ctx_.out.add(assume(implies(p.together, both)));
  assignResult(call, pred, r);
}

// Bit k: lane k's predicate, for the lanes of the mask; 0 outside it.
void WarpEncoder::ballot(const llvm::CallBase &call, const Predicate &pred, const Participants &p) {
  ThreadPair<ExprPtr> predicate = {values_.truth(call.getArgOperand(1), 1), values_.truth(call.getArgOperand(1), 2)};
  ThreadPair<ExprPtr> b = arbitrary("ballot", Type::bv(32), p.together);
  for (unsigned t : bothThreads) {
    ctx_.out.add(
        assume(implies(pred.of(t), andE(within(b.of(t), p.mask.of(t)),
                                        binary(BinaryOp::Iff, names(b.of(t), p.lane.of(t)), predicate.of(t))))));
  }
  ctx_.out.add(assume(implies(p.together, binary(BinaryOp::Iff, names(b.of(1), p.lane.of(2)), predicate.of(2)))));
  assignResult(call, pred, b);
}

// The lanes of the mask holding the caller's value: its own lane, the
// other thread's if their values are equal; lanes holding equal values get
// the same answer.
void WarpEncoder::matchAny(const llvm::CallBase &call, const Predicate &pred, const Participants &p) {
  ThreadPair<ExprPtr> value = {values_.value(call.getArgOperand(1), 1), values_.value(call.getArgOperand(1), 2)};
  ExprPtr equal = eq(value.of(1), value.of(2));
  ThreadPair<ExprPtr> r = arbitrary("matching", Type::bv(32), andE(p.together, equal));
  for (unsigned t : bothThreads) {
    ctx_.out.add(assume(implies(pred.of(t), andE(within(r.of(t), p.mask.of(t)), names(r.of(t), p.lane.of(t))))));
    ctx_.out.add(assume(implies(p.together, binary(BinaryOp::Iff, names(r.of(t), p.lane.of(otherThread(t))), equal))));
  }
  assignResult(call, pred, r);
}

// A snapshot of the lanes executing the call: the caller's, and others
// that may be running. Not synchronising, so two lanes of a warp may see
// different ones (each without the other); but lanes that see each other
// ran the call together and see the same lanes.
void WarpEncoder::activeMask(const llvm::CallBase &call, const Predicate &pred) {
  Participants p = participants(call, pred, false);
  ThreadPair<ExprPtr> a = arbitrary("active", Type::bv(32), boolLit(false));
  for (unsigned t : bothThreads) {
    ExprPtr runs = implies(andE(p.sameWarp, names(a.of(t), p.lane.of(otherThread(t)))), pred.of(otherThread(t)));
    ctx_.out.add(assume(implies(pred.of(t), andE(names(a.of(t), p.lane.of(t)), runs))));
    // Lanes that run the call together see the same lanes running it.
    ctx_.out.add(assume(implies(andAll({p.sameWarp, pred.of(1), pred.of(2), names(a.of(t), p.lane.of(otherThread(t)))}),
                                eq(a.of(1), a.of(2)))));
  }
  assignResult(call, pred, a);
}

// A tile of more than one warp: its threads, consecutive in the block's
// linear order, must all reach sync() (as a barrier's, checked for pairs in
// one tile), which orders their accesses.
void WarpEncoder::tileSync(const llvm::CallBase &call, const Predicate &pred) {
  auto *threads = llvm::dyn_cast<llvm::ConstantInt>(call.getArgOperand(0));
  if (!threads || threads->isZero() || !llvm::isPowerOf2_64(threads->getZExtValue()))
    throw TranslationError("a tile whose size is not a constant power of two", sourceChain(call));
  ctx_.out.add(
      comment("sync of a tile of " + std::to_string(threads->getZExtValue()) + " threads" + atSourceLine(call)));
  ExprPtr sameTile = ctx_.geometry.sameWarp(static_cast<unsigned>(threads->getZExtValue()));
  ExprPtr condition = implies(sameTile, binary(BinaryOp::Iff, pred.of(1), pred.of(2)));
  if (!isTrue(condition) && !pred.isAlways()) {
    Check check;
    check.location = sourceChain(call);
    check.kind = CheckKind::WarpDivergence;
    ctx_.out.add(assertCmd(condition, {attr("warp_divergence")}, ctx_.builder.addCheck(check)));
  }
  memory_.checkDeclaredAccesses();
  memory_.warpBarrier(andAll({sameTile, pred.of(1), pred.of(2)}), orE(pred.of(1), pred.of(2)), boolLit(true),
                      boolLit(true));
}

void WarpEncoder::encode(const llvm::CallBase &call, Intrinsic kind, const Predicate &pred) {
  if (kind == Intrinsic::WarpActiveMask) {
    activeMask(call, pred);
    return;
  }
  if (kind == Intrinsic::TileSync) {
    tileSync(call, pred);
    return;
  }
  ctx_.out.add(comment("warp-synchronous " + baseName(call.getCalledFunction()->getName()) + atSourceLine(call)));
  bool shuffles = kind == Intrinsic::WarpShuffleIdx || kind == Intrinsic::WarpShuffleUp ||
                  kind == Intrinsic::WarpShuffleDown || kind == Intrinsic::WarpShuffleXor;
  Participants p = participants(call, pred, shuffles);
  checkParticipation(call, pred, p);
  switch (kind) {
  case Intrinsic::WarpSync:
    memory_.checkDeclaredAccesses();
    memory_.warpBarrier(p.together, orE(pred.of(1), pred.of(2)), boolLit(true), boolLit(true));
    return;
  case Intrinsic::SubGroupBarrier:
    // Fence arguments are uniform; thread 1's view decides (as barrier's).
    memory_.checkDeclaredAccesses();
    memory_.warpBarrier(p.together, orE(pred.of(1), pred.of(2)), values_.truth(call.getArgOperand(0), 1),
                        values_.truth(call.getArgOperand(1), 1));
    return;
  case Intrinsic::WarpShuffleIdx:
  case Intrinsic::WarpShuffleUp:
  case Intrinsic::WarpShuffleDown:
  case Intrinsic::WarpShuffleXor: shuffle(call, kind, pred, p); return;
  case Intrinsic::WarpVoteAll:
  case Intrinsic::WarpVoteAny:
  case Intrinsic::WarpVoteUni: vote(call, kind, pred, p); return;
  case Intrinsic::WarpBallot: ballot(call, pred, p); return;
  case Intrinsic::WarpMatchAny: matchAny(call, pred, p); return;
  case Intrinsic::WarpMatchAll: {
    // The lanes of the mask (those not exited) if all hold one value, else 0.
    ThreadPair<ExprPtr> value = {values_.value(call.getArgOperand(1), 1), values_.value(call.getArgOperand(1), 2)};
    ThreadPair<ExprPtr> all = arbitrary("all_match", Type::boolean(), p.together);
    ctx_.out.add(assume(implies(andE(p.together, all.of(1)), eq(value.of(1), value.of(2)))));
    ThreadPair<ExprPtr> lanes = arbitrary("matching", Type::bv(32), p.together);
    ThreadPair<ExprPtr> result;
    for (unsigned t : bothThreads) {
      ctx_.out.add(assume(within(lanes.of(t), p.mask.of(t))));
      ctx_.out.add(assume(names(lanes.of(t), p.lane.of(t))));
      result.of(t) = ite(all.of(t), lanes.of(t), bv(0));
    }
    assignResult(call, pred, result);
    return;
  }
  case Intrinsic::WarpReduce: {
    // One result for the lanes of the mask.
    ThreadPair<ExprPtr> r = arbitrary("reduced", values_.typeOf(call.getType()), p.together);
    assignResult(call, pred, r);
    return;
  }
  default: throw std::logic_error("not a warp-level operation");
  }
}

} // namespace gv
