//pass
//--local_size=256 --num_groups=1
//
// Kogge-Stone inclusive scan, proved correct for any associative operator
// with barrier invariants over summation intervals (the barrier-invariants
// paper, section 4.2): each element holds an interval (a, b), standing for
// flag[a] + ... + flag[b], and the operator only joins adjacent intervals,
// (a, b) + (b + 1, c) = (a, c); anything else gives TOP. The scan is correct
// if every element ends as (0, tid).
//
// N, the number of work-items (a power of two up to 2^31), can be set with
// -D: scripts/bench_scan times the proof for growing N (the paper's Figure
// 11, where GPUVerify took about the same time at every N).
#ifndef N
#define N 256
#endif
#if N > 65536
// Past 2^16 work-items an interval's bounds take 32 bits each.
#define WIDE_INTERVALS 1
#endif
#define tid ((unsigned)get_local_id(0))

// An interval packed in 32 bits (64 past 2^16 work-items): a in the high
// half, b in the low half.
#ifdef WIDE_INTERVALS
typedef ulong interval;
#define HALF 32
#else
typedef uint interval;
#define HALF 16
#endif
#define LOW_BITS (((interval)1 << HALF) - 1)
#define INTERVAL(a, b) ((((interval)(a)) << HALF) | ((interval)(b)))
#define TOP ((interval)0 - 1)
#define JOIN(x, y) ((((x) & LOW_BITS) + 1 == ((y) >> HALF)) ? (((x) & ~LOW_BITS) | ((y) & LOW_BITS)) : TOP)

// What element x holds before the round with this offset: the sum of the
// `offset` elements ending at x (fewer near the start).
#define SUMMED(x, offset) INTERVAL(__ite((x) + 1 >= (offset), (x) + 1 - (offset), 0), (x))

// Where a work-item reads the partial sum it joins to its own
// (kogge_stone_scan_off_by_one.cl reads the wrong one), and what separates
// that read from the write (kogge_stone_scan_missing_barrier.cl drops it).
#ifndef LEFT_PARTIAL
#define LEFT_PARTIAL(offset) (tid - (offset))
#endif
#ifndef BETWEEN_READ_AND_WRITE
#define BETWEEN_READ_AND_WRITE(offset)                                                                   \
  __read_permission(interval, idx[tid]);                                                                 \
  __barrier_invariant_1(idx[tid] == SUMMED(tid, offset), tid);                                           \
  barrier(CLK_LOCAL_MEM_FENCE);
#endif

// idx: the group's N intervals.
__kernel void scan(__global interval *result, __local interval *idx) {
  idx[tid] = INTERVAL(tid, tid);

  __barrier_invariant_2(idx[tid] == SUMMED(tid, 1), tid, tid - 1);
  barrier(CLK_LOCAL_MEM_FENCE);

  for (unsigned offset = 1;
       __invariant(__is_pow2(offset)), __invariant(offset <= N),
       __invariant(idx[tid] == SUMMED(tid, offset)),
       __invariant(__implies(tid >= offset, idx[tid - offset] == SUMMED(tid - offset, offset))),
       offset < N; offset *= 2) {
    interval left = 0;
    if (tid >= offset)
      left = idx[LEFT_PARTIAL(offset)];
    BETWEEN_READ_AND_WRITE(offset)
    if (tid >= offset)
      idx[tid] = JOIN(left, idx[tid]);
    __read_permission(interval, idx[tid]);
    __barrier_invariant_2(idx[tid] == SUMMED(tid, 2 * offset), tid, tid - 2 * offset);
    barrier(CLK_LOCAL_MEM_FENCE);
  }

  __assert(idx[tid] == INTERVAL(0, tid));
  result[tid] = idx[tid];
}
