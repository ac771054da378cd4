//pass
//--local_size=64 --num_groups=1
//
// negative_offset_race.cl with a barrier between the two writes: race-free
// within the one work-group.
__kernel void shifted_copy(__global unsigned int *A, int shift, unsigned int u) {
  __requires(shift < 0);
  __requires(u > 2147483648u);
  A[get_local_id(0)] = u;
  barrier(CLK_GLOBAL_MEM_FENCE);
  A[get_local_id(0) + shift] = 2;
}
