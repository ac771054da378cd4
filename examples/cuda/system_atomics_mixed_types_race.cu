//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//system_atomics_mixed_types_race.cu:\d+:\d+: error: possible (read-atomic|atomic-read) race on counters\[
//
// system_atomics_mixed_types.cu's twin: a plain read of the element the
// others update atomically.
__global__ void tally(int *counters, unsigned *flags) {
  unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
  atomicAdd_system(&counters[0], 1);
  atomicCAS_system(&counters[1], tid - 1, tid);
  flags[tid] = counters[1];
}
