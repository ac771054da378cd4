//pass
//--local_size=32 --num_groups=1
//
// Every work-item copies the elements t, t + 32, ... of a tile; then the
// first half of the group updates the same elements in a loop the others
// skip. At that loop's head a work-item that skipped it still has the
// writes of the first loop in its log, at offsets with the low bits of its
// id: the invariants inferred say so with the counter's start (t), not its
// stale value, and that a skipped loop leaves the logs as they were.
// loop_in_branch_after_loop_shifted.cl updates the neighbour's elements.
__kernel void k(__global int *A) {
  __local int s[128];
  int t = get_local_id(0);
  for (int i = t; i < 128; i += 32)
    s[i] = A[i];
  if (t < 16) {
    for (int j = t; j < 128; j += 32)
      s[j] += 1;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  A[t] = s[127 - t];
}
