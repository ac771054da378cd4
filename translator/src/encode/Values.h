// LLVM values as Boogie expressions, for one thread or the other.
//
// Every SSA value that is not folded into its user has a Boogie variable,
// named after the LLVM value: one (`x`) if it is uniform, two (`x$1`,
// `x$2`) otherwise. Integers of width N are bvN, i1 is bool, floating point
// values are the bit-vectors of their bits, and a pointer is the byte
// offset into the array it points to (which array is known statically).
#pragma once

#include "encode/KernelContext.h"

#include <functional>
#include <map>
#include <optional>
#include <set>

#include "llvm/ADT/ArrayRef.h"

namespace llvm {
class ExtractElementInst;
class ExtractValueInst;
class InsertElementInst;
class InsertValueInst;
class PHINode;
class ShuffleVectorInst;
class Argument;
class CallBase;
class Function;
class Instruction;
class Loop;
class Type;
class Value;
} // namespace llvm

namespace gv {

// A byte offset as a sum of scaled terms plus a constant, so that the
// element index of an access can usually be computed without a division.
struct ByteOffset {
  std::vector<std::pair<boogie::ExprPtr, int64_t>> terms; // term * scale
  int64_t constant = 0;
};

// A pointer: the array it points into (when that is known statically) or
// a base, the id of the array (arrayId), 0 for null or functionSpaceId()
// for a function, and an offset. A function's address is the offset in the
// function space, so that it survives a trip through memory, which stores
// offsets only.
struct PointerValue {
  int array = -1;
  boogie::ExprPtr base; // only when the array is not known statically
  ByteOffset offset;
};

// The base id of an array: its index in the memory model plus one.
boogie::ExprPtr arrayId(int array);
// The base id of every function pointer that is not null.
boogie::ExprPtr functionSpaceId();
// The base id a pointer value carries.
boogie::ExprPtr baseOf(const PointerValue &p);
// Phis, selects, calls and loads of pointers hold a byte offset (and a
// base, unless they point into one array) in variables; other pointers are
// computed from their operands.
bool holdsPointerInVariables(const llvm::Instruction &inst);
// A call of a library function (no body, no gpuverify meaning) on scalars
// returning a scalar: a deterministic function of its arguments, whatever
// LLVM says of its effects, so it can be evaluated anywhere. Other library
// calls return arbitrary values (see StatementEncoder::unknownFunction).
bool isScalarLibraryCall(const llvm::Instruction &inst);

class ValueEncoder {
public:
  // Supplies the values of calls to annotation intrinsics (which need the
  // memory encoder's log variables).
  using CallValues = std::function<boogie::ExprPtr(const llvm::CallBase &, unsigned thread)>;

  explicit ValueEncoder(KernelContext &ctx);
  void setCallValues(CallValues callValues) { callValues_ = std::move(callValues); }

  boogie::Type typeOf(const llvm::Type *t) const;

  // The expression for `v` as thread `t` (1 or 2) sees it.
  boogie::ExprPtr value(const llvm::Value *v, unsigned t);
  // `v` as a Boolean (non-zero for integers).
  boogie::ExprPtr truth(const llvm::Value *v, unsigned t);
  // What a phi closing the branches of a C condition depends on, for one
  // thread: each incoming value with the condition under which its edge is
  // taken, and each branch condition in the region with the condition
  // under which it is evaluated. None for a phi outside such a region.
  struct ConditionalOperand {
    const llvm::Value *value;
    boogie::ExprPtr condition;
    bool isIncoming;
  };
  std::optional<std::vector<ConditionalOperand>> conditionalOperands(const llvm::PHINode &phi, unsigned t);

  bool isUniform(const llvm::Value *v) const;
  // True if `inst` has no variable and is evaluated where it is used.
  bool isFolded(const llvm::Instruction &inst) const;
  // The variable holding `inst`'s value for thread t; declared on first use.
  boogie::ExprPtr variable(const llvm::Instruction &inst, unsigned t);
  // The value `inst` computes, from its operands.
  boogie::ExprPtr compute(const llvm::Instruction &inst, unsigned t);

