//pass
//--local_size=64 --num_groups=16
//
// Difference between each element and its right-hand neighbour (cyclic
// within the work-group), staged through local memory.
//
// RACE-FREE. The barrier orders every write of A before every read of A.
// The global arrays are accessed at get_global_id(0) only, so no two
// work-items, in the same group or not, touch the same element of them.
// Compare race_write_read.cl (no barrier).

__kernel void neighbour_diff(__local int *A, __global const int *in, __global int *out) {
  size_t lid = get_local_id(0);
  size_t gid = get_global_id(0);
  A[lid] = in[gid];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[gid] = A[(lid + 1) % get_local_size(0)] - A[lid];
}
