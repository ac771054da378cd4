//pass
//--local_size=64 --num_groups=4
//
// Every work-item of a group stores the same value to a __local variable
// (a benign race: the element does not change), then reads it in a loop
// with a barrier. Inference keeps, at the loop head, that no write changed
// the element (the flag is copied on entry, as the logs are), so the
// reads are not taken for races with a changing write.
// same_value_store_then_loop_own_id.cl stores the local id instead.
__kernel void k(__global int *out, int n) {
  __local int x;
  x = get_group_id(0) * 7;
  for (int t = 0; t < n; t++) {
    out[get_global_id(0)] = x + t;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
}
