//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=16
//barrier may be reached by non-uniform control flow
//
// CUDA version of ../opencl/barrier_divergence_loops.cl.
//
// DIVERGENT. Every thread executes __syncthreads() four times, but thread 0
// in four iterations of the outer loop and the others in four iterations of
// the inner loop, so they are not at the same iteration when they reach it.

#define tid (threadIdx.x)

__global__ void foo() {
  int i_max = (tid == 0 ? 4 : 1);
  int j_max = (tid == 0 ? 1 : 4);
  for (int i = 0; i < i_max; i++)
    for (int j = 0; j < j_max; j++)
      __syncthreads();
}
