// A barrier that only the work-items below 32 reach: inside the branch the
// code is predicated (p.if.then), the barrier asserts that two work-items
// of one group agree on reaching it, and clears the logs for a work-item
// that does.
//
// RUN: rm -rf %t && mkdir %t && cp %s %t
// RUN: %gpuverify --stop-at-bpl --local_size=64 --num_groups=16 %t/%basename_t
// RUN: FileCheck %s --input-file %t/*.bpl -DFILE=%basename_t
//
// CHECK-LABEL: procedure {:kernel} {:source_name "halves"} halves()

__kernel void halves(__local int *A) {
  unsigned tid = get_local_id(0);
  if (tid < 32) {
    // CHECK: p.if.then$1, p.if.then$2 := p.if.then$1 || BV32_ULT(local_id_x$1, 32bv32), p.if.then$2 || BV32_ULT(local_id_x$2, 32bv32);
    // CHECK-NEXT: // if.then:
    A[tid] = tid;
    // CHECK-NEXT: // write to A at {{.*}}[[FILE]]:[[@LINE-1]]:12
    // CHECK-NEXT: $$A.logged := p.if.then$1 && group_id_x$1 == group_id_x$2 && local_id_x$1 == _WATCHED_OFFSET && {{.*}};
    // CHECK: assert {:race} {:check 0} !(p.if.then$2 && group_id_x$1 == group_id_x$2 && {{.*}});
    barrier(CLK_LOCAL_MEM_FENCE);
    // CHECK: // barrier at {{.*}}[[FILE]]:[[@LINE-1]]
    // CHECK-NEXT: assert {:barrier_divergence} {:check 2} group_id_x$1 == group_id_x$2 ==> (p.if.then$1 <==> p.if.then$2);
    // CHECK-NEXT: _READ_HAS_OCCURRED_$$A := _READ_HAS_OCCURRED_$$A && !p.if.then$1;
    // CHECK-NEXT: _WRITE_HAS_OCCURRED_$$A := _WRITE_HAS_OCCURRED_$$A && !p.if.then$1;
    // CHECK-NEXT: _WRITE_CHANGED_$$A := _WRITE_CHANGED_$$A && !p.if.then$1;
  }
}
