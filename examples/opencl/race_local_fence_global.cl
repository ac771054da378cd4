//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=16
//possible write-read race on scratch\[
//
// Reverse each work-group's block of the input, staging it in a global
// scratch buffer.
//
// RACY (write-read, intra-group, on a __global array). Work-item t of a group
// writes scratch[base + t]; after the barrier, work-item 63 - t of the same
// group reads it. But barrier(CLK_LOCAL_MEM_FENCE) only orders accesses to
// __local memory: the global write and the global read are not ordered.
// race_local_fence_global_fixed.cl uses CLK_GLOBAL_MEM_FENCE.

__kernel void reverse_blocks(__global const int *in, __global int *scratch, __global int *out) {
  size_t lid = get_local_id(0);
  size_t size = get_local_size(0);
  size_t base = get_group_id(0) * size;
  scratch[base + lid] = in[base + lid];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[base + lid] = scratch[base + size - 1 - lid];
}
