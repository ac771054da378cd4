// A warp reduction with __shfl_down_sync: the loop of five shuffles is
// unrolled; a shuffle has no memory effect (no log, no check) and gives a
// thread its own value, the other thread's if that one is its source lane
// in the same warp, and otherwise a value arbitrary but equal for two
// threads reading one lane.
//
// RUN: rm -rf %t && mkdir %t && cp %s %t
// RUN: %gpuverify --stop-at-bpl --blockDim=64 --gridDim=16 %t/%basename_t
// RUN: FileCheck %s --input-file %t/*.bpl -DFILE=%basename_t
//
// CHECK-NOT: _HAS_OCCURRED_$$in
// CHECK-LABEL: procedure {:kernel} {:source_name "warp_sum"} warp_sum()
// CHECK-NOT: .head:

__global__ void warp_sum(const float *in, float *out) {
  float v = in[blockIdx.x * blockDim.x + threadIdx.x];
  // CHECK: // read of in at {{.*}}[[FILE]]:[[@LINE-1]]:13
  // CHECK: havoc [[V:load]]$1;
  for (int o = 16; o > 0; o /= 2)
    v += __shfl_down_sync(0xffffffff, v, o);
  // CHECK: for.body:
  // CHECK-NEXT: // warp-synchronous __gv_shfl_down at {{.+}}
  // CHECK-NEXT: havoc shuffled$1;
  // CHECK-NEXT: havoc shuffled$2;
  // Two threads of one warp reading one lane (16 lanes down) read one value.
  // CHECK-NEXT: assume group_id_x$1 == group_id_x$2 && BV32_UDIV(local_id_x$1, 32bv32) == BV32_UDIV(local_id_x$2, 32bv32) && {{.*}}16bv32{{.*}} ==> shuffled$1 == shuffled$2;
  // CHECK-NEXT: havoc shuffled.undefined$1;
  // CHECK-NEXT: havoc shuffled.undefined$2;
  // CHECK-NEXT: [[S:[a-z0-9.]+]]$1 := (if {{.*}} then [[V]]$1 else (if {{.*}} then [[V]]$2 else shuffled$1)) else shuffled.undefined$1);
  // CHECK-NEXT: [[S]]$2 := (if {{.*}} then [[V]]$2 else (if {{.*}} then [[V]]$1 else shuffled$2)) else shuffled.undefined$2);
  // CHECK-NEXT: [[SUM:[a-z0-9.]+]]$1 := FADD32([[V]]$1, [[S]]$1);
  // CHECK-NOT: _HAS_OCCURRED_
  // CHECK: for.body.1:
  // CHECK-NEXT: // warp-synchronous __gv_shfl_down at
  // CHECK-NEXT: havoc shuffled.1$1;
  // CHECK-NEXT: havoc shuffled.1$2;
  // CHECK-NEXT: assume {{.*}}8bv32{{.*}} ==> shuffled.1$1 == shuffled.1$2;
  // CHECK: for.body.4:
  // CHECK-NEXT: // warp-synchronous __gv_shfl_down at
  // CHECK-NOT: for.body.5:
  if ((threadIdx.x & 31) == 0)
    out[(blockIdx.x * blockDim.x + threadIdx.x) / 32] = v;
  // CHECK: // write to out at {{.*}}[[FILE]]:[[@LINE-1]]:55
  // CHECK-NEXT: $$out.index$1 := BV32_UDIV(BV32_ADD(BV32_MUL(group_id_x$1, 64bv32), local_id_x$1), 32bv32);
  // CHECK-NEXT: $$out.index$2 := BV32_UDIV(BV32_ADD(BV32_MUL(group_id_x$2, 64bv32), local_id_x$2), 32bv32);
}
