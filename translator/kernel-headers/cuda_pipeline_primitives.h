/* cuda_pipeline_primitives.h -- CUDA's pipeline primitives: __pipeline_memcpy_async copies 4, 8 or
 * 16 bytes from global to shared memory asynchronously (cp.async), __pipeline_commit makes the
 * thread's copies since the last commit a batch, and __pipeline_wait_prior(n) waits until at most
 * its n most recent batches are pending. Written in PTX, as the toolkit's are; the translator gives
 * the instructions their meaning (translator/src/passes/PtxAsyncCopy.h): a copy stays pending
 * across barriers until a wait completes its batch. */
#ifndef __GV_CUDA_PIPELINE_PRIMITIVES_H
#define __GV_CUDA_PIPELINE_PRIMITIVES_H
/* Every function declared here is the implementation's: `leaf` (LLVM's nocallback) tells the
 * translator so, apart from a function of the user's that is declared and not defined. */
#pragma clang attribute push(__attribute__((leaf)), apply_to = function)

#include "cuda.h"

/* The size (4, 8 or 16) and the bytes to fill with zeros are constants once inlined. */
__GV_CU_DEVICE_INLINE void __pipeline_memcpy_async(void *__restrict__ __gv_dst, const void *__restrict__ __gv_src,
                                                   size_t __gv_size_and_align, size_t __gv_zfill = 0) {
  asm volatile("cp.async.ca.shared.global [%0], [%1], %2, %3;" ::"r"((unsigned)__cvta_generic_to_shared(__gv_dst)),
               "l"(__gv_src), "r"((unsigned)__gv_size_and_align), "r"((unsigned)(__gv_size_and_align - __gv_zfill))
               : "memory");
}
__GV_CU_DEVICE_INLINE void __pipeline_commit(void) { asm volatile("cp.async.commit_group;" ::: "memory"); }
/* The toolkit waits as for 8 where the count is larger, which completes more: taking the count as it
 * is completes less, never more. */
__GV_CU_DEVICE_INLINE void __pipeline_wait_prior(size_t __gv_prior) {
  asm volatile("cp.async.wait_group %0;" ::"r"((unsigned)__gv_prior) : "memory");
}

#pragma clang attribute pop
#endif
