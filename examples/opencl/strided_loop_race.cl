//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=16
//possible (read-write|write-read|write-write) race on data\[
//
// strided_loop.cl with half the stride: item g and item g + G/2 both reach
// element g + G/2.
__kernel void scale(__global float *data, float factor, int n) {
  for (int i = get_global_id(0); i < n; i += get_global_size(0) / 2)
    data[i] = data[i] * factor;
}
