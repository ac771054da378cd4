//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=16
//possible write-write race on fail\[0\]
//
// mismatch_flag.cl, but the flag records which element differs: work-items
// write different values to it, a real race.
__kernel void mismatch_flag_index(__global const int *a, __global const int *b, __global int *fail) {
  int base = get_group_id(0) * 512 + get_local_id(0);
  for (int i = 0; i < 8; i++) {
    if (a[base + i * 64] != b[base + i * 64])
      *fail = base + i * 64;
  }
}
