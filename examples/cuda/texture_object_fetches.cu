//pass
//--blockDim=64 --gridDim=4
//
// Fetches through a bindless texture object of every kind: layered,
// cubemap, level of detail, gather, the sparse form that says whether the
// texels are resident, and the form returning through a pointer. Textures
// are read-only: each fetch is an uninterpreted function of the object and
// the coordinates. Each thread writes its own element.
__global__ void sample(cudaTextureObject_t t, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float4 g = tex2Dgather<float4>(t, i, 0.5f, 0);
  float v;
  tex2DLod(&v, t, i, 0.5f, 1.0f);
  bool resident;
  float w = tex3DLod<float>(t, i, 0, 0, 2.0f, &resident);
  out[i] = tex2DLayered<float>(t, i, 1.0f, 2) + v + g.x + (resident ? w : 0.0f) + texCubemap<float>(t, 1, 2, 3);
}
