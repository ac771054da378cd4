#include "PostconditionEntries.h"

#include "Contracts.h"
#include "gpuverify/Intrinsics.h"

#include "llvm/BinaryFormat/Dwarf.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Transforms/Utils/Cloning.h"

#include <optional>
#include <set>
#include <string>

namespace gv {

namespace {

// The defined functions `kernels` call, directly or through others.
std::vector<llvm::Function *> calledFunctions(const std::vector<llvm::Function *> &kernels) {
  std::set<llvm::Function *> seen(kernels.begin(), kernels.end());
  std::vector<llvm::Function *> work(kernels.begin(), kernels.end()), called;
  while (!work.empty()) {
    llvm::Function *f = work.back();
    work.pop_back();
    for (llvm::Instruction &inst : llvm::instructions(*f)) {
      auto *call = llvm::dyn_cast<llvm::CallBase>(&inst);
      llvm::Function *callee = call ? call->getCalledFunction() : nullptr;
      if (!callee || callee->isDeclaration() || !seen.insert(callee).second)
        continue;
      called.push_back(callee);
      work.push_back(callee);
    }
  }
  return called;
}

// Before each call of `f`, a mark of each value argument it passes, with
// the key of the parameter: `firstKey` + the parameter's index.
void markArgumentsPassed(llvm::Function &f, unsigned firstKey) {
  llvm::Module &m = *f.getParent();
  for (llvm::User *user : f.users()) {
    auto *call = llvm::dyn_cast<llvm::CallBase>(user);
    if (!call || call->getCalledFunction() != &f)
      continue;
    llvm::IRBuilder<> b(call);
    b.SetCurrentDebugLocation(call->getDebugLoc());
    for (llvm::Argument &arg : f.args())
      if (!arg.getType()->isPointerTy() && arg.getArgNo() < call->arg_size())
        b.CreateCall(argumentFunction(m, Intrinsic::ArgumentPassed, arg.getType()),
                     {b.getInt32(firstKey + arg.getArgNo()), call->getArgOperand(arg.getArgNo())});
  }
}

// The scalars of a struct passed by value that get an arbitrary value of
// their own; the rest stay uninitialised, which is arbitrary at each read
// (sound, but a precondition on them cannot hold them still).
constexpr unsigned maxFilledScalars = 256;

// Stores an arbitrary value in each scalar of the `type` at `address`
// (pointers excepted: an arbitrary pointer points nowhere known), so that
// the contents are arbitrary but stay as they are, as a caller's copy does.
void fillWithArbitraryValues(llvm::IRBuilder<> &b, llvm::Value *address, llvm::Type *type, unsigned &budget) {
  llvm::Module &m = *b.GetInsertBlock()->getModule();
  if (budget == 0 || type->isPointerTy())
    return;
  if (auto *structType = llvm::dyn_cast<llvm::StructType>(type)) {
    for (unsigned i = 0; i < structType->getNumElements(); ++i)
      fillWithArbitraryValues(b, b.CreateStructGEP(structType, address, i), structType->getElementType(i), budget);
    return;
  }
  if (auto *arrayType = llvm::dyn_cast<llvm::ArrayType>(type)) {
    for (uint64_t i = 0; i < arrayType->getNumElements() && budget > 0; ++i)
      fillWithArbitraryValues(b, b.CreateConstInBoundsGEP2_64(arrayType, address, 0, i), arrayType->getElementType(),
                              budget);
    return;
  }
  if (!type->isIntegerTy() && !type->isFloatingPointTy() && !type->isVectorTy())
    return;
  --budget;
  b.CreateStore(b.CreateCall(arbitraryValueFunction(m, type), {}), address);
}

// Whether a pointer parameter is a function pointer some call goes through.
bool calledThrough(const llvm::Argument &arg) {
  for (const llvm::User *user : arg.users())
    if (auto *call = llvm::dyn_cast<llvm::CallBase>(user); call && call->getCalledOperand() == &arg)
      return true;
  return false;
}

// The size of what a pointer parameter points to, as the source declares
// it (`int *p`: 4); 1 if there is no debug information to say.
uint64_t declaredPointeeBytes(const llvm::Argument &arg) {
  const llvm::DISubprogram *sp = arg.getParent()->getSubprogram();
  if (!sp || !sp->getType() || arg.getArgNo() + 1 >= sp->getType()->getTypeArray().size())
    return 1;
  const llvm::DIType *type = sp->getType()->getTypeArray()[arg.getArgNo() + 1];
  auto *pointer = llvm::dyn_cast_or_null<llvm::DIDerivedType>(type);
  // Through typedefs and qualifiers to the pointer, then to what it points to.
  while (pointer && pointer->getTag() != llvm::dwarf::DW_TAG_pointer_type)
    pointer = llvm::dyn_cast_or_null<llvm::DIDerivedType>(pointer->getBaseType());
  const llvm::DIType *pointee = pointer ? pointer->getBaseType() : nullptr;
  while (auto *derived = llvm::dyn_cast_or_null<llvm::DIDerivedType>(pointee)) {
    if (derived->getSizeInBits() != 0)
      break;
    pointee = derived->getBaseType(); // const, volatile, typedef
  }
  uint64_t bytes = pointee ? pointee->getSizeInBits() / 8 : 0;
  return bytes == 0 ? 1 : bytes;
}

// A copy of `f` named `f.suffix` whose value parameters are arbitrary
// values, different for the two threads; with `firstKey`, the same for both
// where every call passes them so (UniformIfPassedSo).
llvm::Function *entryWithArbitraryArguments(llvm::Function &f, const std::string &suffix,
                                            std::optional<unsigned> firstKey) {
  llvm::ValueToValueMapTy copies;
  llvm::Function *entry = llvm::CloneFunction(&f, copies);
  entry->setName(f.getName() + "." + suffix);
  llvm::Module &m = *f.getParent();
  llvm::IRBuilder<> b(&*entry->getEntryBlock().getFirstInsertionPt());
  for (llvm::Argument &arg : entry->args()) {
    // A struct passed by value is the caller's copy: each thread's own, of
    // arbitrary contents (uninitialised private memory is arbitrary). As an
    // array of its own it would hold the same contents for both threads.
    if (arg.hasByValAttr()) {
      const llvm::DataLayout &layout = m.getDataLayout();
      llvm::AllocaInst *copy =
          b.CreateAlloca(arg.getParamByValType(), layout.getAllocaAddrSpace(), nullptr, arg.getName() + ".copy");
      if (llvm::MaybeAlign align = arg.getParamAlign())
        copy->setAlignment(*align);
      unsigned budget = maxFilledScalars;
      fillWithArbitraryValues(b, copy, arg.getParamByValType(), budget);
      llvm::Value *pointer = copy->getType() == arg.getType() ? static_cast<llvm::Value *>(copy)
                                                              : b.CreateAddrSpaceCast(copy, arg.getType());
      arg.replaceAllUsesWith(pointer);
      continue;
    }
    // Other pointers stay parameters (arrays of their own).
    if (arg.getType()->isPointerTy())
      continue;
    std::string name = arg.getName().str(); // the value takes the parameter's name
    arg.setName("");
    llvm::Value *arbitrary = b.CreateCall(arbitraryValueFunction(m, arg.getType()), {}, name);
    if (firstKey)
      b.CreateCall(argumentFunction(m, Intrinsic::UniformIfPassedSo, arg.getType()),
                   {b.getInt32(*firstKey + arg.getArgNo()), arbitrary});
    arg.replaceAllUsesWith(arbitrary);
  }
  return entry;
}

} // namespace

std::vector<llvm::Function *> addPostconditionEntries(const std::vector<llvm::Function *> &kernels) {
  // A specification-only function has no body to check: its contract is
  // what calls assume of it.
  std::vector<std::pair<llvm::Function *, unsigned>> checked; // with its first key
  unsigned nextKey = 0;
  for (llvm::Function *f : calledFunctions(kernels))
    if (hasPostconditions(*f) && !isSpecificationOnly(*f)) {
      checked.push_back({f, nextKey});
      nextKey += static_cast<unsigned>(f->arg_size());
    }
  // Every call marked first, so that the entries' copies of calls are too.
  for (auto [f, firstKey] : checked)
    markArgumentsPassed(*f, firstKey);
  std::vector<llvm::Function *> entries;
  for (auto [f, firstKey] : checked)
    entries.push_back(entryWithArbitraryArguments(*f, "postconditions", firstKey));
  return entries;
}

llvm::Function *uncalledFunctionEntry(llvm::Function &f) {
  llvm::Function *entry = entryWithArbitraryArguments(f, "entry", std::nullopt);
  llvm::IRBuilder<> b(&*entry->getEntryBlock().getFirstInsertionPt());
  const llvm::DataLayout &layout = entry->getParent()->getDataLayout();
  for (llvm::Argument &arg : entry->args()) {
    if (!arg.getType()->isPointerTy() || arg.hasByValAttr() || arg.use_empty() || calledThrough(arg))
      continue;
    // Each work-item's pointer is somewhere in the array, a whole number of
    // the elements the source declares it to point to (a pointer that is
    // not so aligned cannot be dereferenced).
    llvm::Type *index = layout.getIndexType(arg.getType());
    llvm::Value *elements = b.CreateCall(arbitraryValueFunction(*entry->getParent(), index), {});
    // As many bytes as the element (an iN type may be padded: i96 takes 16).
    llvm::Type *element = llvm::ArrayType::get(b.getInt8Ty(), declaredPointeeBytes(arg));
    llvm::Value *pointer = b.CreateGEP(element, &arg, elements, arg.getName() + ".passed");
    arg.replaceUsesWithIf(pointer, [&](llvm::Use &use) { return use.getUser() != pointer; });
  }
  return entry;
}

} // namespace gv
