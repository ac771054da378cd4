//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//grid_constant_parameter_race.cu:14:\d+: error: possible write-write race on out\[
//
// grid_constant_parameter.cu's twin: the element written comes from the
// __grid_constant__ parameter, which may make two threads write one element.
struct Params {
  float scale;
  unsigned group;
};

__global__ void affine(const __grid_constant__ Params p, const float *in, float *out) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i / p.group] = in[i] * p.scale;
}
