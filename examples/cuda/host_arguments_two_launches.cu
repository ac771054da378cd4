//pass
//
//host_arguments_two_launches.cu:\d+:\d+: note: assumed from the host code \(one of its 2 launches\) of 'spread': \(stride == 4\) or \(stride == 8\)
//GPUVerify kernel analyser finished with 1 verified, 0 errors
//
// Launched with stride 4 and with stride 8: no value is the same at both
// launches (host_arguments_assumed_race.cu), but the kernel is verified
// for one launch or the other, and races only for stride 0.
__global__ void spread(float *a, int stride) {
  a[threadIdx.x * stride] = threadIdx.x;
}

int main() {
  float *a;
  cudaMalloc(&a, 64 * 8 * sizeof(float));
  spread<<<1, 64>>>(a, 4);
  spread<<<1, 64>>>(a, 8);
  return 0;
}
