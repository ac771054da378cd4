//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=16
//barrier may be reached by non-uniform control flow
//
// syncthreads_count.cu with the count taken by half of the block only: the
// barrier inside __syncthreads_count is divergent.

__global__ void positives(int *A, int *counts) {
  __shared__ int s[64];
  s[threadIdx.x] = A[blockIdx.x * 64 + threadIdx.x];
  if (threadIdx.x < 32) {
    int n = __syncthreads_count(s[threadIdx.x] > 0);
    if (threadIdx.x == 0)
      counts[blockIdx.x] = n;
  }
}
