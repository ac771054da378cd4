//pass
//--blockDim=64 --gridDim=8 --pointer-bitwidth=64
//
// A work queue over a 64-bit counter stepped by 4, each thread taking four
// elements at a time and writing the one after its index (64-bit pointers:
// with 32-bit ones, i and i + 2^32 would be one element).
__global__ void work(unsigned long long *counter, const float *in, float *out, unsigned long long n) {
  for (unsigned long long i = atomicAdd(counter, 4ull); i < n; i = atomicAdd(counter, 4ull))
    out[i + 1] = in[i] * 2.0f;
}
