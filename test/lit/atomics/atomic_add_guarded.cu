// atomicAdd on one counter by the threads whose input is positive: the
// atomic is predicated like a plain access, its element the constant 0, and
// its result, unused, arbitrary.
//
// RUN: rm -rf %t && mkdir %t && cp %s %t
// RUN: %gpuverify --pointer-bitwidth=32 --stop-at-bpl --blockDim=64 --gridDim=16 %t/%basename_t
// RUN: FileCheck %s --input-file %t/*.bpl -DFILE=%basename_t
//
// CHECK: var {:race_checking} _ATOMIC_HAS_OCCURRED_$$count: bool;
// CHECK-NOT: _USED_
// CHECK-LABEL: procedure {:kernel} {:source_name "count_positive"} count_positive()

__global__ void count_positive(const int *in, int *count) {
  if (in[blockIdx.x * blockDim.x + threadIdx.x] > 0)
    atomicAdd(count, 1);
  // CHECK: p.if.then$1, p.if.then$2 := p.if.then$1 || BV32_SGT(load$1, 0bv32), p.if.then$2 || BV32_SGT(load$2, 0bv32);
  // CHECK-NEXT: // if.then:
  // CHECK-NEXT: // atomic operation on count at {{.+}}
  // CHECK-NEXT: _ATOMIC_HAS_OCCURRED_$$count := _ATOMIC_HAS_OCCURRED_$$count || (p.if.then$1 && 0bv32 == _WATCHED_OFFSET && _WATCHED_SITE == 1);
  // CHECK-NEXT: assert {:race} {:check 0} !(p.if.then$2 && _READ_HAS_OCCURRED_$$count && 0bv32 == _WATCHED_OFFSET);
  // CHECK-NEXT: assert {:race} {:check 1} !(p.if.then$2 && _WRITE_HAS_OCCURRED_$$count && 0bv32 == _WATCHED_OFFSET);
  // CHECK-NEXT: havoc {{.*}}$1;
  // CHECK-NEXT: havoc {{.*}}$2;
  // CHECK-NEXT: goto if.end;
  // CHECK-NOT: _USED_
}
