// The one evaluator of bit-vector operations (boogie/BitVectors.h): SMT-LIB's
// semantics, which the prelude's folding, houdini's constants and the
// concrete runs all use, and the names the table gives each operation.
#include "boogie/Ast.h"
#include "boogie/BitVectors.h"
#include "boogie/Printer.h"

#include "CatchVersion.h"

using namespace gv::boogie;

TEST_CASE("bit-vector operations follow SMT-LIB, total at every width", "[boogie][bitvectors]") {
  CHECK(evaluate(BvOp::Add, 0xff, 1, 8) == 0);
  CHECK(evaluate(BvOp::Sub, 0, 1, 64) == ~uint64_t(0));
  CHECK(evaluate(BvOp::Mul, 0x10, 0x10, 8) == 0);
  CHECK(evaluate(BvOp::UDiv, 7, 0, 8) == 0xff);       // all ones
  CHECK(evaluate(BvOp::URem, 7, 0, 8) == 7);          // the dividend
  CHECK(evaluate(BvOp::SDiv, 0xf9, 2, 8) == 0xfd);    // -7 / 2 == -3
  CHECK(evaluate(BvOp::SRem, 0xf9, 2, 8) == 0xff);    // -7 % 2 == -1
  CHECK(evaluate(BvOp::SDiv, 0xf9, 0, 8) == 1);       // -7 / 0: the negated all-ones quotient
  CHECK(evaluate(BvOp::SRem, 0xf9, 0, 8) == 0xf9);    // the dividend
  CHECK(evaluate(BvOp::SDiv, 0x80, 0xff, 8) == 0x80); // INT_MIN / -1 wraps
  CHECK(evaluate(BvOp::Shl, 1, 8, 8) == 0);
  CHECK(evaluate(BvOp::LShr, 0x80, 9, 8) == 0);
  CHECK(evaluate(BvOp::AShr, 0x80, 9, 8) == 0xff);
  CHECK(evaluate(BvOp::AShr, 0x80, 1, 8) == 0xc0);
  CHECK(evaluate(BvOp::Xor, 0x0f, 0xff, 8) == 0xf0);
  CHECK(evaluate(BvCmp::Slt, 0xff, 0, 8));
  CHECK_FALSE(evaluate(BvCmp::Ult, 0xff, 0, 8));
  CHECK(evaluate(BvCmp::Sge, 0, 0x80, 8));
  CHECK(extend(true, 0x80, 8, 16) == 0xff80);
  CHECK(extend(false, 0x80, 8, 16) == 0x80);
  CHECK(signedValue(1, 1) == -1);
}

TEST_CASE("each operation has one Boogie and one SMT-LIB name", "[boogie][bitvectors]") {
  CHECK(functionName(BvOp::AShr, 32) == "BV32_ASHR");
  CHECK(functionName(BvCmp::Uge, 64) == "BV64_UGE");
  CHECK(extensionName(true, 8, 32) == "BV8_SEXT32");
  CHECK(smtExtensionName(false, 8, 32) == "zero_extend 24");
  for (BvOp op : {BvOp::Add, BvOp::SRem, BvOp::Xor})
    CHECK(bvOpOfSmtName(smtName(op)) == op);
  for (BvCmp cmp : {BvCmp::Ult, BvCmp::Sge})
    CHECK(bvCmpOfSmtName(smtName(cmp)) == cmp);
  CHECK_FALSE(bvOpOfSmtName("bvult").has_value());
}

TEST_CASE("bit-vector operations are typed expressions printed as the prelude's functions", "[boogie][bitvectors]") {
  ExprPtr x = var("x", Type::bv(8)), y = var("y", Type::bv(8));
  ExprPtr sum = bvBinary(BvOp::Add, x, y);
  CHECK(sum->kind == Expr::Kind::BvBinary);
  CHECK(printExpr(sum) == "BV8_ADD(x, y)");
  CHECK(printExpr(bvCompare(BvCmp::Slt, x, y)) == "BV8_SLT(x, y)");
  CHECK(printExpr(bvExtend(false, x, 32)) == "BV8_ZEXT32(x)");
  CHECK(sameExpr(sum, bvBinary(BvOp::Add, x, y)));
  CHECK_FALSE(sameExpr(sum, bvBinary(BvOp::Sub, x, y)));
  CHECK_FALSE(sameExpr(bvExtend(false, x, 32), bvExtend(true, x, 32)));
  CHECK_THROWS(bvBinary(BvOp::Add, x, var("z", Type::bv(16))));
}
