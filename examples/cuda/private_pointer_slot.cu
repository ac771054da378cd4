//pass
//--blockDim=64 --gridDim=4
//GPUVerify kernel analyser finished with 1 verified, 0 errors
//
// A pointer kept in the thread's own memory (a volatile local here; CUB's
// BlockReduce keeps its reference to the shared TempStorage in a stack
// slot the optimiser leaves in memory): loaded back, it points where the
// kernel stored it, the shared tile, not to host memory every block shares.
// private_pointer_slot_race.cu drops the barrier.
#ifndef BARRIER
#define BARRIER __syncthreads()
#endif

__global__ void reverse(float *out, const float *in) {
  __shared__ float tile[64];
  float *volatile slot = tile;
  slot[threadIdx.x] = in[blockIdx.x * 64 + threadIdx.x];
  BARRIER;
  out[blockIdx.x * 64 + threadIdx.x] = slot[63 - threadIdx.x];
}
