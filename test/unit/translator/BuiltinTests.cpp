// The models of library built-ins: exact integer ones, and which overloads
// stay uninterpreted.
#include "boogie/Printer.h"
#include "encode/Builtins.h"
#include "gpuverify/Intrinsics.h"

#include "llvm/IR/Function.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"

#include "CatchVersion.h"

using namespace gv;
using namespace gv::boogie;

namespace {

std::string model(const std::string &mangled, std::vector<ExprPtr> args) {
  prelude::Prelude p;
  ExprPtr e = exactBuiltin(p, mangled, args);
  return e ? printExpr(e) : "<uninterpreted>";
}

ExprPtr a() { return var("a", Type::bv(32)); }
ExprPtr b() { return var("b", Type::bv(32)); }
ExprPtr c() { return var("c", Type::bv(32)); }

} // namespace

TEST_CASE("min and max follow the signedness of their overload", "[builtins]") {
  CHECK(model("_Z3minii", {a(), b()}) == "(if BV32_SLT(a, b) then a else b)");
  CHECK(model("_Z3minjj", {a(), b()}) == "(if BV32_ULT(a, b) then a else b)");
  CHECK(model("_Z3maxii", {a(), b()}) == "(if BV32_SGT(a, b) then a else b)");
  CHECK(model("umin", {a(), b()}) == "(if BV32_ULT(a, b) then a else b)");
  CHECK(model("_Z5clampiii", {a(), b(), c()}) ==
        "(if BV32_SLT((if BV32_SGT(a, b) then a else b), c) then (if BV32_SGT(a, b) then a else b) else c)");
}

TEST_CASE("24-bit multiplication uses the low 24 bits of each operand", "[builtins]") {
  CHECK(model("__umul24", {a(), b()}) == "BV32_MUL(BV24_ZEXT32(a[24:0]), BV24_ZEXT32(b[24:0]))");
  CHECK(model("__mul24", {a(), b()}) == "BV32_MUL(BV24_SEXT32(a[24:0]), BV24_SEXT32(b[24:0]))");
  CHECK(model("_Z5mad24iii", {a(), b(), c()}) == "BV32_ADD(BV32_MUL(BV24_SEXT32(a[24:0]), BV24_SEXT32(b[24:0])), c)");
}

TEST_CASE("abs negates negative signed values only", "[builtins]") {
  CHECK(model("_Z3absi", {a()}) == "(if BV32_SLT(a, 0bv32) then BV32_SUB(0bv32, a) else a)");
  CHECK(model("_Z3absj", {a()}) == "a");
}

TEST_CASE("floating-point and vector overloads are left uninterpreted", "[builtins]") {
  CHECK(model("_Z3minff", {a(), b()}) == "<uninterpreted>");
  CHECK(model("_Z3minDv4_iS_", {var("v", Type::bv(128)), var("w", Type::bv(128))}) == "<uninterpreted>");
  CHECK(model("_Z4sqrtf", {a()}) == "<uninterpreted>");
  CHECK(model("_Z3minii", {a()}) == "<uninterpreted>"); // wrong arity
}

TEST_CASE("the abstract operator is uninterpreted with its identity and bound as triggered axioms", "[builtins]") {
  prelude::Prelude p;
  CHECK(printExpr(p.abstractOperator(a(), b())) == "ABSTRACT_OP32(a, b)");
  Program program;
  p.declareUsed(program);
  std::string text = print(program).text;
  INFO(text);
  CHECK(text.find("function ABSTRACT_OP32(a: bv32, b: bv32) returns (r: bv32);") != std::string::npos);
  CHECK(text.find("axiom (forall x: bv32 :: { ABSTRACT_OP32(x, 0bv32) } ABSTRACT_OP32(x, 0bv32) == x);") !=
        std::string::npos);
  CHECK(text.find("axiom (forall x: bv32 :: { ABSTRACT_OP32(0bv32, x) } ABSTRACT_OP32(0bv32, x) == x);") !=
        std::string::npos);
  CHECK(text.find("{ ABSTRACT_OP32(x, y) } BV32_ULE(x, ABSTRACT_OP32(x, y)) && BV32_ULE(y, ABSTRACT_OP32(x, y))") !=
        std::string::npos);
  // Used once, declared once.
  CHECK(text.find("ABSTRACT_OP32(x, 0bv32) == x") == text.rfind("ABSTRACT_OP32(x, 0bv32) == x"));
}

TEST_CASE("operations on two literals are folded, unless C leaves them undefined", "[builtins]") {
  prelude::Prelude p;
  ExprPtr x = bvLit(256, 32), y = bvLit(64, 32);
  CHECK(printExpr(p.bvBinary(boogie::BvOp::Mul, x, y)) == "16384bv32");
  CHECK(printExpr(p.bvBinary(boogie::BvOp::Sub, bvLit(0, 8), bvLit(1, 8))) == "255bv8");
  CHECK(printExpr(p.bvBinary(boogie::BvOp::Shl, bvLit(1, 32), bvLit(40, 32))) == "BV32_SHL(1bv32, 40bv32)");
  CHECK(printExpr(p.bvBinary(boogie::BvOp::UDiv, x, y)) == "4bv32");
  CHECK(printExpr(p.bvBinary(boogie::BvOp::UDiv, x, bvLit(0, 32))) == "BV32_UDIV(256bv32, 0bv32)");
  CHECK(printExpr(p.bvBinary(boogie::BvOp::SDiv, bvLit(0x80, 8), bvLit(0xff, 8))) == "BV8_SDIV(128bv8, 255bv8)");
  CHECK(printExpr(p.bvBinary(boogie::BvOp::SDiv, bvLit(0xf9, 8), bvLit(2, 8))) == "253bv8"); // -7 / 2 == -3
  CHECK(printExpr(p.bvBinary(boogie::BvOp::SRem, bvLit(0xf9, 8), bvLit(2, 8))) == "255bv8"); // -7 % 2 == -1
  CHECK(printExpr(p.bvBinary(boogie::BvOp::AShr, bvLit(0x80, 8), bvLit(7, 8))) == "255bv8");
  CHECK(printExpr(p.bvBinary(boogie::BvOp::Add, a(), y)) == "BV32_ADD(a, 64bv32)");
}

