/* gv_toolkit.h -- what gpuverify adds to a CUDA kernel compiled against the CUDA toolkit's own
 * headers (clang's CUDA mode): the annotation language only. The toolkit declares the runtime and
 * the device library; the translator gives their intrinsics the meaning gpuverify's cuda.h gives
 * its own (translator/src/passes/Nvvm.h). */
#ifndef __GV_TOOLKIT_H
#define __GV_TOOLKIT_H
/* glibc's assert.h declares a function named __assert, which annotations.h makes a macro. */
#include <assert.h>
/* nvcc lets device code use placement new without <new> (CUB does); clang's wrapper of <new>
 * declares the device overloads once the CUDA macros exist, as they do here. */
#if __has_include(<new>)
#include <new>
#endif
#include "../annotations.h"
#endif
