//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible write-read race on buffer\[
//
// pipeline_double_buffer.cu without consumer_wait(): the barrier does not
// complete a thread's copy, so another thread may read tile k before it
// lands.
#define CONSUMER_WAIT
#include "pipeline_double_buffer.cu"
