// Inline PTX loads and stores (`ld`, `ldu`, `st`), as older and
// hand-tuned CUDA code writes them (`ld.global.nc.v4.f32 {%0,%1,%2,%3},
// [%4];` for a read-only 16-byte load, `st.global.cs.f32 [%0], %1;`, or
// `ld.shared.b32 %0, [%1];` through `__cvta_generic_to_shared`): each
// becomes the plain loads or stores of its elements, which the race checks
// then see like any other access. Cache operators (.ca, .cg, .cs, .lu, .cv,
// .nc, .wb, .wt, .L1::..., .L2::...) change where the data is cached, not
// what is read or written, and are ignored; a `.nc` or `ldu` load of data
// the kernel writes is undefined in PTX and is read here as a plain load
// (as `__ldg` is). Loads and stores with a memory-model order (.relaxed,
// .acquire, .release, .mmio), with a cache policy operand, or through an
// address not traced to a pointer are not lowered (and so refused).
#pragma once

#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/InstrTypes.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace gv {

struct PtxAccess {
  enum class Space { Generic, Global, Shared, Local };
  bool store = false;
  Space space = Space::Generic;
  char kind = 'b';   // b, u, s or f: bits, unsigned, signed, floating point
  unsigned bits = 0; // of each element
  // The registers loaded into or stored from, by operand number ($n), one
  // per element (a vector access has 2, 4 or 8).
  std::vector<unsigned> values;
  unsigned address = 0; // the operand number of the address
  int64_t offset = 0;   // [$n+offset], in bytes
};

// The PTX of an inline assembly statement with blanks and braces trimmed.
std::string ptxText(const llvm::InlineAsm &assembly);

// `ptx` (one instruction, as ptxText gives it) read as a load or store, if
// it is one of the forms above.
std::optional<PtxAccess> parsePtxAccess(const std::string &ptx);

// Replaces `call`, an inline assembly statement whose PTX is `access`, by
// its loads or stores. False (and `call` left as it is) where an operand
// does not fit: an address operand that is neither a pointer nor an integer
// traced to one (before inlining, a call to `__cvta_generic_to_shared`
// hides it: the lowering after inlining sees through it), or registers
// whose types do not match the instruction's.
bool lowerPtxAccess(llvm::CallBase &call, const PtxAccess &access);

} // namespace gv
