// Bit-vector operations: their names in Boogie and SMT-LIB (one table,
// BitVectors.def) and their semantics on values of at most 64 bits.
//
// The semantics are SMT-LIB's, which Boogie's {:bvbuiltin} functions have:
// every operation is total (x / 0 is all ones, x % 0 is x, a shift by the
// width or more gives 0, or the sign for an arithmetic right shift). This
// one evaluator serves constant folding (the prelude), reading constants
// back (houdini) and concrete runs, so that the three cannot disagree with
// each other or with the solver.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace gv::boogie {

enum class BvOp {
#define GV_BV_OP(name, suffix, smt, c) name,
#include "boogie/BitVectors.def"
};

enum class BvCmp {
#define GV_BV_CMP(name, suffix, smt, c) name,
#include "boogie/BitVectors.def"
};

// "BV32_ADD", "BV32_ULT": the Boogie function for the operation at `width`.
std::string functionName(BvOp op, unsigned width);
std::string functionName(BvCmp cmp, unsigned width);
// "BV8_ZEXT32", "BV8_SEXT32".
std::string extensionName(bool isSigned, unsigned fromWidth, unsigned toWidth);
// "bvadd", "bvult"; "zero_extend 24".
const char *smtName(BvOp op);
const char *smtName(BvCmp cmp);
std::string smtExtensionName(bool isSigned, unsigned fromWidth, unsigned toWidth);
// "+", "<=": the operation in C.
const char *cOperator(BvOp op);
const char *cOperator(BvCmp cmp);
// Whether the operation reads its operands as signed (bvsdiv, bvslt, ...).
bool readsSigned(BvOp op);
bool readsSigned(BvCmp cmp);
// The operation an SMT-LIB name stands for (a {:bvbuiltin} of any function).
std::optional<BvOp> bvOpOfSmtName(const std::string &name);
std::optional<BvCmp> bvCmpOfSmtName(const std::string &name);

// Values are the low `width` bits of a uint64_t (width 1 to 64); results
// are truncated to the width.
uint64_t truncate(uint64_t bits, unsigned width);
int64_t signedValue(uint64_t bits, unsigned width);
uint64_t evaluate(BvOp op, uint64_t x, uint64_t y, unsigned width);
bool evaluate(BvCmp cmp, uint64_t x, uint64_t y, unsigned width);
// x of fromWidth bits, extended to toWidth (at most 64) bits.
uint64_t extend(bool isSigned, uint64_t x, unsigned fromWidth, unsigned toWidth);

} // namespace gv::boogie
