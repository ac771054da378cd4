//xfail:NOT_ALL_VERIFIED
//--blockDim=1024 --gridDim=4
//possible write-write race on out\[
//
// work_queue.cu's counter in half precision: a floating-point counter is no
// work queue. From 2048 on, 2048 + 1 rounds back to 2048, so atomicAdd
// hands the same value to every later thread, and they store to one element.
#include <cuda_fp16.h>

__global__ void take(__half *counter, int *out) {
  __half old = atomicAdd(counter, __float2half(1.0f));
  out[__half_as_ushort(old)] = threadIdx.x + blockIdx.x * blockDim.x;
}
