#include "encode/Geometry.h"
#include "gpuverify/Naming.h"
#include "gpuverify/ThreadPair.h"

namespace gv {

using namespace boogie;

namespace {
const char *const dimName[3] = {"x", "y", "z"};

// A work-item's id or a launch size, as the kernel's language writes it.
std::string builtinTerm(SourceLanguage language, const char *openCl, const char *cuda, unsigned d) {
  return language == SourceLanguage::CUDA ? std::string(cuda) + "." + dimName[d]
                                          : std::string(openCl) + "(" + std::to_string(d) + ")";
}
} // namespace

ExprPtr Geometry::sizeExpr(const std::optional<uint64_t> &fixed, const std::string &name) {
  if (fixed)
    return bvLit(*fixed, bits_);
  builder_.declareConst(name, Type::bv(bits_));
  return var(name, Type::bv(bits_));
}

Geometry::Geometry(ProgramBuilder &builder, const LaunchGeometry &launch, bool interGroup, unsigned pointerBits,
                   SourceLanguage language)
    : builder_(builder), launch_(launch), interGroup_(interGroup), bits_(pointerBits), language_(language) {
  ModelNames &names = builder.translation().modelNames;
  for (unsigned d = 0; d < 3; ++d) {
    std::string dim = dimName[d];
    localSizes_[d] = sizeExpr(launch.groupSize.size[d], naming::groupSize(dim));
    numGroups_[d] = sizeExpr(launch.numGroups.size[d], naming::numGroups(dim));
    names.groupSize[d] = naming::groupSize(dim);
    names.numGroups[d] = naming::numGroups(dim);
    builder.nameInSource(names.groupSize[d], builtinTerm(language, "get_local_size", "blockDim", d));
    builder.nameInSource(names.numGroups[d], builtinTerm(language, "get_num_groups", "gridDim", d));
    bool oneThread = launch.groupSize.size[d] && *launch.groupSize.size[d] == 1;
    bool oneGroup = launch.numGroups.size[d] && *launch.numGroups.size[d] == 1;
    for (unsigned t : bothThreads) {
      std::string local = naming::localId(dim, t);
      // With a single group (or with --only-intra-group) both threads share
      // one group id.
      unsigned groupCopy = interGroup ? t : 1;
      std::string group = naming::groupId(dim, groupCopy);
      names.localId.of(t)[d] = local;
      names.groupId.of(t)[d] = group;
      builder.nameInSource(local, builtinTerm(language, "get_local_id", "threadIdx", d), t, false);
      builder.nameInSource(group, builtinTerm(language, "get_group_id", "blockIdx", d), groupCopy, false);
      if (oneThread) {
        localIds_.of(t)[d] = bvLit(0, bits_);
      } else {
        builder.declareConst(local, Type::bv(bits_), {attr("local_id_" + dim)});
        localIds_.of(t)[d] = var(local, Type::bv(bits_));
      }
      if (oneGroup) {
        groupIds_.of(t)[d] = bvLit(0, bits_);
      } else {
        builder.declareConst(group, Type::bv(bits_), {attr("group_id_" + dim)});
        groupIds_.of(t)[d] = var(group, Type::bv(bits_));
      }
    }
  }
}

ExprPtr Geometry::localId(unsigned d, unsigned t) const { return localIds_.of(t)[d]; }
ExprPtr Geometry::groupId(unsigned d, unsigned t) const { return groupIds_.of(t)[d]; }
ExprPtr Geometry::localSize(unsigned d) const { return localSizes_[d]; }
ExprPtr Geometry::numGroups(unsigned d) const { return numGroups_[d]; }
ExprPtr Geometry::globalOffset(unsigned d) const { return bvLit(launch_.globalOffset[d], bits_); }

ExprPtr Geometry::globalId(unsigned d, unsigned t) const {
  auto &p = builder_.prelude();
  using boogie::BvOp;
  ExprPtr id = p.bvBinary(BvOp::Add, p.bvBinary(BvOp::Mul, groupId(d, t), localSize(d)), localId(d, t));
  if (launch_.globalOffset[d])
    id = p.bvBinary(BvOp::Add, id, globalOffset(d));
  return id;
}

ExprPtr Geometry::workDim() const { return bvLit(std::max(launch_.groupSize.dims, launch_.numGroups.dims), 32); }

ExprPtr Geometry::sameGroup() const {
  std::vector<ExprPtr> same;
  for (unsigned d = 0; d < 3; ++d)
    same.push_back(eq(groupId(d, 1), groupId(d, 2)));
  return andAll(same);
}

ExprPtr Geometry::flatLocalId(unsigned t) const {
  auto &p = builder_.prelude();
  using boogie::BvOp;
  ExprPtr rowLength = localSize(0), flat = localId(0, t);
  for (unsigned d = 1; d < 3; ++d) {
    if (launch_.groupSize.size[d] == 1u)
      continue; // a dimension of one thread adds nothing
    flat = p.bvBinary(BvOp::Add, flat, p.bvBinary(BvOp::Mul, localId(d, t), rowLength));
    rowLength = p.bvBinary(BvOp::Mul, rowLength, localSize(d));
  }
  return flat;
}

ExprPtr Geometry::sameWarp(unsigned warpSize) const {
  auto &p = builder_.prelude();
  using boogie::BvOp;
  ThreadPair<ExprPtr> warp;
  for (unsigned t : bothThreads)
    warp.of(t) = p.bvBinary(BvOp::UDiv, flatLocalId(t), bvLit(warpSize, bits_));
  return andE(sameGroup(), eq(warp.of(1), warp.of(2)));
}

ExprPtr Geometry::lane(unsigned t, unsigned warpSize) const {
  ExprPtr lane = builder_.prelude().bvBinary(boogie::BvOp::URem, flatLocalId(t), bvLit(warpSize, bits_));
  return bits_ == 32 ? lane : extract(lane, 32, 0);
}

std::vector<ExprPtr> Geometry::assumptions() const {
  auto &p = builder_.prelude();
  using boogie::BvCmp;
  std::vector<ExprPtr> facts;
  ExprPtr zero = bvLit(0, bits_);
  for (unsigned d = 0; d < 3; ++d) {
    if (!launch_.groupSize.size[d])
      facts.push_back(p.bvCompare(BvCmp::Ugt, localSize(d), zero));
    if (!launch_.numGroups.size[d])
      facts.push_back(p.bvCompare(BvCmp::Ugt, numGroups(d), zero));
    for (unsigned t : bothThreads) {
      if (localId(d, t)->kind == Expr::Kind::Var)
        facts.push_back(p.bvCompare(BvCmp::Ult, localId(d, t), localSize(d)));
      if (groupId(d, t)->kind == Expr::Kind::Var && (t == 1 || interGroup_))
        facts.push_back(p.bvCompare(BvCmp::Ult, groupId(d, t), numGroups(d)));
    }
  }
  std::vector<ExprPtr> limits = launchLimits();
  facts.insert(facts.end(), limits.begin(), limits.end());
  // Two different threads: within a group they differ in their local id.
  std::vector<ExprPtr> differ;
  for (unsigned d = 0; d < 3; ++d)
    if (localId(d, 1)->kind == Expr::Kind::Var)
      differ.push_back(neq(localId(d, 1), localId(d, 2)));
  facts.push_back(implies(sameGroup(), orAll(differ)));
  return facts;
}

// A launch beyond the platform's limits cannot happen, so unconstrained
// ("*") sizes stay within them. CUDA (compute capability 3.0 and later):
// at most 1024 x 1024 x 64 threads per block, 1024 in all, and 2^31 - 1 x
// 65535 x 65535 blocks. OpenCL: the global size (work-groups times their
// size), plus the global offset, fits in size_t in every dimension.
std::vector<ExprPtr> Geometry::launchLimits() const {
  auto &p = builder_.prelude();
  using boogie::BvCmp;
  using boogie::BvOp;
  std::vector<ExprPtr> facts;
  if (language_ == SourceLanguage::CUDA) {
    bool anyFree = false;
    for (unsigned d = 0; d < 3; ++d) {
      if (!launch_.groupSize.size[d]) {
        anyFree = true;
        facts.push_back(p.bvCompare(BvCmp::Ule, localSize(d), bvLit(cudaMaxBlock[d], bits_)));
      }
      if (!launch_.numGroups.size[d])
        facts.push_back(p.bvCompare(BvCmp::Ule, numGroups(d), bvLit(cudaMaxGrid[d], bits_)));
    }
    if (anyFree) // at most 2^26: no wrap-around
      facts.push_back(p.bvCompare(
          BvCmp::Ule, p.bvBinary(BvOp::Mul, p.bvBinary(BvOp::Mul, localSize(0), localSize(1)), localSize(2)),
          bvLit(cudaMaxThreadsPerBlock, bits_)));
    return facts;
  }
  uint64_t maxSize = bits_ >= 64 ? ~uint64_t{0} : (uint64_t{1} << bits_) - 1;
  for (unsigned d = 0; d < 3; ++d) {
    if (launch_.groupSize.size[d] && launch_.numGroups.size[d])
      continue; // the driver checked it
    // groups * size <= max - offset, without the product wrapping around
    ExprPtr room = bvLit(maxSize - launch_.globalOffset[d], bits_);
    facts.push_back(p.bvCompare(BvCmp::Ule, numGroups(d), p.bvBinary(BvOp::UDiv, room, localSize(d))));
  }
  return facts;
}

} // namespace gv
