//xfail:NOT_ALL_VERIFIED
//--all-inputs
//host_arguments_all_inputs.cu:\d+:\d+: error: possible write-write race on a\[
//
// host_arguments_assumed.cu under --all-inputs: nothing is assumed from the
// host code, and stride = 0 makes every thread write a[0].
__global__ void spread(float *a, int stride) {
  a[threadIdx.x * stride] = threadIdx.x;
}

int main() {
  float *a;
  cudaMalloc(&a, 64 * 4 * sizeof(float));
  spread<<<1, 64>>>(a, 4);
  return 0;
}
