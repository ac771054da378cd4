#include "passes/PtxAsyncCopy.h"
#include "passes/NvvmLowering.h"
#include "passes/PtxOperands.h"

#include "gpuverify/Intrinsics.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Analysis/ConstantFolding.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"

#include <algorithm>

namespace gv {

namespace {

// `$n` or an integer.
std::optional<PtxAsyncCopy::Scalar> readScalar(llvm::StringRef text) {
  text = text.trim();
  PtxAsyncCopy::Scalar scalar;
  if (std::optional<unsigned> n = ptxOperandNumber(text)) {
    scalar.operand = n;
    return scalar;
  }
  if (text.getAsInteger(0, scalar.value))
    return std::nullopt;
  return scalar;
}

// [$k+N]
bool readBracketed(llvm::StringRef text, unsigned &operand, int64_t &offset) {
  text = text.trim();
  if (!text.consume_front("[") || !text.consume_back("]"))
    return false;
  return readPtxAddress(text, operand, offset);
}

// `v` folded to a constant where every value it is computed from is one
// (once inlined, `(unsigned)size` of a constant size is an instruction
// still: no pass has folded it yet).
llvm::Constant *folded(llvm::Value *v, const llvm::DataLayout &layout, unsigned depth = 0) {
  if (auto *c = llvm::dyn_cast<llvm::Constant>(v))
    return c;
  auto *inst = llvm::dyn_cast<llvm::Instruction>(v);
  if (!inst || depth > 8 || inst->mayReadOrWriteMemory() || llvm::isa<llvm::PHINode>(inst) ||
      llvm::isa<llvm::CallBase>(inst))
    return nullptr;
  llvm::SmallVector<llvm::Constant *, 4> operands;
  for (llvm::Value *operand : inst->operands()) {
    llvm::Constant *c = folded(operand, layout, depth + 1);
    if (!c)
      return nullptr;
    operands.push_back(c);
  }
  return llvm::ConstantFoldInstOperands(inst, operands, layout);
}

// The value of `scalar` in `call`, if it is a constant.
std::optional<uint64_t> constantOf(const llvm::CallBase &call, const std::vector<PtxOperand> &operands,
                                   const PtxAsyncCopy::Scalar &scalar) {
  if (!scalar.operand)
    return scalar.value;
  if (*scalar.operand >= operands.size() || operands[*scalar.operand].output)
    return std::nullopt;
  if (auto *c = llvm::dyn_cast_or_null<llvm::ConstantInt>(
          folded(call.getArgOperand(operands[*scalar.operand].index), call.getModule()->getDataLayout()));
      c && c->getBitWidth() <= 64)
    return c->getZExtValue();
  return std::nullopt;
}

// The argument of input operand `n`, if it is one.
llvm::Value *inputOf(const llvm::CallBase &call, const std::vector<PtxOperand> &operands, unsigned n) {
  return n < operands.size() && !operands[n].output ? call.getArgOperand(operands[n].index) : nullptr;
}

// Where an address operand points: a pointer plus bytes.
struct Address {
  llvm::Value *pointer = nullptr;
  std::vector<llvm::Value *> addends;
  int64_t offset = 0;
};

std::optional<Address> addressOf(const llvm::CallBase &call, const std::vector<PtxOperand> &operands, unsigned n,
                                 int64_t offset, unsigned space) {
  llvm::Value *operand = inputOf(call, operands, n);
  Address address;
  address.offset = offset;
  if (!operand || !pointerOfPtxAddress(operand, space, address.pointer, address.addends))
    return std::nullopt;
  return address;
}

// The generic pointer to the address's first byte, before `call`.
llvm::Value *genericPointer(llvm::CallBase &call, const Address &address) {
  llvm::IRBuilder<> b(&call);
  llvm::Value *generic = b.CreatePointerBitCastOrAddrSpaceCast(address.pointer, b.getPtrTy());
  return b.CreateGEP(b.getInt8Ty(), generic, ptxByteOffset(b, address.offset, address.addends));
}

void markAsynchronous(llvm::Instruction &access) {
  access.setMetadata(asyncCopyAccessMetadata, llvm::MDNode::get(access.getContext(), {}));
}

} // namespace

std::optional<PtxAsyncCopy> parsePtxAsyncCopy(const std::string &ptx) {
  std::optional<PtxInstruction> instruction = splitPtxInstruction(ptx);
  if (!instruction)
    return std::nullopt;
  const auto &qualifiers = instruction->opcode;
  llvm::StringRef rest = instruction->operands;
  if (qualifiers.size() < 3 || qualifiers[0] != "cp" || qualifiers[1] != "async")
    return std::nullopt;
  PtxAsyncCopy copy;
  if (qualifiers.size() == 3 && qualifiers[2] == "commit_group" && rest.empty()) {
    copy.kind = PtxAsyncCopy::Kind::Commit;
    return copy;
  }
  if (qualifiers.size() == 3 && qualifiers[2] == "wait_all" && rest.empty()) {
    copy.kind = PtxAsyncCopy::Kind::WaitAll;
    return copy;
  }
  if (qualifiers.size() == 3 && qualifiers[2] == "wait_group") {
    std::optional<PtxAsyncCopy::Scalar> groups = readScalar(rest);
    if (!groups)
      return std::nullopt;
    copy.kind = PtxAsyncCopy::Kind::Wait;
    copy.groups = *groups;
    return copy;
  }
  // cp.async.{ca,cg}.shared{::cta}.global{.L2::64B,128B,256B}
  if (qualifiers.size() < 5 || (qualifiers[2] != "ca" && qualifiers[2] != "cg") ||
      (qualifiers[3] != "shared" && qualifiers[3] != "shared::cta") || qualifiers[4] != "global")
    return std::nullopt;
  for (llvm::StringRef q : llvm::ArrayRef(qualifiers).drop_front(5))
    if (q != "L2::64B" && q != "L2::128B" && q != "L2::256B")
      return std::nullopt; // a cache hint takes an operand of its own
  llvm::SmallVector<llvm::StringRef, 5> operands;
  rest.split(operands, ',');
  if (operands.size() != 3 && operands.size() != 4)
    return std::nullopt;
  if (!readBracketed(operands[0], copy.destination, copy.destinationOffset) ||
      !readBracketed(operands[1], copy.source, copy.sourceOffset))
    return std::nullopt;
  std::optional<PtxAsyncCopy::Scalar> bytes = readScalar(operands[2]);
  if (!bytes)
    return std::nullopt;
  copy.bytes = *bytes;
  if (operands.size() == 4) {
    copy.sourceBytes = readScalar(operands[3]);
    if (!copy.sourceBytes)
      return std::nullopt; // an ignore-src predicate
  }
  return copy;
}

bool lowerPtxAsyncCopy(llvm::CallBase &call, const PtxAsyncCopy &copy) {
  std::optional<std::vector<PtxOperand>> operands = ptxOperands(call);
  if (!operands || !call.getType()->isVoidTy())
    return false;
  llvm::Module &m = *call.getModule();
  llvm::IRBuilder<> b(&call);
  llvm::Type *voidType = b.getVoidTy();
  auto commit = [&] { b.CreateCall(declareOwnFunction(m, "__gv_cp_async_commit", voidType, {})); };
  auto wait = [&](uint64_t groups) {
    b.CreateCall(declareOwnFunction(m, "__gv_cp_async_wait", voidType, {b.getInt32Ty()}),
                 {b.getInt32(static_cast<uint32_t>(std::min<uint64_t>(groups, UINT32_MAX)))});
  };
  switch (copy.kind) {
  case PtxAsyncCopy::Kind::Commit: commit(); break;
  case PtxAsyncCopy::Kind::WaitAll:
    commit();
    wait(0);
    break;
  case PtxAsyncCopy::Kind::Wait: {
    std::optional<uint64_t> groups = constantOf(call, *operands, copy.groups);
    if (!groups)
      return false;
    wait(*groups);
    break;
  }
  case PtxAsyncCopy::Kind::Copy: {
    std::optional<uint64_t> bytes = constantOf(call, *operands, copy.bytes);
    std::optional<Address> destination =
        addressOf(call, *operands, copy.destination, copy.destinationOffset, ptxSharedSpace);
    std::optional<Address> source = addressOf(call, *operands, copy.source, copy.sourceOffset, ptxGlobalSpace);
    if (!bytes || !(*bytes == 4 || *bytes == 8 || *bytes == 16) || !destination || !source)
      return false;
    // Whether the source is read at all: a source size of 0 fills the
    // destination with zeros.
    std::optional<uint64_t> sourceBytes = copy.sourceBytes ? constantOf(call, *operands, *copy.sourceBytes) : bytes;
    llvm::Value *sourceSize =
        copy.sourceBytes && copy.sourceBytes->operand ? inputOf(call, *operands, *copy.sourceBytes->operand) : nullptr;
    if (!sourceBytes && !(sourceSize && sourceSize->getType()->isIntegerTy()))
      return false;
    // In pieces of at most 8 bytes (the element widths the encoding and
    // the replay take). Volatile until the passes are done, as Prepare
    // marks every access to memory that may be shared: the loads' values
    // are unused.
    uint64_t pieceBytes = std::min<uint64_t>(*bytes, 8);
    llvm::Type *piece = b.getIntNTy(static_cast<unsigned>(8 * pieceBytes));
    if (!sourceBytes || *sourceBytes != 0) {
      llvm::Value *from = genericPointer(call, *source);
      llvm::Instruction *before =
          sourceBytes ? &call
                      : llvm::SplitBlockAndInsertIfThen(
                            b.CreateICmpNE(sourceSize, llvm::ConstantInt::get(sourceSize->getType(), 0)), &call, false);
      llvm::IRBuilder<> load(before);
      for (uint64_t offset = 0; offset < *bytes; offset += pieceBytes)
        markAsynchronous(*load.CreateLoad(piece, load.CreateGEP(load.getInt8Ty(), from, load.getInt64(offset)),
                                          /*isVolatile=*/true));
    }
    llvm::Value *to = genericPointer(call, *destination);
    b.SetInsertPoint(&call);
    for (uint64_t offset = 0; offset < *bytes; offset += pieceBytes)
      markAsynchronous(*b.CreateStore(b.CreateCall(arbitraryValueFunction(m, piece)),
                                      b.CreateGEP(b.getInt8Ty(), to, b.getInt64(offset)), /*isVolatile=*/true));
    break;
  }
  }
  // (What computed the operands only for it is left to dce.)
  call.eraseFromParent();
  return true;
}

} // namespace gv
