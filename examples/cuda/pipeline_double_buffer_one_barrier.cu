//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible read-write race on buffer\[
//
// pipeline_double_buffer.cu without its second barrier: the copy of tile
// k + 2, issued at the start of iteration k + 1, writes the buffer another
// thread may still be reading tile k from.
#define SECOND_BARRIER
#include "pipeline_double_buffer.cu"
