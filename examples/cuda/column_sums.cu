//pass
//--gridDim=8 --blockDim=64
//
// Each thread walks its column with pointers (in += w; out += w), as the
// CUDA SDK's recursive Gaussian does. The byte offsets of the walked
// pointers are loop counters stepped by 4w bytes, and the element index
// (the byte offset over 4) keeps the low bits of x: inferred, with no
// annotation. column_sums_shared_column.cu gives two threads one column.
__global__ void column_sums(const float *in, float *out, int w, int h) {
  __requires(w == 512);
  unsigned x = blockIdx.x * blockDim.x + threadIdx.x;
  if (x >= w)
    return;
  in += x;
  out += x;
  float sum = 0.0f;
  for (int y = 0; y < h; y++) {
    sum += *in;
    *out = sum;
    in += w;
    out += w;
  }
}
