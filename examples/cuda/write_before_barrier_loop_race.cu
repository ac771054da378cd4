//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=64
//write_before_barrier_loop.cu:\d+:\d+: error: possible write-write race on s\[127\]
//
// write_before_barrier_loop.cu's twin with the sentinel on the last
// thread's element: thread 0's write before the loop and thread 127's in
// its first iteration are not ordered by a barrier.
#define SENTINEL (N - 1)
#include "write_before_barrier_loop.cu"
