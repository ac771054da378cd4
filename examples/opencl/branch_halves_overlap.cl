//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=1
//possible write-write race on dia\[
//
// branch_halves.cl with the else-branch shifted down by one element: its
// first work-item (16, at i = 8) writes dia[127], the last element of the
// then-branch's half, which work-item 15 writes at i = 7. (Shifted up by
// one instead, the else-branch would write dia[129..256]: no element twice,
// one past the tile's end; a false alarm of the abstracted loop called that
// a race before small loops were unrolled.)
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
      dia[i * B + tx - B - 1] = m[i * B + tx];
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  out[tx] = dia[tx * (B / 2) + 3];
}
