//pass
//--blockDim=256 --gridDim=64
//
// A histogram of weights: float atomicAdd into a shared histogram per
// block, then one thread per bin adds the block's bin to the global one
// with another atomicAdd. Atomics do not race with each other.
__global__ void histogram(const unsigned char *bin, const float *weight, float *hist, int n) {
  __shared__ float local[256];
  unsigned t = threadIdx.x;
  local[t] = 0.0f;
  __syncthreads();
  int i = blockIdx.x * blockDim.x + t;
  if (i < n)
    atomicAdd(&local[bin[i]], weight[i]);
  __syncthreads();
  atomicAdd(&hist[t], local[t]);
}
