// __syncwarp: a barrier for two threads of one warp, so it clears every
// array's logs only where the threads are of one block and one warp
// (local id / 32); threads of different warps keep their logs.
//
// RUN: rm -rf %t && mkdir %t && cp %s %t
// RUN: %gpuverify --pointer-bitwidth=32 --stop-at-bpl --blockDim=64 --gridDim=16 %t/%basename_t
// RUN: FileCheck %s --input-file %t/*.bpl -DFILE=%basename_t
//
// CHECK-LABEL: procedure {:kernel} {:source_name "warp_exchange"} warp_exchange()

__global__ void warp_exchange(int *out) {
  __shared__ int s[64];
  unsigned t = threadIdx.x;
  s[t] = t;
  // CHECK: // write to s at {{.*}}[[FILE]]:[[@LINE-1]]:8
  __syncwarp();
  // CHECK: // warp-synchronous __gv_warp_sync at {{.+}}
  // CHECK-NEXT: _READ_HAS_OCCURRED_$$out := _READ_HAS_OCCURRED_$$out && !(group_id_x$1 == group_id_x$2 && BV32_UDIV(local_id_x$1, 32bv32) == BV32_UDIV(local_id_x$2, 32bv32));
  // CHECK: _READ_HAS_OCCURRED_$$s := _READ_HAS_OCCURRED_$$s && !(group_id_x$1 == group_id_x$2 && BV32_UDIV(local_id_x$1, 32bv32) == BV32_UDIV(local_id_x$2, 32bv32));
  // CHECK-NEXT: _WRITE_HAS_OCCURRED_$$s := _WRITE_HAS_OCCURRED_$$s && !(group_id_x$1 == group_id_x$2 && BV32_UDIV(local_id_x$1, 32bv32) == BV32_UDIV(local_id_x$2, 32bv32));
  // CHECK-NEXT: _WRITE_CHANGED_$$s := _WRITE_CHANGED_$$s && !(group_id_x$1 == group_id_x$2 && BV32_UDIV(local_id_x$1, 32bv32) == BV32_UDIV(local_id_x$2, 32bv32));
  out[blockIdx.x * 64 + t] = s[t ^ 1];
  // CHECK-NEXT: // read of s at {{.*}}[[FILE]]:[[@LINE-1]]:30
  // CHECK-NEXT: $$s.index$1 := BV32_XOR(local_id_x$1, 1bv32);
}
