// Warp-level operations: the lanes their mask names meet at the call, as
// CUDA requires (every lane named, not exited, calls it with the same
// mask), and each gets its result from the others' arguments. A __syncwarp
// of the whole warp orders its lanes' memory accesses (the warp's epochs).
#include "Interpreter.h"

#include "gpuverify/Intrinsics.h"

#include "llvm/IR/InstrTypes.h"

namespace gv::executor {

namespace {

uint32_t maskOf(const ThreadState &t, Intrinsic kind, uint32_t wholeWarp) {
  return kind == Intrinsic::SubGroupBarrier ? wholeWarp : static_cast<uint32_t>(t.warpArguments.at(0).bits);
}

// The source lane of a shuffle, within the segments of `width` lanes.
unsigned sourceLane(Intrinsic kind, unsigned lane, const ThreadState &t, unsigned lanes) {
  uint64_t width = t.warpArguments.at(3).bits;
  if (width == 0 || width > lanes || (width & (width - 1)))
    width = lanes;
  unsigned start = lane & ~static_cast<unsigned>(width - 1), within = lane - start;
  uint64_t operand = t.warpArguments.at(2).bits;
  switch (kind) {
  case Intrinsic::WarpShuffleIdx: return start + static_cast<unsigned>(operand % width);
  case Intrinsic::WarpShuffleUp: return within >= operand ? lane - static_cast<unsigned>(operand) : lane;
  case Intrinsic::WarpShuffleDown: return within + operand < width ? lane + static_cast<unsigned>(operand) : lane;
  default: { // xor
    unsigned source = lane ^ static_cast<unsigned>(operand);
    return source >= start && source < start + width ? source : lane;
  }
  }
}

// One warp's lanes at one operation: their results.
void meet(std::vector<ThreadState *> &lanes, Intrinsic kind, uint32_t mask, GroupState &group, unsigned lanesPerWarp) {
  const llvm::CallBase &call = *lanes.front()->barrier;
  auto byLane = [&](unsigned lane) -> ThreadState * {
    for (ThreadState *t : lanes)
      if (t->lane == lane)
        return t;
    return nullptr;
  };
  auto result = [&](ThreadState &t, uint64_t bits) {
    t.values[&call] = Value::integer(call.getType()->getIntegerBitWidth(), bits);
  };
  if (kind == Intrinsic::WarpSync || kind == Intrinsic::SubGroupBarrier) {
    bool local = true, global = true;
    if (kind == Intrinsic::SubGroupBarrier) {
      local = lanes.front()->warpArguments.at(0).bits != 0;
      global = lanes.front()->warpArguments.at(1).bits != 0;
    }
    unsigned warp = lanes.front()->warp;
    if (local)
      ++group.warpSharedEpoch.at(warp);
    if (global)
      ++group.warpGlobalEpoch.at(warp);
    return;
  }
  for (ThreadState *t : lanes) {
    const Value &own = t->warpArguments.at(1);
    switch (kind) {
    case Intrinsic::WarpShuffleIdx:
    case Intrinsic::WarpShuffleUp:
    case Intrinsic::WarpShuffleDown:
    case Intrinsic::WarpShuffleXor: {
      // A lane outside the mask gives an undefined value: the own one is one.
      ThreadState *source = byLane(sourceLane(kind, t->lane, *t, lanesPerWarp));
      t->values[&call] = source ? source->warpArguments.at(1) : own;
      break;
    }
    case Intrinsic::WarpVoteAll:
    case Intrinsic::WarpVoteAny:
    case Intrinsic::WarpVoteUni:
    case Intrinsic::WarpBallot: {
      uint64_t set = 0, count = 0;
      for (ThreadState *u : lanes)
        if (u->warpArguments.at(1).bits != 0) {
          set |= uint64_t{1} << u->lane;
          ++count;
        }
      result(*t, kind == Intrinsic::WarpBallot    ? set
                 : kind == Intrinsic::WarpVoteAll ? count == lanes.size()
                 : kind == Intrinsic::WarpVoteAny ? count != 0
                                                  : count == 0 || count == lanes.size());
      break;
    }
    case Intrinsic::WarpReduce: {
      // The lanes' values combined by the operator (unsigned 32-bit, as
      // redux.sync computes them; min and max signed where so named).
      auto op = static_cast<WarpReduction>(t->warpArguments.at(2).bits);
      auto combine = [&](uint32_t a, uint32_t b) -> uint32_t {
        switch (op) {
        case WarpReduction::Add: return a + b;
        case WarpReduction::MinSigned: return static_cast<int32_t>(a) < static_cast<int32_t>(b) ? a : b;
        case WarpReduction::MinUnsigned: return a < b ? a : b;
        case WarpReduction::MaxSigned: return static_cast<int32_t>(a) > static_cast<int32_t>(b) ? a : b;
        case WarpReduction::MaxUnsigned: return a > b ? a : b;
        case WarpReduction::And: return a & b;
        case WarpReduction::Or: return a | b;
        case WarpReduction::Xor: return a ^ b;
        default: unsupported("a warp reduction the run cannot compute (of floating-point values, or a scan)");
        }
      };
      uint32_t reduced = static_cast<uint32_t>(lanes.front()->warpArguments.at(1).bits);
      for (size_t i = 1; i < lanes.size(); ++i)
        reduced = combine(reduced, static_cast<uint32_t>(lanes[i]->warpArguments.at(1).bits));
      result(*t, reduced);
      break;
    }
    default: { // match_any, match_all
      uint64_t same = 0;
      for (ThreadState *u : lanes)
        if (u->warpArguments.at(1).bits == own.bits)
          same |= uint64_t{1} << u->lane;
      uint64_t all = 0;
      for (ThreadState *u : lanes)
        all |= uint64_t{1} << u->lane;
      result(*t, kind == Intrinsic::WarpMatchAny ? same : same == all ? all : 0);
    }
    }
  }
  (void)mask;
}

} // namespace

bool meetInWarps(std::vector<ThreadState> &threads, GroupState &group, unsigned lanesPerWarp) {
  std::map<unsigned, std::vector<ThreadState *>> warps;
  for (ThreadState &t : threads)
    warps[t.warp].push_back(&t);
  bool met = false;
  for (auto &[warp, members] : warps) {
    const ThreadState *first = nullptr;
    for (const ThreadState *t : members)
      if (t->status == ThreadState::Status::AtWarpOperation && !first)
        first = t;
    if (!first)
      continue;
    Intrinsic kind = intrinsicOf(*first->barrier);
    uint32_t wholeWarp = 0;
    for (const ThreadState *t : members)
      if (t->status != ThreadState::Status::Exited)
        wholeWarp |= uint32_t{1} << t->lane;
    uint32_t mask = maskOf(*first, kind, wholeWarp);
    std::vector<ThreadState *> lanes;
    for (ThreadState *t : members) {
      if (!(mask >> t->lane & 1) || t->status == ThreadState::Status::Exited)
        continue;
      if (t->status != ThreadState::Status::AtWarpOperation || t->barrier != first->barrier ||
          t->barrierIterations != first->barrierIterations || maskOf(*t, kind, wholeWarp) != mask)
        undefined("lanes a warp-level operation's mask names do not call it together");
      lanes.push_back(t);
    }
    if (!(mask >> first->lane & 1))
      undefined("a lane calls a warp-level operation whose mask leaves it out");
    if ((kind == Intrinsic::WarpSync || kind == Intrinsic::SubGroupBarrier) && (mask & wholeWarp) != wholeWarp)
      unsupported("a __syncwarp of part of a warp");
    meet(lanes, kind, mask, group, lanesPerWarp);
    for (ThreadState *t : lanes) {
      t->status = ThreadState::Status::Running;
      t->barrier = nullptr;
    }
    met = true;
  }
  return met;
}

} // namespace gv::executor
