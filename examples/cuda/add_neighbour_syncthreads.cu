//pass
//--blockDim=64 --gridDim=16
//
// CUDA version of ../opencl/add_neighbour_barrier.cl: read both values into a
// register, wait at __syncthreads(), then write.
//
// RACE-FREE. All reads of A happen before the barrier and all writes after
// it; after the barrier each thread writes only A[tid], its own element.

#define N 64 // threads per block, as in --blockDim
#define tid (threadIdx.x)

__global__ void add_neighbour(int offset) {
  __requires(offset >= 0);
  __requires(offset < N);
  __shared__ int A[2 * N];
  int tmp = A[tid] + A[tid + offset];
  __syncthreads();
  A[tid] = tmp;
}
