//xfail:NOT_ALL_VERIFIED
//--blockDim=256 --gridDim=4096
//possible write-write race on out\[
//
// whole_file_with_host_code.cu's second kernel writing every tile's sum to
// its block's first element.
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

__global__ void warp_sums(const float *in, float *out) {
  auto tile = cg::tiled_partition<32>(cg::this_thread_block());
  float s = cg::reduce(tile, in[blockIdx.x * blockDim.x + threadIdx.x], cg::plus<float>());
  if (tile.thread_rank() == 0)
    out[blockIdx.x] = s;
}

int main() {
  std::vector<float> host(1 << 20, 1.0f);
  float *x, *y;
  cudaMalloc(&x, host.size() * sizeof(float));
  cudaMalloc(&y, host.size() / 32 * sizeof(float));
  cudaMemcpy(x, host.data(), host.size() * sizeof(float), cudaMemcpyHostToDevice);
  warp_sums<<<4096, 256>>>(x, y);
  cudaDeviceSynchronize();
  printf("done\n");
  return 0;
}
