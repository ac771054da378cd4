// A work-item reads its right neighbour's element of a __local array and
// writes its own: local memory is shared by a group only, so every log and
// check is conditional on the two work-items being in the same group; the
// read's element (tid + 1) is computed once, the write's is the local id.
//
// RUN: rm -rf %t && mkdir %t && cp %s %t
// RUN: %gpuverify --stop-at-bpl --local_size=64 --num_groups=16 %t/%basename_t
// RUN: FileCheck %s --input-file %t/*.bpl -DFILE=%basename_t
//
// CHECK: var {:race_checking} _READ_HAS_OCCURRED_$$buf: bool;
// CHECK-LABEL: procedure {:kernel} {:source_name "shift_left"} shift_left()

__kernel void shift_left(__local int *buf) {
  unsigned tid = get_local_id(0);
  int right = buf[tid + 1];
  // CHECK: // read of buf at {{.*}}[[FILE]]:[[@LINE-1]]:15
  // CHECK-NEXT: $$buf.index$1 := BV32_ADD(local_id_x$1, 1bv32);
  // CHECK-NEXT: $$buf.index$2 := BV32_ADD(local_id_x$2, 1bv32);
  // CHECK-NEXT: _READ_HAS_OCCURRED_$$buf := _READ_HAS_OCCURRED_$$buf || (group_id_x$1 == group_id_x$2 && $$buf.index$1 == _WATCHED_OFFSET && _WATCHED_SITE == 1);
  // CHECK-NEXT: assert {:race} {:check 0} !(group_id_x$1 == group_id_x$2 && _WRITE_HAS_OCCURRED_$$buf && $$buf.index$2 == _WATCHED_OFFSET && _WRITE_CHANGED_$$buf);
  // CHECK-NOT: BV32_ADD(local_id_x
  buf[tid] = right;
  // CHECK: // write to buf at {{.*}}[[FILE]]:[[@LINE-1]]:12
  // CHECK-NEXT: $$buf.logged := group_id_x$1 == group_id_x$2 && local_id_x$1 == _WATCHED_OFFSET && _WATCHED_SITE == 2 && [[LOAD:load]]$1 == _WATCHED_VALUE_$$buf;
  // CHECK-NEXT: _WRITE_HAS_OCCURRED_$$buf := _WRITE_HAS_OCCURRED_$$buf || $$buf.logged;
  // CHECK-NEXT: _WRITE_CHANGED_$$buf := _WRITE_CHANGED_$$buf || $$buf.logged;
  // CHECK-NEXT: assert {:race} {:check 1} !(group_id_x$1 == group_id_x$2 && _WRITE_HAS_OCCURRED_$$buf && local_id_x$2 == _WATCHED_OFFSET && [[LOAD]]$2 != _WATCHED_VALUE_$$buf);
  // CHECK-NEXT: assert {:race} {:check 2} !(group_id_x$1 == group_id_x$2 && _READ_HAS_OCCURRED_$$buf && local_id_x$2 == _WATCHED_OFFSET);
  // CHECK-NEXT: _WRITE_CHANGED_$$buf := _WRITE_CHANGED_$$buf && !(local_id_x$2 == _WATCHED_OFFSET && group_id_x$1 == group_id_x$2);
}
