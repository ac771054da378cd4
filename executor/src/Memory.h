// The executor's memory: regions of bytes (a kernel's pointer argument, a
// module-level variable, a group's instance of a shared one, a thread's
// alloca), with the pointers stored in them kept as pointers, and the
// shadow that finds conflicting accesses.
//
// A region has no size: a kernel argument's array is as long as the kernel
// indexes it. Bytes nobody wrote read as the fill (zero, or pseudo-random
// bytes from the seed and the region's key, so every thread sees the same
// contents).
#pragma once

#include "Value.h"

#include <climits>
#include <optional>
#include <unordered_map>

namespace gv::executor {

struct AccessEvent {
  unsigned thread = 0;    // index of the thread in the run
  unsigned group = 0;     // index of its group in the run
  unsigned warp = 0;      // of its group
  uint64_t warpEpoch = 0; // its warp's syncs so far (for the memory accessed)
  AccessKind kind = AccessKind::Read;
  bool blockScope = false; // an atomic of the block only (atomicAdd_block)
  uint8_t value = 0;       // the byte written (writes) or read (reads)
  uint8_t old = 0;         // the byte a write replaced
  const llvm::Instruction *site = nullptr;
  bool pendingAcrossBarrier = false; // a cp.async access a barrier did not complete
};

struct Region {
  ArrayRef array;
  MemorySpace space = MemorySpace::Global;
  std::string fillKey; // the same for every copy of one array (every group's, every thread's)
  bool raceChecked = false;
  std::unordered_map<int64_t, uint8_t> bytes;
  std::unordered_map<int64_t, Value> pointers;     // at the offset a pointer was stored
  int64_t lowest = INT64_MAX, highest = INT64_MIN; // the bytes read or written
};

// One conflict found, in terms of the run's threads.
struct RawConflict {
  uint32_t region = 0;
  int64_t byte = 0;
  AccessEvent earlier, later;
};

class Memory {
public:
  Memory(Inputs::Fill fill, uint64_t seed, bool benignWrites) : fill_(fill), seed_(seed), benignWrites_(benignWrites) {
    regions_.emplace_back();
  }

  uint32_t addRegion(Region region);
  Region &region(uint32_t id) { return regions_.at(id); }
  uint32_t regionCount() const { return static_cast<uint32_t>(regions_.size()); }

  uint8_t readByte(uint32_t region, int64_t offset);
  void writeByte(uint32_t region, int64_t offset, uint8_t value);
  std::optional<Value> storedPointer(uint32_t region, int64_t offset) const;
  void storePointer(uint32_t region, int64_t offset, const Value &pointer);
  // The fill's value of the n-th byte (or value) of what `key` names.
  uint64_t arbitrary(const std::string &key, uint64_t n) const;

  // Records an access to one byte and returns the conflicts it makes with
  // accesses recorded before: in the same group and interval (`epoch` of
  // the group, for the byte's space), or of another group, for memory all
  // groups share.
  void access(uint32_t region, int64_t byte, const AccessEvent &event, uint64_t epoch);
  std::vector<RawConflict> takeConflicts() { return std::move(conflicts_); }
  size_t conflictCount() const { return conflicts_.size(); }

private:
  struct ByteShadow {
    unsigned group = ~0u;
    uint64_t epoch = 0;
    std::vector<AccessEvent> interval;     // this interval's accesses, a few of each kind
    bool writesLeftOut = false;            // some write of this interval is not in `interval`
    std::vector<AccessEvent> firstOfGroup; // the first access of each kind by each group
    bool groupsLeftOut = false;            // some group's first access is not in `firstOfGroup`
  };
  bool conflicting(const AccessEvent &a, const AccessEvent &b) const;
  bool benign(const AccessEvent &earlier, const AccessEvent &later, const ByteShadow &s) const;

  Inputs::Fill fill_;
  uint64_t seed_;
  bool benignWrites_;
  std::vector<Region> regions_;
  std::unordered_map<uint64_t, std::unordered_map<int64_t, ByteShadow>> shadow_; // by region
  std::vector<RawConflict> conflicts_;
};

} // namespace gv::executor
