//pass
//--local_size=64 --num_groups=16
//
// Shift a work-group's values one place to the left.
//
// RACE-FREE. The shift is done out of place: A is only read and B is written
// at B[t] by work-item t alone. Kernel pointer arguments are assumed not to
// alias (as in GPUVerify), so A and B are different arrays.
// Compare race_read_write.cl (in place).

__kernel void shift_left(__local int *A, __local int *B) {
  size_t lid = get_local_id(0);
  B[lid] = A[lid + 1];
}
