/* cooperative_groups.h -- minimal CUDA cooperative groups for gpuverify.
 *
 * Included by cuda.h; kernels may also #include <cooperative_groups.h>.
 *   grid_group::sync(), synchronize(grid_group)     -> __gv_grid_barrier()
 *   thread_block::sync(), synchronize(thread_block) -> __gv_barrier(1, 1)   (= __syncthreads())
 *   thread_block_tile<N> (N a power of two up to 32), tiled_partition<N>(g), tiled_partition(g, n):
 *     the tile's collectives are the warp-level primitives with the tile's lanes as the mask and
 *     N as the width (sync() is __syncwarp(mask)). Tiles of 64 to 1024 threads: sync() is a barrier
 *     of the tile's threads (__gv_tile_sync), with ranks; no warp-level collectives.
 *   coalesced_threads(): the lanes of __activemask(), ranked in lane order (coalesced_group).
 *   cooperative_groups::reduce and the scans are in <cooperative_groups/reduce.h> and
 *   <cooperative_groups/scan.h>, as in the toolkit.
 */
#ifndef __GV_COOPERATIVE_GROUPS_H
#define __GV_COOPERATIVE_GROUPS_H
/* Every function declared here is the implementation's: `leaf` (LLVM's nocallback) tells the
 * translator so, apart from a function of the user's that is declared and not defined. */
#pragma clang attribute push(__attribute__((leaf)), apply_to = function)

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
  __attribute__((always_inline, device)) dim3 dim_blocks() const { return group_dim(); }
  __attribute__((always_inline, device)) unsigned long long num_threads() const { return size(); }
  __attribute__((always_inline, device)) unsigned long long num_blocks() const {
    return (unsigned long long)__gv_num_groups(0) * __gv_num_groups(1) * __gv_num_groups(2);
  }
  __attribute__((always_inline, device)) unsigned long long block_rank() const {
    return (__gv_group_id(2) * __gv_num_groups(1) + __gv_group_id(1)) * __gv_num_groups(0) + __gv_group_id(0);
  }
  __attribute__((always_inline, device)) dim3 block_index() const {
    return dim3(__gv_group_id(0), __gv_group_id(1), __gv_group_id(2));
  }
  __attribute__((always_inline, device)) dim3 thread_index() const {
    return dim3(__gv_local_id(0), __gv_local_id(1), __gv_local_id(2));
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
  __attribute__((always_inline, device)) dim3 dim_threads() const { return group_dim(); }
  __attribute__((always_inline, device)) unsigned int num_threads() const { return size(); }
};

