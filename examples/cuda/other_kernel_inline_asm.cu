//pass
//--kernel-name=scale --blockDim=64 --gridDim=4
//GPUVerify kernel analyser finished with 1 verified, 0 errors
//
// One kernel's construct gpuverify does not model (inline PTX `exit;`, as
// CUB's ThreadExit spells it) does not sink the file: only what the
// kernels asked for may run is translated, and `scale` never calls `leave`. other_kernel_inline_asm_race.cu breaks `scale`;
// other_kernel_inline_asm_asked.cu asks for the kernel with the assembly.
__device__ void leave() { asm volatile("exit;"); }

__global__ void trimmed(unsigned *out, unsigned n) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    leave();
  out[i] = i;
}

#ifndef SCALE_INDEX
#define SCALE_INDEX i
#endif

__global__ void scale(float *a) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  a[SCALE_INDEX] = 2.0f * i;
}
