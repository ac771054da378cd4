//pass
//--local_size=64 --num_groups=16
//
// Double every element of an array, with a sanity check on the ids.
//
// VERIFIES. A local id is always smaller than the work-group size, for every
// work-item, so the assertion holds. The accesses are at get_global_id(0)
// only, so there is no race. assert_fails.cl mixes up local and global.

__kernel void double_all(__global int *A) {
  __assert(get_local_id(0) < get_local_size(0));
  A[get_global_id(0)] *= 2;
}
