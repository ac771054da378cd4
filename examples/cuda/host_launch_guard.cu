//pass
//--blockDim=256 --gridDim=64 --kernel-name=rows
//note: assumed from the host code \(its launch\) of 'rows': where .*256 \(--all-inputs checks every value\)
//GPUVerify kernel analyser finished with 1 verified, 0 errors
//
// What the host code tested before it launched: `rows` only for rows of at
// most 256 (a wider one takes another kernel; the optimiser may spell the
// test `n - 1 < 256`, unsigned). So `blockIdx.x * n` cannot wrap around;
// without the test (host_launch_guard_race.cu) it can.
#include <cstdlib>

__global__ void rows(float *out, int n) {
  if (threadIdx.x < n)
    out[blockIdx.x * n + threadIdx.x] = threadIdx.x;
}

__global__ void wideRows(float *out, int n) {
  for (int i = threadIdx.x; i < n; i += blockDim.x)
    out[blockIdx.x * n + i] = i;
}

int main(int argc, char **argv) {
  int n = atoi(argv[1]);
  float *out;
  cudaMalloc(&out, 64 * (size_t)n * sizeof(float));
#ifdef NO_WIDTH_TEST
  if (n > 0)
#else
  if (n > 0 && n <= 256)
#endif
    rows<<<64, 256>>>(out, n);
  else
    wideRows<<<64, 256>>>(out, n);
  cudaDeviceSynchronize();
  return 0;
}
