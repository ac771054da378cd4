//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=1 --cuda-path=${CUDA_TOOLKIT}
//wmma_store_syncwarp_load.cu:\d+:\d+: error: possible (write-read|read-write) race on tile\[
//
// wmma_store_syncwarp_load.cu without the __syncwarp(): which lane writes
// an element and which lane reads it CUDA leaves unspecified (a matrix_a
// and an accumulator fragment are laid out differently), so a lane may
// read what another lane has not written yet.
#define NO_SYNCWARP
#include "wmma_store_syncwarp_load.cu"
