//xfail:CLANG_ERROR
//--blockDim=64 --gridDim=4
//host_header_missing_chooses_code.cu:11:10: fatal error: 'tuning_config.h' file not found
//
// host_header_missing.cu's limit: a header that is not found may define
// macros that choose the device code. Here a #if after the #include tests
// USE_WIDE_TILES, which nothing else defines: without the header the file
// compiles, but maybe not as the user's kernel, so the compile is refused
// and clang's error stands.
#include <cuda_runtime.h>
#include <tuning_config.h>

__global__ void copy_tiles(const float *in, float *out) {
#ifdef USE_WIDE_TILES
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
#else
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x / 2;
#endif
  out[i] = in[i];
}
