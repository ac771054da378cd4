//pass
//--local_size=64 --num_groups=16
//
// Each work-item initialises its own element of A, then a loop with
// barriers works in local memory, then each work-item updates its own
// element again. The loop's barriers empty the logs of threads of one
// group; for threads of different groups, what the log of A held before
// the loop still holds after it.
__kernel void accumulate(__global int *A, __local int *tile, int n) {
  size_t gid = get_global_id(0), lid = get_local_id(0);
  A[gid] = 0;
  for (int i = 0; i < n; i++) {
    tile[lid] = i;
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    tile[(lid + 1) % 64] += 1;
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  }
  A[gid] += tile[lid];
}
