//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=16
//possible write-write race on out\[
//
// ballot_compaction.cu where each lane counts only the lanes below it it
// knows about, itself: every keeping lane takes place 0 of its warp.
__global__ void compact(const int *in, int *out, unsigned *counts) {
  unsigned gid = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned lane = threadIdx.x & 31, warp = gid / 32;
  int v = in[gid];
  unsigned keep = __ballot_sync(0xffffffff, v > 0);
  unsigned mine = v > 0 ? 1u << lane : 0u;
  if (v > 0)
    out[warp * 32 + __popc(mine & ((1u << lane) - 1))] = v;
  if (lane == 0)
    counts[warp] = __popc(keep);
}
