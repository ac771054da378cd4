//pass
//--local_size=1024 --num_groups=1
//
// Stream compaction (the barrier-invariants paper, Figure 2), verified
// modularly: the prefix sum is summarised by its monotonic specification.
// Each work-item whose element passes the filter writes it to
// out[idx[tid]]; the writes are race-free because the exclusive prefix sum
// of the 0/1 flags gives distinct indices to distinct flagged work-items.
#define tid get_local_id(0)
#define other __other_int(get_local_id(0))

// The exclusive prefix sum of flag into idx, by the whole work-group, which
// synchronises before it returns. Only its specification is verified here:
// for work-items s < t, idx[s] + flag[s] <= idx[t] (no overflow assumed).
void __spec_prescan(__local unsigned *idx, __local unsigned *flag) {
  __reads_from(flag);
  __writes_to(idx);
  barrier(CLK_LOCAL_MEM_FENCE);
  __ensures(__implies(tid < other, (ulong)idx[tid] + flag[tid] <= idx[other]));
}

// Which work-items write their element out (stream_compaction_unflagged.cl
// has them all write).
#ifndef WRITES_OUT
#define WRITES_OUT flag[tid]
#endif

// How the work-items synchronise before the prefix sum reads the flags
// (stream_compaction_unsynchronised.cl leaves it out).
#ifndef SYNC_BEFORE_PRESCAN
#define SYNC_BEFORE_PRESCAN barrier(CLK_LOCAL_MEM_FENCE)
#endif

__kernel void compact(__global int *data, __global int *out, __local unsigned *flag, __local unsigned *idx) {
  flag[tid] = data[tid] > 0 ? 1 : 0;
  SYNC_BEFORE_PRESCAN;
  __spec_prescan(idx, flag);
  if (WRITES_OUT)
    out[idx[tid]] = data[tid];
}
