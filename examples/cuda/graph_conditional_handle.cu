//pass
//--blockDim=32 --gridDim=1
//
// A kernel of a CUDA graph with a conditional node (CUDA 12.4+) sets the
// condition through its handle; the call has no effect the kernels see.
__global__ void keepGoing(const int *remaining, cudaGraphConditionalHandle handle, int *seen) {
  seen[threadIdx.x] = remaining[threadIdx.x];
  if (threadIdx.x == 0)
    cudaGraphSetConditional(handle, remaining[0] > 0 ? 1 : 0);
}
