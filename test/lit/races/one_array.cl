// One global array read and written by each work-item: one set of race logs
// for the array, each access's element computed once into $$A.index and
// used by both its log and its check, the read logged before the write.
//
// RUN: rm -rf %t && mkdir %t && cp %s %t
// RUN: %gpuverify --stop-at-bpl --local_size=64 --num_groups=16 %t/%basename_t
// RUN: FileCheck %s --input-file %t/*.bpl -DFILE=%basename_t
//
// The array's logs are declared once: no second declaration follows.
// CHECK: var {:race_checking} _READ_HAS_OCCURRED_$$A: bool;
// CHECK-NEXT: var {:race_checking} _WRITE_HAS_OCCURRED_$$A: bool;
// CHECK-NEXT: const _WATCHED_VALUE_$$A: bv32;
// CHECK-NEXT: var {:race_checking} _WRITE_CHANGED_$$A: bool;
// CHECK-NOT: _HAS_OCCURRED_
// CHECK-LABEL: procedure {:kernel} {:source_name "scale"} scale(k: bv32)
// CHECK: modifies _READ_HAS_OCCURRED_$$A, _WRITE_HAS_OCCURRED_$$A, _WRITE_CHANGED_$$A;
// CHECK: $start:
// CHECK-NEXT: _READ_HAS_OCCURRED_$$A := false;
// CHECK-NEXT: _WRITE_HAS_OCCURRED_$$A := false;
// CHECK-NEXT: _WRITE_CHANGED_$$A := false;

__kernel void scale(__global float *A, float k) {
  A[get_global_id(0)] = k * A[get_global_id(0)];
  // The read: its element once per thread, thread 1 logs, thread 2 checks
  // against the writes.
  // CHECK: // read of A at {{.*}}[[FILE]]:[[@LINE-3]]:29
  // CHECK-NEXT: $$A.index$1 := BV32_ADD(BV32_ADD(BV32_MUL(group_id_x$1, 64bv32), local_id_x$1), 0bv32);
  // CHECK-NEXT: $$A.index$2 := BV32_ADD(BV32_ADD(BV32_MUL(group_id_x$2, 64bv32), local_id_x$2), 0bv32);
  // CHECK-NEXT: _READ_HAS_OCCURRED_$$A := _READ_HAS_OCCURRED_$$A || ($$A.index$1 == _WATCHED_OFFSET && _WATCHED_SITE == 1);
  // CHECK-NEXT: assert {:race} {:check 0} !(_WRITE_HAS_OCCURRED_$$A && $$A.index$2 == _WATCHED_OFFSET && _WRITE_CHANGED_$$A);
  // CHECK-NEXT: havoc [[LOAD:load]]$1;
  // CHECK-NEXT: havoc [[LOAD]]$2;
  //
  // The write: the stored value and its element once, thread 1 logs, thread
  // 2 checks against writes of another value and against reads.
  // CHECK-NEXT: // write to A at {{.*}}[[FILE]]:[[@LINE-13]]:23
  // CHECK-NEXT: $$A.value$1 := FMUL32(k, [[LOAD]]$1);
  // CHECK-NEXT: $$A.value$2 := FMUL32(k, [[LOAD]]$2);
  // CHECK-NEXT: $$A.index.1$1 := BV32_ADD(BV32_ADD(BV32_MUL(group_id_x$1, 64bv32), local_id_x$1), 0bv32);
  // CHECK-NEXT: $$A.index.1$2 := BV32_ADD(BV32_ADD(BV32_MUL(group_id_x$2, 64bv32), local_id_x$2), 0bv32);
  // CHECK-NEXT: $$A.logged := $$A.index.1$1 == _WATCHED_OFFSET && _WATCHED_SITE == 2 && $$A.value$1 == _WATCHED_VALUE_$$A;
  // CHECK-NEXT: _WRITE_HAS_OCCURRED_$$A := _WRITE_HAS_OCCURRED_$$A || $$A.logged;
  // CHECK-NEXT: _WRITE_CHANGED_$$A := _WRITE_CHANGED_$$A || $$A.logged;
  // CHECK-NEXT: assert {:race} {:check 1} !(_WRITE_HAS_OCCURRED_$$A && $$A.index.1$2 == _WATCHED_OFFSET && $$A.value$2 != _WATCHED_VALUE_$$A);
  // CHECK-NEXT: assert {:race} {:check 2} !(_READ_HAS_OCCURRED_$$A && $$A.index.1$2 == _WATCHED_OFFSET);
  // CHECK-NEXT: _WRITE_CHANGED_$$A := _WRITE_CHANGED_$$A && $$A.index.1$2 != _WATCHED_OFFSET;
  // CHECK-NEXT: return;
}
