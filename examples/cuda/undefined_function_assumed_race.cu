//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//undefined_function_assumed_race.cu:19:[0-9]+: error: possible (write-read|read-write) race on data\[
//note: .scale. is declared but not defined here
//
// A device function compiled apart (nvcc -rdc=true) is only declared in this
// file. As GPUVerify does, its call is verified as if it accessed no memory
// and its result depended on its argument alone; the run says so, at the
// first call, so that a Verified never hides the assumption. Math functions
// of the toolkit (sinf, __expf) are the implementation's and need no note.
// undefined_function_assumed.cu with a neighbour's element read: the race is reported, and so is
// the assumption.

extern __device__ float scale(float x);

__global__ void apply(float *data) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  float x = data[i + 1];
  data[i] = scale(x) + sinf(x) + __expf(x);
}
