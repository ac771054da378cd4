//xfail:COMMAND_LINE_ERROR
//--blockDim=64 --gridDim=16
//the kernel template 'fill' is never instantiated
//
// A kernel template nothing instantiates has no code to verify: never a
// "Verified", but a message naming it and saying how to instantiate it.
template <typename T> __global__ void fill(T *a, T v) { a[blockIdx.x * blockDim.x + threadIdx.x] = v; }
