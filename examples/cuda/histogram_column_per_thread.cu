//pass
//--blockDim=[16,16] --gridDim=[4,4]
//GPUVerify kernel analyser finished with 1 verified, 0 errors
//
// Per-thread histograms in shared memory, one column per thread (HeCBench's
// entropy): the row is a value read from global memory, the column the
// thread's own. Every offset a thread touches in the nested loops is
// `value * 256 + t`, whatever the values: its low eight bits are t, which
// the loops do not change, and that is the invariant inferred at each of
// their heads (also for the zeroing loop's writes still in the log).
__global__ void local_histograms(float *out, const char *vals, int n) {
  __shared__ int counts[16][256];
  const int t = threadIdx.y * 16 + threadIdx.x;
  const int x = blockIdx.x * 16 + threadIdx.x, y = blockIdx.y * 16 + threadIdx.y;
  for (int i = 0; i < 16; i++)
    counts[i][t] = 0;
  for (int dy = -1; dy <= 1; dy++)
    for (int dx = -1; dx <= 1; dx++) {
#ifdef NEIGHBOUR_COLUMN
      counts[vals[(y + dy) * n + x + dx]][(t + 1) % 256]++;
#else
      counts[vals[(y + dy) * n + x + dx]][t]++;
#endif
    }
  float sum = 0;
  for (int k = 0; k < 16; k++)
    sum += counts[k][t] * k;
  out[(blockIdx.y * gridDim.x + blockIdx.x) * 256 + t] = sum;
}
