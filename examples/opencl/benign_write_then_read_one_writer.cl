//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//possible write-read race on size\[0\]
//
// benign_write_then_read.cl with only work-item 0 storing n: the others may
// read size[0] before the store.

__kernel void broadcast(__global int *out, int n) {
  __local int size[1];
  if (get_local_id(0) == 0)
    size[0] = n;
  out[get_global_id(0)] = size[0];
}
