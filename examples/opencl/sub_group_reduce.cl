//pass
//--local_size=128 --num_groups=16 --sub-group-size=32
//
// A sum per sub-group with sub_group_reduce_add (the same result for the
// sub-group), written by its first work-item to the sub-group's element.
__kernel void sums(__global const int *in, __global int *out) {
  int s = sub_group_reduce_add(in[get_global_id(0)]);
  if (get_sub_group_local_id() == 0)
    out[get_group_id(0) * get_num_sub_groups() + get_sub_group_id()] = s;
}
