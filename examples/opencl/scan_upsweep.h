// The upsweep shared by the Blelloch prescan (blelloch_prescan.cl) and the
// Brent-Kung scan (brent_kung_scan.cl), with the barrier invariants that
// prove it (the barrier-invariants paper, section 4: "the Brent-Kung
// upsweep matches the Blelloch upsweep so we reuse the same upsweep barrier
// invariant"). N elements, N/2 work-items; idx is the __local array the
// scan works in, `in` the global input.
//
// Sums are over the input elements, without branches, so that the barrier
// invariants can be instantiated for other work-items.
//
// With -DABSTRACT_OPERATOR the scan combines elements with the abstract
// operator (+) instead of +: an uninterpreted function known only to have
// identity 0 and to bound its operands, so what is proved holds for +, max
// and | alike (the paper, section 5). (+) is not known to be associative or
// commutative: sums are grouped as the scan computes them, a balanced tree
// with the lower half on the left (terms outside the range are 0).
#ifndef N
#define N 16
#endif
#ifndef ELEMENT
#define ELEMENT uint
#endif

#define tid ((int)get_local_id(0))
#ifdef ABSTRACT_OPERATOR
#define SUM_TYPE ELEMENT
// The operator for ELEMENT, picked by name: a _Generic would copy its
// operands once per type, and sums nest them.
#define ABSTRACT_OP_uchar __abstract_op_unsigned_char
#define ABSTRACT_OP_ushort __abstract_op_unsigned_short
#define ABSTRACT_OP_uint __abstract_op_unsigned_int
#define ABSTRACT_OP_OF(type) ABSTRACT_OP_##type
#define ABSTRACT_OP_FOR(type) ABSTRACT_OP_OF(type)
#define ADD(x, y) ABSTRACT_OP_FOR(ELEMENT)((ELEMENT)(x), (ELEMENT)(y))
#define COMBINE(x, y) ADD(x, y)
// in[k] if a <= k <= b, else 0, without branches (the solver splits on
// the condition, and sees a 0 operand as 0).
#define TERM(a, b, k) ((ELEMENT)__ite(((a) <= (k)) & ((k) <= (b)), in[k], 0))
#else
// Sums of up to 4096 elements, wide enough not to wrap.
#define SUM_TYPE __typeof__(_Generic((ELEMENT)0, uchar: 0u, ushort: 0u, uint: 0ul))
#define ADD(x, y)                                                                                        \
  _Generic((x), uchar: __add_noovfl_unsigned_char(x, y), ushort: __add_noovfl_unsigned_short(x, y),     \
           uint: __add_noovfl_unsigned_int(x, y))
#define COMBINE(x, y) ((x) + (y))
// in[k] if a <= k <= b, else 0, without branches.
#define TERM(a, b, k) ((SUM_TYPE)in[k] & ((SUM_TYPE)0 - (SUM_TYPE)(((a) <= (k)) & ((k) <= (b)))))
#endif

// The children a work-item combines in the round with this offset.
#define AI(t, offset) ((offset) * (2 * (t) + 1) - 1)
#define BI(t, offset) ((offset) * (2 * (t) + 2) - 1)
// Whether the work-item takes part in that round.
#define ACTIVE(t, offset) ((t) < N / (2 * (offset)))

// in[a] + ... + in[b] (an empty range is 0); a term per input element.
#define S1(a, b, k) TERM(a, b, k)
#define S2(a, b, k) COMBINE(S1(a, b, k), S1(a, b, (k) + 1))
#define S4(a, b, k) COMBINE(S2(a, b, k), S2(a, b, (k) + 2))
#define S8(a, b, k) COMBINE(S4(a, b, k), S4(a, b, (k) + 4))
#define S16(a, b, k) COMBINE(S8(a, b, k), S8(a, b, (k) + 8))
#define S32(a, b, k) COMBINE(S16(a, b, k), S16(a, b, (k) + 16))
#define S64(a, b, k) COMBINE(S32(a, b, k), S32(a, b, (k) + 32))
#define S128(a, b, k) COMBINE(S64(a, b, k), S64(a, b, (k) + 64))
#define S256(a, b, k) COMBINE(S128(a, b, k), S128(a, b, (k) + 128))
#define S512(a, b, k) COMBINE(S256(a, b, k), S256(a, b, (k) + 256))
#define S1024(a, b, k) COMBINE(S512(a, b, k), S512(a, b, (k) + 512))
#define S2048(a, b, k) COMBINE(S1024(a, b, k), S1024(a, b, (k) + 1024))
#define S4096(a, b, k) COMBINE(S2048(a, b, k), S2048(a, b, (k) + 2048))
#define SUM_OF(n) S##n
#define SUM_N(n) SUM_OF(n)
#define SUM(a, b) SUM_N(N)(a, b, 0)
#if N < 4 || N > 4096 || (N & (N - 1)) != 0
#error "N must be a power of two from 4 to 4096"
#endif

// The block of `size` input elements ending at x (what the upsweep leaves
// there), and everything before x (what the prescan leaves there).
#define BLOCK(x, size) SUM((x) - (size) + 1, x)
#ifndef ABSTRACT_OPERATOR
#define PREFIX(x) SUM(0, (x) - 1)
#else
// With (+), everything before x grouped as a downsweep computes it: the
// blocks of x's binary expansion, largest first, each added to the sum of
// the ones before (PREFIX_BLOCK is 0 for the bits of x that are clear).
#define PREFIX_BLOCK(x, j)                                                                               \
  ((ELEMENT)__ite(((x) >> (j)) & 1, BLOCK((((x) >> ((j) + 1)) << ((j) + 1)) + (1 << (j)) - 1, 1 << (j)), 0))
