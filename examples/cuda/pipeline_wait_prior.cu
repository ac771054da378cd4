//pass
//--blockDim=64 --gridDim=4
//
// Two stages in flight, as the CUDA programming guide's cuda::pipeline
// example keeps them: the prologue copies tiles 0 and 1, and each
// iteration waits for all but the most recent stage
// (cuda::pipeline_consumer_wait_prior<1>), reads tile k after a barrier,
// and, after a second barrier, refills the buffer it read with tile k + 2.
// pipeline_wait_prior_2.cu waits for too little.
#include <cuda/pipeline>

#ifndef STAGES_NOT_WAITED_FOR
#define STAGES_NOT_WAITED_FOR 1
#endif
#define TILE 64

__global__ void reversed_sums(const float *in, float *out, int tiles) {
  __shared__ float buffer[2][TILE];
  unsigned t = threadIdx.x;
  const float *rows = in + (size_t)blockIdx.x * tiles * TILE;
  cuda::pipeline<cuda::thread_scope_thread> pipe = cuda::make_pipeline();
  for (int s = 0; s < 2; ++s) {
    pipe.producer_acquire();
    if (s < tiles)
      cuda::memcpy_async(&buffer[s][t], &rows[(size_t)s * TILE + t], sizeof(float), pipe);
    pipe.producer_commit();
  }
  float sum = 0;
  for (int k = 0; k < tiles; ++k) {
    cuda::pipeline_consumer_wait_prior<STAGES_NOT_WAITED_FOR>(pipe);
    __syncthreads();
    sum += buffer[k & 1][TILE - 1 - t];
    __syncthreads();
    pipe.producer_acquire();
    if (k + 2 < tiles)
      cuda::memcpy_async(&buffer[k & 1][t], &rows[(size_t)(k + 2) * TILE + t], sizeof(float), pipe);
    pipe.producer_commit();
  }
  out[blockIdx.x * TILE + t] = sum;
}
