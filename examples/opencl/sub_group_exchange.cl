//pass
//--local_size=64 --num_groups=16 --sub-group-size=32
//
// Work-items swap values with their neighbour through local memory, with a
// sub-group barrier in between: the neighbour (lid ^ 1) is in the same
// sub-group of 32, whose barrier orders the write before the read.
__kernel void exchange(__global const int *in, __global int *out) {
  __local int tmp[64];
  size_t lid = get_local_id(0);
  tmp[lid] = in[get_global_id(0)];
  sub_group_barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = tmp[lid ^ 1];
}
