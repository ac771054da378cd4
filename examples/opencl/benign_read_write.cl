//pass
//--local_size=64 --num_groups=1 --equality-abstraction
//
// Races that cannot change what anyone reads are benign (GPUVerify's
// value-based tolerance, on unless --no-benign-tolerance): every work-item
// reads flag[0] and writes back the value it read, so a read racing with
// such a write sees the same value either way; and every work-item writes
// n into total[n] before reading it back, so its read sees n whichever
// write it meets. benign_read_write_changed.cl writes a different value.
//
// The values are tracked where the contents are kept (here by
// --equality-abstraction).

__kernel void touch(__local int *flag, __local int *total, __global int *out, int n) {
  __requires(n >= 0);
  int seen = flag[0];
  flag[0] = seen;
  total[n] = n;
  out[get_global_id(0)] = seen + total[n];
}
