//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//nv_atomic_builtins_race.cu:\d+:\d+: error: possible [a-z-]+ race on count\[
//nv_atomic_builtins_race.cu:\d+:\d+: error: possible [a-z-]+ race on blockTally\[
//
// nv_atomic_builtins.cu's twin: a block-scope atomic on a global counter
// is not atomic for threads of other blocks, and a thread-scope one is
// not atomic at all.
__global__ void summarise(const float *in, float *maximum, unsigned long long *count, int *done) {
  __shared__ int blockTally;
  if (threadIdx.x == 0)
    blockTally = 0;
  __syncthreads();
  __nv_atomic_fetch_add(count, 1ull, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_BLOCK);
  __nv_atomic_fetch_add(&blockTally, 1, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_THREAD);
}
