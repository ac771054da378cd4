//xfail:NOT_ALL_VERIFIED
//--local_size=[16,16] --num_groups=[8,8]
//possible write-write race on out\[
//note: in this counterexample W = \d+: an index computed from it may wrap around\. If it is smaller in every launch, say so \(`__requires\(W <= BOUND\)`
//
// stencil_bounded_width.cl without its __requires: for a W near 2^31,
// y * W + x wraps around and two work-items write one pixel. The report
// says so, and how to bound W.
__kernel void stencil(__global const float *in, __global float *out, int W, int H) {
  int x = get_global_id(0), y = get_global_id(1);
  if (x > 0 && y > 0 && x < W - 1 && y < H - 1)
    out[y * W + x] = (in[y * W + x - 1] + in[y * W + x + 1] + in[(y - 1) * W + x] + in[(y + 1) * W + x]) * 0.25f;
}
