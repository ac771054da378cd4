//pass
//--local_size=64 --num_groups=4
//
// A data-dependent write: each work-item writes buf[next[tid]], so the
// writes are race-free only because next is a permutation. After the
// barrier the verifier forgets what next holds (other work-items may have
// written it); the barrier invariant carries the fact across, for each
// work-item's own element (instantiated with tid), and is itself checked
// before the barrier.
#define N 64

__kernel void rotate(__global int *out) {
  __local int next[N];
  __local int buf[N];
  unsigned tid = get_local_id(0);

  next[tid] = (tid + 1) % N;
  __barrier_invariant_1(next[tid] == (tid + 1) % N, tid);
  barrier(CLK_LOCAL_MEM_FENCE);

  buf[next[tid]] = tid;
  barrier(CLK_LOCAL_MEM_FENCE);

  out[get_global_id(0)] = buf[tid];
}
