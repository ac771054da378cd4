// The classic shared-memory reversal in a launch of one block: no group ids
// at all, every array shared by the two threads, and __syncthreads clears
// every log.
//
// RUN: rm -rf %t && mkdir %t && cp %s %t
// RUN: %gpuverify --pointer-bitwidth=32 --stop-at-bpl --blockDim=64 --gridDim=1 %t/%basename_t
// RUN: FileCheck %s --input-file %t/*.bpl -DFILE=%basename_t
//
// CHECK-NOT: group_id
// CHECK-LABEL: procedure {:kernel} {:source_name "reverse"} reverse()
// CHECK-NEXT: requires BV32_ULT(local_id_x$1, 64bv32);
// CHECK-NEXT: requires BV32_ULT(local_id_x$2, 64bv32);
// CHECK-NEXT: requires local_id_x$1 != local_id_x$2;
// CHECK-NEXT: modifies _READ_HAS_OCCURRED_$$d, _WRITE_HAS_OCCURRED_$$d, _WRITE_CHANGED_$$d, _READ_HAS_OCCURRED_$$s, _WRITE_HAS_OCCURRED_$$s, _WRITE_CHANGED_$$s;
// CHECK-NOT: group_id

__global__ void reverse(int *d) {
  __shared__ int s[64];
  int t = threadIdx.x;
  s[t] = d[t];
  // CHECK: // read of d at {{.*}}[[FILE]]:[[@LINE-1]]:10
  // CHECK-NEXT: _READ_HAS_OCCURRED_$$d := _READ_HAS_OCCURRED_$$d || (local_id_x$1 == _WATCHED_OFFSET && _WATCHED_SITE == 1);
  // CHECK: // write to s at {{.*}}[[FILE]]:[[@LINE-3]]:8
  // CHECK-NEXT: $$s.logged := local_id_x$1 == _WATCHED_OFFSET && _WATCHED_SITE == 2 && {{.*}};
  __syncthreads();
  // CHECK: // barrier at {{.*}}[[FILE]]:[[@LINE-1]]
  // CHECK-NEXT: _READ_HAS_OCCURRED_$$d := false;
  // CHECK-NEXT: _WRITE_HAS_OCCURRED_$$d := false;
  // CHECK-NEXT: _WRITE_CHANGED_$$d := false;
  // CHECK-NEXT: _READ_HAS_OCCURRED_$$s := false;
  // CHECK-NEXT: _WRITE_HAS_OCCURRED_$$s := false;
  // CHECK-NEXT: _WRITE_CHANGED_$$s := false;
  d[t] = s[63 - t];
  // CHECK-NEXT: // read of s at {{.*}}[[FILE]]:[[@LINE-1]]:10
  // CHECK: // write to d at {{.*}}[[FILE]]:[[@LINE-2]]:8
  // CHECK-NOT: group_id
}
