//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//possible write-write race on buf\[
//
// barrier_invariant_permutation.cl without its barrier invariant: after the
// barrier, next may hold anything as far as the verifier knows, so two
// work-items may write the same element of buf. (The kernel is race-free:
// this is the false alarm the barrier invariant removes.)
#define N 64

__kernel void rotate(__global int *out) {
  __local int next[N];
  __local int buf[N];
  unsigned tid = get_local_id(0);

  next[tid] = (tid + 1) % N;
  barrier(CLK_LOCAL_MEM_FENCE);

  buf[next[tid]] = tid;
  barrier(CLK_LOCAL_MEM_FENCE);

  out[get_global_id(0)] = buf[tid];
}
