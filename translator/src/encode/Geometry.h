// The two threads under analysis: their ids as Boogie constants, the launch
// sizes, and the facts that tie them together (ids in range, the threads
// distinct).
#pragma once

#include "encode/ProgramBuilder.h"

namespace gv {

class Geometry {
public:
  // Declares the id constants in `builder`'s program and records their
  // names for counterexample reading.
  Geometry(ProgramBuilder &builder, const LaunchGeometry &launch, bool interGroup, unsigned pointerBits,
           SourceLanguage language);

  // Thread t is 1 or 2; dimension d is 0, 1 or 2.
  boogie::ExprPtr localId(unsigned d, unsigned t) const;
  boogie::ExprPtr groupId(unsigned d, unsigned t) const;
  boogie::ExprPtr localSize(unsigned d) const;
  boogie::ExprPtr numGroups(unsigned d) const;
  boogie::ExprPtr globalOffset(unsigned d) const;
  boogie::ExprPtr globalId(unsigned d, unsigned t) const;
  boogie::ExprPtr workDim() const;
  // Both threads are in the same work-group (true when only one group can exist).
  boogie::ExprPtr sameGroup() const;
  // Both threads are in the same warp of `warpSize` threads: one group, and
  // the same quotient of their flattened local ids by the warp size.
  boogie::ExprPtr sameWarp(unsigned warpSize) const;
  // Thread t's id within its group, flattened (x + y*Dx + z*Dx*Dy), and
  // its lane: that id modulo the warp size, as a 32-bit value.
  boogie::ExprPtr flatLocalId(unsigned t) const;
  boogie::ExprPtr lane(unsigned t, unsigned warpSize) const;
  // Facts assumed at kernel entry: ids in range, sizes positive and within
  // the platform's limits, threads distinct.
  std::vector<boogie::ExprPtr> assumptions() const;

private:
  std::vector<boogie::ExprPtr> launchLimits() const;
  boogie::ExprPtr sizeExpr(const std::optional<uint64_t> &fixed, const std::string &name);

  ProgramBuilder &builder_;
  const LaunchGeometry &launch_;
  bool interGroup_;
  unsigned bits_;
  SourceLanguage language_;
  ThreadPair<std::array<boogie::ExprPtr, 3>> localIds_, groupIds_;
  boogie::ExprPtr localSizes_[3], numGroups_[3];
};

} // namespace gv
