//pass
//--local_size=64 --num_groups=16
//
// Reverse each work-group's block of the input, staging it in a global
// scratch buffer.
//
// RACE-FREE. barrier(CLK_GLOBAL_MEM_FENCE) orders the group's global writes
// before its global reads. Each group touches only its own block
// [base, base + 64) of scratch, so groups do not race with each other either.
// Compare race_local_fence_global.cl (CLK_LOCAL_MEM_FENCE).

__kernel void reverse_blocks(__global const int *in, __global int *scratch, __global int *out) {
  size_t lid = get_local_id(0);
  size_t size = get_local_size(0);
  size_t base = get_group_id(0) * size;
  scratch[base + lid] = in[base + lid];
  barrier(CLK_GLOBAL_MEM_FENCE);
  out[base + lid] = scratch[base + size - 1 - lid];
}
