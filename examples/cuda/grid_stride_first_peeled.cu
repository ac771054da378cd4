//pass
//--gridDim=[1,8] --blockDim=[64]
//
// Each row of blocks (blockIdx.y) fills its own slice of out with a
// grid-stride loop whose first element each thread writes before the loop
// (as CUDA's SobolQRNG does): the loop's invariant must allow for that
// element too.
__global__ void strided_fill(float *out, unsigned n) {
  __requires(n == 4096);
  out += n * blockIdx.y;
  unsigned i0 = threadIdx.x + blockIdx.x * blockDim.x;
  unsigned stride = gridDim.x * blockDim.x;
  if (i0 < n)
    out[i0] = 0.0f;
  for (unsigned i = i0 + stride; i < n; i += stride)
    out[i] = (float)i;
}
