#include "passes/MemoryIntrinsics.h"

#include "SourceLocations.h"
#include "gpuverify/Translator.h"

#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"
#include "llvm/Support/KnownBits.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"

#include <functional>

namespace gv {

namespace {

// Up to this many chunks a copy is written out access by access (a struct
// assignment, where each field then has its own offset); a longer one, or
// one whose length is not a constant, becomes a loop over its chunks, which
// the verifier abstracts as any other loop.
constexpr uint64_t maxUnrolledChunks = 64;

// What is known of how a pointer is aligned: its declared alignment, else
// the size of the elements it indexes, else nothing (0).
uint64_t knownAlignment(llvm::MaybeAlign declared, const llvm::Value *pointer, const llvm::DataLayout &layout) {
  if (declared && declared->value() > 1)
    return declared->value();
  if (auto *gep = llvm::dyn_cast<llvm::GEPOperator>(pointer))
    if (gep->getResultElementType()->isSized())
      return layout.getTypeAllocSize(gep->getResultElementType()).getFixedValue();
  return 0;
}

// The widest power of two (up to 8 bytes) that divides the length and, where
// known, both alignments: each chunk is then one aligned integer access.
// Alignment is a matter of precision only: the memory model gives an array
// the granularity of its accesses' offsets, whatever the chunks.
uint64_t chunkBytes(uint64_t lengthMultiple, uint64_t alignA, uint64_t alignB) {
  uint64_t c = 8;
  while (c > 1 && (lengthMultiple % c || (alignA && alignA % c) || (alignB && alignB % c)))
    c /= 2;
  return c;
}

// The largest power of two (at most 8) that divides every value `length`
// may take.
uint64_t knownLengthMultiple(llvm::Value *length, const llvm::DataLayout &layout) {
  if (auto *constant = llvm::dyn_cast<llvm::ConstantInt>(length)) {
    uint64_t bytes = constant->getZExtValue();
    return bytes == 0 ? 8 : std::min<uint64_t>(8, bytes & -bytes);
  }
  llvm::KnownBits known = llvm::computeKnownBits(length, layout);
  return uint64_t(1) << std::min(3u, known.countMinTrailingZeros());
}

llvm::Value *chunkAt(llvm::IRBuilder<> &b, llvm::Type *chunk, llvm::Value *base, llvm::Value *index) {
  return b.CreateGEP(chunk, base, index);
}

// Emits, at the builder's position, `for (k = 0; k < count; ++k) body(k)`
// as a loop tested at the top, in loop-simplified form (the block before is
// its preheader, the block after its only exit); `reverse` visits k from
// count - 1 down to 0. The builder is left after the loop. Every
// instruction made carries `location`.
void emitChunkLoop(llvm::IRBuilder<> &b, llvm::Value *count, bool reverse, const llvm::DebugLoc &location,
                   const std::function<void(llvm::IRBuilder<> &, llvm::Value *)> &body) {
  llvm::BasicBlock *before = b.GetInsertBlock();
  llvm::Function *f = before->getParent();
  llvm::BasicBlock *after = before->splitBasicBlock(b.GetInsertPoint(), "chunks.done");
  llvm::LLVMContext &context = f->getContext();
  auto *header = llvm::BasicBlock::Create(context, "chunks.cond", f, after);
  auto *loop = llvm::BasicBlock::Create(context, "chunks.body", f, after);
  llvm::Type *type = count->getType();
  llvm::Value *one = llvm::ConstantInt::get(type, 1);

  before->getTerminator()->eraseFromParent();
  b.SetInsertPoint(before);
  b.SetCurrentDebugLocation(location);
  b.CreateBr(header);

  b.SetInsertPoint(header);
  llvm::PHINode *done = b.CreatePHI(type, 2, "chunks.done.count");
  done->addIncoming(llvm::ConstantInt::get(type, 0), before);
  b.CreateCondBr(b.CreateICmpULT(done, count), loop, after);

  b.SetInsertPoint(loop);
  body(b, reverse ? b.CreateSub(b.CreateSub(count, done), one) : done);
  done->addIncoming(b.CreateAdd(done, one), loop);
  b.CreateBr(header);
  b.SetInsertPoint(after, after->begin());
}

void expandTransfer(llvm::MemTransferInst &copy) {
  const llvm::DataLayout &layout = copy.getModule()->getDataLayout();
  uint64_t c = chunkBytes(knownLengthMultiple(copy.getLength(), layout),
                          knownAlignment(copy.getDestAlign(), copy.getRawDest(), layout),
                          knownAlignment(copy.getSourceAlign(), copy.getRawSource(), layout));
  llvm::IRBuilder<> b(&copy);
  b.SetCurrentDebugLocation(copy.getDebugLoc());
  llvm::Type *chunk = b.getIntNTy(static_cast<unsigned>(c * 8));
  llvm::Value *source = copy.getRawSource(), *dest = copy.getRawDest();
  bool isVolatile = copy.isVolatile();
  auto *constant = llvm::dyn_cast<llvm::ConstantInt>(copy.getLength());
  if (constant && constant->getZExtValue() / c <= maxUnrolledChunks) {
    uint64_t count = constant->getZExtValue() / c;
    // memmove may overlap: read everything first, then write.
    std::vector<llvm::Value *> values;
    for (uint64_t k = 0; k < count; ++k)
      values.push_back(b.CreateLoad(chunk, chunkAt(b, chunk, source, b.getInt64(k)), isVolatile));
    for (uint64_t k = 0; k < count; ++k)
      b.CreateStore(values[k], chunkAt(b, chunk, dest, b.getInt64(k)), isVolatile);
    return;
  }
  llvm::Value *count = b.CreateUDiv(copy.getLength(), llvm::ConstantInt::get(copy.getLength()->getType(), c));
  auto copyChunk = [&](llvm::IRBuilder<> &in, llvm::Value *k) {
    llvm::Value *value = in.CreateLoad(chunk, chunkAt(in, chunk, source, k), isVolatile);
    in.CreateStore(value, chunkAt(in, chunk, dest, k), isVolatile);
  };
  if (!llvm::isa<llvm::MemMoveInst>(copy)) {
    emitChunkLoop(b, count, /*reverse=*/false, copy.getDebugLoc(), copyChunk);
    return;
  }
  // Overlapping memmove: copy away from the overlap, front to back when the
  // destination lies below the source, back to front otherwise.
  llvm::Value *split =
      b.CreateICmpULE(b.CreatePtrToInt(dest, b.getInt64Ty()), b.CreatePtrToInt(source, b.getInt64Ty()));
  llvm::Instruction *forward = nullptr, *backward = nullptr;
  llvm::SplitBlockAndInsertIfThenElse(split, &copy, &forward, &backward);
  forward->setDebugLoc(copy.getDebugLoc());
  backward->setDebugLoc(copy.getDebugLoc());
  forward->getParent()->getSinglePredecessor()->getTerminator()->setDebugLoc(copy.getDebugLoc());
  b.SetInsertPoint(forward);
  emitChunkLoop(b, count, /*reverse=*/false, copy.getDebugLoc(), copyChunk);
  b.SetInsertPoint(backward);
  emitChunkLoop(b, count, /*reverse=*/true, copy.getDebugLoc(), copyChunk);
}

void expandSet(llvm::MemSetInst &set) {
  const llvm::DataLayout &layout = set.getModule()->getDataLayout();
  uint64_t c = chunkBytes(knownLengthMultiple(set.getLength(), layout),
                          knownAlignment(set.getDestAlign(), set.getRawDest(), layout), 0);
  llvm::IRBuilder<> b(&set);
  b.SetCurrentDebugLocation(set.getDebugLoc());
  llvm::Type *chunk = b.getIntNTy(static_cast<unsigned>(c * 8));
  // The byte repeated across the chunk.
  llvm::Value *byte = b.CreateZExt(set.getValue(), chunk);
  llvm::Value *value = byte;
  for (uint64_t k = 1; k < c; ++k)
    value = b.CreateOr(value, b.CreateShl(byte, k * 8));
  llvm::Value *dest = set.getRawDest();
  bool isVolatile = set.isVolatile();
  auto *constant = llvm::dyn_cast<llvm::ConstantInt>(set.getLength());
  if (constant && constant->getZExtValue() / c <= maxUnrolledChunks) {
    for (uint64_t k = 0; k < constant->getZExtValue() / c; ++k)
      b.CreateStore(value, chunkAt(b, chunk, dest, b.getInt64(k)), isVolatile);
    return;
  }
  llvm::Value *count = b.CreateUDiv(set.getLength(), llvm::ConstantInt::get(set.getLength()->getType(), c));
  emitChunkLoop(b, count, /*reverse=*/false, set.getDebugLoc(), [&](llvm::IRBuilder<> &in, llvm::Value *k) {
    in.CreateStore(value, chunkAt(in, chunk, dest, k), isVolatile);
  });
}

} // namespace

void expandMemoryIntrinsics(llvm::Function &f) {
  std::vector<llvm::MemIntrinsic *> calls;
  for (llvm::Instruction &inst : llvm::instructions(f))
    if (auto *m = llvm::dyn_cast<llvm::MemIntrinsic>(&inst))
      calls.push_back(m);
  for (llvm::MemIntrinsic *m : calls) {
    // A private variable has a size, which a length known only at run time
    // may pass: that write or read runs past its end (undefined behaviour
    // that no race check sees), so it is refused, as GPUVerify did.
    if (!llvm::isa<llvm::ConstantInt>(m->getLength())) {
      bool privateObject = llvm::isa<llvm::AllocaInst>(llvm::getUnderlyingObject(m->getRawDest()));
      if (auto *transfer = llvm::dyn_cast<llvm::MemTransferInst>(m))
        privateObject |= llvm::isa<llvm::AllocaInst>(llvm::getUnderlyingObject(transfer->getRawSource()));
      if (privateObject)
        throw TranslationError("memcpy and memset of a run-time length into or out of a private variable are not "
                               "supported (the length may pass the variable's end)",
                               sourceChain(*m));
    }
    if (auto *transfer = llvm::dyn_cast<llvm::MemTransferInst>(m))
      expandTransfer(*transfer);
    else
      expandSet(*llvm::cast<llvm::MemSetInst>(m));
    m->eraseFromParent();
  }
}

} // namespace gv
