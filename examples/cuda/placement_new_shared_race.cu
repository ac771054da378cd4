//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//placement_new_shared_race.cu:\d+:\d+: error: possible write-write race on slots\[
//
// placement_new_shared.cu's twin: two threads build their objects in the
// same slot.
#include <new>

struct Accumulator {
  int sum;
  __device__ explicit Accumulator(int start) : sum(start) {}
};

__global__ void build(const int *in, int *out) {
  __shared__ unsigned char slots[64 * sizeof(Accumulator)];
  unsigned t = threadIdx.x;
  Accumulator *mine = new (slots + (t / 2) * sizeof(Accumulator)) Accumulator(in[blockIdx.x * 64 + t]);
  mine->sum += 1;
  out[blockIdx.x * 64 + t] = mine->sum;
}
