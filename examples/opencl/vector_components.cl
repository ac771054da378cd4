//pass
//--local_size=64 --num_groups=16
//
// Each work-item writes one component of a float4: items 4k..4k+3 share
// the vector V[k], but each writes a different component.
//
// RACE-FREE. clang compiles `V[k].y = v` to a read of the whole vector, an
// insertion and a write of the whole vector; gpuverify checks the
// component the source names. vector_components_race.cl writes .x only.

__kernel void spread(__global float4 *V, __global const float *A) {
  size_t gid = get_global_id(0);
  size_t k = gid / 4;
  float v = A[gid];
  switch (gid % 4) {
  case 0: V[k].x = v; break;
  case 1: V[k].y = v; break;
  case 2: V[k].z = v; break;
  default: V[k].w = v; break;
  }
}
