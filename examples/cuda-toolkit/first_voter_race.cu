//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=8 -DNEEDS_CUDA_TOOLKIT=${CUDA_TOOLKIT}
//first_voter_race.cu:11:\d+: error: possible write-write race on out\[
//
// first_voter.cu with every lane of a warp writing the warp's first element.
__global__ void first_voter(const int *in, int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned voters = __ballot_sync(0xffffffffu, in[i] > 0);
  unsigned first = __fns(voters, 0, 1);
  int warp = i / 32;
  out[warp * 32] = in[i] + (int)first;
}
