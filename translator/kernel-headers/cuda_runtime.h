/* cuda_runtime.h -- provided so that "#include <cuda_runtime.h>" works with gpuverify; everything is in cuda.h. */
#ifndef __GV_CUDA_RUNTIME_H
#define __GV_CUDA_RUNTIME_H
#include "cuda.h"
#endif
