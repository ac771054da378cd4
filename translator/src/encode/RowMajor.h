// Offsets of the shape row * width + column, with a width both threads
// share (`out[(size_t)row * width + col]`, `in + blockIdx.x * len + i`).
// Telling two such offsets apart is non-linear arithmetic, which the solver
// gives up on at 64 bits. But where row and width fit in half the bits and
// 0 <= column < width, the offset determines its row and column (they are
// its quotient and remainder by width). The access then states it through
// two uninterpreted functions of the offset (`ROW_OF64(offset, width) ==
// row`), and equal offsets have equal rows and columns by congruence alone.
#pragma once

#include "boogie/Ast.h"
#include "bpl-prelude/Prelude.h"
#include "gpuverify/ThreadPair.h"

#include <optional>

namespace gv {

struct RowMajorOffset {
  boogie::ExprPtr width; // the same for both threads
  ThreadPair<boogie::ExprPtr> row, column;
};

// The decomposition of both threads' offsets (the same expression but for
// each thread's values), if a sum of products by one width they share, plus
// the rest, at 64 bits. Products by a literal are left to the solver (linear).
std::optional<RowMajorOffset> rowMajorOf(prelude::Prelude &p, const ThreadPair<boogie::ExprPtr> &offset);

// Row and column of one offset by a width found by rowMajorOf (thread 1's
// offset as a loop head sees it): null if it has no product by `width`.
boogie::ExprPtr rowByWidth(prelude::Prelude &p, const boogie::ExprPtr &offset, const boogie::ExprPtr &width);

// What `offset` (a value equal to row * width + column) says of its row and
// column, under the conditions that make them its quotient and remainder:
//   row <u 2^(N/2) && width <u 2^(N/2) && column <u width
//     ==> ROW_OF(offset, width) == row && COLUMN_OF(offset, width) == column
// Valid for every value (the functions as udiv and urem satisfy every
// instance), so assuming it prunes no run.
boogie::ExprPtr rowMajorFact(prelude::Prelude &p, const boogie::ExprPtr &offset, const boogie::ExprPtr &width,
                             const boogie::ExprPtr &row, const boogie::ExprPtr &column);

} // namespace gv
