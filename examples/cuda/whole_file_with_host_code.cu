//pass
//--blockDim=256 --gridDim=4096
//Verified: .*whole_file_with_host_code.cu
//GPUVerify kernel analyser finished with 2 verified, 0 errors
//
// A whole .cu file as CUDA projects have them: standard C and C++ headers,
// a host main with cudaMalloc, cudaMemcpy, a stream, events and <<<...>>>
// launches, and two kernels. Only device code is verified, kernel by kernel.
#include <cstdio>
#include <cstdlib>
#include <cstdint>
#include <vector>
#include <cmath>
#include <cassert>
#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

#define CHECK(call) do { cudaError_t e = (call); if (e != cudaSuccess) { fprintf(stderr, "%s\n", cudaGetErrorString(e)); exit(1); } } while (0)

__global__ void scale(float *y, const float *x, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + sqrtf(fabsf(x[i]));
}

__global__ void warp_sums(const float *in, float *out) {
  auto tile = cg::tiled_partition<32>(cg::this_thread_block());
  float s = cg::reduce(tile, in[blockIdx.x * blockDim.x + threadIdx.x], cg::plus<float>());
  if (tile.thread_rank() == 0)
    out[(blockIdx.x * blockDim.x + threadIdx.x) / 32] = s;
}

int main(int argc, char **argv) {
  const int n = 1 << 20;
  std::vector<float> host(n, 1.0f);
  float *x, *y;
  CHECK(cudaMalloc(&x, n * sizeof(float)));
  CHECK(cudaMalloc(&y, n * sizeof(float)));
  CHECK(cudaMemcpy(x, host.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  cudaStream_t stream;
  cudaStreamCreate(&stream);
  cudaEvent_t start, stop;
  cudaEventCreate(&start); cudaEventCreate(&stop);
  cudaEventRecord(start, stream);
  scale<<<n / 256, 256, 0, stream>>>(y, x, 2.0f, n);
  dim3 grid(n / 256), block(256);
  warp_sums<<<grid, block>>>(x, y);
  cudaEventRecord(stop, stream);
  cudaEventSynchronize(stop);
  float ms; cudaEventElapsedTime(&ms, start, stop);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  printf("%f ms\n", ms);
  cudaFree(x); cudaFree(y);
  return 0;
}
