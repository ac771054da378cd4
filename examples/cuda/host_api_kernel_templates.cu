//pass
//
//host_api_kernel_templates.cu:\d+:\d+: note: assumed from the host code \(its launch\) of 'shift': stride = 2 \(--all-inputs checks every value\)
//GPUVerify kernel analyser finished with 1 verified, 0 errors
//
// Host code as the CUDA samples write it: the runtime's C++ templates that
// take a kernel itself (cudaFuncSetAttribute, cudaFuncGetAttributes,
// cudaOccupancyMaxActiveBlocksPerMultiprocessor, cudaLaunchKernel) compile
// with gpuverify's headers, and the launch through cudaLaunchKernel gives
// the sizes and the stride. Race-free for any stride but 0.
__global__ void shift(float *a, int stride) {
  extern __shared__ float tile[];
  tile[threadIdx.x] = threadIdx.x;
  __syncthreads();
  a[blockIdx.x * blockDim.x * stride + threadIdx.x * stride] = tile[blockDim.x - 1 - threadIdx.x];
}

int main() {
  float *a;
  cudaMalloc(&a, 4 * 64 * 2 * sizeof(float));
  cudaFuncSetAttribute(shift, cudaFuncAttributeMaxDynamicSharedMemorySize, 64 * sizeof(float));
  cudaFuncAttributes attributes;
  cudaFuncGetAttributes(&attributes, shift);
  int blocksPerSm = 0;
  cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocksPerSm, shift, 64, 64 * sizeof(float));
#ifndef STRIDE
#define STRIDE 2
#endif
  int stride = STRIDE;
  void *args[] = {&a, &stride};
  cudaLaunchKernel(shift, dim3(4), dim3(64), args, 64 * sizeof(float));
  return attributes.numRegs > 0 && blocksPerSm > 0 ? 0 : 1;
}
