//pass
//--local_size=64 --num_groups=4
//
// A function without a body, described by a specification function: it
// writes only the element of its own global id. Calls assume the
// postcondition; the kernel's own write to that element then races with
// no other work-item.
void __spec_fill(__global int *p) {
  __requires(__no_read(p));
  __requires(__no_write(p));
  __writes_to(p);
  __ensures(__write_implies(p, __write_offset_bytes(p) / sizeof(int) == get_global_id(0)));
}

__kernel void fill_then_set(__global int *A) {
  __spec_fill(A);
  A[get_global_id(0)] = get_global_id(0);
}
