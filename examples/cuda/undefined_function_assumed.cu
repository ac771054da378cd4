//pass
//--blockDim=64 --gridDim=4
//undefined_function_assumed.cu:17:[0-9]+: note: 'scale' is declared but not defined here: checked as if it accessed no memory
//
// A device function compiled apart (nvcc -rdc=true) is only declared in this
// file. As GPUVerify does, its call is checked as if it accessed no memory
// and its result depended on its argument alone; the run says so, at the
// first call, so that a Verified never hides the assumption. Math functions
// of the toolkit (sinf, __expf) are the implementation's and need no note.
// undefined_function_assumed_race.cu: the same kernel, racing around the call.

extern __device__ float scale(float x);

__global__ void apply(float *data) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  float x = data[i];
  data[i] = scale(x) + sinf(x) + __expf(x);
}
