//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1 --staged
//staged_assertion_assumed.cl:16:3: error: this assertion might not hold
//
// With --staged, the race-freedom stage assumes the kernel's assertions.
// Here the assertion is false and, assumed, rules out the race (only
// work-item 0 would get past it); the second stage refutes the assertion,
// so the kernel is still reported as not verified. Assuming is sound
// because the second stage checks every assertion in all executions that
// are race-free up to it, and the first race of any execution comes after
// assertions that hold.

__kernel void first(__global int *out) {
  __local int slot[1];
  unsigned tid = get_local_id(0);
  __assert(tid == 0);
  slot[0] = tid;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[tid] = slot[0];
}
