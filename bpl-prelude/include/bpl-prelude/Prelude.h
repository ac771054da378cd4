// The Boogie vocabulary gpuverify programs are written in.
//
// Bit-vector operations are typed expressions (boogie/BitVectors.h),
// printed as functions mapped to SMT-LIB builtins ({:bvbuiltin "bvadd"});
// floating-point operations are uninterpreted functions over the bit
// patterns, which over-approximates every IEEE behaviour and so is sound
// for proving race freedom. A Prelude records which
// functions a program uses and declares exactly those.
#pragma once

#include "boogie/Ast.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace gv::prelude {

enum class FpOp { Add, Sub, Mul, Div, Rem };

// LLVM's fcmp predicates, ordered (O*) and unordered (U*).
enum class FpCmp { Oeq, Ogt, Oge, Olt, Ole, One, Ord, Uno, Ueq, Ugt, Uge, Ult, Ule, Une };

enum class FpConversion {
  SignedToFloat,   // sitofp
  UnsignedToFloat, // uitofp
  FloatToSigned,   // fptosi
  FloatToUnsigned, // fptoui
  Extend,          // fpext
  Truncate,        // fptrunc
};

class Prelude {
public:
  boogie::ExprPtr bvBinary(boogie::BvOp op, boogie::ExprPtr a, boogie::ExprPtr b);
  boogie::ExprPtr bvCompare(boogie::BvCmp cmp, boogie::ExprPtr a, boogie::ExprPtr b);
  boogie::ExprPtr zeroExtend(boogie::ExprPtr a, unsigned toWidth);
  boogie::ExprPtr signExtend(boogie::ExprPtr a, unsigned toWidth);
  // The low `width` bits of `a`, computed at that width where they can be:
  // the low bits of +, -, *, &, |, ^, << by a constant and of extensions
  // depend only on the low bits of the operands, so (x + 4 * c)[32:0] of
  // 64-bit x and c becomes x[32:0] + 4 * c[32:0]. The solver then reasons
  // about narrower arithmetic (C's long loop counters indexing through
  // 32-bit pointers).
  boogie::ExprPtr lowBits(boogie::ExprPtr a, unsigned width);

  boogie::ExprPtr fpBinary(FpOp op, boogie::ExprPtr a, boogie::ExprPtr b);
  boogie::ExprPtr fpCompare(FpCmp cmp, boogie::ExprPtr a, boogie::ExprPtr b);
  boogie::ExprPtr fpConvert(FpConversion conversion, boogie::ExprPtr a, unsigned toWidth);
  // An uninterpreted function of the given name and signature, for math
  // library calls (sqrt, exp, ...) whose results only need to be
  // deterministic.
  boogie::ExprPtr uninterpreted(const std::string &name, std::vector<boogie::ExprPtr> args, boogie::Type result);
  // a (+) b for the abstract operator of the barrier-invariants paper
  // (section 5): an uninterpreted function on bit-vectors of a's width,
  // with axioms saying only that it has identity 0 and bounds its operands
  // from above (unsigned). +, max and | on unsigned values have these
  // properties (+ where it does not overflow), so what is proved of (+)
  // holds of each of them. Associativity, which they also share, is not
  // stated (see Prelude.cpp).
  boogie::ExprPtr abstractOperator(boogie::ExprPtr a, boogie::ExprPtr b);
  // The row and column of an offset in rows of `width` elements (its
  // quotient and remainder), uninterpreted: the translator states them
  // where they are known (translator/src/encode/RowMajor.h).
  boogie::ExprPtr rowOf(boogie::ExprPtr offset, boogie::ExprPtr width);
  boogie::ExprPtr columnOf(boogie::ExprPtr offset, boogie::ExprPtr width);

  // Appends the declarations of every function used so far, sorted by name.
  void declareUsed(boogie::Program &program) const;

private:
  boogie::ExprPtr extend(bool isSigned, boogie::ExprPtr a, unsigned toWidth);
  // Records that the program uses function `name` (mapped to the SMT-LIB
  // `builtin` if not empty), so that declareUsed declares it.
  void declare(const std::string &name, const std::vector<boogie::ExprPtr> &args, const boogie::Type &result,
               const std::string &builtin);
  boogie::ExprPtr use(const std::string &name, std::vector<boogie::ExprPtr> args, boogie::Type result);

  std::map<std::string, boogie::FunctionDecl> used_;
  std::map<std::string, std::vector<boogie::AxiomDecl>> axioms_; // of the functions used, by name
};

} // namespace gv::prelude
