//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//possible (write-read|read-write|write-write) race on x
//
// same_value_store_then_loop.cl with each work-item storing its own id:
// the stores race, and the reads before the first barrier too.
__kernel void k(__global int *out, int n) {
  __local int x;
  x = get_local_id(0);
  for (int t = 0; t < n; t++) {
    out[get_global_id(0)] = x + t;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
}
