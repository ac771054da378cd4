//pass
//--local_size=64 --num_groups=16 --no-infer
//
// Dynamic work distribution (Figure 3 of the warps-and-atomics paper): each
// work-item takes the index of the next element to process from a shared
// counter with atomic_inc until the elements run out.
//
// Race-free because an atomic_inc never returns a value twice (until the
// counter wraps around, which gpuverify assumes does not happen): the
// refined atomic abstraction gives each call a value that no call on the
// counter returned before, so two work-items never get the same i.
//
// The loop needs these invariants (`__atomic_has_taken_value(c, 0, v)`:
// an atomic operation on c[0] has returned v), written by hand:
//  - i was taken from the counter, so no later atomic_inc returns it;
//  - the two work-items hold different values;
//  - every element the first work-item wrote was taken from the counter
//    (so the other's next value differs from it), and differs from the
//    other's current i.
// The elements are bytes, so that `__write_offset_bytes(out)` is the index.
// unique_index_counter_halved.cl writes out[i / 2] instead.

#define MAX 4096

__kernel void process(__global uint *c, __global const uchar *in, __global uchar *out) {
  uint i = atomic_inc(c);
  while (__global_invariant(__atomic_has_taken_value(c, 0, i)),
         __global_invariant(i != __other_int(i)),
         __global_invariant(__write_implies(out, __atomic_has_taken_value(c, 0, __write_offset_bytes(out)))),
         __global_invariant(__write_implies(out, __write_offset_bytes(out) != __other_int(i))),
         i < MAX) {
    out[i] = in[i] * 2;
    i = atomic_inc(c);
  }
}