namespace __gv_details {
static inline __attribute__((always_inline, device)) unsigned int block_rank() {
  return (__gv_local_id(2) * __gv_local_size(1) + __gv_local_id(1)) * __gv_local_size(0) + __gv_local_id(0);
}
static inline __attribute__((always_inline, device)) unsigned int block_size() {
  return __gv_local_size(0) * __gv_local_size(1) * __gv_local_size(2);
}
// The lanes of the tile of `size` lanes (a power of two up to 32) holding the caller.
static inline __attribute__((always_inline, device)) unsigned int tile_mask(unsigned int size) {
  unsigned int lane = block_rank() % 32u;
  return size >= 32u ? 0xffffffffu : ((1u << size) - 1u) << (lane & ~(size - 1u));
}

// A tile of `size` lanes within one warp; collectives take its lanes as their mask.
class tile_of_lanes {
protected:
  unsigned int size_;

public:
  __attribute__((always_inline, device)) explicit tile_of_lanes(unsigned int size) : size_(size) {}
  __attribute__((always_inline, device)) unsigned int num_threads() const { return size_; }
  __attribute__((always_inline, device)) unsigned int size() const { return size_; }
  __attribute__((always_inline, device)) unsigned int thread_rank() const { return block_rank() & (size_ - 1u); }
  __attribute__((always_inline, device)) unsigned int meta_group_rank() const { return block_rank() / size_; }
  __attribute__((always_inline, device)) unsigned int meta_group_size() const {
    return (block_size() + size_ - 1u) / size_;
  }
  __attribute__((always_inline, device)) unsigned int __gv_mask() const { return tile_mask(size_); }
  __attribute__((always_inline, device)) void sync() const { __syncwarp(__gv_mask()); }
  template <typename T> __attribute__((always_inline, device)) T shfl(T var, int src_rank) const {
    return __shfl_sync(__gv_mask(), var, src_rank, size_);
  }
  template <typename T> __attribute__((always_inline, device)) T shfl_up(T var, unsigned int delta) const {
    return __shfl_up_sync(__gv_mask(), var, delta, size_);
  }
  template <typename T> __attribute__((always_inline, device)) T shfl_down(T var, unsigned int delta) const {
    return __shfl_down_sync(__gv_mask(), var, delta, size_);
  }
  template <typename T> __attribute__((always_inline, device)) T shfl_xor(T var, unsigned int lane_mask) const {
    return __shfl_xor_sync(__gv_mask(), var, lane_mask, size_);
  }
  __attribute__((always_inline, device)) int any(int predicate) const { return __any_sync(__gv_mask(), predicate); }
  __attribute__((always_inline, device)) int all(int predicate) const { return __all_sync(__gv_mask(), predicate); }
  // Bit i: the predicate of the tile's rank i.
  __attribute__((always_inline, device)) unsigned int ballot(int predicate) const {
    return __ballot_sync(__gv_mask(), predicate) >> ((block_rank() % 32u) & ~(size_ - 1u));
  }
  template <typename T> __attribute__((always_inline, device)) unsigned int match_any(T value) const {
    return __match_any_sync(__gv_mask(), value) >> ((block_rank() % 32u) & ~(size_ - 1u));
  }
  template <typename T> __attribute__((always_inline, device)) unsigned int match_all(T value, int &pred) const {
    return __match_all_sync(__gv_mask(), value, &pred) >> ((block_rank() % 32u) & ~(size_ - 1u));
  }
};
} // namespace __gv_details

// The lanes of the caller's warp that run a coalesced_threads() call together (its
// __activemask()), ranked in lane order. The lane of a rank, and a ballot compacted to ranks, are
// left uninterpreted (bodiless functions of the mask): the same for every lane that asks.
__GV_CU_DECL unsigned int __gv_lane_of_rank(unsigned int mask, unsigned int rank);
__GV_CU_DECL unsigned int __gv_bits_by_rank(unsigned int bits, unsigned int mask);
class coalesced_group {
  unsigned int mask_;

public:
  __attribute__((always_inline, device)) explicit coalesced_group(unsigned int mask) : mask_(mask) {}
  __attribute__((always_inline, device)) unsigned int num_threads() const { return __popc(mask_); }
  __attribute__((always_inline, device)) unsigned int size() const { return __popc(mask_); }
  __attribute__((always_inline, device)) unsigned int thread_rank() const {
    return __popc(mask_ & ((1u << (__gv_details::block_rank() % 32u)) - 1u));
  }
  __attribute__((always_inline, device)) unsigned int meta_group_rank() const { return 0; }
  __attribute__((always_inline, device)) unsigned int meta_group_size() const { return 1; }
  __attribute__((always_inline, device)) void sync() const { __syncwarp(mask_); }
  template <typename T> __attribute__((always_inline, device)) T shfl(T var, unsigned int src_rank) const {
    return __shfl_sync(mask_, var, __gv_lane_of_rank(mask_, src_rank));
  }
  // A rank with no source keeps its own value; every lane takes part in the one shuffle.
  template <typename T> __attribute__((always_inline, device)) T shfl_up(T var, unsigned int delta) const {
    unsigned int rank = thread_rank();
    unsigned int source = rank >= delta ? __gv_lane_of_rank(mask_, rank - delta) : __gv_details::block_rank() % 32u;
    return __shfl_sync(mask_, var, source);
  }
  template <typename T> __attribute__((always_inline, device)) T shfl_down(T var, unsigned int delta) const {
    unsigned int rank = thread_rank();
    unsigned int source =
        rank + delta < size() ? __gv_lane_of_rank(mask_, rank + delta) : __gv_details::block_rank() % 32u;
    return __shfl_sync(mask_, var, source);
  }
  __attribute__((always_inline, device)) int any(int predicate) const { return __any_sync(mask_, predicate); }
  __attribute__((always_inline, device)) int all(int predicate) const { return __all_sync(mask_, predicate); }
  // Bit i: the predicate of rank i.
  __attribute__((always_inline, device)) unsigned int ballot(int predicate) const {
    return __gv_bits_by_rank(__ballot_sync(mask_, predicate), mask_);
  }
};
static inline __attribute__((always_inline, device)) coalesced_group coalesced_threads() {
  return coalesced_group(__activemask());
}

