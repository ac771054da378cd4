//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1 --equality-abstraction
//possible (write-read|write-write) race on total\[
//
// benign_read_write.cl with each work-item writing its own id into
// total[n]: the writes differ, so a read may see any of them.

__kernel void touch(__local int *flag, __local int *total, __global int *out, int n) {
  __requires(n >= 0);
  int seen = flag[0];
  flag[0] = seen;
  total[n] = get_local_id(0);
  out[get_global_id(0)] = seen + total[n];
}
