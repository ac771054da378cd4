//pass
//--local_size=64 --num_groups=8
//
// The row length comes in a struct passed by value; the precondition on
// its field makes it the constant 256 in the kernel, so that the offsets
// each work-item writes are known to stay in its own row.

typedef struct {
  int width;
  int height;
} image_size;

__kernel void scale_rows(image_size size, __global float *image, float factor) {
  __requires(size.width == 256);
  int row = get_global_id(0);
  for (int col = 0; col < size.width; col++)
    image[row * size.width + col] *= factor;
}
