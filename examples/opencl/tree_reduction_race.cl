//xfail:NOT_ALL_VERIFIED
//--local_size=256 --num_groups=8
//possible (read-write|write-read) race on partial\[
//
// tree_reduction.cl without the barrier inside the loop: item t reads
// partial[t + s] while item t + s may still be adding into it.
__kernel void sum(__global const float *in, __global float *out, __local float *partial) {
  unsigned t = get_local_id(0);
  partial[t] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (unsigned s = get_local_size(0) / 2; s > 0; s >>= 1) {
    if (t < s)
      partial[t] += partial[t + s];
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (t == 0)
    out[get_group_id(0)] = partial[0];
}
