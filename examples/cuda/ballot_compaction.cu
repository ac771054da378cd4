//pass
//--blockDim=128 --gridDim=16
//
// Stream compaction within a warp: __ballot_sync tells every lane which
// lanes keep their value, and a lane's place in the warp's output is the
// number of keeping lanes below it. The ballot is the same for the lanes of
// a warp, so two keeping lanes get different places.
__global__ void compact(const int *in, int *out, unsigned *counts) {
  unsigned gid = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned lane = threadIdx.x & 31, warp = gid / 32;
  int v = in[gid];
  unsigned keep = __ballot_sync(0xffffffff, v > 0);
  if (v > 0)
    out[warp * 32 + __popc(keep & ((1u << lane) - 1))] = v;
  if (lane == 0)
    counts[warp] = __popc(keep);
}
