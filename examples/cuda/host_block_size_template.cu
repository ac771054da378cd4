//pass
//--blockDim=128 --gridDim=64 --kernel-name=reverseTile
//GPUVerify kernel analyser finished with 1 verified, 0 errors
//
// A kernel templated on its block size, as CUB's collectives and many
// reductions are: each block reverses its own tile of BLOCK elements, and
// the host launches it with BLOCK threads. Verified at the host's size;
// with --blockDim larger than BLOCK (host_block_size_template_race.cu) the
// blocks overlap, a race the program never runs, and the run says that the
// host code launches the kernel with other blocks.
#include <cuda_runtime.h>

template <int BLOCK> __global__ void reverseTile(float *data) {
  __shared__ float tile[BLOCK];
  unsigned t = threadIdx.x;
  tile[t] = data[blockIdx.x * BLOCK + t];
  __syncthreads();
  data[blockIdx.x * BLOCK + t] = tile[BLOCK - 1 - t];
}

int main() {
  float *data;
  cudaMalloc(&data, 64 * 128 * sizeof(float));
  reverseTile<128><<<64, 128>>>(data);
  cudaDeviceSynchronize();
  cudaFree(data);
  return 0;
}
