// Threads take tickets with atomicAdd on a __shared__ counter: the values
// one counter returns are distinct, so each result is assumed unused so far
// (_USED_) and then marked used; a barrier or a plain write forgets them. A plain write of
// the counter is checked against the atomic log, and a plain read after a
// barrier too.
//
// RUN: rm -rf %t && mkdir %t && cp %s %t
// RUN: %gpuverify --pointer-bitwidth=32 --stop-at-bpl --no-infer --blockDim=64 --gridDim=16 %t/%basename_t
// RUN: FileCheck %s --input-file %t/*.bpl -DFILE=%basename_t
//
// CHECK: var {:atomic_usedmap} _USED_$$taken: [bv1][bv32][bv32]bool;
// CHECK: var {:race_checking} _ATOMIC_HAS_OCCURRED_$$taken: bool;
// CHECK-LABEL: procedure {:kernel} {:source_name "ticket"} ticket()

__global__ void ticket(int *tickets) {
  __shared__ int taken;
  if (threadIdx.x == 0)
    taken = 0;
  // CHECK: // write to taken at {{.*}}[[FILE]]:[[@LINE-1]]:11
  // A plain write makes the used values arbitrary again.
  // CHECK-NEXT: havoc _USED_$$taken.reset;
  // CHECK-NEXT: _USED_$$taken := (if p.if.then$1 || p.if.then$2 then _USED_$$taken.reset else _USED_$$taken);
  // CHECK: assert {:race} {:check 2} !(p.if.then$2 && group_id_x$1 == group_id_x$2 && _ATOMIC_HAS_OCCURRED_$$taken && 0bv32 == _WATCHED_OFFSET);
  __syncthreads();
  // CHECK: // barrier at {{.*}}[[FILE]]:[[@LINE-1]]
  // CHECK: _ATOMIC_HAS_OCCURRED_$$taken := false;
  // CHECK: havoc _USED_$$taken;
  int mine = atomicAdd(&taken, 1);
  // CHECK-NEXT: // atomic operation on taken at {{.+}}
  // CHECK-NEXT: _ATOMIC_HAS_OCCURRED_$$taken := _ATOMIC_HAS_OCCURRED_$$taken || (group_id_x$1 == group_id_x$2 && 0bv32 == _WATCHED_OFFSET && _WATCHED_SITE == 2);
  // CHECK: havoc [[MINE:[a-z0-9.]+]]$1;
  // CHECK-NEXT: havoc [[MINE]]$2;
  // CHECK-NEXT: assume !_USED_$$taken[1bv1][0bv32][[[MINE]]$1];
  // CHECK-NEXT: _USED_$$taken[1bv1][0bv32][[[MINE]]$1] := true;
  // CHECK-NEXT: assume !_USED_$$taken[(if group_id_x$1 == group_id_x$2 then 1bv1 else 0bv1)][0bv32][[[MINE]]$2];
  __syncthreads();
  // CHECK: // barrier at {{.*}}[[FILE]]:[[@LINE-1]]
  tickets[blockIdx.x * blockDim.x + threadIdx.x] = mine + taken;
  // CHECK: // read of taken at {{.*}}[[FILE]]:[[@LINE-1]]:59
  // CHECK-NEXT: _READ_HAS_OCCURRED_$$taken := {{.*}};
  // CHECK-NEXT: assert {:race} {:check 5} !(group_id_x$1 == group_id_x$2 && _WRITE_HAS_OCCURRED_$$taken && 0bv32 == _WATCHED_OFFSET && _WRITE_CHANGED_$$taken);
  // CHECK-NEXT: assert {:race} {:check 6} !(group_id_x$1 == group_id_x$2 && _ATOMIC_HAS_OCCURRED_$$taken && 0bv32 == _WATCHED_OFFSET);
  // CHECK: $$tickets.value$1 := BV32_ADD([[MINE]]$1, {{.*}});
}
