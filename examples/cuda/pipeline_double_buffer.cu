//pass
//--blockDim=64 --gridDim=4
//
// The double-buffered loop of cp_async_double_buffer.cu written with
// libcu++'s cuda::pipeline of one thread, as NVIDIA's samples and the CUDA
// programming guide write it: each iteration acquires a stage, copies tile
// k + 1 into the other buffer, commits it, and consumer_wait() completes the
// oldest stage (tile k); the barrier after it publishes tile k to the block,
// and a second barrier keeps the next copy from overwriting a buffer still
// being read. The invariants say the pipeline's consumer is one stage behind
// at the loop head. pipeline_double_buffer_one_barrier.cu and
// pipeline_double_buffer_no_wait.cu break it.
#include <cuda/pipeline>

#ifndef CONSUMER_WAIT
#define CONSUMER_WAIT pipe.consumer_wait()
#endif
#ifndef SECOND_BARRIER
#define SECOND_BARRIER __syncthreads()
#endif
#define TILE 64

__global__ void reversed_sums(const float *in, float *out, int tiles) {
  __shared__ float buffer[2][TILE];
  unsigned t = threadIdx.x;
  const float *rows = in + (size_t)blockIdx.x * tiles * TILE;
  cuda::pipeline<cuda::thread_scope_thread> pipe = cuda::make_pipeline();
  pipe.producer_acquire();
  cuda::memcpy_async(&buffer[0][t], &rows[t], sizeof(float), pipe);
  pipe.producer_commit();
  float sum = 0;
  for (int k = 0; k < tiles; ++k) {
    pipe.producer_acquire();
    if (k + 1 < tiles)
      cuda::memcpy_async(&buffer[(k + 1) & 1][t], &rows[(size_t)(k + 1) * TILE + t], sizeof(float), pipe);
    pipe.producer_commit();
    CONSUMER_WAIT;
    __syncthreads();
    sum += buffer[k & 1][TILE - 1 - t];
    SECOND_BARRIER;
    pipe.consumer_release();
  }
  out[blockIdx.x * TILE + t] = sum;
}
