//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//barrier_invariant_unknown_element.cl:18:3: error: insufficient permission may be held for evaluation of this barrier invariant
//
// The invariant is true, but it reads next[(tid + 1) % N], an element the
// work-item did not access since the last barrier: the two threads the
// verifier follows cannot know its value. State facts about your own
// elements and instantiate them for the neighbours instead (see
// barrier_invariant_neighbour.cl).
#define N 64

__kernel void rotate(__global int *out) {
  __local int next[N];
  __local int buf[N];
  unsigned tid = get_local_id(0);

  next[tid] = (tid + 1) % N;
  __barrier_invariant_1(next[(tid + 1) % N] == (tid + 2) % N, tid);
  barrier(CLK_LOCAL_MEM_FENCE);

  buf[next[(tid + 1) % N]] = tid;
  barrier(CLK_LOCAL_MEM_FENCE);

  out[get_global_id(0)] = buf[tid];
}
