//pass
//--local_size=64 --num_groups=16 --no-infer
//
// Add 0 + 1 + ... + (n - 1) to each work-item's element of A, one term per
// iteration.
//
// RACE-FREE, proved with user-written loop invariants (--no-infer turns off
// invariant inference, so the invariants below must be enough):
//  - i <= n: the loop counter stays in range (not needed for race freedom;
//    it holds on entry because of the precondition n >= 0);
//  - if the (arbitrary) first work-item has read or written A so far, it was
//    at its own element, A[get_local_id(0)]. That is what rules out a race
//    with the second work-item's accesses to its own, different element.
// loop_invariant_fails.cl has an invariant that does not hold.

__kernel void accumulate(__local int *A, int n) {
  __requires(n >= 0);
  for (int i = 0;
       __invariant(i <= n),
       __invariant(__read_implies(A, __read_offset_bytes(A) == get_local_id(0) * sizeof(int))),
       __invariant(__write_implies(A, __write_offset_bytes(A) == get_local_id(0) * sizeof(int))),
       i < n; i++) {
    A[get_local_id(0)] += i;
  }
}
