//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=32
//possible (write-read|read-write) race on p\.x\[
//
// struct_of_arrays.cu where each particle also reads its neighbour's x,
// which the neighbour's thread writes.

struct Particles {
  float *x, *y;
  float *vx, *vy;
  int n;
};

__global__ void step(Particles p, float dt) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i + 1 < p.n) {
    p.x[i] += dt * p.vx[i] + 0.5f * p.x[i + 1];
    p.y[i] += dt * p.vy[i];
  }
}
