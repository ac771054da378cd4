//pass
//
//host_arguments_assumed.cu:\d+:\d+: note: assumed from the host code \(its launch\) of 'spread': stride = 4 \(--all-inputs checks every value\)
//GPUVerify kernel analyser finished with 1 verified, 0 errors
//
// What the host code knows: the kernel is race-free for any stride but 0,
// and the only launch passes 4. The value every launch passes is assumed,
// and said; host_arguments_all_inputs.cu checks every value instead.
__global__ void spread(float *a, int stride) {
  a[threadIdx.x * stride] = threadIdx.x;
}

int main() {
  float *a;
  cudaMalloc(&a, 64 * 4 * sizeof(float));
  spread<<<1, 64>>>(a, 4);
  return 0;
}
