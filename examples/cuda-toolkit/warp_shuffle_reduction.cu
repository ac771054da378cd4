//pass
//--blockDim=256 --gridDim=16 --cuda-path=${CUDA_TOOLKIT}
//
// The warp-shuffle reduction compiled against the CUDA toolkit's own headers:
// __shfl_down_sync reaches the translator as llvm.nvvm.shfl.sync.down.f32,
// threadIdx as llvm.nvvm.read.ptx.sreg.tid.x, and both are given the model
// gpuverify's own cuda.h gives them (examples/cuda/warp_shuffle_reduction.cu).
__global__ void reduce(const float *in, float *out) {
  float v = in[blockIdx.x * blockDim.x + threadIdx.x];
  for (int o = 16; o > 0; o /= 2)
    v += __shfl_down_sync(0xffffffff, v, o);
  if ((threadIdx.x & 31) == 0)
    out[(blockIdx.x * blockDim.x + threadIdx.x) / 32] = v;
}
