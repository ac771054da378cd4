//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//warp-synchronous operation called by a lane its mask does not name
//
// Every lane calls __syncwarp with a mask naming lanes 0 to 15 only: lanes
// 16 to 31 call it with their own bit clear (undefined behaviour).
__global__ void k(int *a) {
  a[blockIdx.x * blockDim.x + threadIdx.x] = 0;
  __syncwarp(0x0000ffff);
}
