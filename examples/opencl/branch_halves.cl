//pass
//--local_size=32 --num_groups=1
//
// The halves of a work-group fill the halves of a tile, each in a loop of
// its own branch. The then-branch loop's invariants are written as for
// GPUVerify, which lays the then-branch out first: they speak of that
// branch's work-items' writes only, and hold on entry because the
// else-branch's writes come after the loop. gpuverify lays branches out in
// source order too. branch_halves_overlap.cl shifts the else-branch by one.
#define B 16
__kernel void halves(__global const float *m, __global float *out) {
  __local float dia[B * B];
  int tx = get_local_id(0);
  if (tx < B) {
    for (int i = 0;
         __global_invariant(__write_implies(dia, (__write_offset_bytes(dia) / sizeof(float)) % B == tx)),
         __global_invariant(__write_implies(dia, (__write_offset_bytes(dia) / sizeof(float)) / B < B / 2)),
         i < B / 2; i++)
      dia[i * B + tx] = m[i * B + tx];
  } else {
    for (int i = B / 2; i < B; i++)
      dia[i * B + tx - B] = m[i * B + tx];
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  out[tx] = dia[tx * (B / 2) + 3];
}
