// __syncthreads_count is a barrier whose result the whole block shares: one
// variable for both threads (no $1/$2 copies), arbitrary, after the
// barrier's clearing of the logs.
//
// RUN: rm -rf %t && mkdir %t && cp %s %t
// RUN: %gpuverify --pointer-bitwidth=32 --stop-at-bpl --blockDim=64 --gridDim=16 %t/%basename_t
// RUN: FileCheck %s --input-file %t/*.bpl -DFILE=%basename_t
//
// CHECK-LABEL: procedure {:kernel} {:source_name "positives"} positives()
// CHECK: var [[COUNT:[a-z0-9.]+]]: bv32;

__global__ void positives(int *A, int *counts) {
  __shared__ int s[64];
  s[threadIdx.x] = A[blockIdx.x * 64 + threadIdx.x];
  __syncthreads();
  // CHECK: // barrier at {{.*}}[[FILE]]:[[@LINE-1]]
  int n = __syncthreads_count(s[(threadIdx.x + 1) % 64] > 0);
  // CHECK: // read of s at {{.*}}[[FILE]]:[[@LINE-1]]:31
  // CHECK: // barrier at
  // CHECK-NEXT: _READ_HAS_OCCURRED_$$counts := _READ_HAS_OCCURRED_$$counts && group_id_x$1 != group_id_x$2;
  // CHECK: _WRITE_CHANGED_$$s := false;
  // CHECK-NEXT: havoc [[COUNT]];
  if (threadIdx.x == 0)
    counts[blockIdx.x] = n;
  // CHECK: // write to counts at {{.*}}[[FILE]]:[[@LINE-1]]:24
  // CHECK-NEXT: $$counts.logged := p.if.then$1 && group_id_x$1 == _WATCHED_OFFSET && _WATCHED_SITE == 3 && [[COUNT]] == _WATCHED_VALUE_$$counts;
  // CHECK: assert {:race} {:check 3} !(p.if.then$2 && _WRITE_HAS_OCCURRED_$$counts && group_id_x$2 == _WATCHED_OFFSET && [[COUNT]] != _WATCHED_VALUE_$$counts);
}
