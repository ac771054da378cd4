// No header: the flags come from ../gpuverify.json. Verified.
__global__ void scale(float *out, const float *in) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = 2.0f * in[i];
}
