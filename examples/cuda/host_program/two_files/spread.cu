//pass
//--blockDim=64 --gridDim=4
//spread.cu:\d+:\d+: note: assumed from the host code \(its launch\) of 'spread': stride = 4 \(--all-inputs checks every value\); the launch is reached from .*main.cpp:\d+
//GPUVerify kernel analyser finished with 1 verified, 0 errors
//
// A program in two files, as NVIDIA's samples are written: the kernel and
// the function that launches it here, `main` in main.cpp beside it. This
// file alone is a library, whose `run` other files may call with any
// stride; with main.cpp, which calls run(a, 4), the folder holds the whole
// program, and stride = 4 is assumed and said.
#include "spread.h"

__global__ void spread(float *a, int stride) {
  a[(blockIdx.x * blockDim.x + threadIdx.x) * stride] = threadIdx.x;
}

void run(float *a, int stride) {
  spread<<<4, 64>>>(a, stride);
}
