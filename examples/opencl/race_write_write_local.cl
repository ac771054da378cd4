//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=16
//possible write-write race on A\[
//
// Unpack two input values per work-item into local memory.
//
// RACY (write-write, intra-group). The slots are indexed with stride 1
// instead of 2: work-item t writes A[t] and A[t + 1], so its second write
// hits the element that work-item t + 1 writes first. The two writes store
// different input values, so this is not a benign race.
// race_write_write_local_fixed.cl uses stride 2.

__kernel void unpack_pairs(__local int *A, __global const int *in) {
  size_t lid = get_local_id(0);
  size_t gid = get_global_id(0);
  A[lid]     = in[2 * gid];
  A[lid + 1] = in[2 * gid + 1];
}
