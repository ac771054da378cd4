//pass
//
//note: sizes from the launch of 'normalise' in the host code: grid \(4, 1, 1\), block \(64, 1, 1\)
//
// Host code that calls the C library without including its headers, as nvcc
// allows (its cuda_runtime.h brings <stdlib.h>, <string.h>, <time.h> and
// <math.h> to every .cu file): gpuverify's headers bring them too, so the
// file compiles, the launch gives the sizes and the kernel is verified.
__global__ void normalise(float *a, float scale) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  a[i] = isfinite(a[i]) ? a[i] / scale : 0.0f;
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
