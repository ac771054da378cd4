//pass
//--blockDim=64 --gridDim=4
//
// syncwarp_mask_without_caller.cu with each half-warp naming itself: the
// two halves synchronise apart, with disjoint masks, as CUDA allows.
__global__ void k(int *a) {
  a[blockIdx.x * blockDim.x + threadIdx.x] = 0;
  unsigned lane = threadIdx.x & 31;
  __syncwarp(lane < 16 ? 0x0000ffffu : 0xffff0000u);
}
