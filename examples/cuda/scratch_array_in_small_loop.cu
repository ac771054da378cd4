//pass
//--blockDim=64 --gridDim=16
//GPUVerify kernel analyser finished with 1 verified, 0 errors
//
// A helper with a scratch array that one path leaves unwritten (the
// `default` of its switch, for l = 2 or 3), inlined into a small loop, as
// HeCBench's NTT calls _ls_modP: the array is uninitialised in every pass,
// and the loop's head receives its value from the pass before, arbitrary
// at first. The loop is still unrolled, each pass with a scratch value of
// its own (as C has it), and the tile's elements `(t << 2) | i` (no loop
// invariant rule speaks of an or) are told apart. As a loop it was a false
// alarm. The twin (scratch_array_in_small_loop_race.cu) writes a thread's
// four elements two apart, over the next thread's.
#include <cuda_runtime.h>

#ifndef TILE_INDEX
#define TILE_INDEX(t, i) (((t) << 2) | (i))
#endif

__device__ unsigned rotateWords(unsigned x, int l) {
  unsigned buff[2];
  switch (l) {
  case 0:
    buff[0] = x;
    buff[1] = 0;
    break;
  case 1:
    buff[0] = x << 1;
    buff[1] = x >> 31;
    break;
  }
  return buff[0] | buff[1];
}

__global__ void rotateTile(unsigned *out, const unsigned *in) {
  __shared__ unsigned tile[64 * 4 + 4];
  unsigned t = threadIdx.x, base = blockIdx.x * 256;
#pragma unroll
  for (int i = 0; i < 4; i++)
    tile[TILE_INDEX(t, i)] = rotateWords(in[base + (t << 2) + i], t & 3);
  __syncthreads();
  for (int i = 0; i < 4; i++)
    out[base + i * 64 + t] = tile[i * 64 + t];
}
