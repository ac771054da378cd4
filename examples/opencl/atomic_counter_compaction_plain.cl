//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//atomic_counter_compaction_plain.cl:\d+:\d+: error: possible (write-write|read-write|write-read) race on count\[0\]
//
// atomic_counter_compaction.cl counting without the atomic.
#pragma OPENCL EXTENSION cl_ext_atomic_counters_32 : enable
__kernel void compact(__global const int *in, __global int *out, counter32_t count) {
  size_t i = get_global_id(0);
  if (in[i] > 0) {
    uint slot = *count;
    *count = slot + 1;
    out[slot] = in[i];
  }
}
