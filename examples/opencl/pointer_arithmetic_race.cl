//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=16
//possible write-write race on A\[
//
// pointer_arithmetic.cl with a stride of 1 instead of 2: work-item i's
// second element is work-item i+1's first. (They must store different
// values: two writes of the same value are tolerated as a benign race.)

__kernel void pairs(__global int *A) {
  size_t gid = get_global_id(0);
  __global int *p = A + gid;
  *p = 1;
  p++;
  *p = 2;
}
