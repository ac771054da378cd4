//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=8
//possible write-write race on out\[
//
// work_queue.cu where a thread sets the counter back to 0: values taken
// before come again, and two threads write one element.
__global__ void work(unsigned *counter, const float *in, float *out, unsigned n) {
  unsigned i = atomicAdd(counter, 1u);
  while (i < n) {
    out[i] = in[i] * 2.0f;
    if (i == 7)
      atomicExch(counter, 0u);
    i = atomicAdd(counter, 1u);
  }
}
