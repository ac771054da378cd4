//xfail:NOT_ALL_VERIFIED
//
//host_arguments_from_header_macro_race.cu:\d+:\d+: note: assumed from the host code \(its launch\) of 'spread': stride = 0 \(--all-inputs checks every value\)
//possible write-write race on a\[0\]
//
// host_arguments_from_header_macro.cu's launch with stride 0, still spelled
// through the header's macro: every thread writes a[0].
#include "host_launch_macro.cuh"

__global__ void spread(float *a, int stride) {
  a[threadIdx.x * stride] = threadIdx.x;
}

int main() {
  float *a;
  cudaMalloc(&a, 64 * sizeof(float));
  LAUNCH_SPREAD(a, 0);
  return 0;
}
