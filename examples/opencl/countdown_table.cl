//pass
//--local_size=64 --num_groups=8
//
// Each work-item fills its own slice of a table in local memory counting
// down, skipping the first value of the counter (the shuffle table of the
// AMD SDK's Park-Miller generator), then reads its slice's first entry.
//
// RACE-FREE. Work-item t writes only entries TABLE * t to TABLE * t + TABLE - 1.
// Inference must bound a counter that ends at -1 (`j >= 0`) and the
// entries a loop counting down has written so far.

#define TABLE 16
#ifndef SLICE
#define SLICE TABLE
#endif

__kernel void shuffle_table(__global int *seeds, __global int *out) {
  __local int table[TABLE * 64];
  int tid = get_local_id(0);
  int state = seeds[get_global_id(0)];
  for (int j = TABLE; j >= 0; j--) {
    state = state * 16807 + 11;
    if (j < TABLE)
      table[SLICE * tid + j] = state;
  }
  out[get_global_id(0)] = table[SLICE * tid];
}
