//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//possible write-write race on A\[
//shift = -[1-9][0-9]*\n
//u = [0-9]+\n
//
// Each work-item writes its own element, then the one `shift` before it
// (shift < 0: after it) with no barrier between: a race. The report shows
// the parameters as their C types read them: `shift` (an int) negative,
// `u` (an unsigned int) as the large number it is.
__kernel void shifted_copy(__global unsigned int *A, int shift, unsigned int u) {
  __requires(shift < 0);
  __requires(u > 2147483648u);
  A[get_local_id(0)] = u;
  A[get_local_id(0) + shift] = 2;
}
