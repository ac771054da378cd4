// A barrier invariant: at the barrier it is asserted (for thread 1, one
// arbitrary thread) together with the check that the thread accessed what
// it states (_NOT_ACCESSED_); after the logs are cleared and the shared
// contents forgotten (havoc), it is assumed instantiated for the neighbour
// (tid + 1) % N. The array is modelled: its contents are a map indexed by
// whether the two work-items share a group.
//
// RUN: rm -rf %t && mkdir %t && cp %s %t
// RUN: %gpuverify --stop-at-bpl --local_size=64 --num_groups=16 %t/%basename_t
// RUN: FileCheck %s --input-file %t/*.bpl -DFILE=%basename_t
//
// CHECK-LABEL: procedure {:kernel} {:source_name "rotate"} rotate()
// CHECK: modifies {{.*}}$$next, _NOT_ACCESSED_$$next,{{.*}};

#define N 64

__kernel void rotate(__global int *out) {
  __local int next[N];
  __local int buf[N];
  unsigned tid = get_local_id(0);
  next[tid] = (tid + 1) % N;
  // CHECK: // write to next at {{.*}}[[FILE]]:[[@LINE-1]]:13
  // CHECK: _WRITE_CHANGED_$$next := _WRITE_CHANGED_$$next || ($$next.logged && $$next.value$1 != $$next[1bv1][local_id_x$1]);
  // CHECK: $$next[1bv1][local_id_x$1] := $$next.value$1;
  // CHECK-NEXT: $$next[(if group_id_x$1 == group_id_x$2 then 1bv1 else 0bv1)][local_id_x$2] := $$next.value$2;
  __barrier_invariant_1(next[tid] == (tid + 1) % N, (tid + 1) % N);
  // CHECK-NEXT: // read (for an annotation) of next at {{.*}}[[FILE]]:[[@LINE-1]]:3
  barrier(CLK_LOCAL_MEM_FENCE);
  // CHECK: // barrier at {{.*}}[[FILE]]:[[@LINE-1]]
  // CHECK-NEXT: assert {:barrier_invariant_access_check} {:check 2} _NOT_ACCESSED_$$next != local_id_x$1;
  // CHECK-NEXT: assert {:barrier_invariant} {:check 3} $$next[1bv1][local_id_x$1] == BV32_UREM(BV32_ADD(local_id_x$1, 1bv32), 64bv32);
  // CHECK-NEXT: _READ_HAS_OCCURRED_$$next := false;
  // CHECK-NEXT: _WRITE_HAS_OCCURRED_$$next := false;
  // CHECK-NEXT: _WRITE_CHANGED_$$next := false;
  // CHECK-NEXT: havoc $$next;
  // CHECK-NEXT: havoc _NOT_ACCESSED_$$next;
  // CHECK: // barrier invariant at {{.*}}[[FILE]]:[[@LINE-11]]
  // CHECK-NEXT: assume BV32_ULT(BV32_UREM(BV32_ADD(local_id_x$1, 1bv32), 64bv32), 64bv32) ==> $$next[1bv1][BV32_UREM(BV32_ADD(local_id_x$1, 1bv32), 64bv32)] == BV32_UREM(BV32_ADD(BV32_UREM(BV32_ADD(local_id_x$1, 1bv32), 64bv32), 1bv32), 64bv32);
  // CHECK-NEXT: assume BV32_ULT(BV32_UREM(BV32_ADD(local_id_x$2, 1bv32), 64bv32), 64bv32) ==> $$next[(if group_id_x$1 == group_id_x$2 then 1bv1 else 0bv1)][BV32_UREM(BV32_ADD(local_id_x$2, 1bv32), 64bv32)] == {{.*}};
  buf[next[(tid + 1) % N]] = tid;
  // CHECK-NEXT: // read of next at {{.*}}[[FILE]]:[[@LINE-1]]:7
  barrier(CLK_LOCAL_MEM_FENCE);
  // The second barrier has no invariant.
  // CHECK: // barrier at {{.*}}[[FILE]]:[[@LINE-2]]
  // CHECK-NOT: assert {:barrier_invariant}
  // CHECK-NOT: // barrier invariant
  out[get_global_id(0)] = buf[tid];
}