TEST_CASE("extensions and extractions of literals are literals", "[builtins]") {
  prelude::Prelude p;
  CHECK(printExpr(p.zeroExtend(bvLit(200, 8), 32)) == "200bv32");
  CHECK(printExpr(p.signExtend(bvLit(200, 8), 32)) == "4294967240bv32"); // -56
  CHECK(printExpr(p.signExtend(bvLit(100, 8), 16)) == "100bv16");
  CHECK(printExpr(extract(bvLit(0x12345678, 32), 24, 8)) == "13398bv16"); // 0x3456
  // __umul24 of the launch geometry: a constant stride.
  CHECK(model("__umul24", {bvLit(256, 32), bvLit(64, 32)}) == "16384bv32");
}

TEST_CASE("the low bits of arithmetic are computed at the narrow width", "[builtins]") {
  prelude::Prelude p;
  ExprPtr x = var("x", Type::bv(64));
  ExprPtr n = var("n", Type::bv(32));
  ExprPtr wide = p.bvBinary(boogie::BvOp::Add, x, p.bvBinary(boogie::BvOp::Mul, bvLit(4, 64), p.signExtend(n, 64)));
  // A 64-bit index truncated to 32 bits: the extension of n disappears.
  CHECK(printExpr(p.lowBits(wide, 32)) == "BV32_ADD(x[32:0], BV32_MUL(4bv32, n))");
  // Narrower than the extended operand: its own low bits.
  CHECK(printExpr(p.lowBits(p.zeroExtend(n, 64), 8)) == "n[8:0]");
  // A shift by a constant keeps its amount; one past the width is zero.
  CHECK(printExpr(p.lowBits(p.bvBinary(boogie::BvOp::Shl, x, bvLit(3, 64)), 32)) == "BV32_SHL(x[32:0], 3bv32)");
  CHECK(printExpr(p.lowBits(p.bvBinary(boogie::BvOp::Shl, x, bvLit(40, 64)), 32)) == "0bv32");
  // The high bits of a right shift or a division depend on the high bits of
  // the operands: only extracted.
  ExprPtr quotient = p.bvBinary(boogie::BvOp::UDiv, x, bvLit(3, 64));
  CHECK(printExpr(p.lowBits(quotient, 32)) == "BV64_UDIV(x, 3bv64)[32:0]");
  ExprPtr shifted = p.bvBinary(boogie::BvOp::LShr, x, bvLit(8, 64));
  CHECK(printExpr(p.lowBits(shifted, 32)) == "BV64_LSHR(x, 8bv64)[32:0]");
}

// Intrinsics.def: exact names win over the families' prefixes, and each
// row's properties are what the encoders ask.
TEST_CASE("callees are classified by the intrinsics table", "[intrinsics]") {
  llvm::LLVMContext context;
  llvm::Module module("m", context);
  auto classify = [&](const char *name) {
    llvm::FunctionType *type = llvm::FunctionType::get(llvm::Type::getVoidTy(context), false);
    return classifyFunction(*llvm::cast<llvm::Function>(module.getOrInsertFunction(name, type).getCallee()));
  };
  CHECK(classify("__gv_atomic_implies") == Intrinsic::AtomicImplies);
  CHECK(classify("__gv_atomic_has_taken_value") == Intrinsic::AtomicHasTakenValue);
  CHECK(classify("__gv_atomic") == Intrinsic::AtomicHasOccurred);
  CHECK(classify("__gv_atomic_add_unsigned_int") == Intrinsic::AtomicOperation);
  CHECK(classify("__gv_barrier_invariant_binary_2") == Intrinsic::BinaryBarrierInvariant);
  CHECK(classify("__gv_barrier_invariant_3") == Intrinsic::BarrierInvariant);
  CHECK(classify("__gv_async_strided_copy_l2g_int") == Intrinsic::AsyncStridedCopy);
  CHECK(classify("_Z9__gv_readPU3AS1Kv") == Intrinsic::ReadHasOccurred);
  CHECK(classify("llvm.dbg.value") == Intrinsic::DebugInfo);
  CHECK(classify("__gv_syncthreads_or") == Intrinsic::BarrierReduce);
  CHECK(classify("some_function") == Intrinsic::None);
  CHECK(isBarrier(Intrinsic::GridBarrier));
  CHECK_FALSE(isBarrier(Intrinsic::MemFence));
  CHECK(describesLoggedAccesses(Intrinsic::WriteOffsetBytes));
  CHECK_FALSE(describesLoggedAccesses(Intrinsic::AtomicHasTakenValue));
  CHECK(readsRaceLogs(Intrinsic::AtomicHasTakenValue));
  CHECK(isThreadSpecific(Intrinsic::AtomicHasTakenValue));
  CHECK(isThreadSpecific(Intrinsic::LocalId));
  CHECK_FALSE(isThreadSpecific(Intrinsic::GroupId));
  CHECK(isAnnotation(Intrinsic::OldBool));
  CHECK_FALSE(isAnnotation(Intrinsic::SpecEnd));
}
