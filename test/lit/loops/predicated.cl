// A loop whose trip count each work-item reads from memory: the work-items
// run it in lock-step, each under its own predicate. The head resets the
// predicates, records which work-items entered and the logs on entry; the
// body is one predicated block per source block; the back edge goes on
// while either work-item does.
//
// RUN: rm -rf %t && mkdir %t && cp %s %t
// RUN: %gpuverify --stop-at-bpl --no-infer --local_size=64 --num_groups=16 %t/%basename_t
// RUN: FileCheck %s --input-file %t/*.bpl -DFILE=%basename_t
//
// CHECK-LABEL: procedure {:kernel} {:source_name "triangle"} triangle()
// CHECK: var k.0$1: bv32;
// CHECK-NEXT: var k.0$2: bv32;

__kernel void triangle(__global int *A, __global const int *counts) {
  size_t gid = get_global_id(0);
  int m = counts[gid];
  // CHECK: // read of counts at {{.*}}[[FILE]]:[[@LINE-1]]:11
  // CHECK-NEXT: load$1 := $$counts[[[GID:[a-z0-9.]+]]$1];
  // CHECK-NEXT: load$2 := $$counts[[[GID]]$2];
  for (int k = 0; k < m; ++k)
    // CHECK: k.0$1, k.0$2 := 0bv32, 0bv32;
    // CHECK-NEXT: goto for.cond;
    // CHECK-NEXT: for.cond:
    // CHECK-NEXT: p.for.cond$1, p.for.cond$2 := false, false;
    // CHECK-NEXT: p.for.cond$1, p.for.cond$2 := true, true;
    // CHECK-NEXT: entered.for.cond$1, entered.for.cond$2 := p.for.cond$1, p.for.cond$2;
    // CHECK-NEXT: _READ_HAS_OCCURRED_$$A.entering.for.cond, _WRITE_HAS_OCCURRED_$$A.entering.for.cond, _WRITE_CHANGED_$$A.entering.for.cond := _READ_HAS_OCCURRED_$$A, _WRITE_HAS_OCCURRED_$$A, _WRITE_CHANGED_$$A;
    // CHECK-NEXT: goto for.cond.head;
    // CHECK-NEXT: for.cond.head:
    // CHECK-NEXT: goto for.cond.body, for.cond.done;
    // CHECK-NEXT: for.cond.body:
    // CHECK-NEXT: assume {:partition} p.for.cond$1 || p.for.cond$2;
    // CHECK: // for.cond:
    // CHECK-NEXT: p.for.body$1, p.for.body$2 := p.for.body$1 || (p.for.cond$1 && BV32_SLT(k.0$1, load$1)), p.for.body$2 || (p.for.cond$2 && BV32_SLT(k.0$2, load$2));
    // CHECK-NEXT: // for.body:
    A[gid] += k;
    // The element is the work-item's id, computed once before the loop.
    // CHECK-NEXT: // read of A at {{.*}}[[FILE]]:[[@LINE-2]]:12
    // CHECK-NEXT: _READ_HAS_OCCURRED_$$A := _READ_HAS_OCCURRED_$$A || (p.for.body$1 && [[GID]]$1 == _WATCHED_OFFSET && _WATCHED_SITE == 1);
    // CHECK-NEXT: assert {:race} {:check 0} !(p.for.body$2 && _WRITE_HAS_OCCURRED_$$A && [[GID]]$2 == _WATCHED_OFFSET && _WRITE_CHANGED_$$A);
    // A predicated read: an arbitrary value where the work-item runs.
    // CHECK-NEXT: havoc [[H1:[^;]+]];
    // CHECK-NEXT: [[LOAD:load.1]]$1 := (if p.for.body$1 then [[H1]] else [[LOAD]]$1);
    // CHECK: // write to A at {{.*}}[[FILE]]:[[@LINE-8]]:12
    // CHECK-NEXT: $$A.value$1 := BV32_ADD([[LOAD]]$1, k.0$1);
    // CHECK-NEXT: $$A.value$2 := BV32_ADD([[LOAD]]$2, k.0$2);
    // CHECK-NEXT: $$A.logged := p.for.body$1 && [[GID]]$1 == _WATCHED_OFFSET && _WATCHED_SITE == 2 && $$A.value$1 == _WATCHED_VALUE_$$A;
    // CHECK: p.for.inc$1, p.for.inc$2 := p.for.inc$1 || p.for.body$1, p.for.inc$2 || p.for.body$2;
    // CHECK-NEXT: // for.inc:
    // CHECK-NEXT: k.0$1, k.0$2 := (if p.for.inc$1 then BV32_ADD(k.0$1, 1bv32) else k.0$1), (if p.for.inc$2 then BV32_ADD(k.0$2, 1bv32) else k.0$2);
    // CHECK-NEXT: next.for.cond$1, next.for.cond$2 := next.for.cond$1 || p.for.inc$1, next.for.cond$2 || p.for.inc$2;
    // CHECK-NEXT: p.for.cond$1, p.for.cond$2 := next.for.cond$1, next.for.cond$2;
    // CHECK-NEXT: goto for.cond.head;
    // CHECK-NEXT: for.cond.done:
    // CHECK-NEXT: assume {:partition} !(p.for.cond$1 || p.for.cond$2);
}
