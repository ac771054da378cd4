// CUDA's asynchronous copies from global to shared memory written in PTX
// (`cp.async.ca.shared.global [%0], [%1], 16;`, as the toolkit's
// __pipeline_memcpy_async and hand-written GEMM and attention kernels do),
// with the instructions that group and wait for them (`cp.async.
// commit_group`, `cp.async.wait_group N`, `cp.async.wait_all`).
//
// A copy reads its source and writes its destination at some moment
// between the instruction and the wait that covers its group; until then
// what it wrote is not even visible to its own thread, and a barrier does
// not complete it. It is lowered to a load of the source and a store of an
// arbitrary value (the value is undefined until the wait, and the
// encoding does not keep it after it) to the destination, both marked
// `asyncCopyAccessMetadata`; the encoder keeps such an access in the race
// logs across barriers until a wait completes its group (see
// encode/Memory.h). Commit and wait become __gv_cp_async_commit() and
// __gv_cp_async_wait(N). A source size below the copy's (zero filling)
// reads nothing where it is 0 and the whole copy otherwise.
//
// Not lowered (so refused): a cache-policy operand, `.ignore-src`
// predicates, a wait whose count is not a constant, cp.async.bulk and the
// mbarrier forms.
#pragma once

#include "llvm/IR/InstrTypes.h"

#include <cstdint>
#include <optional>
#include <string>

namespace gv {

struct PtxAsyncCopy {
  enum class Kind { Copy, Commit, Wait, WaitAll };
  Kind kind = Kind::Copy;
  // An operand ($n) or an immediate.
  struct Scalar {
    std::optional<unsigned> operand;
    uint64_t value = 0;
  };
  // Copy: [destination + destinationOffset], [source + sourceOffset],
  // bytes{, sourceBytes}.
  unsigned destination = 0, source = 0;
  int64_t destinationOffset = 0, sourceOffset = 0;
  Scalar bytes;
  std::optional<Scalar> sourceBytes;
  // Wait: the number of most recent groups that may stay pending.
  Scalar groups;
};

// `ptx` (one instruction, as ptxText gives it) read as one of the forms
// above.
std::optional<PtxAsyncCopy> parsePtxAsyncCopy(const std::string &ptx);

// Replaces `call`, whose PTX is `copy`, by what it stands for; false (and
// `call` left as it is) where an operand does not fit: an address not
// traced to a shared (destination) or global (source) pointer, a copy size
// other than 4, 8 or 16, a wait count that is not a constant.
bool lowerPtxAsyncCopy(llvm::CallBase &call, const PtxAsyncCopy &copy);

} // namespace gv
