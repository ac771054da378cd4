//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=16 --cuda-path=${CUDA_TOOLKIT}
//umul24_index_overlap.cu:9:\d+: error: possible write-write race on out\[
//
// umul24_index.cu with blocks placed 32 elements apart: consecutive blocks
// of 64 threads overlap.
__global__ void copy(const int *in, int *out) {
  unsigned i = __umul24(blockIdx.x, 32u) + threadIdx.x;
  out[i] = in[threadIdx.x] + blockIdx.x;
}
