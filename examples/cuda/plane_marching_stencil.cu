//pass
//--blockDim=[32,8] --gridDim=[4,8]
//plane_marching_stencil.cu:\d+:\d+: note: assumed from the host code \(its launch\) of 'march': NX = 128, NY = 64, NZ = 16
//GPUVerify kernel analyser finished with 1 verified, 0 errors
//
// A stencil marching through z a plane at a time (Mike Giles' laplace3d):
// each thread of a 2-D block keeps three planes of its column in shared
// memory, some threads of the block's edge one halo cell each, and only the
// threads inside the grid ("active") move their global index down a plane
// in each iteration. That index is a counter updated on a condition (it
// stays congruent to its start modulo the plane); the writes before the
// loop are made on conditions (`active`, `halo`) that still hold at its
// head, which tells the halo cells from the tile's inside. The sizes are
// the host code's constants, so the plane's size is a constant too.
#include <cuda_runtime.h>

#define BX 32
#define BY 8
#define ROW (BX + 2)
#define PLANE (ROW * (BY + 2))

__global__ void march(int NX, int NY, int NZ, const float *in, float *out) {
  __shared__ float s[3 * PLANE];
  int tx = threadIdx.x, ty = threadIdx.y;
  int i = blockIdx.x * BX + tx, j = blockIdx.y * BY + ty;
  int active = i < NX && j < NY;
  int c = (tx + 1) + (ty + 1) * ROW + PLANE;
  int g = i + j * NX, g0;
  // The first two rows of threads load the rows above and below the tile,
  // the next two the columns left and right of it.
  int halo = ty < 2 || (ty < 4 && tx < BY);
  int ch, gh;
  if (halo) {
    int hx = ty < 2 ? tx : (ty == 2 ? -1 : BX);
    int hy = ty < 2 ? (ty == 0 ? -1 : BY) : tx;
    ch = (hx + 1) + (hy + 1) * ROW + PLANE;
    int gi = blockIdx.x * BX + hx, gj = blockIdx.y * BY + hy;
    gh = gi + gj * NX;
    halo = gi >= 0 && gi < NX && gj >= 0 && gj < NY;
  }
  if (active)
    s[c + PLANE] = in[g];
#ifdef HALO_UNGUARDED
  s[ch + PLANE] = in[gh];
#else
  if (halo)
    s[ch + PLANE] = in[gh];
#endif
  for (int k = 0; k < NZ; k++) {
    if (active) {
      g0 = g;
#ifdef DOWN_A_ROW
      g += NX;
#else
      g += NX * NY;
#endif
      s[c - PLANE] = s[c];
      s[c] = s[c + PLANE];
      if (k < NZ - 1)
        s[c + PLANE] = in[g];
    }
    if (halo) {
      gh += NX * NY;
      s[ch - PLANE] = s[ch];
      s[ch] = s[ch + PLANE];
      if (k < NZ - 1)
        s[ch + PLANE] = in[gh];
    }
    __syncthreads();
    if (active)
      out[g0] = (s[c - 1] + s[c + 1] + s[c - ROW] + s[c + ROW] + s[c - PLANE] + s[c + PLANE]) / 6.0f;
    __syncthreads();
  }
}

int main() {
  const int NX = 128, NY = 64, NZ = 16;
  float *in, *out;
  cudaMalloc(&in, sizeof(float) * NX * NY * NZ);
  cudaMalloc(&out, sizeof(float) * NX * NY * NZ);
  march<<<dim3(NX / BX, NY / BY), dim3(BX, BY)>>>(NX, NY, NZ, in, out);
  cudaDeviceSynchronize();
  cudaFree(in);
  cudaFree(out);
  return 0;
}
