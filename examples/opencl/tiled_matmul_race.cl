//xfail:NOT_ALL_VERIFIED
//--local_size=[16,16] --num_groups=[8,8]
//possible (read-write|write-read) race on (As|Bs)\[
//
// tiled_matmul.cl without the second barrier: a fast item loads the next
// tile while a slow one still multiplies with the current one.
#define TILE 16
#define N 128
__kernel void matmul(__global const float *A, __global const float *B, __global float *C) {
  __local float As[TILE][TILE];
  __local float Bs[TILE][TILE];
  int tx = get_local_id(0), ty = get_local_id(1);
  int row = get_global_id(1), col = get_global_id(0);
  float acc = 0.0f;
  for (int t = 0; t < N / TILE; t++) {
    As[ty][tx] = A[row * N + t * TILE + tx];
    Bs[ty][tx] = B[(t * TILE + ty) * N + col];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int k = 0; k < TILE; k++)
      acc += As[ty][k] * Bs[k][tx];
  }
  C[row * N + col] = acc;
}
