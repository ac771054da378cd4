//pass
//--local_size=64 --num_groups=16
//
// Double every element of an array.
//
// RACE-FREE. Each work-item writes out[get_global_id(0)], and global ids are
// distinct across the whole NDRange (group * 64 + local id). Compare
// race_inter_group.cl (local id).

__kernel void double_all(__global const int *in, __global int *out) {
  out[get_global_id(0)] = 2 * in[get_global_id(0)];
}
