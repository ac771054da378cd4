//xfail:NOT_ALL_VERIFIED
//--blockDim=256 --gridDim=2 --cuda-path=${CUDA_TOOLKIT}
//device_assert.cu:9:3: error: this assertion might not hold for thread
//
// The C assert of device code, which the toolkit's headers turn into a
// call of __assertfail when the condition fails: a failed assertion, as
// with gpuverify's own headers. Threads 128 to 255 fail it.
__global__ void k(int *a) {
  assert(threadIdx.x < 128);
  a[blockIdx.x * blockDim.x + threadIdx.x] = 1;
}
