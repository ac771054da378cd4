//pass
//--blockDim=256 --gridDim=16 --warp-sync=32 --warp-method=two-pass
//
// warp_reduction.cu with the two-pass method: one program checks pairs of
// threads of one warp (synchronised after each instruction), another pairs
// of threads of different warps (never synchronised but by barriers); the
// two run in parallel and the kernel is verified if both are.
#include "warp_reduction.cu"
