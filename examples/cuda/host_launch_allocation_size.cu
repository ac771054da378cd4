//pass
//--blockDim=256 --gridDim=64
//
// Complex numbers split into planes: the real parts in out[0, n), the
// imaginary ones in out[n, 2n). The host code reads n from its command line
// (rows times columns, each an int) and bounds it nowhere but in the
// allocations it is used for: were n near 2^64, `n + i` would wrap onto the
// real plane, where another thread writes. Each cudaMalloc's success is
// checked before the launch, and a successful allocation is smaller than a
// process's address space (2^56 bytes): n is too small to wrap.
#include <cstdio>
#include <cstdlib>

__global__ void splitPlanes(const float2 *in, float *out, size_t n) {
  size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    out[i] = in[i].x;
    out[n + i] = in[i].y;
  }
}

#define CHECK(call)                                                                                                \
  do {                                                                                                             \
    cudaError_t err = call;                                                                                        \
    if (err != cudaSuccess) {                                                                                      \
      fprintf(stderr, "%s\n", cudaGetErrorString(err));                                                           \
      exit(1);                                                                                                     \
    }                                                                                                              \
  } while (0)

#ifndef ALLOCATE
#define ALLOCATE(pointer, bytes) CHECK(cudaMalloc(pointer, bytes))
#endif

int main(int argc, char **argv) {
  if (argc != 3)
    return 1;
  int rows = atoi(argv[1]), columns = atoi(argv[2]);
  size_t n = (size_t)rows * columns;
  float2 *in;
  float *out;
  ALLOCATE(&in, n * sizeof(float2));
  ALLOCATE(&out, 2 * n * sizeof(float));
  splitPlanes<<<64, 256>>>(in, out, n);
  CHECK(cudaDeviceSynchronize());
  return 0;
}
