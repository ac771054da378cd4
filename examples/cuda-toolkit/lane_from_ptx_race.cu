//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=4 --cuda-path=${CUDA_TOOLKIT}
//lane_from_ptx_race.cu:15:\d+: error: possible write-write race on out\[
//
// lane_from_ptx.cu indexed by the warp within the block instead of the
// grid: the warps of different blocks write the same slots. (A %laneid
// taken to be the same value for every thread would hide this, and the
// race within a warp too.)
__device__ unsigned lane_id() {
  unsigned lane;
  asm("mov.u32 %0, %%laneid;" : "=r"(lane));
  return lane;
}
__global__ void slots(unsigned *out) {
  out[(threadIdx.x / 32) * 32 + lane_id()] = blockIdx.x;
}
