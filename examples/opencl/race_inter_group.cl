//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//possible write-write race on out\[
//
// Double every element of an array.
//
// RACY (write-write, inter-group). The output index is the local id instead
// of the global id, so work-item 5 of group 0 and work-item 5 of group 1 both
// write out[5], with different values. Two groups are enough to show it.
// No barrier could fix this: barriers only synchronise within a group.
// (With --only-intra-group, or a single group, this kernel verifies.)
// race_inter_group_fixed.cl indexes with the global id.

__kernel void double_all(__global const int *in, __global int *out) {
  out[get_local_id(0)] = 2 * in[get_global_id(0)];
}
