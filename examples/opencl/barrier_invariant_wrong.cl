//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//barrier_invariant_wrong.cl:15:3: error: this barrier invariant might not hold
//
// The invariant forgets the wrap-around (work-item 63 stores 0, not 64):
// barrier invariants are checked, not trusted.
#define N 64

__kernel void rotate(__global int *out) {
  __local int next[N];
  __local int buf[N];
  unsigned tid = get_local_id(0);

  next[tid] = (tid + 1) % N;
  __barrier_invariant_1(next[tid] == tid + 1, tid);
  barrier(CLK_LOCAL_MEM_FENCE);

  buf[next[tid]] = tid;
  barrier(CLK_LOCAL_MEM_FENCE);

  out[get_global_id(0)] = buf[tid];
}
