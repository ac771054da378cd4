//xfail:NOT_ALL_VERIFIED
//--blockDim=256 --gridDim=64
//possible (atomic-read|read-atomic|atomic-write|write-atomic) race on local\[
//
// float_histogram.cu without the second __syncthreads(): thread t reads
// its bin of the block's histogram while other threads may still be adding
// to it.
__global__ void histogram(const unsigned char *bin, const float *weight, float *hist, int n) {
  __shared__ float local[256];
  unsigned t = threadIdx.x;
  local[t] = 0.0f;
  __syncthreads();
  int i = blockIdx.x * blockDim.x + t;
  if (i < n)
    atomicAdd(&local[bin[i]], weight[i]);
  atomicAdd(&hist[t], local[t]);
}
