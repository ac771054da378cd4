//pass
//--blockDim=64 --gridDim=4
//
// CUDA 12.8's generic atomics (__nv_atomic_*), as current code uses them:
// a float maximum by an atomic load and a compare-and-swap loop, a counter
// at device scope, a per-block tally at block scope, and a flag stored
// atomically. All accesses to each element are atomic: no race.
__device__ void atomic_max(float *address, float val) {
  unsigned int *ptr = (unsigned int *)address;
  unsigned int ret = __nv_atomic_load_n(ptr, __NV_ATOMIC_RELAXED);
  while (val > __uint_as_float(ret)) {
    unsigned int old = ret;
    if ((ret = atomicCAS(ptr, old, __float_as_uint(val))) == old)
      break;
  }
}

__global__ void summarise(const float *in, float *maximum, unsigned long long *count, int *done) {
  __shared__ int blockTally;
  if (threadIdx.x == 0)
    blockTally = 0;
  __syncthreads();
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  atomic_max(maximum, in[i]);
  __nv_atomic_fetch_add(count, 1ull, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
  __nv_atomic_fetch_add(&blockTally, 1, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_BLOCK);
  __nv_atomic_store_n(done, 1, __NV_ATOMIC_RELEASE, __NV_THREAD_SCOPE_DEVICE);
}
