// A float4 array is an array of floats: lane y of V[i] is element 4 * i + 1,
// lane x element 4 * i.
//
// RUN: rm -rf %t && mkdir %t && cp %s %t
// RUN: %gpuverify --stop-at-bpl --local_size=64 --num_groups=16 %t/%basename_t
// RUN: FileCheck %s --input-file %t/*.bpl -DFILE=%basename_t
//
// CHECK: var {:race_checking} _READ_HAS_OCCURRED_$$V: bool;
// CHECK: const _WATCHED_VALUE_$$V: bv32;
// CHECK-LABEL: procedure {:kernel} {:source_name "scale4"} scale4(k: bv32)

__kernel void scale4(__global float4 *V, float k) {
  size_t i = get_global_id(0);
  V[i].y = V[i].x * k;
  // CHECK: // read of V at {{.*}}[[FILE]]:[[@LINE-1]]:12
  // CHECK-NEXT: $$V.index$1 := BV32_MUL([[I:[a-z0-9.]+]]$1, 4bv32);
  // CHECK: // write to V at {{.*}}[[FILE]]:[[@LINE-3]]:10
  // CHECK-NEXT: $$V.value$1 := FMUL32({{load[.0-9]*}}$1, k);
  // CHECK-NEXT: $$V.value$2 := FMUL32({{load[.0-9]*}}$2, k);
  // CHECK-NEXT: $$V.index.1$1 := BV32_ADD(BV32_MUL([[I]]$1, 4bv32), 1bv32);
  // CHECK-NEXT: $$V.index.1$2 := BV32_ADD(BV32_MUL([[I]]$2, 4bv32), 1bv32);
}
