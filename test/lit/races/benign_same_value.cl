// Every work-item that finds the key writes 1 to found[0]: a write-write
// race of equal values, which is tolerated. The write logs the value it
// stores (_WATCHED_VALUE_) and thread 2's write is a race only if it stores
// another. The input decides a branch, so its contents are modelled (an
// array variable read at the element), not an arbitrary value.
//
// RUN: rm -rf %t && mkdir %t && cp %s %t
// RUN: %gpuverify --stop-at-bpl --local_size=64 --num_groups=16 %t/%basename_t
// RUN: FileCheck %s --input-file %t/*.bpl -DFILE=%basename_t
//
// CHECK: var {:source_name "in"} {:elem_width 32} $$in: [bv32]bv32;
// CHECK-NOT: _HAS_OCCURRED_$$in
// CHECK: const _WATCHED_VALUE_$$found: bv32;
// CHECK-NEXT: var {:race_checking} _WRITE_CHANGED_$$found: bool;
// CHECK-LABEL: procedure {:kernel} {:source_name "contains"} contains(key: bv32)

__kernel void contains(__global const int *in, __global int *found, int key) {
  if (in[get_global_id(0)] == key)
    // CHECK: // read of in at {{.*}}[[FILE]]:[[@LINE-1]]:7
    // CHECK-NEXT: $$in.index$1 := {{.*}};
    // CHECK-NEXT: $$in.index$2 := {{.*}};
    // CHECK-NEXT: load$1 := $$in[$$in.index$1];
    // CHECK-NEXT: load$2 := $$in[$$in.index$2];
    // CHECK-NEXT: p.if.then$1, p.if.then$2 := p.if.then$1 || load$1 == key, p.if.then$2 || load$2 == key;
    found[0] = 1;
  // CHECK: // write to found at {{.*}}[[FILE]]:[[@LINE-1]]:14
  // CHECK-NEXT: $$found.logged := p.if.then$1 && 0bv32 == _WATCHED_OFFSET && _WATCHED_SITE == 1 && 1bv32 == _WATCHED_VALUE_$$found;
  // CHECK-NEXT: _WRITE_HAS_OCCURRED_$$found := _WRITE_HAS_OCCURRED_$$found || $$found.logged;
  // CHECK-NEXT: _WRITE_CHANGED_$$found := _WRITE_CHANGED_$$found || $$found.logged;
  // CHECK-NEXT: assert {:race} {:check 0} !(p.if.then$2 && _WRITE_HAS_OCCURRED_$$found && 0bv32 == _WATCHED_OFFSET && 1bv32 != _WATCHED_VALUE_$$found);
  // CHECK-NEXT: assert {:race} {:check 1} !(p.if.then$2 && _READ_HAS_OCCURRED_$$found && 0bv32 == _WATCHED_OFFSET);
  // CHECK-NEXT: _WRITE_CHANGED_$$found := _WRITE_CHANGED_$$found && !(p.if.then$2 && 0bv32 == _WATCHED_OFFSET);
}
