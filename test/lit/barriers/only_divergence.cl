// --only-divergence: no race logs or race checks, only the barrier's
// divergence check; the accesses keep their comments.
//
// RUN: rm -rf %t && mkdir %t && cp %s %t
// RUN: %gpuverify --stop-at-bpl --only-divergence --local_size=64 --num_groups=16 %t/%basename_t
// RUN: FileCheck %s --input-file %t/*.bpl -DFILE=%basename_t
//
// CHECK-NOT: _HAS_OCCURRED_
// CHECK-NOT: _WATCHED_VALUE_
// CHECK-LABEL: procedure {:kernel} {:source_name "halves"} halves()
// CHECK-NOT: modifies
// CHECK-NOT: {:race}

__kernel void halves(__local int *A) {
  unsigned tid = get_local_id(0);
  if (tid < 32) {
    A[tid] = tid;
    // CHECK: // write to A at {{.*}}[[FILE]]:[[@LINE-1]]:12
    barrier(CLK_LOCAL_MEM_FENCE);
    // CHECK-NEXT: // barrier at {{.*}}[[FILE]]:[[@LINE-1]]
    // CHECK-NEXT: assert {:barrier_divergence} {:check 0} group_id_x$1 == group_id_x$2 ==> (p.if.then$1 <==> p.if.then$2);
    // CHECK-NEXT: goto if.end;
  }
}
