//xfail:NOT_ALL_VERIFIED
//
//host_api_kernel_templates_race.cu:\d+:\d+: note: assumed from the host code \(its launch\) of 'shift': stride = 0 \(--all-inputs checks every value\)
//possible write-write race on a\[
//
// host_api_kernel_templates.cu launched through cudaLaunchKernel with
// stride 0: every thread of a block writes one element.
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
  int stride = 0;
  void *args[] = {&a, &stride};
  cudaLaunchKernel(shift, dim3(4), dim3(64), args, 64 * sizeof(float));
  return attributes.numRegs > 0 && blocksPerSm > 0 ? 0 : 1;
}
