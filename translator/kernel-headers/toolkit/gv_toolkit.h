/* gv_toolkit.h -- what gpuverify adds to a CUDA kernel compiled against the CUDA toolkit's own
 * headers (clang's CUDA mode): the annotation language only. The toolkit declares the runtime and
 * the device library; the translator gives their intrinsics the meaning gpuverify's cuda.h gives
 * its own (translator/src/passes/Nvvm.h). */
#ifndef __GV_TOOLKIT_H
#define __GV_TOOLKIT_H
/* glibc's assert.h declares a function named __assert, which annotations.h makes a macro. */
#include <assert.h>
#include "../annotations.h"
#endif
