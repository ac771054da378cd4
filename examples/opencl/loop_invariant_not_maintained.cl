//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4 --no-infer
//loop_invariant_not_maintained.cl:15:[0-9]+: error: loop invariant might not be maintained by the loop
//
// x < 100 holds on entry (x = 0) and after each of the first 99 iterations,
// but the last iteration makes x = 100. Only an induction over an arbitrary
// iteration finds that: the loop's variables must be havocked at its head,
// not run from their initial values. (A check that followed the first
// iteration from x = 0 would accept this kernel.)
// The kernel itself is race-free; the annotation is what fails.

__kernel void count(__global int *out) {
  int x = 0;
  while (
         __invariant(x < 100),
         x < 100) {
    x = x + 1;
  }
  out[get_global_id(0)] = x;
}
