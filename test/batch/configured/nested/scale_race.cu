// No header: ../gpuverify.json gives the flags and expects the race.
__global__ void scale(float *out, const float *in) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i / 2] = 2.0f * in[i];
}
