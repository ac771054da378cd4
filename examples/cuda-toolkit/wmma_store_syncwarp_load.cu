//pass
//--blockDim=32 --gridDim=1 --cuda-path=${CUDA_TOOLKIT}
//GPUVerify kernel analyser finished with 1 verified, 0 errors
//
// One warp stores a fragment to shared memory and loads it back as a
// matrix_a fragment, with __syncwarp() between: the warp's lanes wait for
// each other, and every element is written before any lane reads it.
#include <mma.h>
using namespace nvcuda;

__global__ void restage(const half *a, float *out) {
  __shared__ half tile[16 * 16];
  wmma::fragment<wmma::accumulator, 16, 16, 16, half> acc;
  wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> fa;
  wmma::fill_fragment(acc, __float2half(1.0f));
  wmma::store_matrix_sync(tile, acc, 16, wmma::mem_row_major);
#ifndef NO_SYNCWARP
  __syncwarp();
#endif
  wmma::load_matrix_sync(fa, tile, 16);
  out[threadIdx.x] = __half2float(fa.x[0]);
}
