// --only-intra-group: the two work-items are of one group, so there is a
// single group id and no inter-group distinctness to assume.
//
// RUN: rm -rf %t && mkdir %t && cp %s %t
// RUN: %gpuverify --stop-at-bpl --only-intra-group --local_size=64 --num_groups=16 %t/%basename_t
// RUN: FileCheck %s --input-file %t/*.bpl -DFILE=%basename_t
//
// CHECK: const {:local_id_x} local_id_x$1: bv32;
// CHECK-NEXT: const {:group_id_x} group_id_x$1: bv32;
// CHECK-NEXT: const {:local_id_x} local_id_x$2: bv32;
// CHECK-NOT: group_id_x$2
// CHECK-LABEL: procedure {:kernel} {:source_name "scale"} scale(k: bv32)
// CHECK-NEXT: requires BV32_ULT(local_id_x$1, 64bv32);
// CHECK-NEXT: requires BV32_ULT(group_id_x$1, 16bv32);
// CHECK-NEXT: requires BV32_ULT(local_id_x$2, 64bv32);
// CHECK-NEXT: requires local_id_x$1 != local_id_x$2;

__kernel void scale(__global float *A, float k) {
  A[get_global_id(0)] = k * A[get_global_id(0)];
  // Thread 2's element uses thread 1's group id.
  // CHECK: // read of A at {{.*}}[[FILE]]:[[@LINE-2]]:29
  // CHECK-NEXT: $$A.index$1 := BV32_ADD(BV32_ADD(BV32_MUL(group_id_x$1, 64bv32), local_id_x$1), 0bv32);
  // CHECK-NEXT: $$A.index$2 := BV32_ADD(BV32_ADD(BV32_MUL(group_id_x$1, 64bv32), local_id_x$2), 0bv32);
  // CHECK-NOT: group_id_x$2
}
