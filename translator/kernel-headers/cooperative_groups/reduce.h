/* cooperative_groups/reduce.h -- cooperative_groups::reduce and its operators, as in the toolkit.
 *
 * reduce(tile, value, op) combines the values of the tile's lanes with a butterfly of shuffles and
 * gives every lane rank 0's result, so that, as in CUDA, the result is the same for the whole tile.
 */
#ifndef __GV_COOPERATIVE_GROUPS_REDUCE_H
#define __GV_COOPERATIVE_GROUPS_REDUCE_H
/* Every function declared here is the implementation's: `leaf` (LLVM's nocallback) tells the
 * translator so, apart from a function of the user's that is declared and not defined. */
#pragma clang attribute push(__attribute__((leaf)), apply_to = function)

#include "../cooperative_groups.h"

namespace cooperative_groups {

template <typename T> struct plus {
  __attribute__((always_inline, device)) T operator()(T a, T b) const { return a + b; }
};
template <typename T> struct less {
  __attribute__((always_inline, device)) T operator()(T a, T b) const { return b < a ? b : a; }
};
template <typename T> struct greater {
  __attribute__((always_inline, device)) T operator()(T a, T b) const { return a < b ? b : a; }
};
template <typename T> struct bit_and {
  __attribute__((always_inline, device)) T operator()(T a, T b) const { return a & b; }
};
template <typename T> struct bit_or {
  __attribute__((always_inline, device)) T operator()(T a, T b) const { return a | b; }
};
template <typename T> struct bit_xor {
  __attribute__((always_inline, device)) T operator()(T a, T b) const { return a ^ b; }
};

template <typename Group, typename T, typename Op>
static inline __attribute__((always_inline, device)) auto reduce(const Group &group, T &&value, Op &&op)
    -> decltype(op(value, value)) {
  decltype(op(value, value)) partial = value;
  for (unsigned int distance = group.size() / 2u; distance > 0u; distance /= 2u)
    partial = op(partial, group.shfl_xor(partial, distance));
  return group.shfl(partial, 0);
}

} // namespace cooperative_groups

#pragma clang attribute pop
#endif /* __GV_COOPERATIVE_GROUPS_REDUCE_H */
