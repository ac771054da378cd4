//pass
//--blockDim=64 --gridDim=4
//
// memcpy and memset of a length known only at run time, or too long to
// write out access by access (a 16 KB scratch table per thread): each is a
// loop over its chunks, abstracted as any loop, and every chunk is
// race-checked. Each thread owns a row of 64 floats of `out` and of `marks`.
#include <cstring>

#ifndef COPIED_BOUND
#define COPIED_BOUND 64
#endif
#ifndef MARKED_END
#define MARKED_END 64
#endif

__global__ void copy_rows(float *out, float *marks, const float *in, int n, int k) {
  __requires(n >= 0 && n <= COPIED_BOUND);
  int row = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned char seen[16384];
  memset(seen, 0, sizeof seen);
  seen[k & 16383] = 1;
  memcpy(&out[row * 64], &in[row * 64], n * sizeof(float));
  // Marks the rest of the row.
  memset(&marks[row * 64 + n], seen[threadIdx.x], (MARKED_END - n) * sizeof(float));
}
