// The bits of a constant as it is laid out in memory (little-endian), for
// initial contents of arrays and for vector and aggregate constants.
#pragma once

#include "llvm/ADT/APInt.h"

#include <optional>
#include <vector>

namespace llvm {
class Constant;
class DataLayout;
class Function;
} // namespace llvm

namespace gv {

// A function's address at a bit offset in a constant.
struct FunctionAt {
  uint64_t bit;
  const llvm::Function *function;
};

// The constant's store-size bits; nullopt if part of it is not a plain
// number (a pointer, an undefined value). With `functions`, addresses of
// functions are allowed too: their bits are left 0 and they are listed.
std::optional<llvm::APInt> constantBits(const llvm::Constant *c, const llvm::DataLayout &layout,
                                        std::vector<FunctionAt> *functions = nullptr);

} // namespace gv
