#include "gpuverify/Intrinsics.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/raw_ostream.h"

#include <cctype>

namespace gv {

namespace {

// What GV_INTRINSIC's properties are made of.
enum Property : unsigned {
  Annotation = 1,
  ThreadSpecific = 2,
  DescribesLoggedAccesses = 4,
  ReadsRaceLogs = 8,
  Synchronises = 16,
  WarpLevel = 32,
  SynchronisesWarp = 64,
};

unsigned propertiesOf(Intrinsic i) {
  static const unsigned properties[] = {
#define GV_INTRINSIC(name, properties) properties,
#include "gpuverify/Intrinsics.def"
  };
  return properties[static_cast<unsigned>(i)];
}

const llvm::StringMap<Intrinsic> &exactNames() {
  static const llvm::StringMap<Intrinsic> names = {
#define GV_INTRINSIC_NAME(calleeName, name) {calleeName, Intrinsic::name},
#include "gpuverify/Intrinsics.def"
  };
  return names;
}

struct Family {
  const char *prefix;
  Intrinsic intrinsic;
};

const Family families[] = {
#define GV_INTRINSIC_PREFIX(prefix, name) {prefix, Intrinsic::name},
#include "gpuverify/Intrinsics.def"
};

} // namespace

std::string baseName(llvm::StringRef name) {
  if (!name.starts_with("_Z"))
    return name.str();
  // _Z <length> <identifier> <parameter types>; nested names (N...E) are
  // member functions, which are never intrinsics.
  size_t i = 2, length = 0;
  if (i >= name.size() || !std::isdigit(static_cast<unsigned char>(name[i])))
    return name.str();
  while (i < name.size() && std::isdigit(static_cast<unsigned char>(name[i])))
    length = length * 10 + (name[i++] - '0');
  if (i + length > name.size())
    return name.str();
  return name.substr(i, length).str();
}

std::string atomicOperationName(const llvm::Function &callee) {
  std::string base = baseName(callee.getName());
  for (llvm::StringRef prefix : {"__gv_atomic_", "__gv_block_atomic_"})
    if (llvm::StringRef(base).starts_with(prefix)) {
      size_t start = prefix.size();
      return base.substr(start, base.find('_', start) - start);
    }
  return "";
}

bool isAtomicOperation(Intrinsic i) { return i == Intrinsic::AtomicOperation || i == Intrinsic::BlockAtomicOperation; }

Intrinsic classifyFunction(const llvm::Function &callee) {
  std::string base = baseName(callee.getName());
  auto exact = exactNames().find(base);
  if (exact != exactNames().end())
    return exact->second;
  for (const Family &family : families)
    if (llvm::StringRef(base).starts_with(family.prefix))
      return family.intrinsic;
  return Intrinsic::None;
}

bool isAnnotation(Intrinsic i) { return propertiesOf(i) & Annotation; }

bool isThreadSpecific(Intrinsic i) { return propertiesOf(i) & ThreadSpecific; }

bool readsRaceLogs(Intrinsic i) { return propertiesOf(i) & ReadsRaceLogs; }

bool describesLoggedAccesses(Intrinsic i) { return propertiesOf(i) & DescribesLoggedAccesses; }

Intrinsic intrinsicOf(const llvm::Instruction &inst) {
  auto *call = llvm::dyn_cast<llvm::CallBase>(&inst);
  if (!call || !call->getCalledFunction())
    return Intrinsic::None;
  return classifyFunction(*call->getCalledFunction());
}

bool isSpecificationOnly(const llvm::Function &f) {
  return llvm::StringRef(baseName(f.getName())).starts_with("__spec");
}

bool isBarrier(Intrinsic i) { return propertiesOf(i) & Synchronises; }

bool isWarpOperation(Intrinsic i) { return propertiesOf(i) & WarpLevel; }

bool mayEmptyAccessLogs(Intrinsic i) { return propertiesOf(i) & (Synchronises | SynchronisesWarp); }

std::string typedName(const char *prefix, llvm::Type *type) {
  std::string name = prefix;
  llvm::raw_string_ostream out(name);
  type->print(out);
  return out.str();
}

llvm::FunctionCallee arbitraryValueFunction(llvm::Module &module, llvm::Type *type) {
  return module.getOrInsertFunction(typedName(arbitraryValuePrefix, type), llvm::FunctionType::get(type, false));
}

llvm::FunctionCallee argumentFunction(llvm::Module &module, Intrinsic kind, llvm::Type *type) {
  llvm::LLVMContext &context = module.getContext();
  const char *prefix = kind == Intrinsic::ArgumentPassed ? argumentPassedPrefix : uniformIfPassedSoPrefix;
  return module.getOrInsertFunction(
      typedName(prefix, type),
      llvm::FunctionType::get(llvm::Type::getVoidTy(context), {llvm::Type::getInt32Ty(context), type}, false));
}

} // namespace gv
