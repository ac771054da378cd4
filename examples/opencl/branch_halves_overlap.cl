//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=1
//possible write-write race on dia\[
//
// branch_halves.cl with the else-branch shifted by one element: the last
// work-item of each row writes the first element of the next row, which
// the first work-item of the else-branch writes too.
#define B 16
__kernel void halves(__global const float *m, __global float *out) {
  __local float dia[B * B];
  int tx = get_local_id(0);
  if (tx < B) {
    for (int i = 0;
         __global_invariant(__write_implies(dia, (__write_offset_bytes(dia) / sizeof(float)) % B == tx)),
         __global_invariant(__write_implies(dia, (__write_offset_bytes(dia) / sizeof(float)) / B < B / 2)),
         i < B / 2; i++)
      dia[i * B + tx] = m[i * B + tx];
  } else {
    for (int i = B / 2; i < B; i++)
      dia[i * B + tx - B + 1] = m[i * B + tx];
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  out[tx] = dia[tx * (B / 2) + 3];
}
