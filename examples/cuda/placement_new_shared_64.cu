//pass
//--blockDim=64 --gridDim=4 --pointer-bitwidth=64
//\A(?![\s\S]*do not compile)
//
// placement_new_shared.cu in the 64-bit model, whose device side also finds
// clang's wrapper of <new> on its path: gpuverify's own headers compile it
// (they defined placement new a second time, and the file went to a CUDA
// toolkit, where there is one, or failed).
#include "placement_new_shared.cu"
