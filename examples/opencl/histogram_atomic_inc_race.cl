//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=16
//possible (write-write|read-write|write-read) race on groupBins\[
//
// histogram_atomic_inc.cl counting with a plain `groupBins[v]++`.
//
// RACY: two work-items with the same byte value read and write one bin
// at the same time (an increment is a read and a write, not one atomic
// step), and one of the two counts is lost.

__kernel void histogram(__global const uchar *data, __global uint *bins) {
  __local uint groupBins[256];
  for (uint b = get_local_id(0); b < 256; b += get_local_size(0))
    groupBins[b] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  groupBins[data[get_global_id(0)]]++;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint b = get_local_id(0); b < 256; b += get_local_size(0))
    atomic_add(&bins[b], groupBins[b]);
}
