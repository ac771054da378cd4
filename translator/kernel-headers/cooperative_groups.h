/* cooperative_groups.h -- minimal CUDA cooperative groups for gpuverify.
 *
 * Included by cuda.h; kernels may also #include <cooperative_groups.h>.
 *   grid_group::sync(), synchronize(grid_group)     -> __gv_grid_barrier()
 *   thread_block::sync(), synchronize(thread_block) -> __gv_barrier(1, 1)   (= __syncthreads())
 */
#ifndef __GV_COOPERATIVE_GROUPS_H
#define __GV_COOPERATIVE_GROUPS_H

#include "cuda.h"

namespace cooperative_groups {

class grid_group {
public:
  __attribute__((always_inline, device)) void sync() const { __gv_grid_barrier(); }
  __attribute__((always_inline, device)) bool is_valid() const { return true; }
  __attribute__((always_inline, device)) unsigned long long size() const {
    return (unsigned long long)__gv_num_groups(0) * __gv_num_groups(1) * __gv_num_groups(2) *
           __gv_local_size(0) * __gv_local_size(1) * __gv_local_size(2);
  }
  __attribute__((always_inline, device)) unsigned long long thread_rank() const {
    unsigned long long block =
        (__gv_group_id(2) * __gv_num_groups(1) + __gv_group_id(1)) * __gv_num_groups(0) +
        __gv_group_id(0);
    unsigned long long threads = __gv_local_size(0) * __gv_local_size(1) * __gv_local_size(2);
    return block * threads +
           (__gv_local_id(2) * __gv_local_size(1) + __gv_local_id(1)) * __gv_local_size(0) +
           __gv_local_id(0);
  }
  __attribute__((always_inline, device)) dim3 group_dim() const {
    return dim3(__gv_num_groups(0), __gv_num_groups(1), __gv_num_groups(2));
  }
};

class thread_block {
public:
  __attribute__((always_inline, device)) void sync() const { __gv_barrier(1, 1); }
  __attribute__((always_inline, device)) unsigned int size() const {
    return __gv_local_size(0) * __gv_local_size(1) * __gv_local_size(2);
  }
  __attribute__((always_inline, device)) unsigned int thread_rank() const {
    return (__gv_local_id(2) * __gv_local_size(1) + __gv_local_id(1)) * __gv_local_size(0) +
           __gv_local_id(0);
  }
  __attribute__((always_inline, device)) dim3 group_index() const {
    return dim3(__gv_group_id(0), __gv_group_id(1), __gv_group_id(2));
  }
  __attribute__((always_inline, device)) dim3 thread_index() const {
    return dim3(__gv_local_id(0), __gv_local_id(1), __gv_local_id(2));
  }
  __attribute__((always_inline, device)) dim3 group_dim() const {
    return dim3(__gv_local_size(0), __gv_local_size(1), __gv_local_size(2));
  }
};

static inline __attribute__((always_inline, device)) grid_group this_grid() { return grid_group(); }
static inline __attribute__((always_inline, device)) thread_block this_thread_block() {
  return thread_block();
}
static inline __attribute__((always_inline, device)) void synchronize(const grid_group &g) {
  g.sync();
}
static inline __attribute__((always_inline, device)) void synchronize(const thread_block &t) {
  t.sync();
}

} // namespace cooperative_groups

#endif /* __GV_COOPERATIVE_GROUPS_H */
