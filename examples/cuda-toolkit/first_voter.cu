//pass
//--blockDim=128 --gridDim=8 -DNEEDS_CUDA_TOOLKIT=${CUDA_TOOLKIT}
//note: gpuverify's CUDA headers do not compile this file \(it uses '__fns', which they do not declare\); compiling against the CUDA toolkit
//Verified
//
// __fns (the lane of the n-th set bit of a mask), which gpuverify's own
// headers do not declare: the file is compiled against the CUDA toolkit,
// where it is the NVVM intrinsic llvm.nvvm.fns, an uninterpreted function
// of its operands. Each thread writes its own element.
__global__ void first_voter(const int *in, int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned voters = __ballot_sync(0xffffffffu, in[i] > 0);
  out[i] = in[i] + (int)__fns(voters, 0, 1);
}
