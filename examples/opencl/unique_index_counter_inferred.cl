//pass
//--local_size=64 --num_groups=16
//
// unique_index_counter.cl without its invariants: inference guesses them
// (the values a loop holds were taken from the counter, the two work-items'
// differ, and every element written was taken).

#define MAX 4096

__kernel void process(__global uint *c, __global const uchar *in, __global uchar *out) {
  uint i = atomic_inc(c);
  while (i < MAX) {
    out[i] = in[i] * 2;
    i = atomic_inc(c);
  }
}
