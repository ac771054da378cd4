/* cooperative_groups/scan.h -- cooperative_groups::inclusive_scan and exclusive_scan, as in the
 * toolkit: each lane gets the combination of the values of the ranks up to its own (before its own).
 */
#ifndef __GV_COOPERATIVE_GROUPS_SCAN_H
#define __GV_COOPERATIVE_GROUPS_SCAN_H
/* Every function declared here is the implementation's: `leaf` (LLVM's nocallback) tells the
 * translator so, apart from a function of the user's that is declared and not defined. */
#pragma clang attribute push(__attribute__((leaf)), apply_to = function)

#include "reduce.h"

namespace cooperative_groups {

template <typename T> struct __gv_remove_reference { typedef T type; };
template <typename T> struct __gv_remove_reference<T &> { typedef T type; };
template <typename T> struct __gv_remove_reference<T &&> { typedef T type; };

template <typename Group, typename T, typename Op>
static inline __attribute__((always_inline, device)) auto inclusive_scan(const Group &group, T &&value, Op &&op)
    -> decltype(op(value, value)) {
  decltype(op(value, value)) sum = value;
  for (unsigned int distance = 1u; distance < group.size(); distance *= 2u) {
    decltype(op(value, value)) before = group.shfl_up(sum, distance);
    if (group.thread_rank() >= distance)
      sum = op(sum, before);
  }
  return sum;
}
template <typename Group, typename T>
static inline __attribute__((always_inline, device)) auto inclusive_scan(const Group &group, T &&value) {
  using V = typename __gv_remove_reference<T>::type;
  return inclusive_scan(group, value, plus<V>());
}
template <typename Group, typename T, typename Op>
static inline __attribute__((always_inline, device)) auto exclusive_scan(const Group &group, T &&value, Op &&op)
    -> decltype(op(value, value)) {
  decltype(op(value, value)) sum = inclusive_scan(group, value, op);
  decltype(op(value, value)) before = group.shfl_up(sum, 1u);
  return group.thread_rank() == 0u ? decltype(op(value, value)){} : before;
}
template <typename Group, typename T>
static inline __attribute__((always_inline, device)) auto exclusive_scan(const Group &group, T &&value) {
  using V = typename __gv_remove_reference<T>::type;
  return exclusive_scan(group, value, plus<V>());
}

} // namespace cooperative_groups

#pragma clang attribute pop
#endif /* __GV_COOPERATIVE_GROUPS_SCAN_H */