  PointerValue pointer(const llvm::Value *p, unsigned t);
  // The variable holding the base of a pointer phi or select that may point
  // into several arrays (or null); null if its array is known.
  boogie::ExprPtr baseVariable(const llvm::Instruction &inst, unsigned t);
  boogie::ExprPtr byteOffset(const ByteOffset &o);
  // The index of the element at `p` in an array of `elementBytes` elements.
  boogie::ExprPtr elementIndex(const PointerValue &p, unsigned elementBytes);

  // While set, reads whose values only feed annotations are evaluated as
  // map selections where they are used, and instructions of `expandBlocks`
  // are expanded in place (to evaluate a loop invariant at the loop head,
  // before the blocks of its head run).
  struct AnnotationScope {
    std::set<const llvm::BasicBlock *> expandBlocks;
    // Expand every computation, wherever it is (a function-wide invariant
    // evaluated at each loop head); anything that cannot be is an error.
    bool expandEverywhere = false;
    // Expand every value that may differ between threads down to thread
    // ids, uniform values and array contents, so that the expression can be
    // instantiated for other threads by replacing the ids (a barrier
    // invariant); a non-uniform value that cannot be (a phi, a program
    // read, a call with effects) is an error.
    bool instantiable = false;
    // Leave the instructions of `expandBlocks` that cannot be evaluated in
    // place (loads, calls with effects) to their variables: for an
    // approximation of a value at the loop head that need not be exact (an
    // access offset inference builds candidate invariants from).
    bool keepUnexpandable = false;

    // Values of `loop`'s blocks as its head can state them (before its
    // instructions run): an approximation for candidate invariants.
    static AnnotationScope atHeadOf(const llvm::Loop &loop);
  };
  void setAnnotationScope(const AnnotationScope *scope) {
    annotationScope_ = scope;
    expansions_.clear();
  }
  const AnnotationScope *annotationScope() const { return annotationScope_; }
  // Reads an array element for an annotation (no race check); set by the
  // memory encoder.
  using AnnotationRead = std::function<boogie::ExprPtr(const llvm::Instruction &load, unsigned thread)>;
  void setAnnotationRead(AnnotationRead read) { annotationRead_ = std::move(read); }

  unsigned pointerBits() const { return bits_; }
  // An integer zero-extended or truncated to `width` bits.
  boogie::ExprPtr resizeTo(const boogie::ExprPtr &e, unsigned width) { return resize(e, width, false); }
  // Scalar kernel parameters are procedure parameters of this name.
  void nameArgument(const llvm::Argument *arg, std::string name) { names_[arg] = std::move(name); }

private:
  boogie::ExprPtr baseAddress(const boogie::ExprPtr &base);
  // The literal `inst` computes from constants; null if it is not one.
  boogie::ExprPtr knownConstant(const llvm::Instruction &inst);
  // `inst` expanded in place for the annotation being encoded.
  boogie::ExprPtr expansion(const llvm::Instruction &inst, unsigned t);
  boogie::ExprPtr conditionalChoice(const llvm::PHINode &phi, unsigned t);
  // A walk down the branches from a phi's immediate dominator to the phi.
  struct ConditionWalk {
    const llvm::PHINode &phi;
    unsigned thread;
    std::vector<ConditionalOperand> *operands; // collected when set
    std::vector<const llvm::BasicBlock *> path;
    std::set<const llvm::BasicBlock *> arrivals; // the phi's incoming blocks reached
  };
  boogie::ExprPtr walkCondition(const llvm::PHINode &phi, unsigned t, std::vector<ConditionalOperand> *operands);
  boogie::ExprPtr choiceFrom(ConditionWalk &walk, const llvm::BasicBlock *block, const boogie::ExprPtr &guard);
  // The integer value of a pointer.
  boogie::ExprPtr address(const llvm::Value *pointer, unsigned t);
  // A pointer to function `f`.
  PointerValue functionPointer(const llvm::Function &f);
  // A function pointer whose value is `bits`: null if they are 0.
  PointerValue functionPointerOfBits(const boogie::ExprPtr &bits);
  // The Boogie parameter of a kernel parameter passed as a value.
  boogie::ExprPtr argumentVariable(const llvm::Argument &arg) const;
  // Applies a scalar operation to the operands, lane by lane for vectors.
  using LaneOp =
      std::function<boogie::ExprPtr(const std::vector<boogie::ExprPtr> &operands, const llvm::Type *resultScalar)>;
  boogie::ExprPtr lanewise(const llvm::Instruction &inst, unsigned t, const LaneOp &op);
  unsigned laneBits(const llvm::Type *scalar) const;
  boogie::ExprPtr lane(const boogie::ExprPtr &vector, const llvm::Type *scalar, unsigned index) const;
  boogie::ExprPtr fromLanes(const std::vector<boogie::ExprPtr> &lanes) const;
  boogie::ExprPtr extractElement(const llvm::ExtractElementInst &inst, unsigned t);
  boogie::ExprPtr insertElement(const llvm::InsertElementInst &inst, unsigned t);
  boogie::ExprPtr shuffleVector(const llvm::ShuffleVectorInst &inst, unsigned t);
  std::pair<unsigned, const llvm::Type *> fieldBits(const llvm::Type *aggregate,
                                                    llvm::ArrayRef<unsigned> indices) const;
  boogie::ExprPtr extractValue(const llvm::ExtractValueInst &inst, unsigned t);
  boogie::ExprPtr insertValue(const llvm::InsertValueInst &inst, unsigned t);

