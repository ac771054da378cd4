//pass
//--blockDim=64 --gridDim=4
//GPUVerify kernel analyser finished with 1 verified, 0 errors
//
// Loops of eight iterations over a private array and a shared tile, as
// SHOC's FFT transposes through shared memory: the GPU compilers unroll them
// unasked, and so does the verifier. Each copy of an access then has its own
// offset (no loop invariant has to say which elements the copies touched)
// and the private array is eight values, not memory. Without the barrier
// between reading the tile and writing it again (small_loops_unrolled_race.cu)
// a thread overwrites an element another thread has yet to read.
#define ITEMS 8

__global__ void transpose8(float *work) {
  __shared__ float smem[ITEMS * 66];
  int tid = threadIdx.x, hi = tid >> 3, lo = tid & 7;
  int base = blockIdx.x * 512 + tid;
  const int reversed[ITEMS] = {0, 4, 2, 6, 1, 5, 3, 7};
  float data[ITEMS];
  for (int i = 0; i < ITEMS; i++)
    data[i] = work[base + i * 64];
  for (int i = 0; i < ITEMS; i++)
    smem[hi * 8 + lo + i * 66] = data[reversed[i]];
  __syncthreads();
  for (int i = 0; i < ITEMS; i++)
    data[i] = smem[lo * 66 + hi + i * 8];
#ifndef DROP_SECOND_BARRIER
  __syncthreads();
#endif
  for (int i = 0; i < ITEMS; i++)
    smem[hi * 8 + lo + i * 72] = 2.0f * data[reversed[i]];
  __syncthreads();
  for (int i = 0; i < ITEMS; i++)
    data[i] = smem[hi * 72 + lo + i * 8];
  for (int i = 0; i < ITEMS; i++)
    work[base + i * 64] = data[reversed[i]];
}
