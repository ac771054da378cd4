//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4 --no-infer --k-induction-depth=2
//k_induction_late_race.cl:11:\d+: error: possible write-write race on A\[
//
// k_induction_without_invariants.cl with a write that strays into the
// neighbour's element in the fiftieth iteration only: past the two
// iterations checked from the start, so only the step (any later
// iteration) can find it.
__kernel void fill(__global int *A) {
  for (int i = 0; i < 100; ++i)
    A[get_global_id(0) + (i == 50)] = i;
}
