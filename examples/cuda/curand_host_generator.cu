//pass
//--blockDim=128 --gridDim=8
//\A(?![\s\S]*do not compile)
//
// cuRAND's host API, as NVIDIA's MC_EstimatePiP calls it: a generator fills
// device memory from the host, then each thread counts its points inside
// the unit circle into its own slot. gpuverify's curand.h declares the host
// API, so the file needs no CUDA toolkit.
#include <curand.h>

__global__ void inside(const float *points, unsigned *counts, unsigned n) {
  unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
  float x = points[2 * t], y = points[2 * t + 1];
#ifdef SHARED_COUNTER
  counts[blockIdx.x] += x * x + y * y <= 1.0f;
#else
  counts[t] = x * x + y * y <= 1.0f;
#endif
}

int main() {
  const unsigned n = 1024;
  float *points;
  unsigned *counts;
  cudaMalloc(&points, 2 * n * sizeof(float));
  cudaMalloc(&counts, n * sizeof(unsigned));
  curandGenerator_t generator;
  if (curandCreateGenerator(&generator, CURAND_RNG_PSEUDO_DEFAULT) != CURAND_STATUS_SUCCESS)
    return 1;
  curandSetPseudoRandomGeneratorSeed(generator, 1234ull);
  curandGenerateUniform(generator, points, 2 * n);
  inside<<<n / 128, 128>>>(points, counts, n);
  curandDestroyGenerator(generator);
  cudaFree(points);
  cudaFree(counts);
  return 0;
}
