//xfail:NOT_ALL_VERIFIED
//
//launch_sizes_from_host_race.cu:\d+:\d+: note: sizes from the launch of 'halo' in the host code: grid \(4, 1, 1\), block \(64, 2, 1\)
//launch_sizes_from_host_race.cu:15:\d+: error: possible write-write race on out\[
//
// The sizes from the host code are the ones verified: a dim3 block of
// 64 x 2 threads, where the kernel indexes by threadIdx.x alone, so the two
// rows of each block write the same elements (with a block of 64 x 1 the
// kernel is race-free).
#include <cuda_runtime.h>

__global__ void halo(const int *in, int *out) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[i] + threadIdx.y;
  out[i] = v;
}

int main() {
  int *in, *out;
  cudaMalloc(&in, 256 * sizeof(int));
  cudaMalloc(&out, 256 * sizeof(int));
  dim3 block(64, 2);
  halo<<<4, block>>>(in, out);
  return 0;
}
