//pass
//--blockDim=256 --gridDim=16 --pointer-bitwidth=64
//
// Each thread writes a row of n elements in a loop (page-rank's map): the
// log at the loop's head holds only thread 1's row, which Houdini infers as
// `ROW_OF64(_WATCHED_OFFSET, n) == i` (the loggedRows rule), so no
// multiplication is left for the solver.
#ifndef ROW
#define ROW i
#endif

__global__ void map(float *maps, const float *pages, const float *ranks, int n) {
  int i = threadIdx.x + blockIdx.x * blockDim.x;
  if (i < n) {
    float rank = ranks[i];
    for (int j = 0; j < n; ++j)
      maps[(size_t)(ROW) * n + j] = pages[(size_t)i * n + j] * rank;
  }
}
