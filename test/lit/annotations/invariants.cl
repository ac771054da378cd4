// Loop invariants: __invariant holds for each work-item still in the loop
// (guarded by its predicate, p.for.cond$N), __global_invariant for both,
// in the loop or not. Each is asserted at the head on entry, assumed for an
// arbitrary iteration, and asserted again at the iteration's end with the
// iteration's updates substituted.
//
// RUN: rm -rf %t && mkdir %t && cp %s %t
// RUN: %gpuverify --stop-at-bpl --no-infer --local_size=64 --num_groups=16 %t/%basename_t
// RUN: FileCheck %s --input-file %t/*.bpl -DFILE=%basename_t
//
// CHECK-LABEL: procedure {:kernel} {:source_name "spread"} spread()

__kernel void spread(__global int *A, __global const int *counts) {
  int gid = get_global_id(0);
  int m = counts[gid];
  unsigned a = gid, b = 0;
  for (int i = 0; __global_invariant(a - 2 * b == gid), __invariant(i >= 0), i < m; i++) {
    a += 2;
    b += 1;
  }
  // CHECK: for.cond.head:
  // CHECK-NEXT: assert {:thread 1} {:check 0} BV32_SUB(a.0$1, BV32_MUL(2bv32, b.0$1)) == [[GID:[a-z0-9.]+]]$1;
  // CHECK-NEXT: assert {:thread 2} {:check 1} BV32_SUB(a.0$2, BV32_MUL(2bv32, b.0$2)) == [[GID]]$2;
  // CHECK-NEXT: assert {:thread 1} {:check 2} p.for.cond$1 ==> BV32_SGE(i.0$1, 0bv32);
  // CHECK-NEXT: assert {:thread 2} {:check 3} p.for.cond$2 ==> BV32_SGE(i.0$2, 0bv32);
  // CHECK-NEXT: // an arbitrary iteration of the loop (its back edges end above)
  // CHECK-NEXT: havoc a.0$1, a.0$2, {{.*}}, b.0$1, b.0$2, i.0$1, i.0$2, {{.*}};
  // CHECK-NEXT: assume BV32_SUB(a.0$1, BV32_MUL(2bv32, b.0$1)) == [[GID]]$1;
  // CHECK-NEXT: assume BV32_SUB(a.0$2, BV32_MUL(2bv32, b.0$2)) == [[GID]]$2;
  // CHECK-NEXT: assume p.for.cond$1 ==> BV32_SGE(i.0$1, 0bv32);
  // CHECK-NEXT: assume p.for.cond$2 ==> BV32_SGE(i.0$2, 0bv32);
  // CHECK-NEXT: goto for.cond.body, for.cond.done;
  // CHECK-NEXT: for.cond.body:
  // CHECK-NEXT: // invariants of for.cond.head, checked at the end of an iteration
  // CHECK-NEXT: assert {:thread 1} {:check 6} p.for.cond$1 || p.for.cond$2 ==> BV32_SUB((if {{.*}} then BV32_ADD(a.0$1, 2bv32) {{.*}}) == [[GID]]$1;
  // CHECK-NEXT: assert {:thread 2} {:check 7} p.for.cond$1 || p.for.cond$2 ==> BV32_SUB({{.*}}) == [[GID]]$2;
  // CHECK-NEXT: assert {:thread 1} {:check 8} p.for.cond$1 || p.for.cond$2 ==> ({{.*}} ==> BV32_SGE((if {{.*}} then BV32_ADD(i.0$1, 1bv32) else i.0$1), 0bv32));
  // CHECK-NEXT: assert {:thread 2} {:check 9} p.for.cond$1 || p.for.cond$2 ==> ({{.*}} ==> BV32_SGE((if {{.*}} then BV32_ADD(i.0$2, 1bv32) else i.0$2), 0bv32));
  A[a - 2 * b] = m;
  // The checks of the write after the loop are numbered between the two.
  // CHECK: // write to A at {{.*}}[[FILE]]:[[@LINE-2]]:16
  // CHECK: assert {:race} {:check 4}
  // CHECK-NEXT: assert {:race} {:check 5}
}
