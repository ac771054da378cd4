// A loop whose trip count is a kernel argument: both work-items run it
// alike, so its counter and accumulator are single variables (no $1/$2),
// the loop is Boogie's own (a branch with {:partition} assumptions), and no
// block is predicated.
//
// RUN: rm -rf %t && mkdir %t && cp %s %t
// RUN: %gpuverify --stop-at-bpl --no-infer --local_size=64 --num_groups=16 %t/%basename_t
// RUN: FileCheck %s --input-file %t/*.bpl -DFILE=%basename_t
//
// CHECK-LABEL: procedure {:kernel} {:source_name "repeat_add"} repeat_add(n: bv32)
// CHECK: var sum.0: bv32;
// CHECK-NEXT: var k.0: bv32;
// CHECK-NOT: p.for
// CHECK-NOT: entered.

__kernel void repeat_add(__global int *A, int n) {
  size_t i = get_global_id(0);
  int sum = 0;
  for (int k = 0; k < n; ++k)
    sum += k;
  // CHECK: sum.0, k.0 := 0bv32, 0bv32;
  // CHECK-NEXT: goto for.cond;
  // CHECK-NEXT: for.cond:
  // CHECK-NEXT: goto for.cond.true, for.cond.false;
  // CHECK-NEXT: for.cond.true:
  // CHECK-NEXT: assume {:partition} BV32_SLT(k.0, n);
  // CHECK-NEXT: goto for.body;
  // CHECK-NEXT: for.cond.false:
  // CHECK-NEXT: assume {:partition} !BV32_SLT(k.0, n);
  // CHECK-NEXT: goto for.end;
  A[i] = sum;
  // CHECK-NEXT: for.end:
  // CHECK-NEXT: // write to A at {{.*}}[[FILE]]:[[@LINE-2]]:8
  // CHECK-NEXT: $$A.logged := {{.*}} && sum.0 == _WATCHED_VALUE_$$A;
  // CHECK: return;
  // CHECK-NEXT: for.body:
  // CHECK-NEXT: [[ADD:add[0-9]*]] := BV32_ADD(sum.0, k.0);
  // CHECK-NEXT: goto for.inc;
  // CHECK-NEXT: for.inc:
  // CHECK-NEXT: sum.0, k.0 := [[ADD]], BV32_ADD(k.0, 1bv32);
  // CHECK-NEXT: goto for.cond;
}
