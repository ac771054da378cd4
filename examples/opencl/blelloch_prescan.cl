//pass
//--local_size=2 --num_groups=1 -DN=4 -DELEMENT=uchar
//
// Blelloch's work-efficient exclusive prefix sum (the barrier-invariants
// paper, Figure 2 and section 4.1) on N elements by N/2 work-items, proved
// to compute out[x] = in[0] + ... + in[x-1] for every element, hence the
// monotonic specification out[s] + in[s] <= out[t] for s < t that stream
// compaction relies on. Additions are assumed not to overflow
// (__add_noovfl), as in the paper.
//
// The barrier invariants state, for each element a work-item accessed since
// the last barrier, which input elements it sums. A work-item keeps stating
// the left children it read in earlier upsweep rounds (nobody writes them
// until the downsweep hands them back to it), so it re-reads them with
// __read_permission; after each barrier a work-item learns the elements it
// reads next from the work-items that wrote them: 2t and 2t+1 in the
// upsweep, t/2 in the downsweep.
//
// N (a power of two from 4 to 4096) and ELEMENT (uchar, ushort or uint)
// can be set with -D; the group must have N/2 work-items. The proof is
// bit-vector reasoning over sums of up to N elements, so its cost grows
// quickly with N and the width: scripts/bench_scan measures it.
#ifndef N
#define N 16
#endif
#ifndef ELEMENT
#define ELEMENT uint
#endif

// Sums of up to 4096 elements, wide enough not to wrap.
#define SUM_TYPE __typeof__(_Generic((ELEMENT)0, uchar: 0u, ushort: 0u, uint: 0ul))

#define tid ((int)get_local_id(0))
#define ADD(x, y)                                                                                        \
  _Generic((x), uchar: __add_noovfl_unsigned_char(x, y), ushort: __add_noovfl_unsigned_short(x, y),     \
           uint: __add_noovfl_unsigned_int(x, y))

// The children a work-item combines in the round with this offset.
#define AI(t, offset) ((offset) * (2 * (t) + 1) - 1)
#define BI(t, offset) ((offset) * (2 * (t) + 2) - 1)
// Whether the work-item takes part in that round.
#define ACTIVE(t, offset) ((t) < N / (2 * (offset)))

// in[a] + ... + in[b] (an empty range is 0); a term per input element,
// without branches.
#define TERM(a, b, k) ((SUM_TYPE)in[k] & ((SUM_TYPE)0 - (SUM_TYPE)(((a) <= (k)) & ((k) <= (b)))))
#define S1(a, b, k) TERM(a, b, k)
#define S2(a, b, k) (S1(a, b, k) + S1(a, b, (k) + 1))
#define S4(a, b, k) (S2(a, b, k) + S2(a, b, (k) + 2))
#define S8(a, b, k) (S4(a, b, k) + S4(a, b, (k) + 4))
#define S16(a, b, k) (S8(a, b, k) + S8(a, b, (k) + 8))
#define S32(a, b, k) (S16(a, b, k) + S16(a, b, (k) + 16))
#define S64(a, b, k) (S32(a, b, k) + S32(a, b, (k) + 32))
#define S128(a, b, k) (S64(a, b, k) + S64(a, b, (k) + 64))
#define S256(a, b, k) (S128(a, b, k) + S128(a, b, (k) + 128))
#define S512(a, b, k) (S256(a, b, k) + S256(a, b, (k) + 256))
#define S1024(a, b, k) (S512(a, b, k) + S512(a, b, (k) + 512))
#define S2048(a, b, k) (S1024(a, b, k) + S1024(a, b, (k) + 1024))
#define S4096(a, b, k) (S2048(a, b, k) + S2048(a, b, (k) + 2048))
#define SUM_OF(n) S##n
#define SUM_N(n) SUM_OF(n)
#define SUM(a, b) SUM_N(N)(a, b, 0)
#if N < 4 || N > 4096 || (N & (N - 1)) != 0
#error "N must be a power of two from 4 to 4096"
#endif

// The block of `size` input elements ending at x (what the upsweep leaves
// there), and everything before x (what the prescan leaves there).
#define BLOCK(x, size) SUM((x) - (size) + 1, x)
#define PREFIX(x) SUM(0, (x) - 1)
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

