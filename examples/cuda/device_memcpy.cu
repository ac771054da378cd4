//pass
//--blockDim=64 --gridDim=4
//
// memcpy and memset in device code (a struct copied through a local
// buffer), as CUDA declares them for the device: the copies are the loads
// and stores they make, each thread's on its own elements. <cstring>
// declares the host's, which stay host-only.
#include <cstring>

struct Particle { float position[3]; float mass; };

__global__ void reset_and_copy(Particle *out, const Particle *in) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  Particle p;
  memcpy(&p, &in[i], sizeof(Particle));
  memset(&out[i], 0, sizeof(Particle));
  out[i].mass = p.mass;
}
