//pass
//--local_size=64 --num_groups=8
//
// Every work-item stores n in a shared variable and reads it back, with no
// barrier between: the reads race with the other work-items' stores, but
// each work-item wrote the element itself and all write the same value, so
// each reads n whichever write it meets. benign_write_then_read_one_writer.cl
// has only work-item 0 store it.

__kernel void broadcast(__global int *out, int n) {
  __local int size[1];
  size[0] = n;
  out[get_global_id(0)] = size[0];
}
