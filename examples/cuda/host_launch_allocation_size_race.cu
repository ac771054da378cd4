//xfail:NOT_ALL_VERIFIED
//--blockDim=256 --gridDim=64
//possible write-write race on out\[
//
// host_launch_allocation_size.cu with the allocations' results not
// checked: nothing says they succeeded, so nothing bounds n, and with n
// near 2^64 (rows -1, columns 5) out[n + 5] is out[0], which thread 0 writes.
#define ALLOCATE(pointer, bytes) cudaMalloc(pointer, bytes)
#include "host_launch_allocation_size.cu"
