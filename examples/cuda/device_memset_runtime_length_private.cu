//xfail:GPUVERIFYVCGEN_ERROR
//--blockDim=64 --gridDim=4
//device_memset_runtime_length_private.cu:\d+:\d+: error: memcpy and memset of a run-time length into or out of a private variable are not supported
//
// A memset of a run-time length into a thread's own 16-byte variable: a
// length past 16 writes beyond it (undefined behaviour no race check
// sees), so the kernel is refused, as GPUVerify refused it.
#include <cstring>

__global__ void clear(uint4 *out, int length) {
  uint4 v;
  memset(&v, 0, length);
  out[blockIdx.x * blockDim.x + threadIdx.x] = v;
}
