//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=8
//possible write-write race on out\[
//
// A work queue whose counter is in shared memory: each block counts from 0,
// so thread blocks take the same indices into the global output.
// (Into a shared buffer, each block its own, the same queue is race-free:
// work_queue_shared.cu.)
__global__ void work(const float *in, float *out, unsigned n) {
  __shared__ unsigned counter;
  if (threadIdx.x == 0)
    counter = 0;
  __syncthreads();
  unsigned i = atomicAdd(&counter, 1u);
  while (i < n) {
    out[i] = in[i];
    i = atomicAdd(&counter, 1u);
  }
}
