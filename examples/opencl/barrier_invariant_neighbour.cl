//pass
//--local_size=64 --num_groups=4
//
// Each work-item writes through its right neighbour's entry of next, so the
// invariant each work-item states about its own entry is instantiated for
// the neighbour ((tid + 1) % N) after the barrier.
#define N 64

__kernel void rotate(__global int *out) {
  __local int next[N];
  __local int buf[N];
  unsigned tid = get_local_id(0);

  next[tid] = (tid + 1) % N;
  __barrier_invariant_1(next[tid] == (tid + 1) % N, (tid + 1) % N);
  barrier(CLK_LOCAL_MEM_FENCE);

  buf[next[(tid + 1) % N]] = tid;
  barrier(CLK_LOCAL_MEM_FENCE);

  out[get_global_id(0)] = buf[tid];
}
