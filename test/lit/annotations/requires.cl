// __requires on a kernel: assumed at the entry of the kernel's body, before
// any access. A fact about a kernel argument's uniformity is trivially true
// (both work-items see one argument) and becomes "assume true".
//
// RUN: rm -rf %t && mkdir %t && cp %s %t
// RUN: %gpuverify --stop-at-bpl --local_size=64 --num_groups=16 %t/%basename_t
// RUN: FileCheck %s --input-file %t/*.bpl -DFILE=%basename_t
//
// CHECK-LABEL: procedure {:kernel} {:source_name "add_offset"} add_offset(offset: bv32)
// CHECK-NOT: requires {{.*}}offset

__kernel void add_offset(__local int *A, int offset) {
  __requires(offset >= 0 & offset < 64);
  __requires(__uniform_int(offset));
  // CHECK: entry:
  // CHECK-NEXT: assume BV32_AND((if BV32_SGE(offset, 0bv32) then 1bv32 else 0bv32), (if BV32_SLT(offset, 64bv32) then 1bv32 else 0bv32)) != 0bv32;
  // CHECK-NEXT: assume true;
  unsigned tid = get_local_id(0);
  A[tid] = A[tid] + offset;
  // CHECK-NEXT: // read of A at {{.*}}[[FILE]]:[[@LINE-1]]:12
  // CHECK: // write to A at {{.*}}[[FILE]]:[[@LINE-2]]:10
  // CHECK-NEXT: $$A.value$1 := BV32_ADD({{load[.0-9]*}}$1, offset);
}
