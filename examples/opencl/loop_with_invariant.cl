//pass
//--local_size=64 --num_groups=16
//
// loop_needs_invariant.cl with the loop invariant its false alarm asked
// for: a - 2 * b is the work-item's own id at every iteration, also for a
// work-item that has left the loop while others go on (hence
// __global_invariant; __invariant(a - 2 * b == gid) is not enough).
__kernel void spread(__global int *A, __global const int *counts) {
  int gid = get_global_id(0);
  int m = counts[gid];
  unsigned a = gid, b = 0;
  for (int i = 0; __global_invariant(a - 2 * b == gid), i < m; i++) {
    a += 2;
    b += 1;
  }
  A[a - 2 * b] = m;
}
