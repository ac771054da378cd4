//pass
//--local_size=64 --num_groups=4 --sub-group-size=16
//
// Sub-group scans and shuffles (cl_khr_subgroups, cl_khr_subgroup_shuffle,
// cl_khr_subgroup_shuffle_relative) reached by every work-item of each
// sub-group: each work-item writes its own elements. A scan's value is the
// work-item's own (arbitrary: it depends on the others' values); a shuffle
// gives the named work-item's value.
__kernel void scan_and_shuffle(__global const int *in, __global int *out, __global ulong *wide) {
  size_t i = get_global_id(0);
  int x = in[i];
  int prefix = sub_group_scan_exclusive_add(x);
  int right = sub_group_shuffle_down(x, 1u);
  int pair = sub_group_shuffle_xor(x, 1u);
  ulong first = sub_group_shuffle(wide[i], 0u);
  out[i] = prefix + right + pair + sub_group_scan_inclusive_max(x);
  wide[i] = first;
}
