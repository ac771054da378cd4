//xfail:NOT_ALL_VERIFIED
//--local_size=[8,8] --num_groups=[4,4]
//possible write-write race on out\[
//
// image_blur.cl writing texel (y/2, x): work-items (x, 2k) and (x, 2k+1)
// write the same texel.

__constant sampler_t clamped = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;

__kernel void blur(__read_only image2d_t in, __write_only image2d_t out) {
  int2 at = (int2)(get_global_id(0), get_global_id(1));
  float4 sum = (float4)(0.0f);
  for (int dy = -1; dy <= 1; ++dy)
    for (int dx = -1; dx <= 1; ++dx)
      sum += read_imagef(in, clamped, at + (int2)(dx, dy));
  write_imagef(out, (int2)(get_global_id(1) / 2, get_global_id(0)), sum / 9.0f);
}
