//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=16
//barrier may be reached by non-uniform control flow
//
// The tutorial's first barrier-divergence example.
//
// DIVERGENT. Work-item 0 waits at one barrier and all other work-items at a
// different one. OpenCL requires every work-item of a group to reach the
// *same* barrier, so this is undefined behaviour even though each work-item
// executes exactly one barrier.

#define tid (get_local_id(0))

__kernel void foo() {
  if (tid == 0)
    barrier(CLK_LOCAL_MEM_FENCE);
  else
    barrier(CLK_LOCAL_MEM_FENCE);
}
