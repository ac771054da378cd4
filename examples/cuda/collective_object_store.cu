//pass
//--blockDim=128 --gridDim=16
//
// CUB's collectives as HeCBench's blockAccess writes them: a temporary
// BlockStore object made in every iteration keeps a reference to the shared
// temporary storage and the thread's rank (linear_tid), and its method,
// called through std::min's reference and the object's this pointer, writes
// each thread's ITEMS consecutive elements. Once inlined, the object is the
// thread's own: its fields become values, and each write's index is the
// thread's rank again. The size comes from main.
#include <algorithm>

#ifndef RANK
#define RANK(tid) (tid)
#endif

template <int ITEMS> struct BlockStore {
  struct TempStorage {
    int unused;
  };
  TempStorage &storage;
  int linear_tid;
  __device__ BlockStore(TempStorage &s) : storage(s), linear_tid(RANK(threadIdx.x)) {}
  __device__ void Store(float *block, const float (&items)[ITEMS], const int &valid) {
    float *mine = block + linear_tid * ITEMS;
#pragma unroll
    for (int k = 0; k < ITEMS; ++k)
      if (linear_tid * ITEMS + k < valid)
        mine[k] = items[k];
  }
};

__global__ void scale_blocked(const float *in, float *out, unsigned n) {
  constexpr int ITEMS = 4;
  __shared__ BlockStore<ITEMS>::TempStorage storage;
  for (unsigned i = blockIdx.x * 128 * ITEMS; i < n; i += gridDim.x * 128 * ITEMS) {
    const int block_items = 128 * ITEMS;
    const int left = n - i;
    float items[ITEMS];
#pragma unroll
    for (int k = 0; k < ITEMS; ++k)
      items[k] = 2.0f * in[i + threadIdx.x * ITEMS + k];
    BlockStore<ITEMS>(storage).Store(&out[i], items, std::min(left, block_items));
  }
}

int main() {
  const unsigned n = 1 << 20;
  float *in, *out;
  cudaMalloc(&in, n * sizeof(float));
  cudaMalloc(&out, n * sizeof(float));
  scale_blocked<<<16, 128>>>(in, out, n);
  cudaDeviceSynchronize();
  return 0;
}
