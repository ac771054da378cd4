//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=16 --sub-group-size=16
//possible (read-write|write-read) race on tmp\[
//
// sub_group_exchange.cl reading lid ^ 16 with sub-groups of 16: the
// partner is in the next sub-group, which the sub-group barrier does not
// order. (With sub-groups of 32 the same kernel is race-free.)
__kernel void exchange(__global const int *in, __global int *out) {
  __local int tmp[64];
  size_t lid = get_local_id(0);
  tmp[lid] = in[get_global_id(0)];
  sub_group_barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = tmp[lid ^ 16];
}
