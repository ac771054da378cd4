//xfail:NOT_ALL_VERIFIED
//--all-sizes
//possible write-write race on A\[
//Launch sizes of this counterexample: --blockDim=\[\d+,\d+,\d+\] --gridDim=\[\d+,\d+,\d+\]
//
// Every launch size at once (--all-sizes): CUDA allows up to 2^31 - 1
// blocks of up to 1024 threads, so blockIdx.x * blockDim.x + threadIdx.x,
// computed in 32 bits, wraps around in a large enough grid and two threads
// write one element. The report names a launch that does it.
__global__ void k(int *A) {
  A[blockIdx.x * blockDim.x + threadIdx.x] = threadIdx.x;
}
