//pass
//--local_size=64 --num_groups=16
//
// Unpack two input values per work-item into local memory.
//
// RACE-FREE. Work-item t writes A[2t] and A[2t + 1]: no element is written by
// two work-items. Compare race_write_write_local.cl (stride 1).

__kernel void unpack_pairs(__local int *A, __global const int *in) {
  size_t lid = get_local_id(0);
  size_t gid = get_global_id(0);
  A[2 * lid]     = in[2 * gid];
  A[2 * lid + 1] = in[2 * gid + 1];
}
