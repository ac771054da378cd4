//pass
//--blockDim=[16,16] --gridDim=[4,4]
//
// `__shared__ alignas(alignof(float4)) float As[16][16];`, as NVIDIA's
// samples declare a tile that threads fill four floats at a time: nvcc
// takes the C++11 alignment after __shared__ inside a function, clang-19
// does not (its parser wants C++11 attributes first), so gpuverify's
// <cuda_runtime.h> spells alignas as the GNU attribute it means. The first
// four threads of each row copy the row as float4s; after the barrier every
// thread reads a column. shared_alignas_tile_race.cu drops the barrier.
#include <cuda_runtime.h>

#ifndef BARRIER
#define BARRIER __syncthreads()
#endif
#define BLOCK 16

template <class T> struct alignas(16) Quad { T v[4]; };
static_assert(alignof(Quad<float>) == 16, "alignas on a class template");

__global__ void transpose_tiles(const float *__restrict__ in, float *__restrict__ out) {
  __shared__ alignas(alignof(float4)) float tile[BLOCK][BLOCK];
  __shared__ alignas(16) float scale[BLOCK];
  unsigned tx = threadIdx.x, ty = threadIdx.y;
  size_t block = (size_t)(blockIdx.y * gridDim.x + blockIdx.x) * BLOCK * BLOCK;
  if (tx < BLOCK / 4)
    *reinterpret_cast<float4 *>(&tile[ty][4 * tx]) = *reinterpret_cast<const float4 *>(&in[block + ty * BLOCK + 4 * tx]);
  if (ty == 0)
    scale[tx] = 2.0f;
  BARRIER;
  out[block + ty * BLOCK + tx] = tile[tx][ty] * scale[ty];
}
