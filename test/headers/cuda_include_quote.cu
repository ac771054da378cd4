// "cuda.h" included by the kernel on top of the forced -include cuda.h.
//
// EXPECT: call void @__gv_barrier(i32 noundef 1, i32 noundef 1)
// EXPECT: @__gv_local_id(i32 noundef 0)
// EXPECT: @__gv_assert(
#include "cuda.h"

__global__ void k(int *A) {
  A[threadIdx.x] = 1;
  __syncthreads();
  __assert(A[threadIdx.x] == 1);
}
