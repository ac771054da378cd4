//pass
//--local_size=64 --num_groups=8 --no-infer
//
// The number of rounds depends on the group: work-groups run the loop
// differently, but all work-items of one group reach each barrier together,
// so the barrier is not divergent (even with no loop invariants at all).
__kernel void per_group_rounds(__global int *out) {
  for (int r = 0; r < get_group_id(0); r++)
    barrier(CLK_GLOBAL_MEM_FENCE);
  out[get_global_id(0)] = get_group_id(0);
}
