#include "passes/PtxOperands.h"

#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Operator.h"

namespace gv {

namespace {

// The generic pointer `p` (of space `addressSpace`) was converted from, if any.
llvm::Value *genericSource(llvm::Value *p) {
  if (auto *space = llvm::dyn_cast<llvm::AddrSpaceCastInst>(p); space && space->getSrcAddressSpace() == 0)
    return space->getOperand(0);
  if (auto *constant = llvm::dyn_cast<llvm::ConstantExpr>(p);
      constant && constant->getOpcode() == llvm::Instruction::AddrSpaceCast &&
      constant->getOperand(0)->getType()->getPointerAddressSpace() == 0)
    return constant->getOperand(0);
  return p;
}

// Casts between integer widths are seen through: the shared window is
// 32-bit, and a sum below it does not wrap.
bool traceAddress(llvm::Value *v, unsigned addressSpace, llvm::Value *&pointer, std::vector<llvm::Value *> &addends,
                  unsigned depth = 0) {
  if (depth > 16)
    return false;
  if (auto *cast = llvm::dyn_cast<llvm::CastInst>(v)) {
    if (llvm::isa<llvm::ZExtInst>(cast) || llvm::isa<llvm::SExtInst>(cast) || llvm::isa<llvm::TruncInst>(cast))
      return traceAddress(cast->getOperand(0), addressSpace, pointer, addends, depth + 1);
    if (llvm::isa<llvm::PtrToIntInst>(cast)) {
      llvm::Value *p = cast->getOperand(0);
      if (p->getType()->getPointerAddressSpace() != addressSpace)
        return false;
      pointer = genericSource(p);
      return true;
    }
    return false;
  }
  if (auto *add = llvm::dyn_cast<llvm::BinaryOperator>(v); add && add->getOpcode() == llvm::Instruction::Add) {
    for (unsigned side : {0u, 1u}) {
      std::vector<llvm::Value *> tried = addends;
      if (traceAddress(add->getOperand(side), addressSpace, pointer, tried, depth + 1)) {
        addends = std::move(tried);
        addends.push_back(add->getOperand(1 - side));
        return true;
      }
    }
  }
  return false;
}

} // namespace

std::optional<PtxInstruction> splitPtxInstruction(llvm::StringRef ptx) {
  llvm::StringRef text = ptx.trim();
  text.consume_back(";");
  text = text.rtrim();
  if (text.contains(';'))
    return std::nullopt;
  size_t blank = text.find_first_of(" \t");
  PtxInstruction instruction;
  text.substr(0, blank).split(instruction.opcode, '.');
  instruction.operands = blank == llvm::StringRef::npos ? "" : text.substr(blank).trim();
  return instruction;
}

std::optional<unsigned> ptxOperandNumber(llvm::StringRef text) {
  text = text.trim();
  unsigned n;
  if (!text.consume_front("$") || text.getAsInteger(10, n))
    return std::nullopt;
  return n;
}

bool readPtxAddress(llvm::StringRef text, unsigned &operand, int64_t &offset) {
  text = text.trim();
  size_t sign = text.find_first_of("+-");
  std::optional<unsigned> base = ptxOperandNumber(text.substr(0, sign));
  if (!base)
    return false;
  operand = *base;
  offset = 0;
  if (sign == llvm::StringRef::npos)
    return true;
  llvm::StringRef rest = text.substr(sign).trim();
  bool negative = false;
  while (!rest.empty() && (rest[0] == '+' || rest[0] == '-')) {
    negative = negative != (rest[0] == '-');
    rest = rest.drop_front().ltrim();
  }
  uint64_t magnitude;
  if (rest.getAsInteger(0, magnitude) || magnitude > (uint64_t(1) << 32))
    return false;
  offset = negative ? -static_cast<int64_t>(magnitude) : static_cast<int64_t>(magnitude);
  return true;
}

std::optional<std::vector<PtxOperand>> ptxOperands(const llvm::CallBase &call) {
  auto *assembly = llvm::cast<llvm::InlineAsm>(call.getCalledOperand());
  std::vector<PtxOperand> operands;
  unsigned results = 0, arguments = 0;
  for (const llvm::InlineAsm::ConstraintInfo &constraint : assembly->ParseConstraints()) {
    if (constraint.Type == llvm::InlineAsm::isClobber)
      continue;
    if (constraint.isIndirect || constraint.Type == llvm::InlineAsm::isLabel)
      return std::nullopt;
    bool output = constraint.Type == llvm::InlineAsm::isOutput;
    operands.push_back({output, output ? results++ : arguments++});
  }
  return operands;
}

bool pointerOfPtxAddress(llvm::Value *address, unsigned addressSpace, llvm::Value *&pointer,
                         std::vector<llvm::Value *> &addends) {
  if (address->getType()->isPointerTy()) {
    unsigned given = address->getType()->getPointerAddressSpace();
    // A generic pointer addresses global memory as PTX's global space.
    if (!(given == addressSpace || (given == 0 && addressSpace == ptxGlobalSpace)))
      return false;
    pointer = address;
    return true;
  }
  return address->getType()->isIntegerTy() && traceAddress(address, addressSpace, pointer, addends);
}

llvm::Value *ptxByteOffset(llvm::IRBuilder<> &b, int64_t offset, const std::vector<llvm::Value *> &addends) {
  llvm::Value *bytes = b.getInt64(static_cast<uint64_t>(offset));
  for (llvm::Value *addend : addends)
    bytes = b.CreateAdd(bytes, b.CreateSExtOrTrunc(addend, b.getInt64Ty()));
  return bytes;
}

} // namespace gv
