//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=1 --cuda-path=${CUDA_TOOLKIT}
//wmma_store_then_load_race.cu:\d+:\d+: error: possible (write-read|read-write) race on tile\[
//
// One warp stores a fragment to shared memory and loads it back as a
// matrix_a fragment with no __syncwarp between: which lane writes an
// element and which lane reads it CUDA leaves unspecified (a matrix_a and
// an accumulator fragment are laid out differently), so a lane may read
// what another lane has not written yet.
#include <mma.h>
using namespace nvcuda;

__global__ void restage(const half *a, float *out) {
  __shared__ half tile[16 * 16];
  wmma::fragment<wmma::accumulator, 16, 16, 16, half> acc;
  wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> fa;
  wmma::fill_fragment(acc, __float2half(1.0f));
  wmma::store_matrix_sync(tile, acc, 16, wmma::mem_row_major);
  wmma::load_matrix_sync(fa, tile, 16);
  out[threadIdx.x] = __half2float(fa.x[0]);
}
