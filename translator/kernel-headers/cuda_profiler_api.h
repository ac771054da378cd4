/* cuda_profiler_api.h -- the profiler's host API, as declarations (host code calls it around the
 * launches; gpuverify compiles device code only, so none of it is ever called). */
#ifndef __GV_CUDA_PROFILER_API_H
#define __GV_CUDA_PROFILER_API_H
#include "cuda.h"
#define __CUDA_PROFILER_API_H__
extern "C" __host__ cudaError_t cudaProfilerStart(void);
extern "C" __host__ cudaError_t cudaProfilerStop(void);
#endif
