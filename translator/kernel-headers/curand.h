/* curand.h -- provided so that "#include <curand.h>" works with gpuverify; see curand_kernel.h. */
#ifndef __GV_CURAND_H
#define __GV_CURAND_H
#include "curand_kernel.h"
#endif
