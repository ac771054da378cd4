//xfail:NOT_ALL_VERIFIED
//--kernel-name=scale --blockDim=64 --gridDim=4
//possible write-write race on a\[
//
// other_kernel_inline_asm.cu's `scale` writing a[i / 2]: the race is
// reported although another kernel of the file has inline assembly.
#define SCALE_INDEX i / 2
#include "other_kernel_inline_asm.cu"
