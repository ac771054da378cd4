//xfail:NOT_ALL_VERIFIED
//--gridDim=8 --blockDim=64
//possible write-write race on out\[
//
// column_sums.cu with threads 2k and 2k + 1 walking one column.
__global__ void column_sums(const float *in, float *out, int w, int h) {
  __requires(w == 512);
  unsigned x = blockIdx.x * blockDim.x + threadIdx.x;
  if (x >= w)
    return;
  in += x;
  out += x / 2;
  float sum = 0.0f;
  for (int y = 0; y < h; y++) {
    sum += *in;
    *out = sum;
    in += w;
    out += w;
  }
}
