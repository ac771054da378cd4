//pass
//--blockDim=128 --gridDim=32
//
// Particles as a struct of arrays passed by value: the pointers in the
// struct are the host's buffers, each its own array (as kernel pointer
// arguments are assumed not to alias).

struct Particles {
  float *x, *y;
  float *vx, *vy;
  int n;
};

__global__ void step(Particles p, float dt) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < p.n) {
    p.x[i] += dt * p.vx[i];
    p.y[i] += dt * p.vy[i];
  }
}
