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
#include "scan_upsweep.h"

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

// The downsweep rounds, unrolled as the upsweep's.
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

#ifndef ABSTRACT_OPERATOR
  // The monotonic specification, for the pair of work-items (and within
  // each work-item's two elements). With (+) the last downsweep round's
  // barrier invariant is the specification: every element holds the
  // prefix before it.
  __read_permission(ELEMENT, idx[2 * tid]);
  __read_permission(ELEMENT, idx[2 * tid + 1]);
  __barrier_invariant_binary_1(
      (SUM_TYPE)idx[2 * tid] + in[2 * tid] <= idx[2 * tid + 1] &&
          __implies(tid < __other_int(tid),
                    (SUM_TYPE)idx[2 * tid + 1] + in[2 * tid + 1] <= idx[2 * __other_int(tid)]),
      tid, __other_int(tid));
  barrier(CLK_LOCAL_MEM_FENCE);
#endif

  out[2 * tid] = idx[2 * tid];
  out[2 * tid + 1] = idx[2 * tid + 1];
}
