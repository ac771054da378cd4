//pass
//--blockDim=64 --gridDim=16 --cuda-path=${CUDA_TOOLKIT}
//
// __umul24 and __popc against the toolkit's headers call libdevice
// (__nv_umul24, __nv_popc), which is not linked: gpuverify gives those
// integer functions the exact models its own __umul24 and __popc have, so
// the index is known and each thread writes its own element.
__global__ void copy(const int *in, int *out, unsigned *bits) {
  unsigned i = __umul24(blockIdx.x, blockDim.x) + threadIdx.x;
  out[i] = in[i];
  bits[i] = __popc(i);
}
