//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8 --no-infer
//strided_invariant_not_maintained.cl:15:[0-9]+: error: loop invariant might not be maintained by the loop
//
// strided_invariant.cl with a wrong stride: idx grows by 513, so the
// invariant idx - lid == 512 * i holds on entry and is not maintained by the
// loop. Reported at the invariant's line as not maintained.

__kernel void scale_columns(__global float *A, int rows) {
  __requires(rows >= 0);
  __requires(rows < 1000);
  unsigned lid = get_global_id(0);
  unsigned idx = lid;
  for (int i = 0;
       __invariant(idx - lid == 512 * i),
       __invariant(i <= rows),
       __invariant(__write_implies(A, __write_offset_bytes(A) / sizeof(float) % 512 == lid)),
       __invariant(__read_implies(A, __read_offset_bytes(A) / sizeof(float) % 512 == lid)),
       i < rows; i++) {
    A[idx] = 2.0f * A[idx];
    idx += 513; // one past the row stride: the invariant breaks after an iteration
  }
}
