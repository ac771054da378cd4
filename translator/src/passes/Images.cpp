#include "passes/Images.h"

#include "SourceLocations.h"
#include "gpuverify/Intrinsics.h"
#include "gpuverify/Translator.h"

#include "llvm/IR/DIBuilder.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Module.h"

#include <map>

namespace gv {

namespace {

constexpr unsigned texelBits = 128; // float4, int4 and uint4 texels
constexpr unsigned globalAddressSpace = 1;

// Debug information describing the texel array, so that reports name the
// image as its parameter and print a texel as image[y][x].
void describeImage(llvm::GlobalVariable &texels, const std::string &name) {
  llvm::Module &m = *texels.getParent();
  llvm::DIBuilder dib(m);
  llvm::DICompileUnit *unit = nullptr;
  for (llvm::DICompileUnit *cu : m.debug_compile_units())
    unit = cu;
  if (!unit)
    return;
  llvm::DIType *texel = dib.createBasicType("texel", texelBits, llvm::dwarf::DW_ATE_unsigned);
  llvm::Metadata *ranges[] = {dib.getOrCreateSubrange(int64_t(0), int64_t(0)),
                              dib.getOrCreateSubrange(int64_t(0), int64_t(imageRowTexels))};
  llvm::DIType *array = dib.createArrayType(0, texelBits, texel, dib.getOrCreateArray(ranges));
  auto *expr = dib.createGlobalVariableExpression(unit, name, texels.getName(), unit->getFile(), 0, array, true);
  texels.addDebugInfo(expr);
  dib.finalize();
}

llvm::GlobalVariable *texelArray(llvm::Argument &image) {
  llvm::Module &m = *image.getParent()->getParent();
  llvm::LLVMContext &c = m.getContext();
  llvm::Type *row = llvm::ArrayType::get(llvm::Type::getIntNTy(c, texelBits), imageRowTexels);
  auto *texels = new llvm::GlobalVariable(m, llvm::ArrayType::get(row, 0), false, llvm::GlobalValue::ExternalLinkage,
                                          nullptr, "__gv_image." + parameterName(image), nullptr,
                                          llvm::GlobalValue::NotThreadLocal, globalAddressSpace);
  describeImage(*texels, parameterName(image));
  return texels;
}

} // namespace

void lowerImageWrites(llvm::Function &kernel) {
  std::vector<llvm::CallBase *> writes;
  for (llvm::Instruction &inst : llvm::instructions(kernel))
    if (auto *call = llvm::dyn_cast<llvm::CallBase>(&inst);
        call && call->getCalledFunction() && classifyFunction(*call->getCalledFunction()) == Intrinsic::ImageWrite)
      writes.push_back(call);
  std::map<llvm::Argument *, llvm::GlobalVariable *> arrays;
  for (llvm::CallBase *write : writes) {
    auto *image = llvm::dyn_cast<llvm::Argument>(write->getArgOperand(0));
    auto *coords = llvm::dyn_cast<llvm::FixedVectorType>(write->getArgOperand(1)->getType());
    llvm::Value *texel = write->getArgOperand(2);
    if (!image)
      throw TranslationError("a write to an image chosen at run time (rather than a kernel image parameter named "
                             "directly) is not supported",
                             sourceChain(*write));
    if (!coords || coords->getNumElements() != 2 || texel->getType()->getPrimitiveSizeInBits() != texelBits)
      throw TranslationError("image writes other than 2D float4, int4 and uint4 texels are not supported",
                             sourceChain(*write));
    llvm::GlobalVariable *&texels = arrays[image];
    if (!texels)
      texels = texelArray(*image);
    llvm::IRBuilder<> b(write);
    llvm::Value *x = b.CreateExtractElement(write->getArgOperand(1), uint64_t(0));
    llvm::Value *y = b.CreateExtractElement(write->getArgOperand(1), uint64_t(1));
    llvm::Value *at = b.CreateGEP(texels->getValueType(), texels, {b.getInt32(0), y, x});
    llvm::StoreInst *store = b.CreateStore(texel, at);
    for (llvm::Value *v : {x, y, at})
      if (auto *i = llvm::dyn_cast<llvm::Instruction>(v))
        i->setDebugLoc(write->getDebugLoc());
    store->setDebugLoc(write->getDebugLoc());
    write->eraseFromParent();
  }
}

} // namespace gv
