// A loop all threads run alike (its trip count a kernel argument) with two
// barriers in its body: the counter is one variable for both threads, the
// loop's exit a plain branch on it, and each barrier clears the shared
// array's logs where it stands in the body.
//
// RUN: rm -rf %t && mkdir %t && cp %s %t
// RUN: %gpuverify --stop-at-bpl --no-infer --blockDim=256 --gridDim=16 %t/%basename_t
// RUN: FileCheck %s --input-file %t/*.bpl -DFILE=%basename_t
//
// CHECK-LABEL: procedure {:kernel} {:source_name "smooth"} smooth(rounds: bv32)
// CHECK: var r.0: bv32;
// CHECK-NOT: var r.0$

__global__ void smooth(float *data, int rounds) {
  __shared__ float s[258];
  unsigned t = threadIdx.x + 1;
  s[t] = data[blockIdx.x * 256 + threadIdx.x];
  // CHECK: r.0 := 0bv32;
  for (int r = 0; r < rounds; ++r) {
    // CHECK: for.cond:
    // CHECK-NEXT: goto for.cond.true, for.cond.false;
    // CHECK-NEXT: for.cond.true:
    // CHECK-NEXT: assume {:partition} BV32_SLT(r.0, rounds);
    // CHECK-NEXT: goto for.body;
    // CHECK-NEXT: for.cond.false:
    // CHECK-NEXT: assume {:partition} !BV32_SLT(r.0, rounds);
    // CHECK-NEXT: goto for.end;
    // CHECK: for.body:
    __syncthreads();
    // CHECK-NEXT: // barrier at {{.*}}[[FILE]]:[[@LINE-1]]
    // CHECK: _WRITE_CHANGED_$$s := false;
    float v = (s[t - 1] + s[t] + s[t + 1]) / 3.0f;
    // CHECK-NEXT: // read of s at {{.*}}[[FILE]]:[[@LINE-1]]:16
    // CHECK: // read of s at {{.*}}[[FILE]]:[[@LINE-2]]:27
    // CHECK: // read of s at {{.*}}[[FILE]]:[[@LINE-3]]:34
    __syncthreads();
    // CHECK: // barrier at {{.*}}[[FILE]]:[[@LINE-1]]
    // CHECK: _WRITE_CHANGED_$$s := false;
    s[t] = v;
    // CHECK-NEXT: // write to s at {{.*}}[[FILE]]:[[@LINE-1]]:10
    // CHECK: for.inc:
    // CHECK-NEXT: r.0 := BV32_ADD(r.0, 1bv32);
    // CHECK-NEXT: goto for.cond;
  }
  data[blockIdx.x * 256 + threadIdx.x] = s[t];
}
