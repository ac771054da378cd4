// shift_local.cl with --equality-abstraction: the __local array's contents
// are modelled (a map per "same group" bit), both work-items read the
// values it holds, and the read log records the value read as well.
//
// RUN: rm -rf %t && mkdir %t && cp %s %t
// RUN: %gpuverify --stop-at-bpl --equality-abstraction --local_size=64 --num_groups=16 %t/%basename_t
// RUN: FileCheck %s --input-file %t/*.bpl -DFILE=%basename_t
//
// CHECK: var {:source_name "buf"} {:elem_width 32} $$buf: [bv1][bv32]bv32;
// CHECK-LABEL: procedure {:kernel} {:source_name "shift_left"} shift_left()
// CHECK: modifies $$buf, _READ_HAS_OCCURRED_$$buf, _WRITE_HAS_OCCURRED_$$buf, _WRITE_CHANGED_$$buf;

__kernel void shift_left(__local int *buf) {
  unsigned tid = get_local_id(0);
  int right = buf[tid + 1];
  // CHECK: // read of buf at {{.*}}[[FILE]]:[[@LINE-1]]:15
  // CHECK-NEXT: $$buf.index$1 := BV32_ADD(local_id_x$1, 1bv32);
  // CHECK-NEXT: $$buf.index$2 := BV32_ADD(local_id_x$2, 1bv32);
  // CHECK-NEXT: _READ_HAS_OCCURRED_$$buf := _READ_HAS_OCCURRED_$$buf || (group_id_x$1 == group_id_x$2 && $$buf.index$1 == _WATCHED_OFFSET && _WATCHED_SITE == 1 && $$buf[1bv1][$$buf.index$1] == _WATCHED_VALUE_$$buf);
  // CHECK-NEXT: assert {:race} {:check 0} {{.*}};
  // CHECK-NEXT: load$1 := $$buf[1bv1][$$buf.index$1];
  // CHECK-NEXT: load$2 := $$buf[(if group_id_x$1 == group_id_x$2 then 1bv1 else 0bv1)][$$buf.index$2];
  // CHECK-NOT: havoc load
  buf[tid] = right;
  // CHECK: // write to buf at {{.*}}[[FILE]]:[[@LINE-1]]:12
  // CHECK: $$buf[1bv1][local_id_x$1] := load$1;
}
