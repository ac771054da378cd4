//xfail:NOT_ALL_VERIFIED
//--blockDim=256 --gridDim=16 --cuda-path=${CUDA_TOOLKIT}
//histogram_race.cu:9:\d+: error: possible write-write race on weights\[
//
// histogram.cu with the float weights added without an atomic.
__global__ void histogram(const int *in, unsigned *bins, float *weights, unsigned *ring) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  atomicAdd(&bins[in[i] & 15], 1u);
  weights[in[i] & 15] +=
      0.5f;
  atomicInc(ring, 1023u);
}
