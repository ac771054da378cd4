//pass
//--blockDim=64 --gridDim=4
//
// Block-scope atomics (atomicAdd_block, CUDA 9 and later): atomic for the
// threads of one block only. Each block counts into its own slice of the
// global histogram, and into shared memory (one block's anyway), so no two
// blocks step one element.
__global__ void histograms(const int *in, int *per_block, int *total) {
  __shared__ int s[16];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  atomicAdd_block(&per_block[blockIdx.x * 16 + (in[i] & 15)], 1);
  atomicAdd_block(&s[in[i] & 15], 1);
  __syncthreads();
  if (threadIdx.x < 16)
    atomicAdd(&total[threadIdx.x], s[threadIdx.x]);
}
