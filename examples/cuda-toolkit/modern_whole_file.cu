//pass
//--blockDim=256 --gridDim=64 -DNEEDS_CUDA_TOOLKIT=${CUDA_TOOLKIT}
//note: <cublas_v2.h> is not among gpuverify's CUDA headers; compiling against the CUDA toolkit
//GPUVerify kernel analyser finished with 4 verified, 0 errors
//
// A .cu file as CUDA projects have them today: host code with cuBLAS and
// OpenMP, and kernels using cooperative-group tiles with cg::reduce,
// bfloat16, __shfl_xor_sync and 128-bit vector loads. <cublas_v2.h> is not
// among gpuverify's headers, so the file is compiled against the CUDA
// toolkit (as clang's CUDA mode compiles it), and each kernel is verified.
// (The define only marks the example as needing a toolkit: the examples'
// runner skips it where there is none.) modern_whole_file_own_headers.cu
// is the same file without cuBLAS, verified with gpuverify's own headers.
#include <cstdint>
#include <cstdio>
#include <vector>
#include <omp.h>
#include <cuda_runtime.h>
#include <cublas_v2.h>
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
  cublasHandle_t handle;
  cublasCreate(&handle);
#pragma omp parallel for
  for (int i = 0; i < 4; ++i)
    printf("host thread %d\n", omp_get_thread_num());
  tile_sum<<<n / 256, 256>>>(d_in, d_out, n);
  cudaDeviceSynchronize();
  cublasDestroy(handle);
  cudaFree(d_in);
  cudaFree(d_out);
  return 0;
}
