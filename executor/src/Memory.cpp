#include "Memory.h"

#include <algorithm>
#include <functional>

namespace gv::executor {

namespace {

uint64_t mix(uint64_t x) { // splitmix64's finaliser
  x += 0x9e3779b97f4a7c15ULL;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

} // namespace

uint32_t Memory::addRegion(Region region) {
  regions_.push_back(std::move(region));
  return static_cast<uint32_t>(regions_.size() - 1);
}

uint64_t fillValue(Inputs::Fill fill, uint64_t seed, const std::string &key, uint64_t n) {
  if (fill == Inputs::Fill::Zero)
    return 0;
  uint64_t hash = 0xcbf29ce484222325ULL; // FNV-1a, so that a reproducer computes the same
  for (unsigned char c : key)
    hash = (hash ^ c) * 0x100000001b3ULL;
  uint64_t random = mix(mix(seed ^ hash) ^ n);
  if (fill == Inputs::Fill::Small)
    return n % 4 == 0 ? random % 16 : 0;
  return random;
}

uint64_t Memory::arbitrary(const std::string &key, uint64_t n) const { return fillValue(fill_, seed_, key, n); }

uint8_t Memory::readByte(uint32_t id, int64_t offset) {
  Region &r = regions_.at(id);
  r.lowest = std::min(r.lowest, offset);
  r.highest = std::max(r.highest, offset);
  auto found = r.bytes.find(offset);
  if (found != r.bytes.end())
    return found->second;
  return static_cast<uint8_t>(arbitrary(r.fillKey, static_cast<uint64_t>(offset)));
}

void Memory::writeByte(uint32_t id, int64_t offset, uint8_t value) {
  Region &r = regions_.at(id);
  r.lowest = std::min(r.lowest, offset);
  r.highest = std::max(r.highest, offset);
  r.bytes[offset] = value;
  r.pointers.erase(offset);
}

std::optional<Value> Memory::storedPointer(uint32_t id, int64_t offset) const {
  const Region &r = regions_.at(id);
  auto found = r.pointers.find(offset);
  if (found == r.pointers.end())
    return std::nullopt;
  return found->second;
}

void Memory::storePointer(uint32_t id, int64_t offset, const Value &pointer) {
  regions_.at(id).pointers[offset] = pointer;
}

// As the verifier defines a race: reads never conflict with reads, atomics
// with atomics (of the grid, or of one block within it); the benign pairs
// are left to `benign`.
bool Memory::conflicting(const AccessEvent &a, const AccessEvent &b) const {
  if (a.thread == b.thread)
    return false;
  if (a.group == b.group && a.warp == b.warp && a.warpEpoch != b.warpEpoch) // a __syncwarp between them
    return false;
  if (a.kind == AccessKind::Read && b.kind == AccessKind::Read)
    return false;
  if (a.kind == AccessKind::Atomic && b.kind == AccessKind::Atomic)
    return a.group != b.group && (a.blockScope || b.blockScope);
  return true;
}

// The verifier's benign races (docs/usage.md, --no-benign-tolerance): two
// writes of one value; a read, then a write of the value read; a write that
// leaves the element as it was; a read by a thread that wrote the element
// itself in this interval (it reads its own value or, were the values
// different, the write-write race is the one to report).
bool Memory::benign(const AccessEvent &earlier, const AccessEvent &later, const ByteShadow &s) const {
  if (!benignWrites_ || earlier.kind == AccessKind::Atomic || later.kind == AccessKind::Atomic)
    return false;
  if (earlier.kind == AccessKind::Write && later.kind == AccessKind::Write)
    return earlier.value == later.value;
  if (earlier.kind == AccessKind::Read) // then a write
    return later.value == earlier.value || later.old == later.value;
  if (earlier.old == earlier.value || s.writesLeftOut) // a write, then a read
    return true;
  for (const AccessEvent &e : s.interval)
    if (e.thread == later.thread && e.kind == AccessKind::Write)
      return true;
  return false;
}

void Memory::access(uint32_t id, int64_t byte, const AccessEvent &event, uint64_t epoch) {
  const Region &r = regions_.at(id);
  if (!r.raceChecked)
    return;
  ByteShadow &s = shadow_[id][byte];
  auto found = [&](const AccessEvent &earlier) {
    for (const RawConflict &c : conflicts_) // one per pair of accesses, not per byte
      if (c.region == id && c.earlier.site == earlier.site && c.later.site == event.site &&
          c.earlier.thread == earlier.thread && c.later.thread == event.thread)
        return;
    conflicts_.push_back({id, byte, earlier, event});
  };
  // Memory of every group: a group's barrier orders nothing between groups.
  if (r.space == MemorySpace::Global)
    for (const AccessEvent &first : s.firstOfGroup) {
      if (first.group == event.group || !conflicting(first, event) || benign(first, event, ByteShadow{}))
        continue;
      // A read after another group's write: benign if the reader wrote the
      // element too, which its group's record (or a record left out) may say.
      bool readerMayHaveWritten =
          s.groupsLeftOut || std::any_of(s.firstOfGroup.begin(), s.firstOfGroup.end(), [&](const AccessEvent &mine) {
            return mine.group == event.group && mine.kind == AccessKind::Write;
          });
      if (first.kind == AccessKind::Write && event.kind == AccessKind::Read && benignWrites_ && readerMayHaveWritten)
        continue;
      found(first);
    }
  if (s.group != event.group || s.epoch != epoch) {
    s.interval.clear();
    s.writesLeftOut = false;
    s.group = event.group;
    s.epoch = epoch;
  }
  unsigned sameKind = 0;
  bool seen = false;
  for (const AccessEvent &earlier : s.interval) {
    if (conflicting(earlier, event) && !benign(earlier, event, s))
      found(earlier);
    if (earlier.kind == event.kind) {
      ++sameKind;
      seen = seen ||
             (earlier.thread == event.thread && earlier.value == event.value && earlier.warpEpoch == event.warpEpoch);
    }
  }
  // Two accesses of a kind by different threads find every conflict a
  // third would (one of them is another thread's); writes keep more, for
  // their values.
  if (!seen && sameKind < (event.kind == AccessKind::Write ? 8u : 2u))
    s.interval.push_back(event);
  else if (!seen && event.kind == AccessKind::Write)
    s.writesLeftOut = true;
  if (r.space == MemorySpace::Global) {
    bool recorded = false;
    for (const AccessEvent &first : s.firstOfGroup)
      recorded = recorded || (first.group == event.group && first.kind == event.kind &&
                              (event.kind != AccessKind::Write || first.value == event.value));
    if (!recorded && s.firstOfGroup.size() < 256)
      s.firstOfGroup.push_back(event);
    else if (!recorded)
      s.groupsLeftOut = true;
  }
}

} // namespace gv::executor