// A tile whose size is known only when it runs (tiled_partition(g, n)).
class thread_group : public __gv_details::tile_of_lanes {
public:
  __attribute__((always_inline, device)) explicit thread_group(unsigned int size) : tile_of_lanes(size) {
    __gv_assert(size >= 1u && size <= 32u && (size & (size - 1u)) == 0u);
  }
};

template <unsigned int Size, typename ParentT = void, bool OneWarp = (Size <= 32u)> class thread_block_tile;

template <unsigned int Size, typename ParentT>
class thread_block_tile<Size, ParentT, true> : public __gv_details::tile_of_lanes {
  static_assert(Size >= 1 && (Size & (Size - 1)) == 0, "thread_block_tile<Size>: Size must be a power of two");

public:
  __attribute__((always_inline, device)) thread_block_tile() : tile_of_lanes(Size) {}
  static constexpr __attribute__((device)) unsigned int num_threads() { return Size; }
  static constexpr __attribute__((device)) unsigned int size() { return Size; }
  // A tile converts to the tile type without its parent.
  __attribute__((always_inline, device)) operator thread_block_tile<Size, void>() const {
    return thread_block_tile<Size, void>();
  }
};

// A tile of several warps (64 to 1024 threads, as CUDA 12 allows): sync() is a barrier of the
// tile's threads (__gv_tile_sync: all of them must reach it); ranks as for a warp's tiles. The
// warp-level collectives are for tiles of one warp, as in CUDA.
__GV_CU_DECL void __gv_tile_sync(unsigned int threads);
template <unsigned int Size, typename ParentT> class thread_block_tile<Size, ParentT, false> {
  static_assert(Size <= 1024 && (Size & (Size - 1)) == 0,
                "thread_block_tile<Size>: Size must be a power of two of at most 1024");

public:
  static constexpr __attribute__((device)) unsigned int num_threads() { return Size; }
  static constexpr __attribute__((device)) unsigned int size() { return Size; }
  __attribute__((always_inline, device)) unsigned int thread_rank() const {
    return __gv_details::block_rank() & (Size - 1u);
  }
  __attribute__((always_inline, device)) unsigned int meta_group_rank() const {
    return __gv_details::block_rank() / Size;
  }
  __attribute__((always_inline, device)) unsigned int meta_group_size() const {
    return (__gv_details::block_size() + Size - 1u) / Size;
  }
  __attribute__((always_inline, device)) void sync() const { __gv_tile_sync(Size); }
  __attribute__((always_inline, device)) operator thread_block_tile<Size, void>() const {
    return thread_block_tile<Size, void>();
  }
};

template <unsigned int Size, typename ParentT>
static inline __attribute__((always_inline, device)) thread_block_tile<Size, ParentT> tiled_partition(const ParentT &) {
  return thread_block_tile<Size, ParentT>();
}
static inline __attribute__((always_inline, device)) thread_group tiled_partition(const thread_block &,
                                                                                  unsigned int size) {
  return thread_group(size);
}
static inline __attribute__((always_inline, device)) thread_group tiled_partition(const thread_group &,
                                                                                  unsigned int size) {
  return thread_group(size);
}
static inline __attribute__((always_inline, device)) thread_block_tile<1> this_thread() {
  return thread_block_tile<1>();
}

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
template <typename Group> static inline __attribute__((always_inline, device)) void sync(const Group &g) { g.sync(); }

} // namespace cooperative_groups

#pragma clang attribute pop
#endif /* __GV_COOPERATIVE_GROUPS_H */
