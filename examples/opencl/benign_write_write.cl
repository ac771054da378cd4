//pass
//--local_size=64 --num_groups=16
//
// Set a flag if the key occurs anywhere in the input.
//
// BENIGN RACE, VERIFIES. Any number of work-items, in any groups, may write
// found[0] at the same time, but they all write the same value, 1. Like
// GPUVerify, gpuverify tolerates write-write races where both writes store
// equal values (turn this off with --no-benign-tolerance, as
// benign_write_write_strict.cl does).

__kernel void contains(__global const int *in, __global int *found, int key) {
  if (in[get_global_id(0)] == key)
    found[0] = 1;
}
