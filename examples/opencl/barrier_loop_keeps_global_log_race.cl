//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=16
//possible write-(read|write) race on A\[
//
// barrier_loop_keeps_global_log.cl with the update after the loop made to
// the element of the work-item one group further on, which that work-item
// initialised before the loop: barriers do not order work-items of
// different groups.
__kernel void accumulate(__global int *A, __local int *tile, int n) {
  size_t gid = get_global_id(0), lid = get_local_id(0);
  A[gid] = 0;
  for (int i = 0; i < n; i++) {
    tile[lid] = i;
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    tile[(lid + 1) % 64] += 1;
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  }
  A[(gid + 64) % 1024] += tile[lid];
}
