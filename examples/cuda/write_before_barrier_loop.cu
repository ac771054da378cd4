//pass
//--blockDim=128 --gridDim=64
//
// A thread writes a sentinel past the others' elements before a loop that
// writes, synchronises and reads (the CUDA samples' binomialOptions): the
// sentinel's write is still in the log when the loop is entered, and the
// loop's invariant says the log holds it or an element of the loop's own
// writes. Inferred, no hand invariant.
#define N 128
#ifndef SENTINEL
#define SENTINEL N
#endif

__global__ void shiftLeft(float *out, const float *in, int steps) {
  __shared__ float s[N + 1];
  unsigned tid = threadIdx.x;
  float v = in[blockIdx.x * N + tid];
  if (tid == 0)
    s[SENTINEL] = 0.0f;
  for (int i = steps; i > 0; --i) {
    s[tid] = v;
    __syncthreads();
    v = s[tid + 1];
    __syncthreads();
  }
  out[blockIdx.x * N + tid] = v;
}
