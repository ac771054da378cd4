//xfail:NOT_ALL_VERIFIED
//
//host_arguments_assumed_race.cu:\d+:\d+: error: possible write-write race on a\[
//
// host_arguments_assumed.cu's twin: the host code launches the kernel with
// stride 4 and with stride 0. Only a value every launch passes is assumed:
// none here, and the launch with 0 races.
__global__ void spread(float *a, int stride) {
  a[threadIdx.x * stride] = threadIdx.x;
}

int main() {
  float *a;
  cudaMalloc(&a, 64 * 4 * sizeof(float));
  spread<<<1, 64>>>(a, 4);
  spread<<<1, 64>>>(a, 0);
  return 0;
}
