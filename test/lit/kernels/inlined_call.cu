// A __device__ function, inlined: its access is located at its own line,
// its blocks are predicated in the caller, its exit a label named after the
// (mangled) function, and the element the caller writes is the caller's i,
// computed once.
//
// RUN: rm -rf %t && mkdir %t && cp %s %t
// RUN: %gpuverify --pointer-bitwidth=32 --stop-at-bpl --blockDim=64 --gridDim=16 %t/%basename_t
// RUN: FileCheck %s --input-file %t/*.bpl -DFILE=%basename_t
//
// Only the kernel is a procedure.
// CHECK-NOT: procedure
// CHECK-LABEL: procedure {:kernel} {:source_name "gather"} gather(n: bv32)
// CHECK-NOT: procedure

// Defined below the kernel, so that its checks follow the kernel's entry.
__device__ int load_clamped(const int *p, int i, int n);

__global__ void gather(const int *in, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // CHECK: [[I:[a-z0-9.]+]]$1 := BV32_ADD(BV32_MUL(group_id_x$1, 64bv32), local_id_x$1);
  // CHECK: p.cond.true.i$1, p.cond.true.i$2 := p.cond.true.i$1 || BV32_SLT([[I]]$1, n), p.cond.true.i$2 || BV32_SLT([[I]]$2, n);
  // CHECK: goto [[EXIT:_Z12load_clampedPKiii.exit]];
  // CHECK-NEXT: [[EXIT]]:
  out[i] = load_clamped(in, i, n) + 1;
  // CHECK-NEXT: // read of in at {{.*}}[[FILE]]:[[@LINE+8]]:10
  // CHECK: // write to out at {{.*}}[[FILE]]:[[@LINE-2]]:10
  // CHECK-NEXT: $$out.value$1 := BV32_ADD({{load[.0-9]*}}$1, 1bv32);
  // CHECK-NEXT: $$out.value$2 := BV32_ADD({{load[.0-9]*}}$2, 1bv32);
  // CHECK-NEXT: $$out.logged := [[I]]$1 == _WATCHED_OFFSET && _WATCHED_SITE == 1 && $$out.value$1 == _WATCHED_VALUE_$$out;
}

__device__ int load_clamped(const int *p, int i, int n) {
  return p[i < n ? i : n - 1];
}
