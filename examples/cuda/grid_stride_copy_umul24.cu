//pass
//--gridDim=64 --blockDim=256
//
// grid_stride_copy.cu with the stride computed by __umul24, as the CUDA
// SDK's quasirandom generator does: the built-in's exact model applied to
// the launch geometry is the constant 16384 too.
#define STRIDE __umul24(blockDim.x, gridDim.x)
#include "grid_stride_copy.cu"
