//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//possible write-read race on image\[
//
// The row length comes in a struct passed by value, fixed to 256 by the
// precondition; each work-item writes one element too many, the first of
// the next work-item's row.

typedef struct {
  int width;
  int height;
} image_size;

__kernel void scale_rows(image_size size, __global float *image, float factor) {
  __requires(size.width == 256);
  int row = get_global_id(0);
  for (int col = 0; col <= size.width; col++)
    image[row * size.width + col] *= factor;
}
