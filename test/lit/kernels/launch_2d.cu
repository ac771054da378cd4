// A two-dimensional launch (--blockDim=[16,16], --gridDim=[4,4]): x and y
// ids for both threads, two threads distinct in x or y within one block,
// the __shared__ tile's logs conditional on both block ids being equal, and
// __syncthreads clearing the global logs for threads of one block (x and y).
//
// RUN: rm -rf %t && mkdir %t && cp %s %t
// RUN: %gpuverify --pointer-bitwidth=32 --stop-at-bpl --blockDim=[16,16] --gridDim=[4,4] %t/%basename_t
// RUN: FileCheck %s --input-file %t/*.bpl -DFILE=%basename_t
//
// CHECK: const {:local_id_y} local_id_y$1: bv32;
// CHECK-NEXT: const {:group_id_y} group_id_y$1: bv32;
// CHECK-NEXT: const {:local_id_y} local_id_y$2: bv32;
// CHECK-NEXT: const {:group_id_y} group_id_y$2: bv32;
// CHECK-NOT: _z
// CHECK-LABEL: procedure {:kernel} {:source_name "transpose_tile"} transpose_tile(width: bv32)
// CHECK-NEXT: requires BV32_ULT(local_id_x$1, 16bv32);
// CHECK-NEXT: requires BV32_ULT(group_id_x$1, 4bv32);
// CHECK-NEXT: requires BV32_ULT(local_id_x$2, 16bv32);
// CHECK-NEXT: requires BV32_ULT(group_id_x$2, 4bv32);
// CHECK-NEXT: requires BV32_ULT(local_id_y$1, 16bv32);
// CHECK-NEXT: requires BV32_ULT(group_id_y$1, 4bv32);
// CHECK-NEXT: requires BV32_ULT(local_id_y$2, 16bv32);
// CHECK-NEXT: requires BV32_ULT(group_id_y$2, 4bv32);
// CHECK-NEXT: requires group_id_x$1 == group_id_x$2 && group_id_y$1 == group_id_y$2 ==> local_id_x$1 != local_id_x$2 || local_id_y$1 != local_id_y$2;

#define TILE 16

__global__ void transpose_tile(const float *in, float *out, int width) {
  __shared__ float tile[TILE][TILE + 1];
  int x = blockIdx.x * TILE + threadIdx.x;
  int y = blockIdx.y * TILE + threadIdx.y;
  tile[threadIdx.y][threadIdx.x] = in[y * width + x];
  // The padded row: element 17 * y + x of the flattened tile.
  // CHECK: // write to tile at {{.*}}[[FILE]]:[[@LINE-2]]:34
  // CHECK-NEXT: $$tile.index$1 := BV32_ADD(BV32_MUL(local_id_y$1, 17bv32), local_id_x$1);
  // CHECK-NEXT: $$tile.index$2 := BV32_ADD(BV32_MUL(local_id_y$2, 17bv32), local_id_x$2);
  // CHECK-NEXT: $$tile.logged := group_id_x$1 == group_id_x$2 && group_id_y$1 == group_id_y$2 && $$tile.index$1 == _WATCHED_OFFSET && {{.*}};
  __syncthreads();
  // CHECK: // barrier at {{.*}}[[FILE]]:[[@LINE-1]]
  // CHECK-NEXT: _READ_HAS_OCCURRED_$$out := _READ_HAS_OCCURRED_$$out && !(group_id_x$1 == group_id_x$2 && group_id_y$1 == group_id_y$2);
  out[x * width + y] = tile[threadIdx.y][threadIdx.x];
  // CHECK: // write to out at {{.*}}[[FILE]]:[[@LINE-1]]:22
  // CHECK-NEXT: $$out.index$1 := BV32_ADD(BV32_MUL([[X:[a-z0-9.]+]]$1, width), [[Y:[a-z0-9.]+]]$1);
}
