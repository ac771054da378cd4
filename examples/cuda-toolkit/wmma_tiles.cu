//pass
//--blockDim=[64,2] --gridDim=[4,4] --cuda-path=${CUDA_TOOLKIT}
//GPUVerify kernel analyser finished with 1 verified, 0 errors
//
// Tensor-core GEMM with nvcuda::wmma: each warp loads 16x16 tiles of A and
// B, accumulates, and stores its own 16x16 tile of D (ld = 256). A
// fragment's values are not modelled, its memory is: a load or store is
// the warp's access to the whole tile, rows `ld` elements apart, each lane
// to elements no other lane of the warp touches in that operation.
#include <mma.h>
using namespace nvcuda;

__global__ void gemm(const half *a, const half *b, float *d) {
  const int ld = 256;
  int warpRow = (blockIdx.x * blockDim.x + threadIdx.x) / 32; // 0..7
  int warpCol = blockIdx.y * blockDim.y + threadIdx.y;        // 0..7
  wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> fa;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::col_major> fb;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc;
  wmma::fill_fragment(acc, 0.0f);
  for (int k = 0; k < ld; k += 16) {
    wmma::load_matrix_sync(fa, a + warpRow * 16 * ld + k, ld);
    wmma::load_matrix_sync(fb, b + warpCol * 16 * ld + k, ld);
    wmma::mma_sync(acc, fa, fb, acc);
  }
#ifdef OVERLAPPING_TILES
  // Tiles 8 columns apart: each overlaps its neighbour's.
  wmma::store_matrix_sync(d + warpRow * 16 * ld + warpCol * 8, acc, ld, wmma::mem_row_major);
#else
  wmma::store_matrix_sync(d + warpRow * 16 * ld + warpCol * 16, acc, ld, wmma::mem_row_major);
#endif
}
