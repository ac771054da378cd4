//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=16 --no-benign-tolerance
//possible write-write race on found\[
//
// The same kernel as benign_write_write.cl, checked with
// --no-benign-tolerance: then every pair of unordered writes to the same
// element is reported, even when the values written are equal.

__kernel void contains(__global const int *in, __global int *found, int key) {
  if (in[get_global_id(0)] == key)
    found[0] = 1;
}
