//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=16
//possible write-write race on A\[
//loop_needs_invariant.cl:20:3: note: may be a false alarm: the loop at line 20 is abstracted
//a __global_invariant\(\.\.\.\) in the loop may be needed
//
// A false alarm, and the report that says so. Each work-item runs the loop
// as often as its own count says, and a - 2 * b stays its own id however
// often that is, so the write after the loop is race-free. The loop is cut
// at its head, and the counterexample enters it in any state its invariants
// allow; inference finds no invariant that ties a to b, so the report adds
// a note at the loop. The work-items leave the loop at different
// iterations, so the note asks for a __global_invariant: an __invariant
// speaks only of the work-items still in the loop. loop_with_invariant.cl
// states it and verifies.
__kernel void spread(__global int *A, __global const int *counts) {
  int gid = get_global_id(0);
  int m = counts[gid];
  unsigned a = gid, b = 0;
  for (int i = 0; i < m; i++) {
    a += 2;
    b += 1;
  }
  A[a - 2 * b] = m;
}
