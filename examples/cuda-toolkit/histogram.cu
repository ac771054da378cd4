//pass
//--blockDim=256 --gridDim=16 --cuda-path=${CUDA_TOOLKIT}
//
// Histograms with the toolkit's atomics, which clang emits as LLVM's
// atomicrmw (add on unsigned, fadd on float) and, for atomicInc, as
// llvm.nvvm.atomic.load.inc.32: each is given the model of gpuverify's own
// atomicAdd and atomicInc.
__global__ void histogram(const int *in, unsigned *bins, float *weights, unsigned *ring) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  atomicAdd(&bins[in[i] & 15], 1u);
  atomicAdd(&weights[in[i] & 15], 0.5f);
  atomicInc(ring, 1023u);
}
