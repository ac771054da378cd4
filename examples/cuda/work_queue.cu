//pass
//--blockDim=128 --gridDim=32
//
// A work queue: every thread takes the index of its next element from one
// counter with atomicAdd until the elements run out (the warps-and-atomics
// paper's Figure 3, in CUDA). Race-free because an increment never returns
// a value twice (until the counter wraps around, after 2^32 increments,
// which is assumed not to happen): two threads never hold the same i.
// Verified with no annotations: invariant inference guesses that i was
// taken from the counter, that the two threads' values differ, and that
// every element written was taken.
__global__ void work(unsigned *counter, const float *in, float *out, unsigned n) {
  unsigned i = atomicAdd(counter, 1u);
  while (i < n) {
    out[i] = in[i] * 2.0f;
    i = atomicAdd(counter, 1u);
  }
}
