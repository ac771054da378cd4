//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//possible write-read race on A\[
//Write by work item .*from external source location
//
// spec_function.cl without the postcondition: the function may write any
// element of A, so another work-item's call may write the element this
// one reads.
void __spec_fill(__global int *p) {
  __writes_to(p);
}

__kernel void fill_then_read(__global int *A, __global int *B) {
  __spec_fill(A);
  B[get_global_id(0)] = A[get_global_id(0)];
}
