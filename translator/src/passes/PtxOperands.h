// What the lowerings of inline PTX (PtxAccess.h, PtxAsyncCopy.h) share:
// the statement's operands as PTX numbers them, and the pointer an address
// operand stands for.
#pragma once

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstrTypes.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace gv {

// PTX's address spaces as LLVM's NVPTX numbers them.
constexpr unsigned ptxGlobalSpace = 1, ptxSharedSpace = 3, ptxLocalSpace = 5;

// The extern "C" function of the toolkit's pipeline headers that gives a
// generic pointer's address in the shared window (as __cvta_generic_to_shared;
// lowered to that in passes/Nvvm.cpp).
constexpr const char *ptxSharedWindowFunction = "__nvvm_get_smem_pointer";

// One PTX instruction (`ld.global.f32 $0, [$1];`): the opcode's
// dot-separated parts and the operands' text (trimmed; empty if none).
struct PtxInstruction {
  llvm::SmallVector<llvm::StringRef, 8> opcode;
  llvm::StringRef operands;
};
// Nothing where `ptx` holds several instructions.
std::optional<PtxInstruction> splitPtxInstruction(llvm::StringRef ptx);

// `$n`: the operand number.
std::optional<unsigned> ptxOperandNumber(llvm::StringRef text);

// `$k`, `$k+N`, `$k-N` or `$k+-N` (the inside of `[...]`): the operand and
// the offset in bytes.
bool readPtxAddress(llvm::StringRef text, unsigned &operand, int64_t &offset);

// Operand $n of an inline assembly statement: a result of the call (the
// outputs come first) or one of its arguments (the inputs, in the order of
// the constraints).
struct PtxOperand {
  bool output;
  unsigned index; // of the result, or of the argument
};
// Every operand of `call`, or nothing where one is indirect or a label.
std::optional<std::vector<PtxOperand>> ptxOperands(const llvm::CallBase &call);

// The pointer the address operand `address` stands for in state space
// `addressSpace` (0: generic): a pointer of that space (a generic one for
// the global space), or an integer traced to one through casts and
// additions (`__cvta_generic_to_shared(p) + k`; the lowering of calls has
// made `__nvvm_get_smem_pointer(p)` the same conversion),
// whose other addends are returned. The pointer is the generic one the
// space's address was taken of, where it was.
bool pointerOfPtxAddress(llvm::Value *address, unsigned addressSpace, llvm::Value *&pointer,
                         std::vector<llvm::Value *> &addends);

// `offset` plus the `addends`, as a 64-bit byte offset.
llvm::Value *ptxByteOffset(llvm::IRBuilder<> &b, int64_t offset, const std::vector<llvm::Value *> &addends);

} // namespace gv
