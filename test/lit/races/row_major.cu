// An offset row * width + column with a width both threads share: the
// access states the offset's row and column through ROW_OF64/COLUMN_OF64,
// under the conditions that make them its quotient and remainder by the
// width, so equal offsets have equal rows by congruence; in a loop, Houdini
// is offered that the logged offset is in thread 1's row.
//
// RUN: rm -rf %t && mkdir %t && cp %s %t
// RUN: %gpuverify --stop-at-bpl --blockDim=256 --gridDim=16 --pointer-bitwidth=64 %t/%basename_t
// RUN: FileCheck %s --input-file %t/*.bpl -DFILE=%basename_t
//
// CHECK: function COLUMN_OF64(a: bv64, b: bv64) returns (r: bv64);
// CHECK: function ROW_OF64(a: bv64, b: bv64) returns (r: bv64);
// CHECK: assert {:tag "loggedRows"} _b{{[0-9]+}} ==> (_WRITE_HAS_OCCURRED_$$out ==> ROW_OF64(_WATCHED_OFFSET, BV32_SEXT64(n)) == BV32_SEXT64([[I:[a-z0-9.]+]]$1));

__global__ void rows(float *out, int n) {
  int i = threadIdx.x + blockIdx.x * blockDim.x;
  for (int j = 0; j < n; ++j)
    out[(size_t)i * n + j] = 1.0f;
  // CHECK: // write to out at {{.*}}[[FILE]]:[[@LINE-1]]:28
  // CHECK: $$out.index$1 := BV64_ADD(BV64_MUL(BV32_SEXT64([[I]]$1), BV32_SEXT64(n)), BV32_SEXT64(j.0));
  // CHECK-NEXT: $$out.index$2 := BV64_ADD(BV64_MUL(BV32_SEXT64([[I]]$2), BV32_SEXT64(n)), BV32_SEXT64(j.0));
  // CHECK-NEXT: assume BV64_ULT(BV32_SEXT64([[I]]$1), 4294967296bv64) && BV64_ULT(BV32_SEXT64(n), 4294967296bv64) && BV64_ULT(BV32_SEXT64(j.0), BV32_SEXT64(n)) ==> ROW_OF64($$out.index$1, BV32_SEXT64(n)) == BV32_SEXT64([[I]]$1) && COLUMN_OF64($$out.index$1, BV32_SEXT64(n)) == BV32_SEXT64(j.0);
  // CHECK-NEXT: assume BV64_ULT(BV32_SEXT64([[I]]$2), 4294967296bv64) {{.*}} ==> ROW_OF64($$out.index$2, BV32_SEXT64(n)) == BV32_SEXT64([[I]]$2) && COLUMN_OF64($$out.index$2, BV32_SEXT64(n)) == BV32_SEXT64(j.0);
}
