//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=16
//barrier may be reached by non-uniform control flow
//
// The kernel of early_return_uniform.cl with the usual bounds check "work-items
// past the end of the data do nothing".
//
// DIVERGENT. When n is not a multiple of the work-group size, the work-items
// of the last group with gid >= n return while the others go on to the
// barrier. Every work-item of a group must reach the barrier (or none).

__kernel void reverse_blocks(__global int *data, __local int *tmp, unsigned n) {
  size_t lid = get_local_id(0);
  size_t gid = get_global_id(0);
  if (gid >= n)
    return;
  tmp[lid] = data[gid];
  barrier(CLK_LOCAL_MEM_FENCE);
  data[gid] = tmp[get_local_size(0) - 1 - lid];
}
