//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//texture_object_fetches_race.cu:11:\d+: error: possible write-write race on out\[
//
// texture_object_fetches.cu writing where the texture says: two threads
// that fetch the same level-of-detail value write the same element.
__global__ void sample(cudaTextureObject_t t, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v;
  tex2DLod(&v, t, i, 0.5f, 1.0f);
  out[(int)tex2DLod<float>(t, 0.0f, 0.0f, 1.0f) & 63] = v;
}
