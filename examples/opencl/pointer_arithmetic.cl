//pass
//--local_size=64 --num_groups=16
//
// Pointer arithmetic: each work-item owns two consecutive elements of A,
// reached through a pointer it advances. Also a pointer that points into
// one of two arrays, chosen by a kernel argument. RACE-FREE.
// pointer_arithmetic_race.cl gives each work-item a window that overlaps
// its neighbour's.

__kernel void pairs(__global int *A, __global int *B, __global int *C, int useB) {
  size_t gid = get_global_id(0);
  __global int *p = A + 2 * gid;
  *p = (int)gid;
  p++;
  *p = (int)gid + 1;
  __global int *dst = useB ? B : C;
  dst[gid] = (int)gid;
}
