//pass
//--local_size=[16,16] --num_groups=[8,8] --solver=cvc5
//
// A 2D stencil over an image of W x H: `y * W + x` could wrap around for a
// huge W, so the sizes are bounded with __requires. Each work-item writes
// its own pixel: two threads' `y * W + x` differ, a fact about products of
// unknowns that z3 does not prove in minutes and cvc5 (solving bit-vectors
// as integers, raced beside it when installed) proves in seconds.
__kernel void stencil(__global const float *in, __global float *out, int W, int H) {
  __requires(W > 0 && W <= 4096);
  __requires(H > 0 && H <= 4096);
  int x = get_global_id(0), y = get_global_id(1);
  if (x > 0 && y > 0 && x < W - 1 && y < H - 1)
    out[y * W + x] = (in[y * W + x - 1] + in[y * W + x + 1] + in[(y - 1) * W + x] + in[(y + 1) * W + x]) * 0.25f;
}
