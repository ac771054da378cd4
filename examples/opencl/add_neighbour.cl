//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=16
//possible (read-write|write-read) race on A\[
//
// The tutorial's first kernel (FAT-GPU tutorial, "A GPU kernel"): every
// work-item adds its right-hand neighbour's element to its own.
//
// RACY. For any offset != 0, work-item t reads A[t + offset] while work-item
// t + offset writes that same element, and nothing orders the two accesses:
// an intra-group read-write data race on the __local array A.
// add_neighbour_barrier.cl is the fixed version.

#define tid (get_local_id(0))

__kernel void add_neighbour(__local int *A, int offset) {
  A[tid] = A[tid] + A[tid + offset];
}
