// __assert: checked for each thread that reaches it, one assertion per
// thread ({:thread 1}, {:thread 2}), over the thread's own values.
//
// RUN: rm -rf %t && mkdir %t && cp %s %t
// RUN: %gpuverify --pointer-bitwidth=32 --stop-at-bpl --blockDim=64 --gridDim=16 %t/%basename_t
// RUN: FileCheck %s --input-file %t/*.bpl -DFILE=%basename_t
//
// CHECK-LABEL: procedure {:kernel} {:source_name "clamp_index"} clamp_index(n: bv32)

__global__ void clamp_index(int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // CHECK: [[I:[a-z0-9.]+]]$1 := BV32_ADD(BV32_MUL(group_id_x$1, 64bv32), local_id_x$1);
  int j = i < n ? i : n - 1;
  // CHECK: [[J:[a-z0-9.]+]]$1, [[J]]$2 := (if p.cond.true$1 then [[I]]$1 else [[J]]$1), (if p.cond.true$2 then [[I]]$2 else [[J]]$2);
  __assert(j <= i);
  // CHECK: assert {:thread 1} {:check 0} BV32_SLE([[J]]$1, [[I]]$1);
  // CHECK-NEXT: assert {:thread 2} {:check 1} BV32_SLE([[J]]$2, [[I]]$2);
  out[i] = j;
  // CHECK-NEXT: // write to out at {{.*}}[[FILE]]:[[@LINE-1]]:10
}
