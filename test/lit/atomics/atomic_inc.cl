// atomic_inc on a histogram bin chosen by the input: an atomic log of its
// own per array (_ATOMIC_HAS_OCCURRED_), checked against the plain reads and
// writes only (atomics do not race with each other), and an arbitrary
// result. The bin, a byte of the input zero-extended, is computed once.
//
// RUN: rm -rf %t && mkdir %t && cp %s %t
// RUN: %gpuverify --stop-at-bpl --local_size=64 --num_groups=16 %t/%basename_t
// RUN: FileCheck %s --input-file %t/*.bpl -DFILE=%basename_t
//
// CHECK: var {:race_checking} _READ_HAS_OCCURRED_$$bins: bool;
// CHECK-NEXT: var {:race_checking} _WRITE_HAS_OCCURRED_$$bins: bool;
// CHECK-NEXT: var {:race_checking} _ATOMIC_HAS_OCCURRED_$$bins: bool;
// CHECK-NOT: _ATOMIC_HAS_OCCURRED_
// CHECK-LABEL: procedure {:kernel} {:source_name "histogram"} histogram()
// CHECK: modifies _READ_HAS_OCCURRED_$$bins, _WRITE_HAS_OCCURRED_$$bins, _ATOMIC_HAS_OCCURRED_$$bins, _WRITE_CHANGED_$$bins;
// CHECK: _ATOMIC_HAS_OCCURRED_$$bins := false;

__kernel void histogram(__global const uchar *data, __global uint *bins) {
  atomic_inc(&bins[data[get_global_id(0)]]);
  // CHECK: // read of data at {{.*}}[[FILE]]:[[@LINE-1]]:20
  // CHECK: havoc [[BYTE:load]]$1;
  // CHECK-NEXT: havoc [[BYTE]]$2;
  // The location is the header's (opencl.h), not the call's.
  // CHECK-NEXT: // atomic operation on bins at {{.+}}
  // CHECK-NEXT: $$bins.index$1 := BV8_ZEXT32([[BYTE]]$1);
  // CHECK-NEXT: $$bins.index$2 := BV8_ZEXT32([[BYTE]]$2);
  // CHECK-NEXT: _ATOMIC_HAS_OCCURRED_$$bins := _ATOMIC_HAS_OCCURRED_$$bins || ($$bins.index$1 == _WATCHED_OFFSET && _WATCHED_SITE == 1);
  // CHECK-NEXT: assert {:race} {:check 0} !(_READ_HAS_OCCURRED_$$bins && $$bins.index$2 == _WATCHED_OFFSET);
  // CHECK-NEXT: assert {:race} {:check 1} !(_WRITE_HAS_OCCURRED_$$bins && $$bins.index$2 == _WATCHED_OFFSET);
  // CHECK-NEXT: havoc [[OLD:[a-z0-9.]+]]$1;
  // CHECK-NEXT: havoc [[OLD]]$2;
  // CHECK-NEXT: return;
}
