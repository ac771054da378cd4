//xfail:NOT_ALL_VERIFIED
//--blockDim=256 --gridDim=4 --no-inline
//called_function_race.cu:18:18: error: possible read-write race on A\[
//GPUVerify kernel analyser finished with 1 verified, 1 error
//
// With --no-inline the race is charged to the function whose code races,
// add_neighbour, and the kernel that calls it counts as verified, as in
// GPUVerify's modular verification. (The call is checked in the kernel's
// context all the same: add_neighbour is inlined for that.)
// called_function.cu synchronises between the read and the write.
#ifndef SYNC
#define SYNC
#endif

__device__ void add_neighbour(int *A, int offset) {
  int left = A[threadIdx.x + offset];
  SYNC;
  A[threadIdx.x] += left;
}

__global__ void shift_add(int *A, int offset) {
  __requires(offset == 1);
  add_neighbour(A + blockIdx.x * blockDim.x * 2, offset);
}
