// A CUDA file with its host code: the launch's sizes become the launch
// geometry, and the argument the only launch passes becomes a precondition
// of the kernel (stride == 4), which the translator then uses.
//
// RUN: rm -rf %t && mkdir %t && cp %s %t
// RUN: %gpuverify --pointer-bitwidth=32 --stop-at-bpl %t/%basename_t
// RUN: FileCheck %s --input-file %t/*.bpl -DFILE=%basename_t
//
// One block: no group ids. The launch's values the facts do not name are
// not declared, and the argument's value is required once (the fixed
// argument and the host's facts both say it).
// CHECK-NOT: group_id
// CHECK-NOT: $host.
// CHECK-LABEL: procedure {:kernel} {:source_name "spread"} spread(stride: bv32)
// CHECK-NEXT: requires BV32_ULT(local_id_x$1, 64bv32);
// CHECK-NEXT: requires BV32_ULT(local_id_x$2, 64bv32);
// CHECK-NEXT: requires local_id_x$1 != local_id_x$2;
// CHECK-NEXT: requires stride == 4bv32;
// CHECK-NOT: requires
// CHECK: {

__global__ void spread(float *a, int stride) {
  a[threadIdx.x * stride] = threadIdx.x;
  // CHECK: // write to a at {{.*}}[[FILE]]:[[@LINE-1]]:27
  // CHECK-NEXT: $$a.value$1 := UI32_TO_FP32(local_id_x$1);
  // CHECK-NEXT: $$a.value$2 := UI32_TO_FP32(local_id_x$2);
  // CHECK-NEXT: $$a.index$1 := BV32_MUL(local_id_x$1, 4bv32);
  // CHECK-NEXT: $$a.index$2 := BV32_MUL(local_id_x$2, 4bv32);
}

int main() {
  float *a;
  cudaMalloc(&a, 64 * 4 * sizeof(float));
  spread<<<1, 64>>>(a, 4);
  return 0;
}
