//xfail:NOT_ALL_VERIFIED
//--local_size=[32,16] --num_groups=[8,1]
//possible write-write race on tile\[
//tiled_long_counters_overrun.cl:23:
//
// Loops in the style of PolyBench/GPU's generated kernels: `long` counters
// (64 bits, indexing 32-bit pointers), an outer loop whose trip count
// depends on the group (so it is predicated), and an inner loop whose bound
// min(32, n - c2 - 1) is computed afresh in its own condition. Each
// work-item copies columns t1 and t1 + 16 of its row of the tile, and here
// t1 = 0 also column 32: the first element of the next row, which another
// work-item writes. Should be min(31, ...), as in tiled_long_counters.cl.
#define min(x, y) ((x) < (y) ? (x) : (y))
__kernel void tiled_long_counters(__global const float *A, __global float *sums, int n) {
  __requires(n == 1000);
  __local float tile[32][32];
  long b0 = get_group_id(0);
  long t0 = get_local_id(0), t1 = get_local_id(1);
  float sum = 0.0f;
  for (long c0 = 32 * b0; c0 < n; c0 += 256) {
    for (long c2 = 0; c2 < n; c2 += 32) {
      for (long c4 = t1; c4 <= min(32, n - c2 - 1); c4 += 16)
        tile[t0][c4] = A[(t0 + c0) * n + (c2 + c4)];
      barrier(CLK_LOCAL_MEM_FENCE);
      sum += tile[t1][t0];
      barrier(CLK_LOCAL_MEM_FENCE);
    }
  }
  sums[get_global_id(1) * get_global_size(0) + get_global_id(0)] = sum;
}
