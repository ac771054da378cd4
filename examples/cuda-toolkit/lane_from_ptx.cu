//pass
//--blockDim=128 --gridDim=4 --cuda-path=${CUDA_TOOLKIT}
//
// The lane and warp of a thread read from PTX's special registers with
// inline assembly, as older CUDA code does: %laneid is the thread's lane
// (its linear id in the block modulo 32), and %lanemask_lt the lanes below
// it. Each lane of each warp writes its own slot.
__device__ unsigned lane_id() {
  unsigned lane;
  asm("mov.u32 %0, %%laneid;" : "=r"(lane));
  return lane;
}
__device__ unsigned lanes_below() {
  unsigned mask;
  asm("mov.u32 %0, %%lanemask_lt;" : "=r"(mask));
  return mask;
}
__global__ void slots(unsigned *out) {
  unsigned warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  out[warp * 32 + lane_id()] = __popc(lanes_below());
}
