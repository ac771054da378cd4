#include "passes/PtxAccess.h"
#include "passes/PtxOperands.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

namespace gv {

namespace {

// One qualifier of the opcode; false where it makes the instruction one
// this module does not lower.
bool readQualifier(llvm::StringRef q, PtxAccess &access, unsigned &vector, bool &typed) {
  if (q == "global")
    access.space = PtxAccess::Space::Global;
  else if (q == "shared" || q == "shared::cta")
    access.space = PtxAccess::Space::Shared;
  else if (q == "local")
    access.space = PtxAccess::Space::Local;
  else if (q == "ca" || q == "cg" || q == "cs" || q == "lu" || q == "cv" || q == "nc" || q == "wb" || q == "wt" ||
           q == "volatile" || q == "weak")
    return true; // where the data is cached, or a plain access
  else if (q.starts_with("L1::") || q.starts_with("L2::"))
    return q != "L2::cache_hint"; // a hint takes an operand of its own
  else if (q == "v2" || q == "v4" || q == "v8")
    vector = q[1] - '0';
  else if (q == "f16x2" || q == "bf16x2" || q == "bf16") {
    if (typed)
      return false; // a second type
    access.kind = q == "bf16" ? 'f' : 'b';
    access.bits = q == "bf16" ? 16 : 32;
    typed = true;
  } else {
    unsigned bits;
    char kind = q.empty() ? 0 : q[0];
    if (!(kind == 'b' || kind == 'u' || kind == 's' || kind == 'f') || q.drop_front().getAsInteger(10, bits) ||
        !(bits == 8 || bits == 16 || bits == 32 || bits == 64 || bits == 128) || (kind == 'f' && bits < 16) || typed)
      return false; // a state space, order or scope not modelled, or a second type
    access.kind = kind;
    access.bits = bits;
    typed = true;
  }
  return true;
}

unsigned addressSpaceOf(PtxAccess::Space space) {
  switch (space) {
  case PtxAccess::Space::Generic: return 0;
  case PtxAccess::Space::Global: return ptxGlobalSpace;
  case PtxAccess::Space::Shared: return ptxSharedSpace;
  case PtxAccess::Space::Local: return ptxLocalSpace;
  }
  return 0;
}

} // namespace

std::string ptxText(const llvm::InlineAsm &assembly) {
  std::string text;
  for (char ch : assembly.getAsmString())
    if (ch != '{' && ch != '}' && ch != '\n' && ch != '\t')
      text += ch;
  return llvm::StringRef(text).trim().str();
}

std::optional<PtxAccess> parsePtxAccess(const std::string &ptx) {
  std::optional<PtxInstruction> instruction = splitPtxInstruction(ptx);
  if (!instruction || instruction->operands.empty())
    return std::nullopt; // several instructions, or no operands
  const auto &qualifiers = instruction->opcode;
  PtxAccess access;
  if (qualifiers[0] == "st")
    access.store = true;
  else if (qualifiers[0] != "ld" && qualifiers[0] != "ldu")
    return std::nullopt;
  unsigned vector = 1;
  bool typed = false;
  for (llvm::StringRef q : llvm::ArrayRef(qualifiers).drop_front())
    if (!readQualifier(q, access, vector, typed))
      return std::nullopt;
  if (!typed || (access.bits == 128 && vector != 1))
    return std::nullopt;
  llvm::StringRef operands = instruction->operands;
  size_t open = operands.find('['), close = operands.find(']');
  if (open == llvm::StringRef::npos || close == llvm::StringRef::npos || close < open ||
      !readPtxAddress(operands.slice(open + 1, close), access.address, access.offset))
    return std::nullopt;
  // The registers: before the address for a load, after it for a store
  // (ptxOf has dropped a vector's braces).
  llvm::StringRef registers = access.store ? operands.substr(close + 1) : operands.substr(0, open);
  llvm::StringRef other = access.store ? operands.substr(0, open) : operands.substr(close + 1);
  if (!other.trim().empty())
    return std::nullopt;
  llvm::SmallVector<llvm::StringRef, 8> names;
  registers.split(names, ',', -1, false);
  for (llvm::StringRef name : names) {
    if (name.trim().empty())
      continue;
    std::optional<unsigned> n = ptxOperandNumber(name);
    if (!n)
      return std::nullopt; // an immediate, or a register of the statement's own
    access.values.push_back(*n);
  }
  if (access.values.size() != vector)
    return std::nullopt;
  return access;
}

bool lowerPtxAccess(llvm::CallBase &call, const PtxAccess &access) {
  std::optional<std::vector<PtxOperand>> operands = ptxOperands(call);
  if (!operands)
    return false;
  unsigned results = 0;
  for (const PtxOperand &o : *operands)
    results += o.output;
  auto operand = [&](unsigned n) {
    return n < operands->size() ? std::optional<PtxOperand>((*operands)[n]) : std::nullopt;
  };
  llvm::Type *resultType = call.getType();
  auto *resultStruct = llvm::dyn_cast<llvm::StructType>(resultType);
  auto resultSlotType = [&](unsigned slot) -> llvm::Type * {
    if (resultStruct)
      return slot < resultStruct->getNumElements() ? resultStruct->getElementType(slot) : nullptr;
    return slot == 0 && !resultType->isVoidTy() ? resultType : nullptr;
  };

  // The address.
  std::optional<PtxOperand> address = operand(access.address);
  if (!address || address->output)
    return false;
  llvm::Value *addressValue = call.getArgOperand(address->index);
  llvm::Value *pointer = nullptr;
  std::vector<llvm::Value *> addends;
  if (!pointerOfPtxAddress(addressValue, addressSpaceOf(access.space), pointer, addends))
    return false;

  // The registers, each of the instruction's type or (integers) wider.
  const llvm::DataLayout &layout = call.getModule()->getDataLayout();
  llvm::LLVMContext &context = call.getContext();
  std::vector<llvm::Type *> registerTypes, accessTypes;
  std::vector<unsigned> slots;
  for (unsigned n : access.values) {
    std::optional<PtxOperand> value = operand(n);
    if (!value || value->output != !access.store)
      return false;
    llvm::Type *type = access.store ? call.getArgOperand(value->index)->getType() : resultSlotType(value->index);
    if (!type || !(type->isIntegerTy() || type->isFloatingPointTy()))
      return false;
    uint64_t bits = layout.getTypeSizeInBits(type);
    llvm::Type *accessType = type;
    if (bits < access.bits)
      return false;
    if (bits > access.bits) {
      // Stored: the register's low bits; loaded: extended as the type says
      // (a .b or .f load into a wider register is refused, not guessed).
      if (!type->isIntegerTy() || (!access.store && access.kind != 'u' && access.kind != 's'))
        return false;
      accessType = llvm::IntegerType::get(context, access.bits);
    }
    registerTypes.push_back(type);
    accessTypes.push_back(accessType);
    slots.push_back(value->index);
  }
  if (!access.store && slots.size() != results)
    return false; // a result the instruction does not give
  if (access.store && results != 0)
    return false;

  llvm::IRBuilder<> b(&call);
  llvm::Value *offset = ptxByteOffset(b, access.offset, addends);
  uint64_t elementBytes = access.bits / 8;
  llvm::Value *result = resultType->isVoidTy() ? nullptr : llvm::PoisonValue::get(resultType);
  for (size_t i = 0; i < access.values.size(); ++i) {
    llvm::Value *at = b.CreateAdd(offset, b.getInt64(i * elementBytes));
    llvm::Value *element = b.CreateGEP(b.getInt8Ty(), pointer, at);
    if (access.store) {
      llvm::Value *stored = call.getArgOperand(slots[i]);
      if (accessTypes[i] != registerTypes[i])
        stored = b.CreateTrunc(stored, accessTypes[i]);
      b.CreateStore(stored, element);
      continue;
    }
    llvm::Value *loaded = b.CreateLoad(accessTypes[i], element);
    if (accessTypes[i] != registerTypes[i])
      loaded = access.kind == 's' ? b.CreateSExt(loaded, registerTypes[i]) : b.CreateZExt(loaded, registerTypes[i]);
    result = resultStruct ? b.CreateInsertValue(result, loaded, slots[i]) : loaded;
  }
  if (result)
    call.replaceAllUsesWith(result);
  call.eraseFromParent();
  return true;
}

} // namespace gv
