//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=16
//possible write-read race on A\[
//
// Difference between each element and its right-hand neighbour (cyclic
// within the work-group), staged through local memory.
//
// RACY (write-read, intra-group). Work-item t writes A[t] and then reads
// A[t + 1], which work-item t + 1 writes: the barrier that should separate
// the writes from the reads is missing. race_write_read_fixed.cl has it.

__kernel void neighbour_diff(__local int *A, __global const int *in, __global int *out) {
  size_t lid = get_local_id(0);
  size_t gid = get_global_id(0);
  A[lid] = in[gid];
  out[gid] = A[(lid + 1) % get_local_size(0)] - A[lid];
}
