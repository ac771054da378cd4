//xfail:GPUVERIFYVCGEN_ERROR
//--kernel-name=trimmed --blockDim=64 --gridDim=4
//inline assembly is not supported
//
// other_kernel_inline_asm.cu's kernel that does run the assembly: still
// refused, at the asm statement.
#include "other_kernel_inline_asm.cu"
