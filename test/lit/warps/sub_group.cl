// OpenCL sub-groups (32 work-items of consecutive local ids here): a
// sub_group_shuffle_xor is CUDA's __shfl_xor_sync over the sub-group, and
// sub_group_barrier clears the logs for two work-items of one sub-group.
//
// RUN: rm -rf %t && mkdir %t && cp %s %t
// RUN: %gpuverify --stop-at-bpl --local_size=64 --num_groups=16 %t/%basename_t
// RUN: FileCheck %s --input-file %t/*.bpl -DFILE=%basename_t
//
// CHECK-LABEL: procedure {:kernel} {:source_name "neighbours"} neighbours()

__kernel void neighbours(__global int *A) {
  size_t i = get_global_id(0);
  int v = A[i];
  int w = sub_group_shuffle_xor(v, 1);
  // CHECK: // warp-synchronous __gv_shfl_xor at {{.+}}
  // CHECK-NEXT: lane$1 := BV32_UREM(local_id_x$1, 32bv32);
  // CHECK: shuffled.source$1 := (if {{.*}} then BV32_XOR(lane$1, 1bv32) else lane$1);
  // CHECK: havoc shuffled$1;
  // CHECK-NEXT: havoc shuffled$2;
  // CHECK-NEXT: assume same.warp && shuffled.source$1 == shuffled.source$2 ==> shuffled$1 == shuffled$2;
  sub_group_barrier(CLK_GLOBAL_MEM_FENCE);
  // CHECK: // warp-synchronous __gv_sub_group_barrier at {{.*}}[[FILE]]:[[@LINE-1]]
  // CHECK-NEXT: _READ_HAS_OCCURRED_$$A := _READ_HAS_OCCURRED_$$A && !(group_id_x$1 == group_id_x$2 && BV32_UDIV(local_id_x$1, 32bv32) == BV32_UDIV(local_id_x$2, 32bv32));
  // CHECK-NEXT: _WRITE_HAS_OCCURRED_$$A := _WRITE_HAS_OCCURRED_$$A && !(group_id_x$1 == group_id_x$2 && BV32_UDIV(local_id_x$1, 32bv32) == BV32_UDIV(local_id_x$2, 32bv32));
  A[i ^ 1] = w;
  // CHECK: // write to A at {{.*}}[[FILE]]:[[@LINE-1]]:12
  // CHECK-NEXT: $$A.index$1 := BV32_XOR([[I:[a-z0-9.]+]]$1, 1bv32);
}
