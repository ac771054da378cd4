//pass
//--local_size=32 --num_groups=8
//
// Inference over nested predicated loops: in round r only the work-items
// with local id below r enter the inner loop, which updates their own
// element of a local array. The write after the outer loop shifts by one,
// so it is race-free only if the barrier in the outer loop reset the logs
// of the inner loop's writes, and Houdini proves the outer invariant "no
// write since the barrier" only with the enabledness candidates: a
// work-item logs the inner loop's writes only after it entered the inner
// loop, and it is still iterating while the loop condition holds.
// inner_loop_some_enter_race.cl drops the barrier (OMIT_OUTER_BARRIER) and
// fails.
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
#ifndef OMIT_OUTER_BARRIER
    barrier(CLK_LOCAL_MEM_FENCE);
#endif
  }
  A[(lid + 1) % 32] = 1;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = A[lid];
}
