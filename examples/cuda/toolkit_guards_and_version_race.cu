//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//toolkit_guards_and_version_race.cu:21:\d+: error: possible write-write race on out\[
//
// toolkit_guards_and_version.cu's twin: the path for CUDA 12 and later, the
// one gpuverify's headers select, writes each element from two threads (the
// older path is race-free, so taking it would hide the race).
#include <cuda_runtime.h>

#if __CUDACC_VER_MAJOR__ >= 12
#define SLOT(i) ((i) / 2)
#else
#define SLOT(i) (i)
#endif

__global__ void scale(const float *in, float *out, float factor) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = __ldg(in + i) * factor;
  // The same write through the version-gated slot.
  unsigned slot = SLOT(i);
  out[slot] = v;
}
