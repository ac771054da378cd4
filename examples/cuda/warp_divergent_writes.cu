//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1 --warp-sync=32
//possible write-write race on flags\[
//
// Lock-step execution does not order the two sides of a branch the threads
// of a warp take differently: odd and even threads write the same flag.
__global__ void mark(int *flags) {
  if (threadIdx.x % 2)
    flags[threadIdx.x / 32] = 1;
  else
    flags[threadIdx.x / 32] = 2;
}
