//pass
//--blockDim=256 --gridDim=64
//
// A global array written before a barrier, and at other elements in a loop
// after it: for threads of two blocks the barrier orders nothing, so the log
// at the loop's head may hold the write before it as well as the loop's.
// Inferred, no hand invariant.
#ifndef SECOND_HALF
#define SECOND_HALF (gridDim.x * blockDim.x)
#endif

__global__ void copyThenAccumulate(float *out, const float *in, int steps) {
  __shared__ float s[256];
  unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
  out[g] = in[g];
  s[threadIdx.x] = in[g];
  __syncthreads();
  for (int i = 0; i < steps; ++i) {
    out[SECOND_HALF + g] += s[(threadIdx.x + 1) % blockDim.x];
    __syncthreads();
  }
}
