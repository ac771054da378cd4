//pass
//--local_size=[16,16] --num_groups=[8,8]
//
// C = A * B for 128x128 matrices, one 16x16 tile of C per work-group: each
// step loads a tile of A and of B into local memory, waits, multiplies,
// and waits again before the next load.
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
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  C[row * N + col] = acc;
}
