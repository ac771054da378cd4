// Without --no-infer the .bpl is the program Houdini runs: each candidate
// invariant is guarded by an existential constant (_bN) and tagged with the
// rule that made it; the loop is cut by gpuverify (the head's candidates
// asserted, an arbitrary iteration havocked and the candidates assumed, the
// iteration's end checking them with its updates substituted).
//
// RUN: rm -rf %t && mkdir %t && cp %s %t
// RUN: %gpuverify --stop-at-bpl --local_size=64 --num_groups=16 %t/%basename_t
// RUN: FileCheck %s --input-file %t/*.bpl -DFILE=%basename_t
//
// CHECK: const {:existential true} _b0: bool;
// CHECK-LABEL: procedure {:kernel} {:source_name "triangle"} triangle()

__kernel void triangle(__global int *A, __global const int *counts) {
  size_t gid = get_global_id(0);
  int m = counts[gid];
  for (int k = 0; k < m; ++k)
    A[gid] += k;
  // CHECK: for.cond.head:
  // CHECK-NEXT: assert {:tag "logsKeptIfNotEntered"} _b0 ==> (!entered.for.cond$1 ==> (_READ_HAS_OCCURRED_$$A <==> _READ_HAS_OCCURRED_$$A.entering.for.cond));
  // CHECK: assert {:tag "loggedSites"} [[SITE:_b[0-9]+]] ==> (_READ_HAS_OCCURRED_$$A ==> _WATCHED_SITE == 1);
  // CHECK: assert {:tag "uniformCounters"} [[UNIFORM:_b[0-9]+]] ==> k.0$1 == k.0$2;
  // CHECK: assert {:tag "counterBounds"} {{_b[0-9]+}} ==> (entered.for.cond$1 ==> BV32_SLE(k.0$1, load$1));
  // CHECK: assert {:tag "accessOffsets"} [[OFFSET:_b[0-9]+]] ==> (_WRITE_HAS_OCCURRED_$$A ==> _WATCHED_OFFSET == [[GID:[a-z0-9.]+]]$1);
  // CHECK-NEXT: // an arbitrary iteration of the loop (its back edges end above)
  // CHECK-NEXT: havoc {{.*}}k.0$1, k.0$2{{.*}};
  // CHECK-NEXT: assume _b0 ==> (!entered.for.cond$1 ==> (_READ_HAS_OCCURRED_$$A <==> _READ_HAS_OCCURRED_$$A.entering.for.cond));
  // CHECK: assume [[UNIFORM]] ==> k.0$1 == k.0$2;
  // CHECK: assume [[OFFSET]] ==> (_WRITE_HAS_OCCURRED_$$A ==> _WATCHED_OFFSET == [[GID]]$1);
  // CHECK-NEXT: goto for.cond.body, for.cond.done;
  // CHECK-NEXT: for.cond.body:
  // CHECK-NEXT: // invariants of for.cond.head, checked at the end of an iteration
  // CHECK: assert {:tag "uniformCounters"} [[UNIFORM]] ==> (p.for.cond$1 || p.for.cond$2 ==> (if {{.*}} then BV32_ADD(k.0$1, 1bv32) else k.0$1) == (if {{.*}} then BV32_ADD(k.0$2, 1bv32) else k.0$2));
  // CHECK: assume {:partition} p.for.cond$1 || p.for.cond$2;
  // CHECK: // read of A at {{.*}}[[FILE]]:[[@LINE-17]]:12
  // The iteration's end: no back edge, the cut loop's path ends here.
  // CHECK: p.for.cond$1, p.for.cond$2 := next.for.cond$1, next.for.cond$2;
  // CHECK-NEXT: assume false;
  // CHECK-NEXT: return;
  // CHECK-NEXT: for.cond.done:
}
