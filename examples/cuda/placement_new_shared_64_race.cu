//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4 --pointer-bitwidth=64
//\A(?![\s\S]*do not compile)
//placement_new_shared_race.cu:\d+:\d+: error: possible write-write race on slots\[
//
// placement_new_shared_64.cu's twin: placement_new_shared_race.cu in the
// 64-bit model.
#include "placement_new_shared_race.cu"
