//pass
//
//host_arguments_from_header_macro.cu:\d+:\d+: note: assumed from the host code \(its launch\) of 'spread': stride = 4 \(--all-inputs checks every value\)
//GPUVerify kernel analyser finished with 1 verified, 0 errors
//
// The only launch is in a macro of the user's header (host_launch_macro.cuh):
// the host code is read there too, and the stride it passes assumed.
// Race-free for any stride but 0.
#include "host_launch_macro.cuh"

__global__ void spread(float *a, int stride) {
  a[threadIdx.x * stride] = threadIdx.x;
}

int main() {
  float *a;
  cudaMalloc(&a, 64 * 4 * sizeof(float));
#ifndef STRIDE
#define STRIDE 4
#endif
  LAUNCH_SPREAD(a, STRIDE);
  return 0;
}
