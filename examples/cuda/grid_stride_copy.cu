//pass
//--gridDim=64 --blockDim=256
//
// A grid-stride loop (the CUDA SDK's alignedTypes): each thread copies the
// elements tid, tid + T, tid + 2T, ... with T = blockDim.x * gridDim.x. The
// launch geometry makes T the constant 16384, so inference knows the step
// and finds that every offset a thread writes is its id modulo T.
#ifndef STRIDE
#define STRIDE (blockDim.x * gridDim.x)
#endif

__global__ void grid_stride_copy(int *out, const int *in, int n) {
  const int tid = blockDim.x * blockIdx.x + threadIdx.x;
  const int stride = STRIDE;
  for (int pos = tid; pos < n; pos += stride)
    out[pos] = in[pos];
}
