//pass
//--blockDim=64 --gridDim=4 --cuda-path=${CUDA_TOOLKIT}
//
// examples/cuda/toolkit_guards_and_version.cu against the toolkit's own
// headers: they define the guards and CUDART_VERSION, gpuverify says nvcc's
// __CUDACC_VER_MAJOR__ (the toolkit's version).
#include "../cuda/toolkit_guards_and_version.cu"
