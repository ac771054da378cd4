//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//a precondition for this call might not hold
//
// A __requires in a __forceinline__ function is the function's
// precondition, checked at the call, although clang inlines the function
// before gpuverify sees it: it is not an assumption about the kernel's
// inputs. Nothing here bounds n, so the precondition may fail.
__device__ __forceinline__ int clamped(int n) {
  __requires(n < 10);
  return n;
}

__global__ void store(int *a, int n) { a[clamped(n) < 10 ? threadIdx.x : 0] = 1; }
