//pass
//--local_size=64 --num_groups=128
//
// Each work-item updates four consecutive elements (thread coarsening, as in
// Parboil's MRI-Q): a first loop reads them into private arrays, a second
// writes the results back. Both loops use one index, computed once per
// iteration for several accesses.
//
// RACE-FREE. Work-item g touches only elements 4g to 4g + 3, in both loops.
// Invariant inference must see that the first loop's reads stay within
// them, although the index is a value of the loop body, not of its head.

#ifndef ELEMENTS_APART
#define ELEMENTS_APART 4
#endif

__kernel void coarsened_update(__global float *x, __global float *y, float scale) {
  float newX[4], newY[4];
  for (int k = 0; k < 4; k++) {
    int i = get_global_id(0) * ELEMENTS_APART + k;
    newX[k] = x[i] * scale + y[i];
    newY[k] = y[i] * scale - x[i];
  }
  for (int k = 0; k < 4; k++) {
    int i = get_global_id(0) * ELEMENTS_APART + k;
    x[i] = newX[k];
    y[i] = newY[k];
  }
}
