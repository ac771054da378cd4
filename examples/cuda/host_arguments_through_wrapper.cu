//pass
//
//host_arguments_through_wrapper.cu:\d+:\d+: note: assumed from the host code \(its launch\) of 'spread': stride = 4 \(--all-inputs checks every value\)
//GPUVerify kernel analyser finished with 1 verified, 0 errors
//
// The kernel is launched by a function of the file, `run`, that main
// calls with stride 4. A file with a main is a program: its functions are
// called from it alone, so what main passes reaches the launch (without a
// main, host_arguments_through_wrapper_library_race.cu, it does not).
__global__ void spread(float *a, int stride) {
  a[threadIdx.x * stride] = threadIdx.x;
}

void run(float *a, int stride) {
  spread<<<1, 64>>>(a, stride);
}

#ifndef NO_MAIN
int main() {
  float *a;
  cudaMalloc(&a, 64 * 4 * sizeof(float));
#ifdef STRIDE_ZERO
  run(a, 0);
#else
  run(a, 4);
#endif
  return 0;
}
#endif
