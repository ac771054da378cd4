//xfail:NOT_ALL_VERIFIED
//--blockDim=256 --gridDim=4
//possible write-read race on partial\[
//last_block_reduction.cu:26:\d+: note: the two accesses are by different groups, and the kernel fences global memory for other groups here
//
// The last block's reduction (NVIDIA's threadFenceReduction): each block
// writes its sum, fences it with __threadfence() and takes a ticket; the
// block that takes the last one reads every block's sum. Correct when the
// counter is 0 at the launch (its initialiser, and the last block's reset),
// but gpuverify orders blocks only at a grid barrier, and takes a __device__
// variable as a launch may find it (any value: the replay's run that shows
// the race starts the counter at a small number). The race it reports
// between a block's write and the last block's read notes the fence.
__device__ unsigned retired = 0;

__global__ void last_block_sum(const float *in, float *partial, float *result) {
  __shared__ float s[256];
  __shared__ bool last;
  s[threadIdx.x] = in[blockIdx.x * 256 + threadIdx.x];
  __syncthreads();
  if (threadIdx.x == 0) {
    float sum = 0;
    for (int i = 0; i < 256; ++i)
      sum += s[i];
    partial[blockIdx.x] = sum;
    __threadfence();
    unsigned ticket = atomicInc(&retired, gridDim.x);
    last = ticket == gridDim.x - 1;
  }
  __syncthreads();
  if (last && threadIdx.x == 0) {
    float total = 0;
    for (unsigned b = 0; b < gridDim.x; ++b)
      total += partial[b];
    *result = total;
    retired = 0;
  }
}
