//pass
//--global_size=1024 --local_size=64
//
// A grid of ROWS x COLS outputs computed by more work-items than there are
// outputs (as in Rodinia's leukocyte dilation): the work-items past the
// last column skip the work. Inside the guard, a loop that touches no
// shared memory, then the write.
//
// RACE-FREE. Work-items that pass the guard write distinct elements. The
// loop is predicated (only some work-items run it), so which work-items
// leave it decides which run the write: inference must find that a
// work-item that never entered the loop has not left it either.

#define ROWS 20
#define COLS 50

#ifndef OUT_INDEX
#define OUT_INDEX(row, col) ((row) * COLS + (col))
#endif

__kernel void row_sums(__global const float *weights, __global float *out) {
  int row = get_global_id(0) % ROWS;
  int col = get_global_id(0) / ROWS;
  if (col < COLS) {
    float sum = 0.0f;
    for (int k = 0; k < 8; k++)
      sum += weights[k] * (row + k);
    out[OUT_INDEX(row, col)] = sum;
  }
}