// Downsweep: after the round with this offset (the root cleared counts as
// the round with offset N), both children hold the prefix before them;
// left children of lower rounds still hold their upsweep blocks.
#define DOWN_AFTER(t, offset)                                                                            \
  (LEFTS_KEPT(t, offset) &&                                                                               \
   __implies((t) == 0 || ACTIVE(t, offset), HOLDS(AI(t, offset), PREFIX(AI(t, offset) + 1 - (offset)))) && \
   __implies(ACTIVE(t, offset), HOLDS(BI(t, offset), PREFIX(BI(t, offset) + 1 - (offset)))))

// What the downsweep leaves in the right child: the prefix before the
// subtree plus the left subtree's sum (blelloch_prescan_no_add.cl breaks it).
#ifndef DOWNSWEEP_COMBINE
#define DOWNSWEEP_COMBINE(right, left) ADD(right, left)
#endif

// The rounds, unrolled (as `#pragma unroll` would; levels at or above N
// are constant-folded away), so that each round's offset is a constant.
#define UPSWEEP(j)                                                                                       \
  if ((1 << (j)) < N) {                                                                                  \
    if (ACTIVE(tid, 1 << (j)))                                                                           \
      idx[BI(tid, 1 << (j))] = ADD(idx[BI(tid, 1 << (j))], idx[AI(tid, 1 << (j))]);                       \
    PERMIT_LEFTS(1 << (j))                                                                               \
    __barrier_invariant_3(UP_AFTER(tid, 1 << (j)), tid, 2 * tid, 2 * tid + 1);                           \
    barrier(CLK_LOCAL_MEM_FENCE);                                                                        \
  }
#define DOWNSWEEP(j)                                                                                     \
  if ((1 << (j)) < N) {                                                                                  \
    if (ACTIVE(tid, 1 << (j))) {                                                                         \
      ELEMENT left = idx[AI(tid, 1 << (j))];                                                             \
      idx[AI(tid, 1 << (j))] = idx[BI(tid, 1 << (j))];                                                   \
      idx[BI(tid, 1 << (j))] = DOWNSWEEP_COMBINE(idx[BI(tid, 1 << (j))], left);                          \
    }                                                                                                    \
    PERMIT_LEFTS(1 << (j))                                                                               \
    __barrier_invariant_2(DOWN_AFTER(tid, 1 << (j)), tid, tid / 2);                                      \
    barrier(CLK_LOCAL_MEM_FENCE);                                                                        \
  }

__kernel void prescan(__global const ELEMENT *in, __global ELEMENT *out) {
  __local ELEMENT idx[N];

  idx[2 * tid] = in[2 * tid];
  idx[2 * tid + 1] = in[2 * tid + 1];
  __barrier_invariant_1(UP_BEFORE(tid, 1), tid);
  barrier(CLK_LOCAL_MEM_FENCE);

  UPSWEEP(0) UPSWEEP(1) UPSWEEP(2) UPSWEEP(3) UPSWEEP(4) UPSWEEP(5)
  UPSWEEP(6) UPSWEEP(7) UPSWEEP(8) UPSWEEP(9) UPSWEEP(10) UPSWEEP(11)

  if (tid == 0)
    idx[N - 1] = 0;
  PERMIT_LEFTS(N)
  __barrier_invariant_1(DOWN_AFTER(tid, N), tid);
  barrier(CLK_LOCAL_MEM_FENCE);

  DOWNSWEEP(11) DOWNSWEEP(10) DOWNSWEEP(9) DOWNSWEEP(8) DOWNSWEEP(7) DOWNSWEEP(6)
  DOWNSWEEP(5) DOWNSWEEP(4) DOWNSWEEP(3) DOWNSWEEP(2) DOWNSWEEP(1) DOWNSWEEP(0)

  // The monotonic specification, for the pair of work-items (and within
  // each work-item's two elements).
  __read_permission(ELEMENT, idx[2 * tid]);
  __read_permission(ELEMENT, idx[2 * tid + 1]);
  __barrier_invariant_binary_1(
      (SUM_TYPE)idx[2 * tid] + in[2 * tid] <= idx[2 * tid + 1] &&
          __implies(tid < __other_int(tid),
                    (SUM_TYPE)idx[2 * tid + 1] + in[2 * tid + 1] <= idx[2 * __other_int(tid)]),
      tid, __other_int(tid));
  barrier(CLK_LOCAL_MEM_FENCE);

  out[2 * tid] = idx[2 * tid];
  out[2 * tid + 1] = idx[2 * tid + 1];
}
