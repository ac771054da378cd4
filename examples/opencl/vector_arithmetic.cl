//pass
//--local_size=64 --num_groups=16
//
// float4 arithmetic, swizzles and vload/vstore: each work-item reads and
// writes only its own vector. RACE-FREE.

__kernel void scale(__global const float4 *in, __global float4 *out, __global float *flat, float s) {
  size_t gid = get_global_id(0);
  float4 v = in[gid] * s + (float4)(1.0f, 2.0f, 3.0f, 4.0f);
  out[gid] = v.wzyx;
  vstore4(v, gid, flat);
}
