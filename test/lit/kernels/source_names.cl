// What a reader finds of the source in the Boogie: the kernel's name (a
// comment and {:source_name}), its scalar parameters by name, arrays as
// $$ and their source name, loop-carried locals by their name (total.0,
// col.0: a phi of the variable), clang's block labels (for.cond, for.body),
// and each access and barrier announced with its file, line and column.
//
// RUN: rm -rf %t && mkdir %t && cp %s %t
// RUN: %gpuverify --stop-at-bpl --no-infer --local_size=64 --num_groups=16 %t/%basename_t
// RUN: FileCheck %s --input-file %t/*.bpl -DFILE=%basename_t
//
// CHECK: var {:race_checking} _READ_HAS_OCCURRED_$$sums: bool;
// CHECK: // Kernel row_sums
// CHECK-NEXT: procedure {:kernel} {:source_name "row_sums"} row_sums(width: bv32)
// CHECK: var total.0$1: bv32;
// CHECK-NEXT: var total.0$2: bv32;
// CHECK-NEXT: var col.0: bv32;

__kernel void row_sums(__global const int *rows, __global int *sums, int width) {
  int row = get_global_id(0);
  int total = 0;
  for (int col = 0; col < width; ++col)
    // CHECK: total.0$1, total.0$2, col.0 := 0bv32, 0bv32, 0bv32;
    // CHECK-NEXT: goto for.cond;
    // CHECK-NEXT: for.cond:
    // CHECK: assume {:partition} BV32_SLT(col.0, width);
    // CHECK-NEXT: goto for.body;
    total += rows[row * width + col];
  sums[row] = total;
  // CHECK: for.end:
  // CHECK-NEXT: // write to sums at {{.*}}[[FILE]]:[[@LINE-2]]:13
  // CHECK-NEXT: $$sums.logged := [[ROW:[a-z0-9.]+]]$1 == _WATCHED_OFFSET && _WATCHED_SITE == 1 && total.0$1 == _WATCHED_VALUE_$$sums;
  // CHECK: for.body:
  // CHECK-NEXT: // read of rows at {{.*}}[[FILE]]:[[@LINE-6]]:14
  // CHECK-NEXT: $$rows.index$1 := BV32_ADD(BV32_MUL([[ROW]]$1, width), col.0);
  // CHECK: for.inc:
  // CHECK-NEXT: total.0$1, total.0$2, col.0 := {{.*}}, BV32_ADD(col.0, 1bv32);
}
