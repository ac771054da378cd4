//pass
//--gridDim=128 --blockDim=[128,3,1]
//
// The CUDA SDK's quasirandom generator: threadIdx.y picks one of three
// output planes of N elements, and the threads of the grid stride through
// the plane (T = __umul24(blockDim.x, gridDim.x) = 16384). The plane's
// start, __umul24(threadIdx.y, N), is computed in the loop body.
//
// RACE-FREE. Thread (x, y) writes plane y's elements congruent to its
// x-id modulo T. Inference must see the plane start at the loop head,
// although the program keeps it in a variable of the loop body.

#define MUL(a, b) __umul24(a, b)
#ifndef PLANE
#define PLANE N
#endif

__global__ void planes(float *out, unsigned int seed, unsigned int N) {
  __requires(N == 1048576);
  unsigned int tid = MUL(blockDim.x, blockIdx.x) + threadIdx.x;
  unsigned int threadN = MUL(blockDim.x, gridDim.x);
  for (unsigned int pos = tid; pos < N; pos += threadN) {
    unsigned int data = seed + pos;
    out[MUL(threadIdx.y, PLANE) + pos] = (float)(data ^ (data >> 3));
  }
}
