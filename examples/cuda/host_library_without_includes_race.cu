//xfail:NOT_ALL_VERIFIED
//
//note: sizes from the launch of 'normalise' in the host code: grid \(4, 1, 1\), block \(64, 1, 1\)
//host_library_without_includes_race.cu:10:\d+: error: possible write-write race on a\[
//
// host_library_without_includes.cu's twin: the host code compiles as there,
// and the kernel writes each element from two threads.
__global__ void normalise(float *a, float scale) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  a[i / 2] = isfinite(a[i]) ? a[i] / scale : 0.0f;
}

int main() {
  clock_t start = clock();
  float *host = (float *)malloc(256 * sizeof(float));
  memset(host, 0, 256 * sizeof(float));
  float *a;
  cudaMalloc(&a, 256 * sizeof(float));
  cudaMemcpy(a, host, 256 * sizeof(float), cudaMemcpyHostToDevice);
  normalise<<<4, 64>>>(a, fabs(-2.0) > 0 ? 2.0f : 1.0f);
  free(host);
  return isfinite((double)(clock() - start)) ? 0 : 1;
}
