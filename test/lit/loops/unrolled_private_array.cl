// A loop of three iterations filling a private array: unrolled before
// encoding (for.body, for.body.1, for.body.2, no loop head left), and the
// private array, indexed by constants after unrolling, becomes values.
//
// RUN: rm -rf %t && mkdir %t && cp %s %t
// RUN: %gpuverify --stop-at-bpl --local_size=64 --num_groups=16 %t/%basename_t
// RUN: FileCheck %s --input-file %t/*.bpl -DFILE=%basename_t
//
// CHECK-NOT: $$w
// CHECK-LABEL: procedure {:kernel} {:source_name "window_sum"} window_sum()
// CHECK-NOT: $$w
// CHECK-NOT: .head:

__kernel void window_sum(__global const int *in, __global int *out) {
  size_t i = get_global_id(0);
  int w[3];
  for (int k = 0; k < 3; ++k)
    w[k] = in[i + k];
  // CHECK: for.body:
  // CHECK-NEXT: // read of in at {{.*}}[[FILE]]:[[@LINE-2]]:12
  // CHECK-NEXT: havoc [[W0:load]]$1;
  // CHECK: for.body.1:
  // CHECK-NEXT: // read of in at {{.*}}[[FILE]]:[[@LINE-5]]:12
  // CHECK: havoc [[W1:load.1]]$1;
  // CHECK: for.body.2:
  // CHECK-NEXT: // read of in at {{.*}}[[FILE]]:[[@LINE-8]]:12
  // CHECK: havoc [[W2:load.2]]$1;
  // CHECK-NOT: for.body.3
  out[i] = w[0] + w[1] + w[2];
  // CHECK: // write to out at {{.*}}[[FILE]]:[[@LINE-1]]:10
  // CHECK-NEXT: $$out.value$1 := BV32_ADD(BV32_ADD([[W0]]$1, [[W1]]$1), [[W2]]$1);
}
