// Offsets of the shape row * width + column (encode/RowMajor.h): which are
// split, into what, and that the fact an access states is valid.
#include "boogie/Printer.h"
#include "encode/RowMajor.h"

#include "CatchVersion.h"

using namespace gv;
using namespace gv::boogie;

namespace {

ExprPtr v(const std::string &name, unsigned bits = 64) { return var(name, Type::bv(bits)); }
ExprPtr sext(const ExprPtr &e) { return bvExtend(true, e, 64); }
ExprPtr mul(const ExprPtr &a, const ExprPtr &b) { return bvBinary(BvOp::Mul, a, b); }
ExprPtr add(const ExprPtr &a, const ExprPtr &b) { return bvBinary(BvOp::Add, a, b); }

} // namespace

TEST_CASE("an offset row * width + column with a width both threads share is split", "[rowmajor]") {
  prelude::Prelude p;
  ExprPtr n = sext(v("n", 32));
  ThreadPair<ExprPtr> offset = {add(mul(sext(v("i$1", 32)), n), sext(v("j$1", 32))),
                                add(mul(sext(v("i$2", 32)), n), sext(v("j$2", 32)))};
  std::optional<RowMajorOffset> rows = rowMajorOf(p, offset);
  REQUIRE(rows);
  CHECK(printExpr(rows->width) == "BV32_SEXT64(n)");
  CHECK(printExpr(rows->row.of(1)) == "BV32_SEXT64(i$1)");
  CHECK(printExpr(rows->column.of(2)) == "BV32_SEXT64(j$2)");
  // The width may be either factor.
  ThreadPair<ExprPtr> swapped = {add(mul(n, v("r$1")), v("c$1")), add(mul(n, v("r$2")), v("c$2"))};
  REQUIRE(rowMajorOf(p, swapped));
  CHECK(printExpr(rowMajorOf(p, swapped)->row.of(1)) == "r$1");
}

TEST_CASE("products by the same width are one row: z * h * w + y * w + x", "[rowmajor]") {
  prelude::Prelude p;
  ExprPtr w = v("w"), h = v("h");
  auto offset = [&](const std::string &t) {
    return add(add(mul(mul(v("z" + t), h), w), mul(v("y" + t), w)), v("x" + t));
  };
  std::optional<RowMajorOffset> rows = rowMajorOf(p, {offset("$1"), offset("$2")});
  REQUIRE(rows);
  CHECK(printExpr(rows->width) == "w");
  CHECK(printExpr(rows->row.of(1)) == "BV64_ADD(BV64_MUL(z$1, h), y$1)");
  CHECK(printExpr(rows->column.of(1)) == "x$1");
  // As a loop head sees thread 1's offset, by the width found.
  CHECK(printExpr(rowByWidth(p, offset("$1"), w)) == "BV64_ADD(BV64_MUL(z$1, h), y$1)");
  CHECK_FALSE(rowByWidth(p, v("x$1"), w));
}

TEST_CASE("no split without a shared unknown width and a row of each thread's", "[rowmajor]") {
  prelude::Prelude p;
  // A literal width is linear: the solver needs no help.
  CHECK_FALSE(
      rowMajorOf(p, {add(mul(v("i$1"), bvLit(64, 64)), v("j$1")), add(mul(v("i$2"), bvLit(64, 64)), v("j$2"))}));
  // Both factors the same for both threads: a row they share says nothing.
  CHECK_FALSE(rowMajorOf(p, {add(mul(v("a"), v("b")), v("j$1")), add(mul(v("a"), v("b")), v("j$2"))}));
  // Each thread's own width.
  CHECK_FALSE(rowMajorOf(p, {mul(v("i$1"), v("w$1")), mul(v("i$2"), v("w$2"))}));
  // 32-bit offsets (GPUVerify's default width) are left as they are.
  CHECK_FALSE(rowMajorOf(
      p, {add(mul(v("i$1", 32), v("n", 32)), v("j$1", 32)), add(mul(v("i$2", 32), v("n", 32)), v("j$2", 32))}));
  // No product at all.
  CHECK_FALSE(rowMajorOf(p, {add(v("i$1"), v("j$1")), add(v("i$2"), v("j$2"))}));
}

TEST_CASE("the fact an access states holds only where the row and width fit in half the bits", "[rowmajor]") {
  prelude::Prelude p;
  CHECK(printExpr(rowMajorFact(p, v("o"), v("w"), v("r"), v("c"))) ==
        "BV64_ULT(r, 4294967296bv64) && BV64_ULT(w, 4294967296bv64) && BV64_ULT(c, w) ==> "
        "ROW_OF64(o, w) == r && COLUMN_OF64(o, w) == c");
  CHECK(printExpr(rowMajorFact(p, v("o", 32), v("w", 32), v("r", 32), v("c", 32))) ==
        "BV32_ULT(r, 65536bv32) && BV32_ULT(w, 65536bv32) && BV32_ULT(c, w) ==> "
        "ROW_OF32(o, w) == r && COLUMN_OF32(o, w) == c");
}

TEST_CASE("where the premise holds, row and column are the offset's quotient and remainder (every 8-bit case)",
          "[rowmajor]") {
  // The validity the assumption rests on, checked exhaustively at 8 bits
  // (half: 16): (r * w + c) mod 256 divided by w is r, remainder c.
  unsigned checked = 0;
  for (unsigned r = 0; r < 16; ++r)
    for (unsigned w = 0; w < 16; ++w)
      for (unsigned c = 0; c < w; ++c) {
        unsigned offset = (r * w + c) & 0xff;
        REQUIRE(offset / w == r);
        REQUIRE(offset % w == c);
        ++checked;
      }
  CHECK(checked == 16 * 120);
}
