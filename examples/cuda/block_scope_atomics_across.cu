//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//block_scope_atomics_across.cu:10:\d+: error: possible atomic-atomic race on per_block\[
//
// block_scope_atomics.cu with every block counting into one global
// histogram with atomicAdd_block: the blocks' increments are not atomic
// with respect to each other.
__global__ void histograms(const int *in, int *per_block) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  atomicAdd_block(&per_block[in[i] & 15], 1);
}
