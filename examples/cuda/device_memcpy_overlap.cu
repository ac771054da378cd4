//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//device_memcpy_overlap.cu:1[56]:\d+: error: possible write-write race on out\[
//
// device_memcpy.cu clearing two particles per thread: the second is the
// next thread's.
#include <cstring>

struct Particle { float position[3]; float mass; };

__global__ void reset_and_copy(Particle *out, const Particle *in) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  Particle p;
  memcpy(&p, &in[i], sizeof(Particle));
  memset(&out[i], 0, 2 * sizeof(Particle));
  out[i].mass = p.mass;
}
