//pass
//--blockDim=64 --gridDim=4
//
// A kernel parameter declared __grid_constant__ (CUDA 11.7): read in place,
// never copied; each thread writes its own element.
struct Params {
  float scale;
  float bias[4];
};

__global__ void affine(const __grid_constant__ Params p, const float *in, float *out) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = in[i] * p.scale + p.bias[i % 4];
}