// The bits j to j + log2(n) - 1 of x.
#define PF2(x, j) PREFIX_BLOCK(x, j)
#define PF4(x, j) COMBINE(PF2(x, (j) + 1), PREFIX_BLOCK(x, j))
#define PF8(x, j) COMBINE(PF4(x, (j) + 1), PREFIX_BLOCK(x, j))
#define PF16(x, j) COMBINE(PF8(x, (j) + 1), PREFIX_BLOCK(x, j))
#define PF32(x, j) COMBINE(PF16(x, (j) + 1), PREFIX_BLOCK(x, j))
#define PF64(x, j) COMBINE(PF32(x, (j) + 1), PREFIX_BLOCK(x, j))
#define PF128(x, j) COMBINE(PF64(x, (j) + 1), PREFIX_BLOCK(x, j))
#define PF256(x, j) COMBINE(PF128(x, (j) + 1), PREFIX_BLOCK(x, j))
#define PF512(x, j) COMBINE(PF256(x, (j) + 1), PREFIX_BLOCK(x, j))
#define PF1024(x, j) COMBINE(PF512(x, (j) + 1), PREFIX_BLOCK(x, j))
#define PF2048(x, j) COMBINE(PF1024(x, (j) + 1), PREFIX_BLOCK(x, j))
#define PF4096(x, j) COMBINE(PF2048(x, (j) + 1), PREFIX_BLOCK(x, j))
#define PREFIX_OF(n) PF##n
#define PREFIX_N(n) PREFIX_OF(n)
#define PREFIX(x) PREFIX_N(N)(x, 0)
#endif
#define HOLDS(x, sum) ((SUM_TYPE)idx[x] == (sum))

// For each upsweep round before this offset (levels 2^j < offset), the left
// child the work-item read then still holds its block: 12 levels, enough for
// N = 4096; levels at or above N are constant-folded away.
#define LEFT_KEPT(t, j, offset)                                                                          \
  ((1 << (j)) >= N || __implies((1 << (j)) < (offset) && ACTIVE(t, 1 << (j)),                              \
                                HOLDS(AI(t, 1 << (j)), BLOCK(AI(t, 1 << (j)), 1 << (j)))))
#define LEFTS_KEPT(t, offset)                                                                            \
  (LEFT_KEPT(t, 0, offset) && LEFT_KEPT(t, 1, offset) && LEFT_KEPT(t, 2, offset) &&                       \
   LEFT_KEPT(t, 3, offset) && LEFT_KEPT(t, 4, offset) && LEFT_KEPT(t, 5, offset) &&                       \
   LEFT_KEPT(t, 6, offset) && LEFT_KEPT(t, 7, offset) && LEFT_KEPT(t, 8, offset) &&                       \
   LEFT_KEPT(t, 9, offset) && LEFT_KEPT(t, 10, offset) && LEFT_KEPT(t, 11, offset))
#define PERMIT_LEFT(j, offset)                                                                           \
  if ((1 << (j)) < N && (1 << (j)) < (offset) && ACTIVE(tid, 1 << (j)))                                  \
    __read_permission(ELEMENT, idx[AI(tid, 1 << (j))]);
#define PERMIT_LEFTS(offset)                                                                             \
  PERMIT_LEFT(0, offset) PERMIT_LEFT(1, offset) PERMIT_LEFT(2, offset) PERMIT_LEFT(3, offset)              \
  PERMIT_LEFT(4, offset) PERMIT_LEFT(5, offset) PERMIT_LEFT(6, offset) PERMIT_LEFT(7, offset)              \
  PERMIT_LEFT(8, offset) PERMIT_LEFT(9, offset) PERMIT_LEFT(10, offset) PERMIT_LEFT(11, offset)

// Upsweep: before the round with this offset, the two children hold blocks
// of `offset` elements; after it, the right child holds both.
#define UP_BEFORE(t, offset)                                                                             \
  (LEFTS_KEPT(t, offset) &&                                                                               \
   __implies(ACTIVE(t, offset), HOLDS(AI(t, offset), BLOCK(AI(t, offset), offset)) &&                     \
                                    HOLDS(BI(t, offset), BLOCK(BI(t, offset), offset))))
#define UP_AFTER(t, offset)                                                                              \
  (LEFTS_KEPT(t, 2 * (offset)) &&                                                                         \
   __implies(ACTIVE(t, offset), HOLDS(BI(t, offset), BLOCK(BI(t, offset), 2 * (offset)))))

// Which work-items learn each upsweep round (the ones that read its
// results next); a scan whose next phase needs more can name more.
#ifndef UPSWEEP_INVARIANT
#define UPSWEEP_INVARIANT(e) __barrier_invariant_3(e, tid, 2 * tid, 2 * tid + 1);
#endif

// The rounds, unrolled (as `#pragma unroll` would; levels at or above N
// are constant-folded away), so that each round's offset is a constant.
#define UPSWEEP(j)                                                                                       \
  if ((1 << (j)) < N) {                                                                                  \
    if (ACTIVE(tid, 1 << (j)))                                                                           \
      idx[BI(tid, 1 << (j))] = ADD(idx[AI(tid, 1 << (j))], idx[BI(tid, 1 << (j))]);                       \
    PERMIT_LEFTS(1 << (j))                                                                               \
    UPSWEEP_INVARIANT(UP_AFTER(tid, 1 << (j)))                                                           \
    barrier(CLK_LOCAL_MEM_FENCE);                                                                        \
  }
