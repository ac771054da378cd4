//pass
//--local_size=64 --num_groups=16
//
// A grid-stride loop: item g handles elements g, g + G, g + 2G, ... where
// G is the number of items. No invariant is written: inference finds that
// every element the item has written so far is congruent to g modulo G.
__kernel void scale(__global float *data, float factor, int n) {
  for (int i = get_global_id(0); i < n; i += get_global_size(0))
    data[i] = data[i] * factor;
}
