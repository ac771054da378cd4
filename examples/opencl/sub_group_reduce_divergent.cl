//xfail:NOT_ALL_VERIFIED
//--local_size=128 --num_groups=16 --sub-group-size=32
//warp-synchronous operation may be reached by non-uniform control flow
//
// sub_group_reduce.cl with the reduction under a condition only part of a
// sub-group meets: every work-item of the sub-group must reach it.
__kernel void sums(__global const int *in, __global int *out) {
  int s = 0;
  if (get_sub_group_local_id() < 8)
    s = sub_group_reduce_add(in[get_global_id(0)]);
  if (get_sub_group_local_id() == 0)
    out[get_group_id(0) * get_num_sub_groups() + get_sub_group_id()] = s;
}
