//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=32
//possible write-write race on out\[
//
// work_queue.cu writing out[i / 2]: the threads that take 2k and 2k + 1
// from the counter both write out[k].
__global__ void work(unsigned *counter, const float *in, float *out, unsigned n) {
  unsigned i = atomicAdd(counter, 1u);
  while (i < n) {
    out[i / 2] = in[i] * 2.0f;
    i = atomicAdd(counter, 1u);
  }
}
