//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=16
//this assertion might not hold
//
// The kernel of assert_holds.cl with the global id in the assertion.
//
// ASSERTION FAILS. For every work-item outside group 0 the global id is at
// least 64, the work-group size, so the assertion is false there.

__kernel void double_all(__global int *A) {
  __assert(get_global_id(0) < get_local_size(0));
  A[get_global_id(0)] *= 2;
}
