//pass
//--blockDim=64 --gridDim=4
//
// Placement new (<new>'s, which nvcc lets device code call): each thread
// builds an object in its own slot of a shared buffer.
#include <new>

struct Accumulator {
  int sum;
  __device__ explicit Accumulator(int start) : sum(start) {}
};

__global__ void build(const int *in, int *out) {
  __shared__ unsigned char slots[64 * sizeof(Accumulator)];
  unsigned t = threadIdx.x;
  Accumulator *mine = new (slots + t * sizeof(Accumulator)) Accumulator(in[blockIdx.x * 64 + t]);
  mine->sum += 1;
  out[blockIdx.x * 64 + t] = mine->sum;
}
