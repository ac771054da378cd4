//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=16
//barrier may be reached by non-uniform control flow
//
// CUDA version of ../opencl/barrier_divergence_if.cl.
//
// DIVERGENT. Thread 0 waits at one __syncthreads() and the other threads of
// the block at a different one; all threads of a block must reach the same
// barrier.

#define tid (threadIdx.x)

__global__ void foo() {
  if (tid == 0)
    __syncthreads();
  else
    __syncthreads();
}
