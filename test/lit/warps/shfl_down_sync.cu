// A warp reduction with __shfl_down_sync: the loop of five shuffles is
// unrolled; a shuffle has no memory effect (no log, no check) and gives a
// thread its own value, the other thread's if that one is its source lane
// in the same warp, and otherwise a value arbitrary but equal for two
// threads reading one lane.
//
// RUN: rm -rf %t && mkdir %t && cp %s %t
// RUN: %gpuverify --pointer-bitwidth=32 --stop-at-bpl --blockDim=64 --gridDim=16 %t/%basename_t
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
  // Each thread's lane, whether the two are in one warp, and each one's
  // source lane (16 lanes down, its own past the warp's end), named once.
  // CHECK-NEXT: [[LANE:lane]]$1 := BV32_UREM(local_id_x$1, 32bv32);
  // CHECK-NEXT: [[LANE]]$2 := BV32_UREM(local_id_x$2, 32bv32);
  // CHECK-NEXT: [[WARP:same.warp]] := group_id_x$1 == group_id_x$2 && BV32_UDIV(local_id_x$1, 32bv32) == BV32_UDIV(local_id_x$2, 32bv32);
  // CHECK-NEXT: [[SOURCE:shuffled.source]]$1 := (if {{.*}}16bv32{{.*}} then BV32_ADD([[LANE]]$1, 16bv32) else [[LANE]]$1);
  // CHECK-NEXT: [[SOURCE]]$2 := (if {{.*}}16bv32{{.*}} then BV32_ADD([[LANE]]$2, 16bv32) else [[LANE]]$2);
  // CHECK-NEXT: havoc shuffled$1;
  // CHECK-NEXT: havoc shuffled$2;
  // Two threads of one warp reading one lane read one value.
  // CHECK-NEXT: assume [[WARP]] && [[SOURCE]]$1 == [[SOURCE]]$2 ==> shuffled$1 == shuffled$2;
  // CHECK-NEXT: havoc shuffled.undefined$1;
  // CHECK-NEXT: havoc shuffled.undefined$2;
  // CHECK-NEXT: [[S:[a-z0-9.]+]]$1 := (if {{.*}} then (if [[SOURCE]]$1 == [[LANE]]$1 then [[V]]$1 else (if [[WARP]] && [[SOURCE]]$1 == [[LANE]]$2 then [[V]]$2 else shuffled$1)) else shuffled.undefined$1);
  // CHECK-NEXT: [[S]]$2 := (if {{.*}} then (if [[SOURCE]]$2 == [[LANE]]$2 then [[V]]$2 else (if [[WARP]] && [[SOURCE]]$2 == [[LANE]]$1 then [[V]]$1 else shuffled$2)) else shuffled.undefined$2);
  // CHECK-NEXT: [[SUM:[a-z0-9.]+]]$1 := FADD32([[V]]$1, [[S]]$1);
  // CHECK-NOT: _HAS_OCCURRED_
  // CHECK: for.body.1:
  // CHECK-NEXT: // warp-synchronous __gv_shfl_down at
  // CHECK: shuffled.source.1$1 := (if {{.*}}8bv32{{.*}});
  // CHECK: havoc shuffled.1$1;
  // CHECK-NEXT: havoc shuffled.1$2;
  // CHECK-NEXT: assume same.warp.1 && shuffled.source.1$1 == shuffled.source.1$2 ==> shuffled.1$1 == shuffled.1$2;
  // CHECK: for.body.4:
  // CHECK-NEXT: // warp-synchronous __gv_shfl_down at
  // CHECK-NOT: for.body.5:
  if ((threadIdx.x & 31) == 0)
    out[(blockIdx.x * blockDim.x + threadIdx.x) / 32] = v;
  // CHECK: // write to out at {{.*}}[[FILE]]:[[@LINE-1]]:55
  // CHECK-NEXT: $$out.index$1 := BV32_UDIV(BV32_ADD(BV32_MUL(group_id_x$1, 64bv32), local_id_x$1), 32bv32);
  // CHECK-NEXT: $$out.index$2 := BV32_UDIV(BV32_ADD(BV32_MUL(group_id_x$2, 64bv32), local_id_x$2), 32bv32);
}
