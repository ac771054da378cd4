//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1 --clang-opt=-Wno-uninitialized
//uninitialised_index.cl:19:18: error: possible write-write race on A\[
//
// Each pass of the loop declares `i` afresh; only the first pass sets it.
// An uninitialised variable is arbitrary wherever it is read, so in later
// passes two work-items may write their ids to one element (the small loop
// is unrolled, each pass with an `i` of its own). initialised_index.cl sets
// it in every pass.
#ifndef SET_IN_EVERY_PASS
#define SET_IN_EVERY_PASS (k == 0)
#endif

__kernel void fill_rows(__global int *A) {
  for (int k = 0; k < 4; k++) {
    int i;
    if (SET_IN_EVERY_PASS)
      i = get_local_id(0);
    A[i * 4 + k] = get_local_id(0);
  }
}
