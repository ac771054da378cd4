//pass
//--pointer-bitwidth=64 --blockDim=64 --gridDim=16
//
// Each thread fills its own row of a global array, the index computed in
// 32 bits and widened to the 64-bit pointer (GPUVerify's CTimesGid pattern
// at --pointer-bitwidth=64): the loop's invariant that the logged element
// lies between the row's start and the element now written sees through
// the widening.

#define WIDTH 256

#ifndef ROW_END
#define ROW_END WIDTH
#endif

__global__ void fill_rows(unsigned *A) {
  unsigned gid = threadIdx.x + blockIdx.x * blockDim.x;
  for (unsigned i = 0; i < ROW_END; i++)
    A[i + gid * WIDTH] = gid;
}
