//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=16 --sub-group-size=32
//possible (read-write|write-read) race on tmp\[
//
// sub_group_exchange.cl reading from the other sub-group (lid ^ 32): a
// sub-group barrier does not order the two sub-groups of a work-group.
__kernel void exchange(__global const int *in, __global int *out) {
  __local int tmp[64];
  size_t lid = get_local_id(0);
  tmp[lid] = in[get_global_id(0)];
  sub_group_barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = tmp[lid ^ 32];
}
