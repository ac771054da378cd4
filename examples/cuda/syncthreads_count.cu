//pass
//--blockDim=64 --gridDim=16
//
// __syncthreads_count is a barrier whose result every thread of the block
// shares: the neighbour's element read for the predicate can be overwritten
// right after it, and the count is uniform.

__global__ void positives(int *A, int *counts) {
  __shared__ int s[64];
  s[threadIdx.x] = A[blockIdx.x * 64 + threadIdx.x];
  __syncthreads();
  int n = __syncthreads_count(s[(threadIdx.x + 1) % 64] > 0);
  __assert(__uniform_int(n));
  s[threadIdx.x] = n;
  if (threadIdx.x == 0)
    counts[blockIdx.x] = n;
}
