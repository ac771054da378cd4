//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=16
//possible read-write race on A\[
//
// Shift a work-group's values one place to the left.
//
// RACY (read-write, intra-group). The shift is done in place: work-item t
// reads A[t + 1] while work-item t + 1 overwrites A[t + 1], with no barrier
// in between. race_read_write_fixed.cl writes to a second array instead.
// (B is unused here; it is kept so that the two kernels differ only in the
// array written.)

__kernel void shift_left(__local int *A, __local int *B) {
  size_t lid = get_local_id(0);
  A[lid] = A[lid + 1];
}
