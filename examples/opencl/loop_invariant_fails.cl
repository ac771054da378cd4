//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=16 --no-infer
//loop invariant might not (hold on entry|be maintained)
//
// The kernel of loop_invariant.cl with a wrong first invariant: i < n is
// false on entry when n == 0, and it is not maintained by the last iteration
// (i = n - 1 becomes i = n). The kernel itself is race-free; the annotation
// is what fails.

__kernel void accumulate(__local int *A, int n) {
  __requires(n >= 0);
  for (int i = 0;
       __invariant(i < n),
       __invariant(__read_implies(A, __read_offset_bytes(A) == get_local_id(0) * sizeof(int))),
       __invariant(__write_implies(A, __write_offset_bytes(A) == get_local_id(0) * sizeof(int))),
       i < n; i++) {
    A[get_local_id(0)] += i;
  }
}
