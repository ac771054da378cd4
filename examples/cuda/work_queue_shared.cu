//pass
//--blockDim=64 --gridDim=8
//
// A work queue whose counter is in shared memory, filling the block's own
// shared buffer: each block counts from 0 into its own buffer.
__global__ void work(const float *in, float *out) {
  __shared__ unsigned counter;
  __shared__ float buffer[1024];
  if (threadIdx.x == 0)
    counter = 0;
  __syncthreads();
  unsigned i = atomicAdd(&counter, 1u);
  while (i < 1024) {
    buffer[i] = in[blockIdx.x * 1024 + i];
    i = atomicAdd(&counter, 1u);
  }
  __syncthreads();
  out[blockIdx.x * blockDim.x + threadIdx.x] = buffer[threadIdx.x];
}
