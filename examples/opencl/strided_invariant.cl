//pass
//--local_size=64 --num_groups=8 --no-infer
//
// Each work-item walks down its own column of a 512-wide matrix, one row per
// iteration: idx starts at the item's column and grows by the row stride.
//
// RACE-FREE, proved with the user's invariant that ties the index to the
// counter: idx - lid == 512 * i. The back-edge check of such an invariant,
// (idx + 512) - lid == 512 * (i + 1) given idx - lid == 512 * i, is slow for
// z3 once Boogie has renamed idx and i into equations (8 s of z3 here; with
// CUDA FDTD3d's stride of 10816, more than 5 minutes). gpuverify checks it
// with the increments substituted (see boogie::checkInvariantsAtLatches),
// where it takes a fraction of a second.
// strided_invariant_not_maintained.cl breaks the invariant.

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
    idx += 512;
  }
}
