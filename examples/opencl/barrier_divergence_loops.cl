//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=16
//barrier may be reached by non-uniform control flow
//
// The tutorial's second barrier-divergence example.
//
// DIVERGENT. Every work-item executes the barrier four times, but work-item 0
// does so in four iterations of the outer loop and the others in four
// iterations of the inner loop. A barrier in a loop must be reached by all
// work-items in the same iteration: on the second inner iteration work-item 0
// has left the inner loop while the others wait at the barrier.

#define tid (get_local_id(0))

__kernel void foo() {
  int i_max = (tid == 0 ? 4 : 1);
  int j_max = (tid == 0 ? 1 : 4);
  for (int i = 0; i < i_max; i++)
    for (int j = 0; j < j_max; j++)
      barrier(CLK_LOCAL_MEM_FENCE);
}
