//pass
//--blockDim=64 --gridDim=4
//
// System-scope atomics called as CUDA's overloads allow: atomicCAS_system
// on an int with unsigned compare and swap values converts them, as
// CUDA's non-template overloads do (systemWideAtomics sample).
__global__ void tally(int *counters, unsigned *flags) {
  unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
  atomicAdd_system(&counters[0], 1);
  atomicCAS_system(&counters[1], tid - 1, tid);
  atomicInc_system(&flags[0], 17u);
}
