//pass
//--local_size=* --num_groups=* --solver=cvc5
//
// Verified for every launch (`*`: any work-group size, any number of
// work-groups): the global size fits in size_t, as OpenCL requires, so
// get_global_id(0) never wraps around and no two work-items share one.
__kernel void k(__global int *A) {
  A[get_global_id(0)] = get_local_id(0);
}
