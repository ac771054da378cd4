//pass
//--blockDim=64 --gridDim=4
//\A(?![\s\S]*do not compile)
//
// Host code that reads the device's properties as CUDA 12 and 13 name them,
// sets a limit and allocates from a memory pool, as NVIDIA's samples do
// (systemWideAtomics reads pageableMemoryAccess, newdelete sets
// cudaLimitMallocHeapSize, streamOrderedAllocation tunes the default pool):
// gpuverify's headers declare them, so the file needs no CUDA toolkit.
__global__ void fill(int *out, int value) {
#ifdef ONE_CELL_PER_BLOCK
  out[blockIdx.x] = value + threadIdx.x;
#else
  out[blockIdx.x * blockDim.x + threadIdx.x] = value;
#endif
}

int main() {
  cudaDeviceProp prop;
  cudaGetDeviceProperties(&prop, 0);
  cudaDeviceSetLimit(cudaLimitMallocHeapSize, 1 << 20);
  size_t heap = 0;
  cudaDeviceGetLimit(&heap, cudaLimitMallocHeapSize);
  cudaMemPool_t pool;
  cudaDeviceGetDefaultMemPool(&pool, 0);
  unsigned long long threshold = ~0ull;
  cudaMemPoolSetAttribute(pool, cudaMemPoolAttrReleaseThreshold, &threshold);
  cudaStream_t stream;
  cudaStreamCreate(&stream);
  int *out;
  cudaMallocAsync(&out, 256 * sizeof(int), stream);
  fill<<<4, 64, 0, stream>>>(out, prop.pageableMemoryAccess ? prop.uuid.bytes[0] : (int)heap);
  cudaFreeAsync(out, stream);
  cudaStreamSynchronize(stream);
  return 0;
}
