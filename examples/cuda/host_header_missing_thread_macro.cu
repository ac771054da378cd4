//xfail:CLANG_ERROR
//--blockDim=64 --gridDim=4
//fatal error: 'host_only_half_library.h' file not found
//
// host_header_missing.cu's limit, found by mutating it: a kernel whose
// attribute comes from the missing header (LIB_KERNEL, undefined without
// it) fails in its declaration like a host function, and its body names
// its thread only through a macro (GID). Leaving its definition out would
// verify 'scaled' and drop 'halved' unseen, whose threads 2k and 2k + 1
// write one element; a definition naming a macro that stands for device
// code (threadIdx, blockIdx, __syncthreads, ...) is kept, so clang's
// errors stand.
#include <host_only_half_library.h>

#define GID (blockIdx.x * blockDim.x + threadIdx.x)

__global__ void scaled(float *out) { out[GID] = 2.0f * out[GID]; }

LIB_KERNEL void halved(lib::half *out) { out[GID / 2] = out[GID]; }
