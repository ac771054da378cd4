/* cooperative_groups/memcpy_async.h -- cooperative_groups::memcpy_async, wait and wait_prior for
 * a thread block, as in the toolkit.
 *
 * memcpy_async(block, dst, src, bytes) is the block's collective copy of `bytes` bytes from global
 * to shared memory, as OpenCL's async_work_group_copy is (translator/src/encode/Memory.h): which
 * thread copies which part is the implementation's, so each thread is taken to copy an arbitrary
 * element, pending until a wait. wait(block) completes every copy and synchronises the block;
 * wait_prior<N>(block) completes all but the N most recent. A copy by a tile of the block (a
 * tiled_partition) is not modelled: its parts of the block's copies are not told apart.
 */
#ifndef __GV_COOPERATIVE_GROUPS_MEMCPY_ASYNC_H
#define __GV_COOPERATIVE_GROUPS_MEMCPY_ASYNC_H
/* Every function declared here is the implementation's: `leaf` (LLVM's nocallback) tells the
 * translator so, apart from a function of the user's that is declared and not defined. */
#pragma clang attribute push(__attribute__((leaf)), apply_to = function)

#include "../cooperative_groups.h"

extern "C" {
/* The copies of elements of 1, 2, 4, 8 and 16 bytes; each returns the new copy's event. */
__device__ unsigned int __gv_async_copy_global_to_local_uchar(void *, const void *, size_t, unsigned int);
__device__ unsigned int __gv_async_copy_global_to_local_ushort(void *, const void *, size_t, unsigned int);
__device__ unsigned int __gv_async_copy_global_to_local_uint(void *, const void *, size_t, unsigned int);
__device__ unsigned int __gv_async_copy_global_to_local_ulong(void *, const void *, size_t, unsigned int);
__device__ unsigned int __gv_async_copy_global_to_local_uint4(void *, const void *, size_t, unsigned int);
/* Completes the copies of the block but its `prior` most recent. */
__device__ void __gv_wait_prior_events(unsigned int prior);
}

namespace cooperative_groups {

namespace __gv_details {
/* `bytes` rounded up to whole elements of the widest size that divides the element type's. */
template <typename T>
static inline __attribute__((always_inline, device)) void block_copy(void *dst, const void *src, size_t bytes) {
  if (sizeof(T) % 16 == 0)
    __gv_async_copy_global_to_local_uint4(dst, src, (bytes + 15) / 16, 0);
  else if (sizeof(T) % 8 == 0)
    __gv_async_copy_global_to_local_ulong(dst, src, (bytes + 7) / 8, 0);
  else if (sizeof(T) % 4 == 0)
    __gv_async_copy_global_to_local_uint(dst, src, (bytes + 3) / 4, 0);
  else if (sizeof(T) % 2 == 0)
    __gv_async_copy_global_to_local_ushort(dst, src, (bytes + 1) / 2, 0);
  else
    __gv_async_copy_global_to_local_uchar(dst, src, bytes, 0);
}
} // namespace __gv_details

template <typename T>
static inline __attribute__((always_inline, device)) void memcpy_async(const thread_block &, T *dst, const T *src,
                                                                       size_t bytes) {
  __gv_details::block_copy<T>(dst, src, bytes);
}
/* The element-count form: the smaller of the two counts. */
template <typename T>
static inline __attribute__((always_inline, device)) void memcpy_async(const thread_block &, T *dst, size_t dstCount,
                                                                       const T *src, size_t srcCount) {
  __gv_details::block_copy<T>(dst, src, (dstCount < srcCount ? dstCount : srcCount) * sizeof(T));
}

static inline __attribute__((always_inline, device)) void wait(const thread_block &block) {
  __gv_wait_prior_events(0);
  block.sync();
}
template <unsigned int N>
static inline __attribute__((always_inline, device)) void wait_prior(const thread_block &block) {
  __gv_wait_prior_events(N);
  block.sync();
}

} // namespace cooperative_groups

#pragma clang attribute pop
#endif
