//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1 --clang-opt=-Wno-uninitialized
//uninitialised_index_nested.cl:17:28: error: possible write-write race on A\[
//
// uninitialised_index.cl one loop deeper: `i` is declared in the inner
// loop's body and set only in its first pass. Its undefined value reaches
// the inner loop's head through the outer loop's; unrolled, each inner pass
// has an `i` of its own, not the first pass's.
__kernel void fill(__global int *A) {
  for (int k = 0; k < 2; k++)
    for (int j = 0; j < 4; j++) {
      int i;
      if (j == 0)
        i = get_local_id(0);
      // Undefined from the second pass on: two work-items may meet.
      // (A write per pass: A[8i + 4k + j].)
      A[i * 8 + k * 4 + j] = get_local_id(0);
    }
}
