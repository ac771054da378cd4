//xfail:NOT_ALL_VERIFIED
//--local_size=1024 --num_groups=1
//possible write-write race on out\[
//
// stream_compaction.cl with every work-item writing, flagged or not: two
// work-items whose flags are 0 get the same index from the prefix sum.
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

__kernel void compact(__global int *data, __global int *out, __local unsigned *flag, __local unsigned *idx) {
  flag[tid] = data[tid] > 0 ? 1 : 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  __spec_prescan(idx, flag);
  out[idx[tid]] = data[tid];
}
