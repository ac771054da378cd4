//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=16 --no-infer
//possible (read-write|write-read|write-write) race on data\[
//
// strided_loop.cl with invariant inference switched off: without an
// invariant the loop forgets which elements the item wrote, and a race is
// reported although there is none. This is why inference exists.
__kernel void scale(__global float *data, float factor, int n) {
  for (int i = get_global_id(0); i < n; i += get_global_size(0))
    data[i] = data[i] * factor;
}
