//pass
//--local_size=64 --num_groups=4 --no-infer --k-induction-depth=2
//
// A loop proved without invariants, as GPUVerify's --k-induction-depth
// does: its first two iterations are checked from the start, then any
// iteration after two that passed the checks. Without inference and
// without k-induction nothing is known at the loop's head (the log of the
// earlier writes could hold any offset), and the write is reported as a
// race; one iteration of hindsight is not enough either (depth 1), for the
// watched write could have been logged before the arbitrary iteration.
__kernel void fill(__global int *A) {
  for (int i = 0; i < 100; ++i)
    A[get_global_id(0)] = i;
}
