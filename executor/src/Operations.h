// The executor's arithmetic: what an LLVM instruction or a math function
// computes from its operands' values, with no memory and no thread. Vectors
// are computed lane by lane. Undefined results (division by zero) stop the
// run (Stop); values LLVM calls poison are some value, which is what the
// wrapped result is.
#pragma once

#include "Value.h"

#include <optional>

namespace llvm {
class CmpInst;
class DataLayout;
class Type;
} // namespace llvm

namespace gv::executor {

// add, sub, mul, udiv, ..., fadd, ..., frem (an llvm::Instruction opcode).
Value binaryOperation(unsigned opcode, const Value &a, const Value &b);
Value floatNegation(const Value &a);
// Whether an integer add, sub, mul or shl with LLVM's nsw or nuw flag (a
// signed int's overflow in C, which clang marks so), or a division or shift
// marked exact, gives poison on these operands: the run stops there, as
// the program's behaviour is undefined from that value's use on.
bool givesPoison(unsigned opcode, bool nsw, bool nuw, bool exact, const Value &a, const Value &b);
// An icmp or fcmp predicate (llvm::CmpInst::Predicate).
Value comparison(unsigned predicate, const Value &a, const Value &b);
// trunc, zext, sext, fptrunc, fpext, fptoui, fptosi, uitofp, sitofp,
// bitcast (between integers and floats of one width; pointers keep theirs),
// addrspacecast (a cast instruction's opcode).
Value cast(unsigned opcode, const Value &a, llvm::Type *to);

// The integer or floating-point value of `type` with these bits.
Value fromBits(llvm::Type *type, uint64_t bits);
uint64_t bitsOf(const Value &v);
// The zero (null, all-zero aggregate) of a type.
Value zeroOf(llvm::Type *type);

// An LLVM intrinsic without memory (llvm.smax, llvm.sqrt, llvm.fma, ...) or
// a math library function (sqrtf, expf, __nv_sinf), by name; nullopt if
// this is none the executor computes.
std::optional<Value> mathCall(const std::string &name, const std::vector<Value> &args, llvm::Type *result);

} // namespace gv::executor
