// A pointer that may point into either of two arrays (chosen by a uniform
// argument): the pointer is a base (which array, a number per array) and a
// byte offset, and the one store through it becomes one guarded access per
// array it may reach, each with the array's own logs and checks.
//
// RUN: rm -rf %t && mkdir %t && cp %s %t
// RUN: %gpuverify --stop-at-bpl --local_size=64 --num_groups=16 %t/%basename_t
// RUN: FileCheck %s --input-file %t/*.bpl -DFILE=%basename_t
//
// CHECK-LABEL: procedure {:kernel} {:source_name "pick"} pick(useA: bv32)

__kernel void pick(__global int *A, __global int *B, int useA) {
  __global int *p = useA ? A : B;
  // CHECK: cond.false:
  // CHECK-NEXT: [[P:cond]], [[BASE:cond.base]] := 0bv32, 2;
  // CHECK: cond.true:
  // CHECK-NEXT: [[P]], [[BASE]] := 0bv32, 1;
  p[get_global_id(0)] = 1;
  // CHECK: // write to A at {{.*}}[[FILE]]:[[@LINE-1]]:23
  // CHECK-NEXT: $$A.index$1 := BV32_LSHR(BV32_ADD([[P]], BV32_MUL({{.*}}, 4bv32)), 2bv32);
  // CHECK-NEXT: $$A.index$2 := BV32_LSHR(BV32_ADD([[P]], BV32_MUL({{.*}}, 4bv32)), 2bv32);
  // CHECK-NEXT: $$A.logged := [[BASE]] == 1 && $$A.index$1 == _WATCHED_OFFSET && _WATCHED_SITE == 1 && 1bv32 == _WATCHED_VALUE_$$A;
  // CHECK: assert {:race} {:check 1} !([[BASE]] == 1 && _READ_HAS_OCCURRED_$$A && $$A.index$2 == _WATCHED_OFFSET);
  // CHECK: // write to B at {{.*}}[[FILE]]:[[@LINE-6]]:23
  // CHECK-NEXT: $$B.index$1 := BV32_LSHR(BV32_ADD([[P]], BV32_MUL({{.*}}, 4bv32)), 2bv32);
  // CHECK-NEXT: $$B.index$2 := BV32_LSHR(BV32_ADD([[P]], BV32_MUL({{.*}}, 4bv32)), 2bv32);
  // CHECK-NEXT: $$B.logged := [[BASE]] == 2 && $$B.index$1 == _WATCHED_OFFSET && _WATCHED_SITE == 2 && 1bv32 == _WATCHED_VALUE_$$B;
  // CHECK: assert {:race} {:check 3} !([[BASE]] == 2 && _READ_HAS_OCCURRED_$$B && $$B.index$2 == _WATCHED_OFFSET);
  // CHECK-NEXT: _WRITE_CHANGED_$$B := {{.*}};
  // CHECK-NEXT: return;
}
