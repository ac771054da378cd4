//pass
//--local_size=64 --num_groups=1
//
// A barrier invariant about a value computed in 40 steps, each using the
// value before it twice: expanded for another work-item, the invariant is a
// tree of 2^40 nodes. The translator shares the repeated values and the
// emitted Boogie names them with let-bindings, so it stays a few kilobytes.
#ifndef CLAIM
#define CLAIM(v) (v)
#endif

#define STEP v = v ^ (v >> 1);
#define STEP8 STEP STEP STEP STEP STEP STEP STEP STEP

__kernel void mix_neighbour(__global uint *out) {
  __local uint A[64];
  uint tid = get_local_id(0);
  uint v = tid;
  STEP8 STEP8 STEP8 STEP8 STEP8
  A[tid] = v;
  __barrier_invariant_2(A[tid] == CLAIM(v), tid, (tid + 1) % 64);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[tid] = A[(tid + 1) % 64];
}
