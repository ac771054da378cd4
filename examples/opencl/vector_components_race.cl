//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=16
//possible write-write race on V\[\d+\] \(bytes 0\.\.3\)
//
// vector_components.cl with every work-item of a quadruple writing .x:
// four work-items write the same component.

__kernel void spread(__global float4 *V, __global const float *A) {
  size_t gid = get_global_id(0);
  V[gid / 4].x = A[gid];
}
