//pass
//--local_size=64 --num_groups=4
//
// Verified: each work-item reads its neighbour's element, waits at a
// barrier, then writes its own.
__kernel void neighbour(__local int *A) {
  int tid = get_local_id(0);
  int v = A[(tid + 1) % 64];
  barrier(CLK_LOCAL_MEM_FENCE);
  A[tid] = v;
}
