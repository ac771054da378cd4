//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=16 --no-infer
//possible write-write race on out\[
//
// unique_index_counter.cl writing out[i / 2].
//
// RACY: the work-items that take 2k and 2k + 1 from the counter both write
// out[k]. The values taken are still distinct, but not their halves: the
// invariant that the first work-item's writes miss the other's current
// element no longer holds (so it is not written here), and the race is
// found.

#define MAX 4096

__kernel void process(__global uint *c, __global const uchar *in, __global uchar *out) {
  uint i = atomic_inc(c);
  while (__global_invariant(__atomic_has_taken_value(c, 0, i)),
         __global_invariant(i != __other_int(i)),
         __global_invariant(__write_implies(out, __atomic_has_taken_value(c, 0, 2 * __write_offset_bytes(out)) |
                                                 __atomic_has_taken_value(c, 0, 2 * __write_offset_bytes(out) + 1))),
         i < MAX) {
    out[i / 2] = in[i] * 2;
    i = atomic_inc(c);
  }
}
