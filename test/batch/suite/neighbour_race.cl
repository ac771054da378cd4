//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//possible (read-write|write-read) race on A\[
//
// The same without the barrier: a race, which the header expects.
__kernel void neighbour(__local int *A) {
  int tid = get_local_id(0);
  int v = A[(tid + 1) % 64];
  A[tid] = v;
}
