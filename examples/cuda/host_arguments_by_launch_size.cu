//pass
//--blockDim=64 --gridDim=8
//note: assumed from the host code \(one of its 2 launches\) of 'spread': \(stride == 4\) or \(stride == 0, gridDim.x == 4\)
//GPUVerify kernel analyser finished with 1 verified, 0 errors
//
// Two launches: a grid of 8 with stride 4, a grid of 4 with stride 0. The
// kernel is verified as launched with a grid of 8, which only the first
// launch has: the second (whose stride 0 races) cannot be this one.
// host_arguments_by_launch_size_race.cu verifies the grid of 4.
__global__ void spread(float *a, int stride) {
  a[blockIdx.x * 64 * 4 + threadIdx.x * stride] = threadIdx.x;
}

int main() {
  float *a;
  cudaMalloc(&a, 8 * 64 * 4 * sizeof(float));
  spread<<<8, 64>>>(a, 4);
  spread<<<4, 64>>>(a, 0);
  return 0;
}
