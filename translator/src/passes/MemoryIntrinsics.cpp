#include "passes/MemoryIntrinsics.h"

#include "SourceLocations.h"
#include "gpuverify/Translator.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"

namespace gv {

namespace {

// Beyond this many chunks a copy is more likely a bulk transfer than a
// struct assignment; it is still expanded, but refused past this bound.
constexpr uint64_t maxChunks = 4096;

// The widest power of two (up to 8 bytes) that divides the length and both
// alignments: each chunk is one aligned integer access.
uint64_t chunkBytes(uint64_t length, uint64_t alignA, uint64_t alignB) {
  uint64_t c = 8;
  while (c > 1 && (length % c || alignA % c || alignB % c))
    c /= 2;
  return c;
}

llvm::Value *at(llvm::IRBuilder<> &b, llvm::Value *base, uint64_t offset) {
  return b.CreateConstGEP1_64(b.getInt8Ty(), base, offset);
}

void expandTransfer(llvm::MemTransferInst &copy, uint64_t length) {
  uint64_t c = chunkBytes(length, copy.getDestAlign().valueOrOne().value(), copy.getSourceAlign().valueOrOne().value());
  llvm::IRBuilder<> b(&copy);
  llvm::Type *chunk = b.getIntNTy(static_cast<unsigned>(c * 8));
  // memmove may overlap: read everything first, then write.
  std::vector<llvm::Value *> values;
  for (uint64_t off = 0; off < length; off += c) {
    llvm::LoadInst *load = b.CreateLoad(chunk, at(b, copy.getRawSource(), off), copy.isVolatile());
    load->setDebugLoc(copy.getDebugLoc());
    values.push_back(load);
  }
  for (uint64_t i = 0; i < values.size(); ++i) {
    llvm::StoreInst *store = b.CreateStore(values[i], at(b, copy.getRawDest(), i * c), copy.isVolatile());
    store->setDebugLoc(copy.getDebugLoc());
  }
}

void expandSet(llvm::MemSetInst &set, uint64_t length) {
  uint64_t c = chunkBytes(length, set.getDestAlign().valueOrOne().value(), 8);
  llvm::IRBuilder<> b(&set);
  llvm::Type *chunk = b.getIntNTy(static_cast<unsigned>(c * 8));
  // The byte repeated across the chunk.
  llvm::Value *byte = b.CreateZExt(set.getValue(), chunk);
  llvm::Value *value = byte;
  for (uint64_t k = 1; k < c; ++k)
    value = b.CreateOr(value, b.CreateShl(byte, k * 8));
  for (uint64_t off = 0; off < length; off += c) {
    llvm::StoreInst *store = b.CreateStore(value, at(b, set.getRawDest(), off), set.isVolatile());
    store->setDebugLoc(set.getDebugLoc());
  }
}

} // namespace

void expandMemoryIntrinsics(llvm::Function &f) {
  std::vector<llvm::MemIntrinsic *> calls;
  for (llvm::Instruction &inst : llvm::instructions(f))
    if (auto *m = llvm::dyn_cast<llvm::MemIntrinsic>(&inst))
      calls.push_back(m);
  for (llvm::MemIntrinsic *m : calls) {
    auto *length = llvm::dyn_cast<llvm::ConstantInt>(m->getLength());
    if (!length)
      throw TranslationError("memcpy and memset with a length that is not a constant are not supported",
                             sourceChain(*m));
    uint64_t bytes = length->getZExtValue();
    if (bytes / 8 > maxChunks)
      throw TranslationError("memcpy and memset of more than " + std::to_string(maxChunks * 8) +
                                 " bytes are not supported",
                             sourceChain(*m));
    if (auto *transfer = llvm::dyn_cast<llvm::MemTransferInst>(m))
      expandTransfer(*transfer, bytes);
    else
      expandSet(*llvm::cast<llvm::MemSetInst>(m), bytes);
    m->eraseFromParent();
  }
}

} // namespace gv
