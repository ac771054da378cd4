//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4 --no-inline
//uncalled_function_race.cl:22:14: error: possible write-write race on last\[0\]
//GPUVerify kernel analyser finished with 1 verified, 1 error
//
// With --no-inline (GPUVerify's modular verification) every function with a
// body is a procedure verified on its own: record_last, which no kernel
// calls, is verified for two work-items running it with any arguments its
// preconditions allow, and they write different values to last[0].
// uncalled_function.cl has each work-item write its own element.
#ifndef SLOT
#define SLOT 0
#endif

#define tid get_local_id(0)

void record_last(__local int *last, __global const int *in) {
  // Every caller passes the start of its group's array (a caller may pass
  // each work-item a pointer of its own).
  __requires(__ptr_offset_bytes(last) == 0);
  int v = in[get_global_id(0)];
  last[SLOT] = v + tid;
}

__kernel void copy(__global const int *in, __global int *out) {
  out[get_global_id(0)] = in[get_global_id(0)];
}
