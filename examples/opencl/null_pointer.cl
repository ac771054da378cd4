//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=16
//possible null pointer access
//
// A pointer that is null unless the kernel argument says otherwise, then
// written through unconditionally.

__kernel void maybe(__global int *A, int enabled) {
  __global int *p = 0;
  if (enabled)
    p = A;
  p[get_global_id(0)] = 1;
}
