// The schedule: each group of Launch::groups to its end, one after the
// other; within a group, each thread up to its next barrier, one after the
// other, then the barrier for all of them (or a divergence, if they are not
// all at the same one).
#include "Interpreter.h"

#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"

#include <sstream>

namespace gv::executor {

namespace {

constexpr uint64_t maxThreadsPerGroup = 1u << 16;

// __syncthreads_count, _and, _or: the predicate reduced over the group.
uint64_t reduced(const std::vector<ThreadState> &threads) {
  const llvm::CallBase *barrier = threads.front().barrier;
  std::string name = barrier->getCalledFunction()->getName().str();
  uint64_t count = 0;
  for (const ThreadState &t : threads) {
    if (!t.barrierOperand || t.barrierOperand->isUnknown())
      throw Stop{Outcome::End::Unsupported, "a barrier's predicate only annotations know"};
    count += t.barrierOperand->bits != 0;
  }
  if (name.find("count") != std::string::npos)
    return count;
  if (name.find("_and") != std::string::npos)
    return count == threads.size();
  return count != 0;
}

// Runs one group's threads to their end. False when they diverged (the run
// cannot go on: which barrier would they be at?).
bool runGroup(Interpreter &interpreter, std::vector<ThreadState> &threads, GroupState &group, Outcome &outcome,
              unsigned lanes) {
  for (ThreadState &t : threads)
    interpreter.start(t);
  for (;;) {
    for (ThreadState &t : threads)
      interpreter.run(t);
    if (meetInWarps(threads, group, lanes))
      continue;
    for (const ThreadState &t : threads)
      if (t.status == ThreadState::Status::AtWarpOperation)
        throw Stop{Outcome::End::Undefined, "a warp-level operation its lanes never reach together"};
    const ThreadState *waiting = nullptr;
    for (const ThreadState &t : threads)
      if (t.status == ThreadState::Status::AtBarrier && !waiting)
        waiting = &t;
    if (!waiting)
      return true;
    for (const ThreadState &t : threads)
      if (t.status == ThreadState::Status::Exited || t.barrier != waiting->barrier ||
          t.barrierIterations != waiting->barrierIterations) {
        outcome.divergences.push_back({waiting->ids, waiting->barrier, t.ids,
                                       t.status == ThreadState::Status::Exited ? nullptr : t.barrier,
                                       t.barrier == waiting->barrier});
        return false;
      }
    // OpenCL requires the same fences of every work-item.
    bool local = waiting->localFence, global = waiting->globalFence;
    for (const ThreadState &t : threads)
      if (t.localFence != local || t.globalFence != global)
        throw Stop{Outcome::End::Undefined, "a barrier whose fences differ between threads"};
    std::optional<uint64_t> result;
    if (waiting->barrierOperand)
      result = reduced(threads);
    if (local)
      ++group.sharedEpoch;
    if (global)
      ++group.globalEpoch;
    for (ThreadState &t : threads)
      interpreter.renewPendingCopies(t);
    for (ThreadState &t : threads) {
      if (result && !t.barrier->getType()->isVoidTy())
        t.values[t.barrier] = Value::integer(t.barrier->getType()->getIntegerBitWidth(), *result);
      t.status = ThreadState::Status::Running;
      t.barrier = nullptr;
    }
  }
}

} // namespace

Outcome execute(const llvm::Function &kernel, const Launch &launch, const Inputs &inputs, const Settings &settings) {
  Outcome outcome;
  Memory memory(inputs.fill, inputs.seed, settings.benignWrites);
  Interpreter interpreter(kernel, launch, inputs, settings, memory, outcome);
  std::vector<ThreadRef> ids; // of every thread run, by index
  uint64_t perGroup = launch.groupSize[0] * launch.groupSize[1] * launch.groupSize[2];
  try {
    if (settings.warpLanes == 0 || settings.warpLanes > 32)
      throw Stop{Outcome::End::Unsupported, "warps of " + std::to_string(settings.warpLanes) + " lanes"};
    if (perGroup == 0 || perGroup > maxThreadsPerGroup)
      throw Stop{Outcome::End::Unsupported, "groups of " + std::to_string(perGroup) + " threads"};
    std::vector<GroupState> groups(launch.groups.size());
    for (size_t g = 0; g < launch.groups.size(); ++g) {
      GroupState &group = groups[g];
      group.index = static_cast<unsigned>(g);
      group.id = launch.groups[g];
      std::vector<ThreadState> threads;
      for (uint64_t z = 0; z < launch.groupSize[2]; ++z)
        for (uint64_t y = 0; y < launch.groupSize[1]; ++y)
          for (uint64_t x = 0; x < launch.groupSize[0]; ++x) {
            ThreadState t;
            t.index = static_cast<unsigned>(ids.size());
            t.ids = {{x, y, z}, group.id};
            t.group = &group;
            uint64_t linear = x + launch.groupSize[0] * (y + launch.groupSize[1] * z);
            t.warp = static_cast<unsigned>(linear / settings.warpLanes);
            t.lane = static_cast<unsigned>(linear % settings.warpLanes);
            ids.push_back(t.ids);
            threads.push_back(std::move(t));
          }
      group.warpSharedEpoch.assign((perGroup + settings.warpLanes - 1) / settings.warpLanes, 0);
      group.warpGlobalEpoch = group.warpSharedEpoch;
      if (!runGroup(interpreter, threads, group, outcome, settings.warpLanes))
        break;
    }
  } catch (const Stop &stop) {
    outcome.end = stop.end;
    outcome.why = stop.why;
    outcome.undefined = stop.undefined;
    outcome.where = interpreter.current();
    outcome.whoStopped = interpreter.currentThread();
  }
  // A conflict found before an assumption failed is in an execution the
  // verifier does not consider.
  if (outcome.end == Outcome::End::OutsideInputs) {
    outcome.assertions.clear();
    return outcome;
  }
  auto widen = [](std::pair<int64_t, int64_t> &range, const Region &r) {
    range = {std::min(range.first, r.lowest), std::max(range.second, r.highest)};
  };
  for (uint32_t id = 1; id < memory.regionCount(); ++id) {
    const Region &r = memory.region(id);
    if (r.lowest > r.highest || r.space == MemorySpace::Private)
      continue;
    if (r.array.parameter)
      widen(outcome.parameterBytes.try_emplace(*r.array.parameter, INT64_MAX, INT64_MIN).first->second, r);
    else if (r.space == MemorySpace::GroupShared && !r.array.global.empty())
      widen(outcome.sharedBytes.try_emplace(r.array.global, INT64_MAX, INT64_MIN).first->second, r);
  }
  for (const RawConflict &c : memory.takeConflicts()) {
    const Region &r = memory.region(c.region);
    auto seen = [&](const AccessEvent &e) {
      return AccessSeen{ids.at(e.thread), e.kind, e.site, e.pendingAcrossBarrier};
    };
    outcome.conflicts.push_back({r.array, c.byte, seen(c.earlier), seen(c.later)});
  }
  return outcome;
}

namespace {

std::string tuple(const Ids &ids, unsigned dims) {
  if (dims <= 1)
    return std::to_string(ids[0]);
  std::ostringstream out;
  out << "(";
  for (unsigned d = 0; d < dims; ++d)
    out << (d ? ", " : "") << ids[d];
  out << ")";
  return out.str();
}

} // namespace

std::string groupText(const Ids &group, SourceLanguage language, unsigned gridDims) {
  return (language == SourceLanguage::CUDA ? "block " : "work-group ") + tuple(group, gridDims);
}

std::string threadText(const ThreadRef &thread, SourceLanguage language, unsigned groupDims, unsigned gridDims) {
  return (language == SourceLanguage::CUDA ? "thread " : "work-item ") + tuple(thread.localId, groupDims) + " of " +
         groupText(thread.groupId, language, gridDims);
}

} // namespace gv::executor
