//pass
//--blockDim=64 --gridDim=4
//\A(?![\s\S]*do not compile)
//
// INT_MAX with no #include, as nvcc allows (its driver_types.h, which every
// .cu file gets, includes <limits.h>): gpuverify's headers bring it too,
// instead of sending the file to a CUDA toolkit (or failing without one).
// Each block's minimum in shared memory, a tree reduction.
__global__ void block_min(const int *in, int *out) {
  __shared__ int smallest[64];
  unsigned t = threadIdx.x;
  int mine = in[blockIdx.x * 64 + t];
  smallest[t] = mine < 0 ? INT_MAX : mine;
  __syncthreads();
  for (unsigned half = 32; half > 0; half /= 2) {
    if (t < half)
      smallest[t] = min(smallest[t], smallest[t + half]);
#ifndef FORGET_BARRIER
    __syncthreads();
#endif
  }
  if (t == 0)
    out[blockIdx.x] = smallest[0] == INT_MAX ? -1 : smallest[0];
}
