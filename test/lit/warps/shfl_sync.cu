// __shfl_sync broadcasting lane 0's value: the shuffle reads its operand
// (a logged read of data) and then selects the source lane's value; the
// write back stores the shuffled value, checked like any other.
//
// RUN: rm -rf %t && mkdir %t && cp %s %t
// RUN: %gpuverify --pointer-bitwidth=32 --stop-at-bpl --blockDim=64 --gridDim=16 %t/%basename_t
// RUN: FileCheck %s --input-file %t/*.bpl -DFILE=%basename_t
//
// CHECK-LABEL: procedure {:kernel} {:source_name "broadcast_lane0"} broadcast_lane0()

__global__ void broadcast_lane0(int *data) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // CHECK: [[I:[a-z0-9.]+]]$1 := BV32_ADD(BV32_MUL(group_id_x$1, 64bv32), local_id_x$1);
  int v = __shfl_sync(0xffffffff, data[i], 0);
  // CHECK: // read of data at {{.*}}[[FILE]]:[[@LINE-1]]:35
  // CHECK-NEXT: _READ_HAS_OCCURRED_$$data := _READ_HAS_OCCURRED_$$data || ([[I]]$1 == _WATCHED_OFFSET && _WATCHED_SITE == 1);
  // CHECK: // warp-synchronous __gv_shfl_idx at {{.+}}
  // CHECK-NEXT: lane$1 := BV32_UREM(local_id_x$1, 32bv32);
  // CHECK-NEXT: lane$2 := BV32_UREM(local_id_x$2, 32bv32);
  // CHECK-NEXT: same.warp := group_id_x$1 == group_id_x$2 && BV32_UDIV(local_id_x$1, 32bv32) == BV32_UDIV(local_id_x$2, 32bv32);
  // Lane 0 of the thread's segment of 32.
  // CHECK-NEXT: shuffled.source$1 := BV32_OR(BV32_AND(lane$1, 4294967264bv32), 0bv32);
  // CHECK-NEXT: shuffled.source$2 := BV32_OR(BV32_AND(lane$2, 4294967264bv32), 0bv32);
  // CHECK-NEXT: havoc shuffled$1;
  // CHECK-NEXT: havoc shuffled$2;
  // CHECK-NEXT: assume same.warp && shuffled.source$1 == shuffled.source$2 ==> shuffled$1 == shuffled$2;
  // CHECK: [[V:[a-z0-9.]+]]$1 := (if {{.*}} else shuffled.undefined$1);
  data[i] = v;
  // CHECK: // write to data at {{.*}}[[FILE]]:[[@LINE-1]]:11
  // CHECK-NEXT: $$data.logged := [[I]]$1 == _WATCHED_OFFSET && _WATCHED_SITE == 2 && [[V]]$1 == _WATCHED_VALUE_$$data;
}
