//pass
//--local_size=64 --num_groups=16
//
// A histogram of byte values: each group counts its items' bytes in a
// local histogram with atomic_inc, then adds it into the global one with
// atomic_add.
//
// Race-free: atomic operations do not race with each other, and the plain
// accesses (zeroing the bins, reading them at the end) are separated from
// the atomic ones by barriers. histogram_atomic_inc_race.cl counts with a
// plain increment instead.

__kernel void histogram(__global const uchar *data, __global uint *bins) {
  __local uint groupBins[256];
  for (uint b = get_local_id(0); b < 256; b += get_local_size(0))
    groupBins[b] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  atomic_inc(&groupBins[data[get_global_id(0)]]);
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint b = get_local_id(0); b < 256; b += get_local_size(0))
    atomic_add(&bins[b], groupBins[b]);
}
