//pass
//--blockDim=256 --gridDim=64 --cuda-path=none
//GPUVerify kernel analyser finished with 4 verified, 0 errors
//
// cuda-toolkit/modern_whole_file.cu without cuBLAS: everything it includes
// is among gpuverify's own headers (omp.h declares OpenMP's API for the
// host code), so it verifies with them, toolkit or not (--cuda-path=none
// says not to use one even where there is).
#include <cstdint>
#include <cstdio>
#include <vector>
#include <omp.h>
#include <cuda_runtime.h>
#include <cuda_bf16.h>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

__global__ void tile_sum(const float *in, float *out, int n) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? in[i] : 0.0f;
  float s = cg::reduce(warp, v, cg::plus<float>());
  if (warp.thread_rank() == 0)
    out[i / 32] = s;
}

__global__ void scale_bf16(const __nv_bfloat16 *x, __nv_bfloat16 *y, float a) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = __float2bfloat16(a * __bfloat162float(x[i]));
}

__global__ void xor_butterfly(float *data) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = data[i];
  for (int m = 16; m > 0; m >>= 1)
    v += __shfl_xor_sync(0xffffffffu, v, m);
  data[i] = v;
}

__global__ void copy_vec4(const float4 *__restrict__ in, float4 *__restrict__ out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = in[i];
}

int main() {
  const int n = 1 << 20;
  float *d_in, *d_out;
  cudaMalloc(&d_in, n * sizeof(float));
  cudaMalloc(&d_out, n / 32 * sizeof(float));
#pragma omp parallel for
  for (int i = 0; i < 4; ++i)
    printf("host thread %d\n", omp_get_thread_num());
  tile_sum<<<n / 256, 256>>>(d_in, d_out, n);
  cudaDeviceSynchronize();
  cudaFree(d_in);
  cudaFree(d_out);
  return 0;
}
