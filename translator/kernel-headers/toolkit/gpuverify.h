/* gpuverify.h -- the annotation API, for kernels that include it explicitly (compiled against the
 * CUDA toolkit; gv_toolkit.h is force-included first). */
#ifndef __GV_GPUVERIFY_H
#define __GV_GPUVERIFY_H
#include "../annotations.h"
#endif
