//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//possible write-write race on B\[0\]
//
// The postcondition says the call wrote no element that matters for
// races: that must not make the rest of the kernel vacuous.
void __spec_touch(__global int *p) {
  __writes_to(p);
  __ensures(!__write(p));
}

__kernel void touch_then_race(__global int *A, __global int *B) {
  __spec_touch(A);
  B[0] = get_global_id(0);
}
