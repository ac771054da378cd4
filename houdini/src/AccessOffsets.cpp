#include "AccessOffsets.h"

#include "Expressions.h"

#include <algorithm>

namespace gv::houdini {

using namespace boogie;
using boogie::BvCmp;
using boogie::BvOp;

std::optional<uint64_t> constantStep(const LoopCounter &c) {
  return c.update == LoopCounter::Update::Add ? constantValue(c.step) : std::nullopt;
}

ExprPtr lowBitsEqual(prelude::Prelude &p, const ExprPtr &a, const ExprPtr &b, uint64_t modulus) {
  ExprPtr mask = bvLit(modulus - 1, a->type.width());
  return eq(p.bvBinary(BvOp::And, a, mask), p.bvBinary(BvOp::And, b, mask));
}
std::optional<uint64_t> movementBy(const LoopCounter &c, const ExprPtr &offset) {
  // An element index from a byte offset (`p >> 2`, p a walked pointer):
  // bytes moved by a multiple of 2^s move the index by that over 2^s,
  // exactly modulo 2^(width-s), which is all the low-bit candidates use.
  if (offset->kind == Expr::Kind::BvBinary && offset->bvOp == BvOp::LShr &&
      !mentions(offset->operands[1], c.value.of(1)->text)) {
    std::optional<uint64_t> shift = constantValue(offset->operands[1]);
    std::optional<uint64_t> bytes = movementBy(c, offset->operands[0]);
    if (!shift || !bytes || *shift >= offset->type.width() || (*bytes & ((uint64_t(1) << *shift) - 1)) != 0)
      return std::nullopt;
    return *bytes >> *shift;
  }
  std::optional<uint64_t> k = coefficientOf(offset, c.value.of(1)->text);
  if (c.value.of(1)->type != offset->type && !k)
    return uint64_t(0);
  if (!k || *k == 0)
    return k;
  std::optional<uint64_t> step = constantStep(c);
  if (!step)
    return std::nullopt;
  return truncate(*k * *step, offset->type.width());
}

std::optional<OffsetMotion> motionOf(const LoopShape &loop, const LoopAccess &access) {
  OffsetMotion motion{access.offset};
  for (auto inner = loop.innerCounters.rbegin(); inner != loop.innerCounters.rend(); ++inner) {
    std::optional<uint64_t> moved = movementBy(*inner, motion.offset);
    if (!moved)
      return std::nullopt;
    if (*moved == 0)
      continue;
    motion.moves |= *moved;
    motion.movedByNestedLoops = true;
    motion.offset = substitute(motion.offset, inner->value.of(1)->text, inner->start.of(1));
  }
  for (const LoopCounter &c : loop.counters) {
    std::optional<uint64_t> moved = movementBy(c, motion.offset);
    if (!moved)
      return std::nullopt;
    motion.step = truncate(motion.step + *moved, motion.offset->type.width());
  }
  motion.moves |= motion.step;
  return motion;
}

const LoopCounter *soleCounterIn(const LoopShape &loop, const ExprPtr &offset) {
  const LoopCounter *found = nullptr;
  for (const LoopCounter &c : loop.counters) {
    if (movementBy(c, offset) == uint64_t(0))
      continue;
    if (found)
      return nullptr;
    found = &c;
  }
  return found;
}

ExprPtr offsetPredicate(const LoopShape &loop, const LoopAccess &access, prelude::Prelude &p) {
  std::optional<OffsetMotion> motion = motionOf(loop, access);
  if (!motion)
    return nullptr;
  if (motion->moves == 0)
    return eq(access.watchedOffset, motion->offset);
  uint64_t modulus = lowestSetBit(motion->moves);
  if (modulus <= 1)
    return nullptr;
  return lowBitsEqual(p, access.watchedOffset, motion->offset, modulus);
}

ExprPtr offsetPredicateAcrossOuterLoops(const LoopShape &loop, const LoopAccess &access, prelude::Prelude &p) {
  std::optional<OffsetMotion> motion = motionOf(loop, access);
  if (!motion)
    return nullptr;
  uint64_t outerMoves = 0;
  for (const LoopCounter &c : loop.outerCounters) {
    std::optional<uint64_t> moved = movementBy(c, motion->offset);
    if (!moved)
      return nullptr;
    outerMoves |= *moved;
  }
  uint64_t modulus = lowestSetBit(motion->moves | outerMoves);
  if (outerMoves == 0 || modulus <= 1)
    return nullptr;
  return lowBitsEqual(p, access.watchedOffset, motion->offset, modulus);
}

ExprPtr offsetPredicateAtStarts(const LoopShape &loop, const LoopAccess &access, prelude::Prelude &p) {
  std::optional<OffsetMotion> motion = motionOf(loop, access);
  if (!loop.entered.of(1) || !motion)
    return nullptr;
  uint64_t moves = motion->moves;
  ExprPtr offset = motion->offset;
  bool moved = false;
  for (const LoopCounter &c : loop.counters) {
    std::optional<uint64_t> by = movementBy(c, offset);
    if (!by)
      return nullptr;
    if (*by == 0)
      continue;
    moves |= *by;
    offset = substitute(offset, c.value.of(1)->text, c.start.of(1));
    moved = true;
  }
  uint64_t modulus = lowestSetBit(moves);
  if (!moved || modulus <= 1)
    return nullptr;
  return lowBitsEqual(p, access.watchedOffset, offset, modulus);
}

ExprPtr offsetPredicateInLastIteration(const LoopShape &loop, const LoopAccess &access, prelude::Prelude &p) {
  if (!access.pendingCopy)
    return nullptr;
  ExprPtr offset = access.offset;
  bool moved = false;
  for (const LoopCounter &c : loop.counters) {
    ExprPtr value = c.value.of(1);
    if (!mentions(offset, value->text))
      continue;
    if (c.update != LoopCounter::Update::Add || c.conditional || !c.step || c.step->type != value->type)
      return nullptr;
    offset = substitute(offset, value->text, p.bvBinary(BvOp::Sub, value, c.step));
    moved = true;
  }
  return moved ? eq(access.watchedOffset, offset) : nullptr;
}

namespace {

// The terms of a sum (a + b + ...).
void addendsOf(const ExprPtr &e, std::vector<ExprPtr> &out) {
  if (e->kind == Expr::Kind::BvBinary && e->bvOp == BvOp::Add) {
    addendsOf(e->operands[0], out);
    addendsOf(e->operands[1], out);
    return;
  }
  out.push_back(e);
}

// s such that every value of `e` is a multiple of 2^s, as its form says
// (`x * 256`, `x << 4`); at most its width.
unsigned knownTrailingZeros(const ExprPtr &e) {
  unsigned width = e->type.width();
  if (std::optional<uint64_t> c = constantValue(e))
    return *c == 0 ? width : std::min(width, static_cast<unsigned>(__builtin_ctzll(*c)));
  if (e->kind != Expr::Kind::BvBinary)
    return 0;
  unsigned a = knownTrailingZeros(e->operands[0]);
  if (e->bvOp == BvOp::Mul)
    return std::min(width, a + knownTrailingZeros(e->operands[1]));
  if (e->bvOp == BvOp::Shl)
    if (std::optional<uint64_t> shift = constantValue(e->operands[1]); shift && *shift < width)
      return std::min(width, a + static_cast<unsigned>(*shift));
  return 0;
}

} // namespace

ExprPtr fixedLowBitsPredicate(const LoopShape &loop, const LoopAccess &access, prelude::Prelude &p) {
  std::optional<OffsetMotion> motion = motionOf(loop, access);
  if ((motion && motion->moves != 0) || offsetPredicateAcrossOuterLoops(loop, access, p))
    return nullptr;
  std::vector<ExprPtr> terms;
  addendsOf(access.offset, terms);
  unsigned width = access.offset->type.width(), bits = 0;
  for (const ExprPtr &term : terms)
    if (unsigned zeros = knownTrailingZeros(term); zeros < width && !constantValue(term))
      bits = std::max(bits, zeros);
  if (bits == 0)
    return nullptr;
  ExprPtr rest;
  for (const ExprPtr &term : terms)
    if (knownTrailingZeros(term) < bits)
      rest = rest ? p.bvBinary(BvOp::Add, rest, term) : term;
  return lowBitsEqual(p, access.watchedOffset, rest ? rest : bvLit(0, width), uint64_t(1) << bits);
}

ExprPtr guardedOffsetPredicate(const LoopShape &loop, const LoopAccess &access, prelude::Prelude &p,
                               ExprPtr (*offsetOf)(const LoopShape &, const LoopAccess &, prelude::Prelude &)) {
  if (access.guard.empty())
    return nullptr;
  LoopAccess under = access;
  under.offset = simplifyUnder(access.offset, access.guard);
  ExprPtr satisfied = offsetOf(loop, under, p);
  return satisfied ? andE(andAll(access.guard), satisfied) : nullptr;
}

void addOffsetCandidates(std::vector<ExprPtr> &out, const LoopShape &loop, prelude::Prelude &p,
                         ExprPtr (*offsetOf)(const LoopShape &, const LoopAccess &, prelude::Prelude &)) {
  struct PerLog {
    ExprPtr log;
    std::vector<ExprPtr> plain, guarded; // per access; null: no pattern
  };
  std::vector<PerLog> perLog;
  for (const LoopAccess &access : loop.accesses) {
    ExprPtr satisfied = offsetOf(loop, access, p);
    ExprPtr guarded = access.guard.empty() ? satisfied : guardedOffsetPredicate(loop, access, p, offsetOf);
    auto log = std::find_if(perLog.begin(), perLog.end(),
                            [&](const PerLog &entry) { return sameExpr(entry.log, access.log); });
    if (log == perLog.end())
      log = perLog.insert(perLog.end(), PerLog{access.log, {}, {}});
    for (const ExprPtr &predicate : {satisfied, guarded})
      if (predicate)
        addUnique(out, implies(access.log, predicate));
    log->plain.push_back(satisfied);
    log->guarded.push_back(guarded);
  }
  for (const PerLog &entry : perLog) {
    const LoopShape::LoggedBefore *before = nullptr;
    for (const LoopShape::LoggedBefore &b : loop.loggedBefore)
      if (sameExpr(b.log, entry.log))
        before = &b;
    for (bool withGuards : {false, true}) {
      const std::vector<ExprPtr> &predicates = withGuards ? entry.guarded : entry.plain;
      ExprPtr offsetsBefore = !before                                ? nullptr
                              : withGuards && before->guardedOffsets ? before->guardedOffsets
                                                                     : before->offsets;
      // Only what accesses before the loop logged, in a loop whose barrier
      // empties what its own accesses logged before the head comes again.
      if (offsetsBefore)
        addUnique(out, implies(entry.log, offsetsBefore));
      if (std::find(predicates.begin(), predicates.end(), nullptr) != predicates.end())
        continue;
      if (predicates.size() >= 2)
        addUnique(out, implies(entry.log, orAll(predicates)));
      // Or an access before the loop set it (no barrier between): GPUVerify
      // would need a hand invariant for `s[N] = ..` before `for (..) s[t] = ..`.
      if (offsetsBefore) {
        std::vector<ExprPtr> either = predicates;
        either.push_back(offsetsBefore);
        addUnique(out, implies(entry.log, orAll(either)));
      }
    }
  }
}

std::optional<std::pair<ExprPtr, ExprPtr>> takenValueOf(const LoopAccess &access, const ExprPtr &value,
                                                        prelude::Prelude &p) {
  const ExprPtr &offset = access.offset, &watched = access.watchedOffset;
  if (offset->kind == Expr::Kind::BvExtend && sameExpr(offset->operands[0], value)) {
    ExprPtr low = extract(watched, value->type.width(), 0);
    ExprPtr extended =
        offset->signedExtension ? p.signExtend(low, watched->type.width()) : p.zeroExtend(low, watched->type.width());
    return std::make_pair(low, eq(watched, extended));
  }
  if (offset->type != value->type || coefficientOf(offset, value->text) != std::optional<uint64_t>(1))
    return std::nullopt;
  unsigned width = value->type.width();
  ExprPtr rest = substitute(offset, value->text, bvLit(0, width));
  std::optional<uint64_t> constant = constantValue(rest);
  if (constant)
    rest = bvLit(*constant, width);
  ExprPtr taken = constant == std::optional<uint64_t>(0) ? watched : p.bvBinary(BvOp::Sub, watched, rest);
  return std::make_pair(taken, boolLit(true));
}

} // namespace gv::houdini
