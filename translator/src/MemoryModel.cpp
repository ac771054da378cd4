#include "MemoryModel.h"

#include "SourceLocations.h"
#include "gpuverify/Intrinsics.h"
#include "passes/IndirectCalls.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Analysis/ValueTracking.h"

#include "llvm/BinaryFormat/Dwarf.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DebugInfo.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/GetElementPtrTypeIterator.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"

#include <algorithm>
#include <cstdlib>
#include <numeric>

namespace gv {

namespace {

// Address spaces of the clang targets we compile for (spir and nvptx).
MemorySpace spaceOf(unsigned addressSpace, bool cuda, bool isKernelParameter) {
  if (cuda) {
    switch (addressSpace) {
    case 3: return MemorySpace::GroupShared;
    case 4: return MemorySpace::Constant;
    case 5: return MemorySpace::Private;
    default: return MemorySpace::Global; // generic pointers and __device__
    }
  }
  switch (addressSpace) {
  case 1: return MemorySpace::Global;
  case 2: return MemorySpace::Constant;
  case 3: return MemorySpace::GroupShared;
  default: return isKernelParameter ? MemorySpace::Global : MemorySpace::Private;
  }
}

bool isCuda(const llvm::Module &m) { return llvm::StringRef(m.getTargetTriple()).starts_with("nvptx"); }

const llvm::DIType *stripQualifiers(const llvm::DIType *t) {
  while (auto *d = llvm::dyn_cast_or_null<llvm::DIDerivedType>(t)) {
    auto tag = d->getTag();
    if (tag != llvm::dwarf::DW_TAG_typedef && tag != llvm::dwarf::DW_TAG_const_type &&
        tag != llvm::dwarf::DW_TAG_volatile_type && tag != llvm::dwarf::DW_TAG_restrict_type &&
        tag != llvm::dwarf::DW_TAG_atomic_type)
      break;
    t = d->getBaseType();
  }
  return t;
}

// Element width and dimensions of a source array type (or of a scalar,
// which is a one-element view).
void describeArrayType(const llvm::DIType *type, ArrayRegion &region) {
  type = stripQualifiers(type);
  while (auto *c = llvm::dyn_cast_or_null<llvm::DICompositeType>(type)) {
    // A vector (float4) is one source element, as GPUVerify reports it.
    if (c->getTag() != llvm::dwarf::DW_TAG_array_type || c->isVector())
      break;
    for (const llvm::DINode *e : c->getElements()) {
      uint64_t extent = 0;
      if (auto *range = llvm::dyn_cast<llvm::DISubrange>(e))
        if (auto *count = llvm::dyn_cast_if_present<llvm::ConstantInt *>(range->getCount()))
          extent = count->getZExtValue();
      region.sourceDimensions.push_back(extent);
    }
    type = stripQualifiers(c->getBaseType());
  }
  if (type && type->getSizeInBits())
    region.sourceElementBits = static_cast<unsigned>(type->getSizeInBits());
}

uint64_t gcd(uint64_t a, uint64_t b) { return std::gcd(a, b); }

// The source expression for the field `offset` bytes into a value of
// `type` whose expression is `path`: "q.s.p", "q.p[4]" (base classes add
// nothing). Sets `field` to the field's type.
std::string fieldPath(const llvm::DIType *type, uint64_t offset, std::string path, const llvm::DIType *&field) {
  type = stripQualifiers(type);
  field = type;
  auto *composite = llvm::dyn_cast_or_null<llvm::DICompositeType>(type);
  if (!composite)
    return path;
  if (composite->getTag() == llvm::dwarf::DW_TAG_array_type) {
    std::vector<uint64_t> extents;
    for (const llvm::DINode *e : composite->getElements()) {
      uint64_t extent = 0;
      if (auto *range = llvm::dyn_cast<llvm::DISubrange>(e))
        if (auto *count = llvm::dyn_cast_if_present<llvm::ConstantInt *>(range->getCount()))
          extent = count->getZExtValue();
      extents.push_back(extent);
    }
    const llvm::DIType *element = stripQualifiers(composite->getBaseType());
    uint64_t stride = element ? element->getSizeInBits() / 8 : 0;
    std::vector<uint64_t> strides(extents.size());
    for (size_t k = extents.size(); k-- > 0;) {
      strides[k] = stride;
      stride *= extents[k] ? extents[k] : 1;
    }
    for (uint64_t s : strides) {
      if (s == 0)
        return path;
      path += "[" + std::to_string(offset / s) + "]";
      offset %= s;
    }
    return fieldPath(element, offset, path, field);
  }
  for (const llvm::DINode *node : composite->getElements()) {
    auto *member = llvm::dyn_cast<llvm::DIDerivedType>(node);
    if (!member || member->isStaticMember() ||
        (member->getTag() != llvm::dwarf::DW_TAG_member && member->getTag() != llvm::dwarf::DW_TAG_inheritance))
      continue;
    const llvm::DIType *memberType = stripQualifiers(member->getBaseType());
    uint64_t start = member->getOffsetInBits() / 8;
    uint64_t size = (member->getSizeInBits() ? member->getSizeInBits()
                     : memberType            ? memberType->getSizeInBits()
                                             : 0) /
                    8;
    if (offset < start || offset >= start + size)
      continue;
    bool base = member->getTag() == llvm::dwarf::DW_TAG_inheritance;
    return fieldPath(memberType, offset - start, base ? path : path + "." + member->getName().str(), field);
  }
  return path;
}

// The by-value argument and byte offset a pointer is loaded from, or
// (nullptr, 0) for any other memory.
std::pair<const llvm::Value *, uint64_t> hostLocation(const llvm::LoadInst &load, const llvm::DataLayout &layout) {
  const llvm::Value *pointer = load.getPointerOperand();
  llvm::APInt offset(layout.getIndexTypeSizeInBits(pointer->getType()), 0);
  const llvm::Value *root = pointer->stripAndAccumulateConstantOffsets(layout, offset, true);
  if (auto *arg = llvm::dyn_cast<llvm::Argument>(root); arg && arg->hasByValAttr() && !offset.isNegative())
    return {arg, offset.getZExtValue()};
  return {nullptr, 0};
}

// A parameter's type as the source declares it (type i+1 of the function's
// subroutine type; 0 is the result), if there is debug information.
const llvm::DIType *declaredType(const llvm::Argument &arg) {
  const llvm::DISubprogram *sp = arg.getParent()->getSubprogram();
  if (!sp || !sp->getType())
    return nullptr;
  llvm::DITypeRefArray types = sp->getType()->getTypeArray();
  return arg.getArgNo() + 1 < types.size() ? types[arg.getArgNo() + 1] : nullptr;
}

bool isFunctionPointerType(const llvm::DIType *type) {
  auto *pointer = llvm::dyn_cast_or_null<llvm::DIDerivedType>(stripQualifiers(type));
  return pointer && pointer->getTag() == llvm::dwarf::DW_TAG_pointer_type &&
         llvm::isa_and_nonnull<llvm::DISubroutineType>(stripQualifiers(pointer->getBaseType()));
}

// The values a pointer is one of, looking through casts, phis and selects.
void originsOf(const llvm::Value *pointer, std::set<const llvm::Value *> &seen,
               std::vector<const llvm::Value *> &origins) {
  if (!seen.insert(pointer).second)
    return;
  if (auto *op = llvm::dyn_cast<llvm::Operator>(pointer);
      op && (op->getOpcode() == llvm::Instruction::BitCast || op->getOpcode() == llvm::Instruction::AddrSpaceCast)) {
    originsOf(op->getOperand(0), seen, origins);
  } else if (auto *phi = llvm::dyn_cast<llvm::PHINode>(pointer)) {
    for (const llvm::Value *in : phi->incoming_values())
      originsOf(in, seen, origins);
  } else if (auto *select = llvm::dyn_cast<llvm::SelectInst>(pointer)) {
    originsOf(select->getTrueValue(), seen, origins);
    originsOf(select->getFalseValue(), seen, origins);
  } else {
    origins.push_back(pointer);
  }
}

// A pointer whose target the kernel does not choose: a parameter (other
// than a struct passed by value), a load, a call's result, an integer.
bool isReceived(const llvm::Value *pointer) {
  if (auto *arg = llvm::dyn_cast<llvm::Argument>(pointer))
    return !arg->hasByValAttr();
  return llvm::isa<llvm::LoadInst>(pointer) || llvm::isa<llvm::CallBase>(pointer) ||
         llvm::isa<llvm::IntToPtrInst>(pointer);
}

} // namespace

MemoryModel::MemoryModel(const llvm::Function &kernel, const llvm::DataLayout &layout,
                         const std::set<const llvm::Instruction *> &annotationOnly)
    : layout_(layout), dominators_(const_cast<llvm::Function &>(kernel)) {
  findFunctionPointers(kernel);
  discoverArrays(kernel);
  discoverExternalArrays(kernel);
  computePointsTo(kernel);
  collectAccesses(kernel, annotationOnly);
  chooseElementWidths(kernel);
}

int MemoryModel::addArray(ArrayRegion region) {
  arrays_.push_back(std::move(region));
  int index = static_cast<int>(arrays_.size() - 1);
  arrayOfBase_[arrays_.back().base] = index;
  return index;
}

// With opaque pointers only the source says which parameters are function
// pointers; and a pointer the kernel calls, or compares with a function (or
// with a function pointer), is one too, whatever the source says. Such
// pointers are values, not arrays.
void MemoryModel::findFunctionPointers(const llvm::Function &kernel) {
  for (const llvm::Argument &arg : kernel.args())
    if (arg.getType()->isPointerTy() && !arg.hasByValAttr() && isFunctionPointerType(declaredType(arg)))
      functionPointers_.insert(&arg);
  rejectUntypedStoredParameters(kernel);
  // Pointers whose values meet: both sides of a comparison, or what is called.
  std::vector<std::vector<const llvm::Value *>> meetings;
  for (const llvm::Instruction &inst : llvm::instructions(kernel)) {
    std::set<const llvm::Value *> seen;
    std::vector<const llvm::Value *> origins;
    if (auto *cmp = llvm::dyn_cast<llvm::ICmpInst>(&inst); cmp && cmp->getOperand(0)->getType()->isPointerTy()) {
      originsOf(cmp->getOperand(0), seen, origins);
      originsOf(cmp->getOperand(1), seen, origins);
    } else if (auto *call = llvm::dyn_cast<llvm::CallBase>(&inst);
               call && call->getCalledFunction() &&
               classifyFunction(*call->getCalledFunction()) == Intrinsic::InvalidFunctionPointerCall) {
      originsOf(call->getArgOperand(0), seen, origins);
      origins.push_back(call->getCalledFunction()); // what is called is a function
    } else {
      continue;
    }
    meetings.push_back(std::move(origins));
  }
  bool changed = true;
  while (changed) {
    changed = false;
    for (const auto &meeting : meetings) {
      bool ofFunctions = std::any_of(meeting.begin(), meeting.end(), [&](const llvm::Value *v) {
        return llvm::isa<llvm::Function>(v) || functionPointers_.count(v);
      });
      if (!ofFunctions)
        continue;
      for (const llvm::Value *v : meeting)
        if (isReceived(v) && functionPointers_.insert(v).second)
          changed = true;
    }
  }
}

// A parameter taken for an array is a byte offset into it, 0: stored to
// memory and loaded back as a function pointer, it would seem null. Without
// debug information a function pointer parameter the kernel only stores
// cannot be told from an array, so in a module whose functions can be
// pointed to, such parameters are refused.
void MemoryModel::rejectUntypedStoredParameters(const llvm::Function &kernel) {
  const llvm::Module &module = *kernel.getParent();
  bool functionsPointedTo =
      std::any_of(module.begin(), module.end(), [](const llvm::Function &f) { return mayBePointedTo(f); });
  if (!functionsPointedTo)
    return;
  for (const llvm::Instruction &inst : llvm::instructions(kernel)) {
    auto *store = llvm::dyn_cast<llvm::StoreInst>(&inst);
    if (!store || !store->getValueOperand()->getType()->isPointerTy())
      continue;
    std::set<const llvm::Value *> seen;
    std::vector<const llvm::Value *> origins;
    originsOf(store->getValueOperand(), seen, origins);
    for (const llvm::Value *origin : origins)
      if (auto *arg = llvm::dyn_cast<llvm::Argument>(origin); arg && !arg->hasByValAttr() && !declaredType(*arg))
        throw TranslationError("cannot tell whether parameter '" + parameterName(*arg) +
                                   "' is a function pointer: compile the kernel with debug information (-g)",
                               sourceChain(inst));
  }
}

void MemoryModel::discoverArrays(const llvm::Function &kernel) {
  const llvm::Module &module = *kernel.getParent();
  bool cuda = isCuda(module);

  // Kernel pointer parameters.
  for (const llvm::Argument &arg : kernel.args()) {
    if (!arg.getType()->isPointerTy() || isFunctionPointer(&arg))
      continue;
    ArrayRegion region;
    region.base = &arg;
    region.space = spaceOf(arg.getType()->getPointerAddressSpace(), cuda, true);
    if (region.space == MemorySpace::Private)
      region.space = MemorySpace::Global;
    // A struct passed by value: every thread gets its own copy.
    if (arg.hasByValAttr()) {
      region.space = MemorySpace::Private;
      region.passedByValue = true;
    }
    region.sourceName = parameterName(arg);
    region.sourceDimensions.push_back(0);
    if (auto *ptr = llvm::dyn_cast_or_null<llvm::DIDerivedType>(stripQualifiers(declaredType(arg))))
      describeArrayType(ptr->getBaseType(), region);
    addArray(std::move(region));
  }

  // Variables at program scope (__local, __shared__, __constant, __device__).
  for (const llvm::GlobalVariable &g : module.globals()) {
    if (g.getName().starts_with("llvm.") || g.use_empty())
      continue;
    ArrayRegion region;
    region.base = &g;
    region.space = spaceOf(g.getAddressSpace(), cuda, false);
    if (region.space == MemorySpace::Private) // OpenCL program-scope variables are __constant
      region.space = g.isConstant() ? MemorySpace::Constant : MemorySpace::Global;
    if (g.isConstant())
      region.space = MemorySpace::Constant;
    region.sourceName = baseName(g.getName());
    llvm::SmallVector<llvm::DIGlobalVariableExpression *, 1> debug;
    g.getDebugInfo(debug);
    if (!debug.empty()) {
      region.sourceName = debug.front()->getVariable()->getName().str();
      describeArrayType(debug.front()->getVariable()->getType(), region);
    } else {
      region.sourceElementBits = 8;
    }
    // OpenCL program-scope initialisers are fixed; CUDA's host may rewrite
    // __constant__ and __device__ variables (externally initialised) before
    // the launch, but not the constants only the device code sees (clang's
    // initialisers of local arrays, string literals, virtual tables).
    bool fixed = !cuda || (g.isConstant() && !g.isExternallyInitialized());
    if (fixed && g.hasInitializer() && !llvm::isa<llvm::UndefValue>(g.getInitializer()) &&
        region.space != MemorySpace::GroupShared)
      region.initializer = g.getInitializer();
    addArray(std::move(region));
  }

  // Private arrays (allocas SROA could not split into scalars).
  for (const llvm::Instruction &inst : llvm::instructions(kernel)) {
    auto *alloca = llvm::dyn_cast<llvm::AllocaInst>(&inst);
    if (!alloca)
      continue;
    ArrayRegion region;
    region.base = alloca;
    region.space = MemorySpace::Private;
    region.sourceName = alloca->getName().str();
    llvm::TinyPtrVector<llvm::DbgVariableRecord *> declares =
        llvm::findDVRDeclares(const_cast<llvm::AllocaInst *>(alloca));
    if (!declares.empty()) {
      region.sourceName = declares.front()->getVariable()->getName().str();
      describeArrayType(declares.front()->getVariable()->getType(), region);
    }
    addArray(std::move(region));
  }
}

// One external array per pointer field of a by-value argument (named as
// the field: "q.p"), and one for every other pointer loaded from memory or
// made from an integer.
void MemoryModel::discoverExternalArrays(const llvm::Function &kernel) {
  std::map<std::pair<const llvm::Value *, uint64_t>, int> arrayAt;
  for (const llvm::Instruction &inst : llvm::instructions(kernel)) {
    auto *load = llvm::dyn_cast<llvm::LoadInst>(&inst);
    bool madeFromInteger = llvm::isa<llvm::IntToPtrInst>(inst);
    if ((!madeFromInteger && (!load || !load->getType()->isPointerTy())) || isFunctionPointer(&inst))
      continue;
    auto location = load ? hostLocation(*load, layout_) : std::make_pair<const llvm::Value *, uint64_t>(nullptr, 0);
    if (auto known = arrayAt.find(location); known != arrayAt.end()) {
      externalArrayOf_[&inst] = known->second;
      continue;
    }
    ArrayRegion region;
    region.space = MemorySpace::Global;
    region.external = true;
    region.sourceName = "external";
    region.sourceDimensions.push_back(0);
    if (auto *arg = llvm::dyn_cast_or_null<llvm::Argument>(location.first)) {
      const llvm::DILocalVariable *var = parameterVariable(*arg);
      const llvm::DIType *field = nullptr;
      std::string argName = arrays_[arrayOfBase_.at(arg)].sourceName;
      region.sourceName = var               ? fieldPath(var->getType(), location.second, argName, field)
                          : location.second ? "*(" + argName + "+" + std::to_string(location.second) + ")"
                                            : "*" + argName;
      if (auto *ptr = llvm::dyn_cast_or_null<llvm::DIDerivedType>(field))
        describeArrayType(ptr->getBaseType(), region);
    }
    arrays_.push_back(std::move(region));
    externalArrayOf_[&inst] = arrayAt[location] = static_cast<int>(arrays_.size() - 1);
  }
}

const MemoryAccess *MemoryModel::accessOf(const llvm::Instruction *inst) const {
  auto it = accessIndex_.find(inst);
  return it == accessIndex_.end() ? nullptr : &accesses_[it->second.front()];
}

std::vector<const MemoryAccess *> MemoryModel::accessesOf(const llvm::Instruction *inst) const {
  std::vector<const MemoryAccess *> result;
  auto it = accessIndex_.find(inst);
  if (it != accessIndex_.end())
    for (size_t i : it->second)
      result.push_back(&accesses_[i]);
  return result;
}

namespace {

// The element size of an asynchronous copy from its intrinsic's name
// (..._float4, ..._uchar, ...).
unsigned asyncCopyElementBytes(const std::string &name) {
  std::string type = name.substr(name.rfind('_') + 1);
  unsigned lanes = 1;
  size_t digits = type.find_first_of("0123456789");
  if (digits != std::string::npos) {
    lanes = static_cast<unsigned>(std::stoul(type.substr(digits)));
    type = type.substr(0, digits);
    if (lanes == 3)
      lanes = 4; // a 3-component vector is laid out as four
  }
  unsigned scalar = type == "char" || type == "uchar"                       ? 1
                    : type == "short" || type == "ushort" || type == "half" ? 2
                    : type == "long" || type == "ulong" || type == "double" ? 8
                                                                            : 4;
  return scalar * lanes;
}

} // namespace

void MemoryModel::addAccess(MemoryAccess access) {
  const PointsTo &targets = pointsTo(access.pointer);
  if (!targets.unknown.empty())
    throw TranslationError(targets.unknown, sourceChain(*access.inst));
  if (targets.function)
    throw TranslationError("an access to memory through a pointer that may hold a function's address is not "
                           "supported",
                           sourceChain(*access.inst));
  access.arrays = targets.arrays;
  access.mayBeNull = targets.null || targets.arrays.empty();
  for (int a : access.arrays) {
    ArrayRegion &region = arrays_[a];
    if (access.isWrite)
      region.writtenByKernel = true;
    if (access.isAtomic)
      region.atomicByKernel = true;
    if (access.isWrite && !access.isAtomic)
      region.plainlyWrittenByKernel = true;
    if (access.isAsync)
      region.asyncByKernel = true;
    if (access.pendingUntilWait)
      region.copiedByThreadAsync = true;
    if (!access.isWrite && !access.annotationOnly)
      region.readByKernel = true;
  }
  accessIndex_[access.inst].push_back(accesses_.size());
  accesses_.push_back(access);
}

void MemoryModel::collectAccesses(const llvm::Function &kernel,
                                  const std::set<const llvm::Instruction *> &annotationOnly) {
  for (const llvm::Instruction &inst : llvm::instructions(kernel)) {
    const llvm::Value *pointer = nullptr;
    const llvm::Type *type = nullptr;
    bool isWrite = false;
    if (auto *load = llvm::dyn_cast<llvm::LoadInst>(&inst)) {
      pointer = load->getPointerOperand();
      type = load->getType();
    } else if (auto *store = llvm::dyn_cast<llvm::StoreInst>(&inst)) {
      pointer = store->getPointerOperand();
      type = store->getValueOperand()->getType();
      isWrite = true;
    } else if (llvm::isa<llvm::AtomicRMWInst>(inst) || llvm::isa<llvm::AtomicCmpXchgInst>(inst)) {
      throw TranslationError("LLVM atomic instructions are not supported yet; use the OpenCL or CUDA atomic "
                             "functions",
                             sourceChain(inst));
    } else if (auto *call = llvm::dyn_cast<llvm::CallBase>(&inst);
               call && call->getCalledFunction() && isAtomicOperation(classifyFunction(*call->getCalledFunction()))) {
      pointer = call->getArgOperand(0);
      type = call->getType();
      isWrite = true;
    } else if (auto *call = llvm::dyn_cast<llvm::CallBase>(&inst);
               call && call->getCalledFunction() &&
               (classifyFunction(*call->getCalledFunction()) == Intrinsic::AsyncCopy ||
                classifyFunction(*call->getCalledFunction()) == Intrinsic::AsyncStridedCopy)) {
      // The copy writes its destination and reads its source, an element at
      // a time.
      unsigned bytes = asyncCopyElementBytes(baseName(call->getCalledFunction()->getName()));
      for (unsigned operand : {0u, 1u}) {
        MemoryAccess access;
        access.inst = &inst;
        access.pointer = call->getArgOperand(operand);
        access.isWrite = operand == 0;
        access.isAsync = true;
        access.bytes = bytes;
        addAccess(access);
      }
      continue;
    } else if (auto *call = llvm::dyn_cast<llvm::CallBase>(&inst);
               call && (intrinsicOf(inst) == Intrinsic::ReadsFrom || intrinsicOf(inst) == Intrinsic::WritesTo)) {
      MemoryAccess access;
      access.inst = &inst;
      access.pointer = call->getArgOperand(0);
      access.isWrite = intrinsicOf(inst) == Intrinsic::WritesTo;
      access.isExternal = true; // of no width: it leaves the element width to the others
      addAccess(access);
      continue;
    } else {
      continue;
    }
    // A value whose bits do not fill its bytes (an i31, made by hand or by
    // another tool; clang stores bool as i8) leaves bits of memory the
    // encoding has no value for.
    auto *accessed = const_cast<llvm::Type *>(type);
    if (layout_.getTypeSizeInBits(accessed) != layout_.getTypeStoreSizeInBits(accessed))
      throw TranslationError("a memory access of a value of a width that is not a whole number of bytes is not "
                             "supported",
                             sourceChain(inst));
    MemoryAccess access;
    access.inst = &inst;
    access.pointer = pointer;
    access.isWrite = isWrite;
    access.isAtomic = llvm::isa<llvm::CallBase>(inst);
    access.bytes = static_cast<unsigned>(layout_.getTypeStoreSize(accessed));
    access.annotationOnly = !isWrite && annotationOnly.count(&inst);
    access.pendingUntilWait = inst.getMetadata(asyncCopyAccessMetadata) != nullptr;
    addAccess(access);
  }
}

// The byte-offset granularity of every pointer (gcd of the offsets it can
// take relative to its array), then the element width of every array.
void MemoryModel::chooseElementWidths(const llvm::Function &kernel) {
  // Constant-expression GEPs (on globals) contribute their constant offset.
  auto constantGranularity = [&](const llvm::Value *p) -> uint64_t {
    uint64_t g = 0;
    while (auto *op = llvm::dyn_cast<llvm::ConstantExpr>(p)) {
      if (auto *gep = llvm::dyn_cast<llvm::GEPOperator>(op)) {
        llvm::APInt offset(layout_.getIndexTypeSizeInBits(gep->getType()), 0);
        if (gep->accumulateConstantOffset(layout_, offset))
          g = gcd(g, offset.abs().getZExtValue());
        else
          g = gcd(g, 1);
      }
      p = op->getOperand(0);
    }
    return g;
  };
  std::map<const llvm::Value *, uint64_t> granularity; // 0: offset always 0
  auto granularityOf = [&](const llvm::Value *v) -> uint64_t {
    if (llvm::isa<llvm::ConstantExpr>(v))
      return constantGranularity(v);
    auto it = granularity.find(v);
    return it == granularity.end() ? 0 : it->second;
  };
  bool changed = true;
  while (changed) {
    changed = false;
    for (const llvm::Instruction &inst : llvm::instructions(kernel)) {
      if (!inst.getType()->isPointerTy())
        continue;
      uint64_t g = 0;
      if (auto *gep = llvm::dyn_cast<llvm::GetElementPtrInst>(&inst)) {
        g = granularityOf(gep->getPointerOperand());
        llvm::gep_type_iterator type = llvm::gep_type_begin(gep);
        for (auto index = gep->idx_begin(); index != gep->idx_end(); ++index, ++type) {
          if (llvm::StructType *st = type.getStructTypeOrNull()) {
            unsigned field = static_cast<unsigned>(llvm::cast<llvm::ConstantInt>(*index)->getZExtValue());
            g = gcd(g, layout_.getStructLayout(st)->getElementOffset(field));
          } else {
            uint64_t size = type.getSequentialElementStride(layout_);
            if (auto *c = llvm::dyn_cast<llvm::ConstantInt>(*index))
              g = gcd(g, static_cast<uint64_t>(std::llabs(c->getSExtValue())) * size);
            else
              g = gcd(g, size);
          }
        }
      } else if (auto *phi = llvm::dyn_cast<llvm::PHINode>(&inst)) {
        for (const llvm::Value *in : phi->incoming_values())
          g = gcd(g, granularityOf(in));
      } else if (auto *select = llvm::dyn_cast<llvm::SelectInst>(&inst)) {
        g = gcd(granularityOf(select->getTrueValue()), granularityOf(select->getFalseValue()));
      } else if (llvm::isa<llvm::CastInst>(inst)) {
        g = granularityOf(inst.getOperand(0));
      } else {
        continue;
      }
      if (granularityOf(&inst) != g) {
        granularity[&inst] = g;
        changed = true;
      }
    }
  }
  std::vector<uint64_t> element(arrays_.size(), 0);
  for (const MemoryAccess &access : accesses_) {
    const llvm::Value *pointer = access.pointer;
    for (int a : access.arrays) {
      uint64_t &e = element[a];
      e = gcd(e, access.bytes);
      e = gcd(e, granularityOf(pointer));
    }
  }
  for (size_t i = 0; i < arrays_.size(); ++i) {
    uint64_t e = element[i];
    if (e == 0)
      e = std::max(1u, arrays_[i].sourceElementBits / 8);
    arrays_[i].elementBytes = static_cast<unsigned>(e);
  }
}

} // namespace gv
