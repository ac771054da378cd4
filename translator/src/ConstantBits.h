// The bits of a constant as it is laid out in memory (little-endian), for
// initial contents of arrays and for vector and aggregate constants.
#pragma once

#include "llvm/ADT/APInt.h"

#include <optional>

namespace llvm {
class Constant;
class DataLayout;
} // namespace llvm

namespace gv {

// The constant's store-size bits; nullopt if part of it is not a plain
// number (a pointer, an undefined value).
std::optional<llvm::APInt> constantBits(const llvm::Constant *c, const llvm::DataLayout &layout);

} // namespace gv
