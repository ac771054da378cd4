//pass
//--local_size=[8,8] --num_groups=[4,4]
//
// A 3x3 box blur from one image into another: each work-item writes its own
// texel of the write-only output image, so no two work-items write the same one.

__constant sampler_t clamped = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;

__kernel void blur(__read_only image2d_t in, __write_only image2d_t out) {
  int2 at = (int2)(get_global_id(0), get_global_id(1));
  float4 sum = (float4)(0.0f);
  for (int dy = -1; dy <= 1; ++dy)
    for (int dx = -1; dx <= 1; ++dx)
      sum += read_imagef(in, clamped, at + (int2)(dx, dy));
  write_imagef(out, at, sum / 9.0f);
}
