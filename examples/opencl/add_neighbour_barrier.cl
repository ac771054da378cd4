//pass
//--local_size=64 --num_groups=16
//
// The tutorial's fix for add_neighbour.cl ("Barrier synchronisation"): read
// both values into a private variable, wait at a barrier, then write.
//
// RACE-FREE. All reads of A happen before the barrier and all writes after
// it; after the barrier each work-item writes only A[tid], its own element.

#define tid (get_local_id(0))

__kernel void add_neighbour(__local int *A, int offset) {
  int tmp = A[tid] + A[tid + offset];
  barrier(CLK_LOCAL_MEM_FENCE);
  A[tid] = tmp;
}