  boogie::ExprPtr constant(const llvm::Constant *c, unsigned t);
  boogie::ExprPtr aggregateConstant(const llvm::Constant *c, unsigned t);
  boogie::ExprPtr applyBinary(const llvm::Instruction &inst, const boogie::ExprPtr &a, const boogie::ExprPtr &b);
  boogie::ExprPtr applyCompare(const llvm::Instruction &inst, boogie::ExprPtr a, boogie::ExprPtr b);
  boogie::ExprPtr comparePointers(const llvm::Instruction &inst, unsigned t);
  boogie::ExprPtr applyCast(const llvm::Instruction &inst, const boogie::ExprPtr &x, const llvm::Type *to);
  boogie::ExprPtr call(const llvm::CallBase &call, unsigned t);
  boogie::ExprPtr fromBool(const boogie::ExprPtr &b, unsigned width);
  boogie::ExprPtr resize(const boogie::ExprPtr &e, unsigned width, bool isSigned);
  boogie::ExprPtr undefValue(const llvm::Value *v, unsigned t);
  [[noreturn]] void unsupported(const llvm::Instruction &inst, const std::string &what) const;

  KernelContext &ctx_;
  unsigned bits_;
  CallValues callValues_;
  AnnotationRead annotationRead_;
  const AnnotationScope *annotationScope_ = nullptr;
  // The expansions made in the current annotation scope: a value used
  // several times is one shared node, so that expanding a chain of values
  // that each use the one before twice takes linear time (the printer
  // names shared nodes with let-bindings).
  std::map<std::pair<const llvm::Value *, unsigned>, boogie::ExprPtr> expansions_;
  std::map<const llvm::Instruction *, boogie::ExprPtr> constants_; // knownConstant's answers
  std::map<std::pair<const llvm::Value *, unsigned>, boogie::ExprPtr> variables_;
  std::map<std::pair<const llvm::Value *, unsigned>, boogie::ExprPtr> bases_;
  std::map<std::pair<const llvm::Value *, unsigned>, boogie::ExprPtr> undefs_;
  std::map<const llvm::Value *, std::string> names_;
};

// Sets the values' annotation scope for the lifetime of the object, and
// restores the one before.
class ScopedAnnotationScope {
public:
  ScopedAnnotationScope(ValueEncoder &values, const ValueEncoder::AnnotationScope *scope)
      : values_(values), saved_(values.annotationScope()) {
    values_.setAnnotationScope(scope);
  }
  ~ScopedAnnotationScope() { values_.setAnnotationScope(saved_); }
  ScopedAnnotationScope(const ScopedAnnotationScope &) = delete;
  ScopedAnnotationScope &operator=(const ScopedAnnotationScope &) = delete;

private:
  ValueEncoder &values_;
  const ValueEncoder::AnnotationScope *saved_;
};

} // namespace gv
