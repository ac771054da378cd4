// What memory a kernel touches: one array per kernel pointer parameter,
// per global or group-shared variable and per private array that survived
// SSA construction; which array every pointer points into; and the element
// width each array is modelled with.
//
// Element widths: an array is a Boogie map from element index to bvN. N is
// the greatest common divisor (in bytes) of every access width and every
// byte offset that can reach an access, so each access covers a whole number
// of elements at an element-aligned index. An `int` array read only as
// `int` is a [bv32]bv32; the same array also read through a `char *` becomes
// a byte array, and its `int` accesses touch four elements.
#pragma once

#include "gpuverify/Translator.h"

#include "llvm/IR/DataLayout.h"
#include "llvm/IR/Dominators.h"

#include <map>
#include <optional>
#include <set>
#include <vector>

namespace llvm {
class Function;
class Instruction;
class Value;
class Constant;
} // namespace llvm

namespace llvm {
class ExtractValueInst;
}

namespace gv {

// The pointer an extractvalue reads, found through the insertvalues (and
// extractvalues) that built its aggregate, as SROA leaves a structure
// passed by value (a cooperative-groups tile); null when the aggregate came
// from memory, a call or a phi. An aggregate holds a pointer's offset only,
// so the pointer it names is the one its base is taken from.
const llvm::Value *pointerFieldSource(const llvm::ExtractValueInst &extract);

struct ArrayRegion {
  const llvm::Value *base = nullptr; // Argument, GlobalVariable or AllocaInst
  MemorySpace space = MemorySpace::Global;
  std::string sourceName;
  unsigned elementBytes = 1;
  unsigned sourceElementBits = 8;
  std::vector<uint64_t> sourceDimensions;      // outermost first, 0 = unknown
  const llvm::Constant *initializer = nullptr; // globals with a known initial value
  bool passedByValue = false;                  // a kernel argument copied into each thread's private memory
  bool writtenByKernel = false;                // some store or atomic operation writes it
  bool atomicByKernel = false;                 // some atomic operation touches it
  bool plainlyWrittenByKernel = false;         // some write other than an atomic operation
  bool asyncByKernel = false;                  // some asynchronous group copy touches it
  bool copiedByThreadAsync = false;            // some cp.async reads or writes it (pending until a wait)
  bool readByKernel = false;                   // some load (not an annotation) reads it
  // Memory the host provided that the kernel reaches only through pointers
  // loaded from memory (a pointer field of a struct argument, a pointer in
  // a buffer): it has no base value, and it is distinct from the kernel's
  // other arrays, as kernel pointer arguments are.
  bool external = false;
};

// Where a pointer may point: into some of the kernel's arrays, at a
// function, or nowhere (null, or an undefined value).
struct PointsTo {
  std::vector<int> arrays; // sorted, without repetition
  bool null = false;
  // Set when the pointer's origin is beyond the analysis (loaded from
  // memory, made from an integer): why, for the error message.
  std::string unknown;
  // It may hold a function's address (which function is a matter of its
  // value, not of where it points).
  bool function = false;

  bool isSingleArray() const { return arrays.size() == 1 && !null && unknown.empty() && !function; }
  bool operator==(const PointsTo &o) const {
    return arrays == o.arrays && null == o.null && unknown == o.unknown && function == o.function;
  }
};

// One load or store in the kernel.
struct MemoryAccess {
  const llvm::Instruction *inst = nullptr;
  const llvm::Value *pointer = nullptr; // the pointer it goes through
  std::vector<int> arrays;              // the arrays it may touch
  bool mayBeNull = false;               // it may go through a null pointer
  bool isWrite = false;
  bool isAtomic = false;         // an atomic read-modify-write (isWrite too)
  bool isAsync = false;          // part of an asynchronous group copy
  bool pendingUntilWait = false; // a thread's cp.async: done at a later wait (PtxAsyncCopy.h)
  bool isExternal = false;       // __reads_from/__writes_to: any element, any width
  unsigned bytes = 0;            // width of the access
  bool annotationOnly = false;   // a read whose value only feeds annotations
};

class MemoryModel {
public:
  // Discovers the arrays of `kernel` and resolves every pointer.
  // `annotationOnly` lists the instructions whose values only feed
  // annotations. Throws TranslationError for pointers it cannot resolve.
  MemoryModel(const llvm::Function &kernel, const llvm::DataLayout &layout,
              const std::set<const llvm::Instruction *> &annotationOnly);

  const std::vector<ArrayRegion> &arrays() const { return arrays_; }
  const std::vector<MemoryAccess> &accesses() const { return accesses_; }

  // Where a pointer value of the kernel may point.
  const PointsTo &pointsTo(const llvm::Value *pointer) const;
  // The one array a pointer points into; -1 if it may point elsewhere.
  int singleArray(const llvm::Value *pointer) const;
  // Whether `pointer` is a function pointer the kernel receives (a
  // parameter, or a pointer loaded from memory, returned by a call or made
  // from an integer): its value is a function's address or null, and
  // which one is known only from its bits.
  bool isFunctionPointer(const llvm::Value *pointer) const { return functionPointers_.count(pointer) > 0; }
  // The access an instruction makes, if it is a load or store (or atomic).
  const MemoryAccess *accessOf(const llvm::Instruction *inst) const;
  // All accesses of an instruction: an asynchronous copy makes two (the
  // write of the destination first, then the read of the source).
  std::vector<const MemoryAccess *> accessesOf(const llvm::Instruction *inst) const;

  const llvm::DataLayout &layout() const { return layout_; }

private:
  int addArray(ArrayRegion region);
  void findFunctionPointers(const llvm::Function &kernel);
  void rejectUntypedStoredParameters(const llvm::Function &kernel);
  void discoverArrays(const llvm::Function &kernel);
  void discoverExternalArrays(const llvm::Function &kernel);
  void computePointsTo(const llvm::Function &kernel);
  PointsTo targetsOf(const llvm::Value *pointer) const;
  void collectAccesses(const llvm::Function &kernel, const std::set<const llvm::Instruction *> &annotationOnly);
  void addAccess(MemoryAccess access);
  void chooseElementWidths(const llvm::Function &kernel);

  const llvm::DataLayout &layout_;
  std::vector<ArrayRegion> arrays_;
  std::map<const llvm::Value *, int> arrayOfBase_;
  mutable std::map<const llvm::Value *, PointsTo> pointsTo_;
  // Where pointers the kernel stores to memory (or turns into integers)
  // may point: a pointer loaded from memory may be one of them.
  PointsTo escaped_;
  llvm::DominatorTree dominators_; // of the kernel: which stores precede a load
  // The external array each pointer loaded from memory (or made from an
  // integer) may point into.
  std::map<const llvm::Instruction *, int> externalArrayOf_;
  std::vector<MemoryAccess> accesses_;
  std::map<const llvm::Instruction *, std::vector<size_t>> accessIndex_;
  std::set<const llvm::Value *> functionPointers_;
};

} // namespace gv
