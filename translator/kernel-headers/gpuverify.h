/* gpuverify.h -- the annotation API, for kernels that include it explicitly.
 * opencl.h or cuda.h is always force-included first, so this only makes the intent explicit. */
#ifndef __GV_GPUVERIFY_H
#define __GV_GPUVERIFY_H
#include "annotations.h"
#endif
