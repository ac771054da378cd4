//pass
//--local_size=64 --num_groups=16
//
// Reverse each work-group's block of data in place, through local memory.
//
// VERIFIES. The early return depends only on a kernel argument, which has the
// same value in every work-item: either all work-items of a group return or
// none does, so the barrier is never reached by only part of a group.
// The __local reads and writes are separated by the barrier; each work-item
// reads and writes only data[get_global_id(0)].
// early_return_divergent.cl returns depending on the work-item's id.

__kernel void reverse_blocks(__global int *data, __local int *tmp, unsigned n) {
  size_t lid = get_local_id(0);
  size_t gid = get_global_id(0);
  if (n == 0)
    return;
  tmp[lid] = data[gid];
  barrier(CLK_LOCAL_MEM_FENCE);
  data[gid] = tmp[get_local_size(0) - 1 - lid];
}
