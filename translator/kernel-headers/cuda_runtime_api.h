/* cuda_runtime_api.h -- provided so that "#include <cuda_runtime_api.h>" works with gpuverify; everything is in cuda.h. */
#ifndef __GV_CUDA_RUNTIME_API_H
#define __GV_CUDA_RUNTIME_API_H
#include "cuda.h"
#endif
