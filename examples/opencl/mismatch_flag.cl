//pass
//--local_size=64 --num_groups=16
//
// Each work-item compares its 8 elements of two buffers and raises a shared
// flag on a mismatch (SHOC's FFT check). Several work-items may write the
// flag, but all write 1: a benign race. The loop invariant that a logged
// write stored 1 is inferred (rule loggedValues).
__kernel void mismatch_flag(__global const int *a, __global const int *b, __global int *fail) {
  int base = get_group_id(0) * 512 + get_local_id(0);
  for (int i = 0; i < 8; i++) {
    if (a[base + i * 64] != b[base + i * 64])
      *fail = 1;
  }
}
