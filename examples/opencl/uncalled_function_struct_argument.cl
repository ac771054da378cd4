//pass
//--local_size=64 --num_groups=4 --no-inline
//GPUVerify kernel analyser finished with 2 verified, 0 errors
//
// uncalled_function_any_arguments.cl with the offset in a struct passed by
// value: a function no kernel calls is verified for any caller, and a
// caller passes each work-item its own copy of the struct. Its precondition
// asks every work-item's `where.offset` to be the same.
// uncalled_function_struct_argument_race.cl drops it.
#ifndef OFFSET_UNIFORM
#define OFFSET_UNIFORM 1
#endif

struct Placement {
  int offset;
  int unused[4];
};

void place_ids(__global int *data, struct Placement where) {
#if OFFSET_UNIFORM
  __requires(__uniform_int(where.offset));
#endif
  __requires(__ptr_offset_bytes(data) == 0);
  __requires(where.offset >= 0);
  __requires(where.offset <= 1024);
  data[get_global_id(0) + where.offset] = get_global_id(0);
}

__kernel void clear(__global int *out) { out[get_global_id(0)] = 0; }
