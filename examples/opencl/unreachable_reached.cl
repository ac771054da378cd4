//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//unreachable_reached.cl:10:5: error: this assertion might not hold for work item
//note: this point is marked unreachable
//
// __builtin_unreachable() promises that a point is never reached; work-item
// 63 reaches it.
__kernel void last_is_special(__global int *A) {
  if (get_local_id(0) == 63)
    __builtin_unreachable();
  A[get_local_id(0)] = 1;
}
