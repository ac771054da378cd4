//xfail:NOT_ALL_VERIFIED
//--blockDim=256 --gridDim=8
//arch_gated_path.cu:33:[0-9]+: error: possible write-read race on partial\[
//note: confirmed by running the kernel
//
// arch_gated_path.cu with the sm_80 path's barrier lost: thread 0 reads the
// partial sums while the other warps' leaders write them. The shuffle path
// before sm_80 is right, so the file verifies with --cuda-arch=sm_70; at the
// default (sm_90) the race is reported, and the replay, which computes the
// warps' __reduce_add_sync, confirms it.
#define SM80_BARRIER
#include "arch_gated_path.cu"
