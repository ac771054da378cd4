//pass
//--local_size=64 --num_groups=4 --no-inline
//GPUVerify kernel analyser finished with 2 verified, 0 errors
//
// A library function that no kernel calls, verified on its own
// (--no-inline): it must be race-free for every caller, so for any values
// of its parameters that its preconditions allow, and a caller may pass
// each work-item a value of its own, a pointer of its own too. Here every
// work-item writes the element `offset` past its own id, which is
// race-free only if all pass the same `offset` and the same `data`, as the
// preconditions ask. uncalled_function_any_arguments_race.cl and
// uncalled_function_pointer_argument_race.cl each drop one.
#ifndef OFFSET_UNIFORM
#define OFFSET_UNIFORM 1
#endif
#ifndef POINTER_AT_START
#define POINTER_AT_START 1
#endif

void shift_ids(__global int *data, int offset) {
#if OFFSET_UNIFORM
  __requires(__uniform_int(offset));
#endif
#if POINTER_AT_START
  __requires(__ptr_offset_bytes(data) == 0);
#endif
  __requires(offset >= 0);
  __requires(offset <= 1024);
  data[get_global_id(0) + offset] = get_global_id(0);
}

__kernel void clear(__global int *out) { out[get_global_id(0)] = 0; }
