// benign_same_value.cl with --no-benign-tolerance: no watched value and no
// "changed" log; any two writes of the element race, whatever they store.
//
// RUN: rm -rf %t && mkdir %t && cp %s %t
// RUN: %gpuverify --stop-at-bpl --no-benign-tolerance --local_size=64 --num_groups=16 %t/%basename_t
// RUN: FileCheck %s --input-file %t/*.bpl -DFILE=%basename_t
//
// CHECK: var {:race_checking} _READ_HAS_OCCURRED_$$found: bool;
// CHECK-NEXT: var {:race_checking} _WRITE_HAS_OCCURRED_$$found: bool;
// CHECK-NOT: _WATCHED_VALUE_
// CHECK-NOT: _WRITE_CHANGED_
// CHECK-LABEL: procedure {:kernel} {:source_name "contains"} contains(key: bv32)
// CHECK: modifies $$in, _READ_HAS_OCCURRED_$$found, _WRITE_HAS_OCCURRED_$$found;

__kernel void contains(__global const int *in, __global int *found, int key) {
  if (in[get_global_id(0)] == key)
    found[0] = 1;
  // CHECK: // write to found at {{.*}}[[FILE]]:[[@LINE-1]]:14
  // CHECK-NEXT: _WRITE_HAS_OCCURRED_$$found := _WRITE_HAS_OCCURRED_$$found || (p.if.then$1 && 0bv32 == _WATCHED_OFFSET && _WATCHED_SITE == 1);
  // CHECK-NEXT: assert {:race} {:check 0} !(p.if.then$2 && _WRITE_HAS_OCCURRED_$$found && 0bv32 == _WATCHED_OFFSET);
  // CHECK-NEXT: assert {:race} {:check 1} !(p.if.then$2 && _READ_HAS_OCCURRED_$$found && 0bv32 == _WATCHED_OFFSET);
  // CHECK-NEXT: goto if.end;
  // CHECK-NOT: _WATCHED_VALUE_
  // CHECK-NOT: _WRITE_CHANGED_
}
