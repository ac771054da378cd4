//pass
//--local_size=2 --num_groups=1 -DN=4 -DELEMENT=uchar
//
// The Brent-Kung inclusive scan (the barrier-invariants paper, section 4)
// on N elements by N/2 work-items, proved to compute
// out[x] = in[0] + ... + in[x] for every element, hence the monotonic
// specification out[s] + in[t] <= out[t] for s < t. Additions are assumed
// not to overflow (__add_noovfl), as in the paper.
//
// The upsweep is Blelloch's, with the same barrier invariants
// (scan_upsweep.h). The downsweep works over a forest: in the round with
// stride s, work-item t adds the complete prefix at BI(t, s) = 2s(t+1) - 1
// into the upsweep block at AI(t+1, s) = s(2t+3) - 1, which becomes
// complete. Its barrier invariants state, per work-item, the complete
// prefixes it accessed (plus, for work-item 0, AI(0, s), complete since
// the upsweep) and the upsweep blocks it still keeps. Before the round
// with stride s, work-item t learns BI(t, s) from work-item (t - 1) / 2,
// which read or wrote it in the round before, and AI(t + 1, s) from
// work-item t + 1, which read it in the upsweep.
//
// N (a power of two from 4 to 4096) and ELEMENT (uchar, ushort or uint)
// can be set with -D; the group must have N/2 work-items.
#define UPSWEEP_INVARIANT(e) __barrier_invariant_5(e, tid, 2 * tid, 2 * tid + 1, tid + 1, (tid - 1) / 2);
#include "scan_upsweep.h"

#define INCLUSIVE(x) SUM(0, x)
// Whether the work-item takes part in the downsweep round with stride s.
#define DOWN_ACTIVE(t, s) (AI((t) + 1, s) < N)

// After the downsweep round with stride s (the end of the upsweep counts
// as the round with stride N/2).
#define DOWN_AFTER(t, s)                                                                                 \
  (LEFTS_KEPT(t, s) && __implies(BI(t, s) < N, HOLDS(BI(t, s), INCLUSIVE(BI(t, s)))) &&                   \
   __implies(DOWN_ACTIVE(t, s), HOLDS(AI((t) + 1, s), INCLUSIVE(AI((t) + 1, s)))) &&                       \
   __implies((t) == 0, HOLDS(AI(0, s), INCLUSIVE(AI(0, s)))))

// What the downsweep adds to the upsweep block (brent_kung_scan_no_add.cl
// breaks it).
#ifndef DOWNSWEEP_COMBINE
#define DOWNSWEEP_COMBINE(block, prefix) ADD(block, prefix)
#endif

// The downsweep rounds, unrolled as the upsweep's (strides from N/4 down).
#define DOWNSWEEP(j)                                                                                     \
  if (4 * (1 << (j)) <= N) {                                                                             \
    if (DOWN_ACTIVE(tid, 1 << (j)))                                                                      \
      idx[AI(tid + 1, 1 << (j))] = DOWNSWEEP_COMBINE(idx[AI(tid + 1, 1 << (j))], idx[BI(tid, 1 << (j))]);  \
    PERMIT_LEFTS(1 << (j))                                                                               \
    if (BI(tid, 1 << (j)) < N)                                                                           \
      __read_permission(ELEMENT, idx[BI(tid, 1 << (j))]);                                                \
    if (tid == 0)                                                                                        \
      __read_permission(ELEMENT, idx[AI(0, 1 << (j))]);                                                  \
    __barrier_invariant_4(DOWN_AFTER(tid, 1 << (j)), tid, tid + 1, (tid - 1) / 2, tid - 1);              \
    barrier(CLK_LOCAL_MEM_FENCE);                                                                        \
  }

__kernel void scan(__global const ELEMENT *in, __global ELEMENT *out) {
  __local ELEMENT idx[N];

  idx[2 * tid] = in[2 * tid];
  idx[2 * tid + 1] = in[2 * tid + 1];
  __barrier_invariant_1(UP_BEFORE(tid, 1), tid);
  barrier(CLK_LOCAL_MEM_FENCE);

  UPSWEEP(0) UPSWEEP(1) UPSWEEP(2) UPSWEEP(3) UPSWEEP(4) UPSWEEP(5)
  UPSWEEP(6) UPSWEEP(7) UPSWEEP(8) UPSWEEP(9) UPSWEEP(10) UPSWEEP(11)

  DOWNSWEEP(10) DOWNSWEEP(9) DOWNSWEEP(8) DOWNSWEEP(7) DOWNSWEEP(6) DOWNSWEEP(5)
  DOWNSWEEP(4) DOWNSWEEP(3) DOWNSWEEP(2) DOWNSWEEP(1) DOWNSWEEP(0)

  // The monotonic specification, for the pair of work-items (and within
  // each work-item's two elements). Work-item t learnt 2t + 1 and 2t + 2
  // in the last round, and 2t from work-item t - 1 (or itself, for t = 0).
  __read_permission(ELEMENT, idx[2 * tid]);
  __read_permission(ELEMENT, idx[2 * tid + 1]);
  __barrier_invariant_binary_1(
      (SUM_TYPE)idx[2 * tid] + in[2 * tid + 1] <= idx[2 * tid + 1] &&
          __implies(tid < __other_int(tid),
                    (SUM_TYPE)idx[2 * tid + 1] + in[2 * __other_int(tid)] <= idx[2 * __other_int(tid)]),
      tid, __other_int(tid));
  barrier(CLK_LOCAL_MEM_FENCE);

  out[2 * tid] = idx[2 * tid];
  out[2 * tid + 1] = idx[2 * tid + 1];
}
