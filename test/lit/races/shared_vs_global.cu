// A __shared__ array against a global one, in a launch of many blocks: the
// shared array's logs and checks hold for two threads of one block only,
// the global array's for any two threads; __syncthreads clears the shared
// logs entirely and the global ones for two threads of one block.
//
// RUN: rm -rf %t && mkdir %t && cp %s %t
// RUN: %gpuverify --pointer-bitwidth=32 --stop-at-bpl --blockDim=64 --gridDim=16 %t/%basename_t
// RUN: FileCheck %s --input-file %t/*.bpl -DFILE=%basename_t
//
// One set of logs per array, the global parameter's first.
// CHECK: var {:race_checking} _READ_HAS_OCCURRED_$$d: bool;
// CHECK: var {:race_checking} _READ_HAS_OCCURRED_$$s: bool;
// CHECK-NOT: _READ_HAS_OCCURRED_
// CHECK-LABEL: procedure {:kernel} {:source_name "reverse_blocks"} reverse_blocks()

__global__ void reverse_blocks(int *d) {
  __shared__ int s[64];
  int t = threadIdx.x;
  int base = blockIdx.x * 64;
  s[t] = d[base + t];
  // CHECK: // read of d at {{.*}}[[FILE]]:[[@LINE-1]]:10
  // CHECK-NEXT: $$d.index$1 := BV32_ADD([[BASE:mul]]$1, local_id_x$1);
  // CHECK-NEXT: $$d.index$2 := BV32_ADD([[BASE]]$2, local_id_x$2);
  // CHECK-NEXT: _READ_HAS_OCCURRED_$$d := _READ_HAS_OCCURRED_$$d || ($$d.index$1 == _WATCHED_OFFSET && _WATCHED_SITE == 1);
  // CHECK-NEXT: assert {:race} {:check 0} !(_WRITE_HAS_OCCURRED_$$d && $$d.index$2 == _WATCHED_OFFSET && _WRITE_CHANGED_$$d);
  // CHECK: // write to s at {{.*}}[[FILE]]:[[@LINE-6]]:8
  // CHECK-NEXT: $$s.logged := group_id_x$1 == group_id_x$2 && local_id_x$1 == _WATCHED_OFFSET && _WATCHED_SITE == 2 && {{.*}};
  // CHECK: assert {:race} {:check 1} !(group_id_x$1 == group_id_x$2 && _WRITE_HAS_OCCURRED_$$s && local_id_x$2 == _WATCHED_OFFSET && {{.*}});
  // CHECK-NEXT: assert {:race} {:check 2} !(group_id_x$1 == group_id_x$2 && _READ_HAS_OCCURRED_$$s && local_id_x$2 == _WATCHED_OFFSET);
  __syncthreads();
  // CHECK: // barrier at {{.*}}[[FILE]]:[[@LINE-1]]
  // CHECK-NEXT: _READ_HAS_OCCURRED_$$d := _READ_HAS_OCCURRED_$$d && group_id_x$1 != group_id_x$2;
  // CHECK-NEXT: _WRITE_HAS_OCCURRED_$$d := _WRITE_HAS_OCCURRED_$$d && group_id_x$1 != group_id_x$2;
  // CHECK-NEXT: _WRITE_CHANGED_$$d := _WRITE_CHANGED_$$d && group_id_x$1 != group_id_x$2;
  // CHECK-NEXT: _READ_HAS_OCCURRED_$$s := false;
  // CHECK-NEXT: _WRITE_HAS_OCCURRED_$$s := false;
  // CHECK-NEXT: _WRITE_CHANGED_$$s := false;
  d[base + t] = s[63 - t];
  // CHECK-NEXT: // read of s at {{.*}}[[FILE]]:[[@LINE-1]]:17
  // CHECK-NEXT: $$s.index$1 := BV32_SUB(63bv32, local_id_x$1);
  // CHECK-NEXT: $$s.index$2 := BV32_SUB(63bv32, local_id_x$2);
  // CHECK-NEXT: _READ_HAS_OCCURRED_$$s := _READ_HAS_OCCURRED_$$s || (group_id_x$1 == group_id_x$2 && $$s.index$1 == _WATCHED_OFFSET && _WATCHED_SITE == 3);
  // CHECK: // write to d at {{.*}}[[FILE]]:[[@LINE-5]]:15
  // CHECK-NEXT: $$d.index.1$1 := BV32_ADD([[BASE]]$1, local_id_x$1);
  // CHECK-NEXT: $$d.index.1$2 := BV32_ADD([[BASE]]$2, local_id_x$2);
  // CHECK-NEXT: $$d.logged := $$d.index.1$1 == _WATCHED_OFFSET && _WATCHED_SITE == 4 && {{.*}};
  // CHECK: assert {:race} {:check 5} !(_READ_HAS_OCCURRED_$$d && $$d.index.1$2 == _WATCHED_OFFSET);
}
