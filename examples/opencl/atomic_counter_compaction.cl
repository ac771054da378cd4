//pass
//--local_size=64 --num_groups=4
//
// Stream compaction with AMD's atomic counters (cl_ext_atomic_counters_32,
// as the AMD APP SDK's kernels use them): a counter32_t parameter is a
// global uint, atomic_inc on it an atomic increment, so each work-item that
// keeps its element gets a slot of its own.
#pragma OPENCL EXTENSION cl_ext_atomic_counters_32 : enable
__kernel void compact(__global const int *in, __global int *out, counter32_t count) {
  size_t i = get_global_id(0);
  if (in[i] > 0) {
    uint slot = atomic_inc(count);
    out[slot] = in[i];
  }
}
