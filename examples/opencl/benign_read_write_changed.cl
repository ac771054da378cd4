//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1 --equality-abstraction
//possible (read-write|write-read) race on flag\[0\]
//
// benign_read_write.cl writing back one more than it read: a work-item's
// read of flag[0] may or may not see another's increment.

__kernel void touch(__local int *flag, __local int *total, __global int *out, int n) {
  __requires(n >= 0);
  int seen = flag[0];
  flag[0] = seen + 1;
  total[n] = n;
  out[get_global_id(0)] = seen + total[n];
}
