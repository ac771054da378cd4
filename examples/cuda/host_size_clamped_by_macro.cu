//pass
//--blockDim=32 --gridDim=1 --kernel-name=pairs
//note: assumed from the host code \(its launch\) of 'pairs': gap == .*min\(max\(value, 32\), 4096\)
//GPUVerify kernel analyser finished with 1 verified, 0 errors
//
// A size clamped by a macro that names its argument more than once, as
// NVIDIA's samples write CLAMP(getCmdLineArgumentInt(argc, argv, "dimx"),
// lo, hi): the helper is called up to four times, each call a loop over the
// command line. The calls only read memory and nothing is written between
// them, so they return one value, clamped to [32, 4096]. Each thread writes
// out[t] and out[t + gap], apart for every gap of 32 or more; with the
// lower bound at 16 (host_size_clamped_by_macro_race.cu) a gap of 16 lands
// on another thread's first element.
#include <cstdio>
#include <cstdlib>
#include <cstring>

#ifndef SMALLEST_GAP
#define SMALLEST_GAP 32
#endif

#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define CLAMP(a, lo, hi) (MIN(hi, MAX(a, lo)))

__global__ void pairs(float *out, int gap) {
  out[threadIdx.x] = 1.0f;
  out[threadIdx.x + gap] = 2.0f;
}

// `-name=value` on the command line, else 0: a loop over the arguments.
inline int argumentInt(int argc, char **argv, const char *name) {
  int value = 0;
  for (int i = 1; i < argc; i++) {
    const char *arg = argv[i][0] == '-' ? argv[i] + 1 : argv[i];
    size_t length = strlen(name);
    if (strncmp(arg, name, length) == 0 && arg[length] == '=')
      value = atoi(arg + length + 1);
  }
  return value;
}

int main(int argc, char **argv) {
  int gap = 64;
  if (argc > 1)
    gap = CLAMP(argumentInt(argc, argv, "gap"), SMALLEST_GAP, 4096);
  printf("gap %d\n", gap);
  float *out;
  cudaMalloc(&out, (32 + (size_t)gap) * sizeof(float));
  pairs<<<1, 32>>>(out, gap);
  cudaDeviceSynchronize();
  return 0;
}
