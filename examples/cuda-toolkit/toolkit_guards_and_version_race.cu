//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4 --cuda-path=${CUDA_TOOLKIT}
//toolkit_guards_and_version_race.cu:20:\d+: error: possible write-write race on out\[
//
// examples/cuda/toolkit_guards_and_version_race.cu against the toolkit's own
// headers: the toolkit's version selects the racy path.
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
