//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4 --sub-group-size=16
//sub_group_scan_divergent.cl:10:\d+: error: warp-synchronous operation may be reached by non-uniform control flow
//
// sub_group_scan_shuffle.cl's scan reached by half of each sub-group only:
// every work-item of the sub-group must reach a sub-group collective.
__kernel void scan_and_shuffle(__global const int *in, __global int *out) {
  size_t i = get_global_id(0);
  if (get_sub_group_local_id() < 8)
    out[i] = sub_group_scan_exclusive_add(in[i]);
}
