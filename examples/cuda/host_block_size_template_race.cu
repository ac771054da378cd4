//xfail:NOT_ALL_VERIFIED
//--blockDim=256 --gridDim=64 --kernel-name=reverseTile
//host_block_size_template.cu:\d+:\d+: note: the host code launches 'reverseTile<128>' with blocks of 128 threads, not 256 as --blockDim says
//host_block_size_template.cu:\d+:\d+: error: possible (write-write|read-write|write-read) race on data\[
//
// host_block_size_template.cu verified with blocks of 256 threads, which
// its host code never launches (reverseTile<128> gets 128): block b's upper
// half is block b + 1's tile. Reported, with a note that the host's blocks
// are of 128 threads.
#include "host_block_size_template.cu"
