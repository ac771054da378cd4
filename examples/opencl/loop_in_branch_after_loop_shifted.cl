//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=1
//possible (write-read|read-write|write-write) race on s\[
//
// loop_in_branch_after_loop.cl with the second loop starting at t + 1:
// work-item t updates what work-item t + 1 copied, with no barrier between.
__kernel void k(__global int *A) {
  __local int s[128];
  int t = get_local_id(0);
  for (int i = t; i < 128; i += 32)
    s[i] = A[i];
  if (t < 16) {
    for (int j = t + 1; j < 128; j += 32)
      s[j] += 1;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  A[t] = s[127 - t];
}
