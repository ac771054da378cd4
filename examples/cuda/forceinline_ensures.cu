//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//postcondition might not hold
//
// A __forceinline__ function's __ensures is checked where the function
// returns (its element is 1 there), not at the end of the kernel, where a
// later write has made it 2: clang no longer inlines the function before
// gpuverify places the contract.
__device__ __forceinline__ void setOne(int *a) {
  __ensures(a[threadIdx.x] == 2);
  a[threadIdx.x] = 1;
}

__global__ void store(int *a) {
  setOne(a);
  a[threadIdx.x] = 2;
}
