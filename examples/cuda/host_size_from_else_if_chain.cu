//pass
//--blockDim=32 --gridDim=1 --kernel-name=pairs
//note: assumed from the host code \(its launch\) of 'pairs': gap == .*, where \(the way gap was set != 1\) \|\| \(\(requested > 31\)
//GPUVerify kernel analyser finished with 1 verified, 0 errors
//
// A size the host code sets along an if / else-if chain, each way with its
// own tests, one of them leaving (`gap` is the requested one only where it
// is at least 32): which way was taken is unknown, but each says what held
// on it. Each thread writes
// out[t] and out[t + gap], apart for every gap of 32 or more; with the
// lower test gone (host_size_from_else_if_chain_race.cu) a gap of 16 lands
// on another thread's first element.
#include <cstdio>
#include <cstdlib>

#ifndef SMALLEST_GAP
#define SMALLEST_GAP 32
#endif

__global__ void pairs(float *out, int gap) {
  out[threadIdx.x] = 1.0f;
  out[threadIdx.x + gap] = 2.0f;
}

// Opaque to the reader of the host code: a value it cannot know.
__attribute__((noinline)) int requestedGap(int argc, char **argv) { return argc > 1 ? atoi(argv[1]) : 64; }

int main(int argc, char **argv) {
  int requested = requestedGap(argc, argv);
  int gap;
  if (requested > 4096) {
    printf("gap %d too large, using 4096\n", requested);
    gap = 4096;
  } else if (requested >= SMALLEST_GAP) {
    printf("gap %d\n", requested);
    gap = requested;
  } else if (argc > 2) {
    printf("gap %d too small, using the default\n", requested);
    gap = 256;
  } else {
    fprintf(stderr, "gap %d too small\n", requested);
    exit(1);
  }
  float *out;
  cudaMalloc(&out, (32 + (size_t)gap) * sizeof(float));
  pairs<<<1, 32>>>(out, gap);
  cudaDeviceSynchronize();
  return 0;
}
