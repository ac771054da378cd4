//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=8
//possible (write-write|read-write|write-read) race on A\[
//inner_loop_some_enter_race\.cl:19:
//
// inner_loop_some_enter.cl without the barrier in the outer loop: the
// inner loop's write to A[lid] races with a neighbour's write to
// A[(lid + 1) % 32] after the loop. The report names the inner loop's
// write as the earlier access (not a site after the loop, nor one before
// the barrier that precedes it).
kernel void rounds(global int *out) {
  local int A[32];
  unsigned lid = get_local_id(0);
  A[lid] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (unsigned r = 0; r < get_group_id(0); r++) {
    if (r > lid) {
      for (unsigned i = 0; i < get_group_id(0); i++)
        A[lid] += 1;
    }
  }
  A[(lid + 1) % 32] = 1;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = A[lid];
}
