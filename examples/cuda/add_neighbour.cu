//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=16
//possible (read-write|write-read) race on A\[
//
// CUDA version of the tutorial's add_neighbour kernel (see
// ../opencl/add_neighbour.cl). The OpenCL kernel takes its __local array as
// an argument; in CUDA the block's shared array is declared in the kernel.
// The preconditions keep every access inside A.
//
// RACY. For any offset between 1 and 63, thread t reads A[t + offset] while
// thread t + offset writes that element, with nothing ordering the two
// accesses: an intra-block read-write data race on the __shared__ array A.
// add_neighbour_syncthreads.cu is the fixed version.

#define N 64 // threads per block, as in --blockDim
#define tid (threadIdx.x)

__global__ void add_neighbour(int offset) {
  __requires(offset >= 0);
  __requires(offset < N);
  __shared__ int A[2 * N];
  A[tid] = A[tid] + A[tid + offset];
}
