// A copy between two global arrays: the array only read (const) gets no race
// logs at all, the one written gets its own set, and the element both
// accesses index is one value computed once per thread, and sign-extended
// to CUDA's 64-bit size_t (the launch's ids are 64-bit too, and threadIdx.x
// their low 32 bits).
//
// RUN: rm -rf %t && mkdir %t && cp %s %t
// RUN: %gpuverify --stop-at-bpl --blockDim=64 --gridDim=16 %t/%basename_t
// RUN: FileCheck %s --input-file %t/*.bpl -DFILE=%basename_t
//
// CHECK-NOT: $$in
// CHECK: var {:race_checking} _READ_HAS_OCCURRED_$$out: bool;
// CHECK-NEXT: var {:race_checking} _WRITE_HAS_OCCURRED_$$out: bool;
// CHECK-NOT: $$in
// CHECK-LABEL: procedure {:kernel} {:source_name "copy"} copy()
// CHECK-NEXT: requires BV64_ULT(local_id_x$1, 64bv64);
// CHECK-NEXT: requires BV64_ULT(group_id_x$1, 16bv64);
// CHECK-NEXT: requires BV64_ULT(local_id_x$2, 64bv64);
// CHECK-NEXT: requires BV64_ULT(group_id_x$2, 16bv64);
// CHECK-NEXT: requires group_id_x$1 == group_id_x$2 ==> local_id_x$1 != local_id_x$2;
// CHECK-NEXT: modifies _READ_HAS_OCCURRED_$$out, _WRITE_HAS_OCCURRED_$$out, _WRITE_CHANGED_$$out;

__global__ void copy(const int *in, int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // CHECK: entry:
  // CHECK-NEXT: [[I:[a-z0-9.]+]]$1 := BV32_ADD(BV32_MUL(group_id_x$1[32:0], 64bv32), local_id_x$1[32:0]);
  // CHECK-NEXT: [[I]]$2 := BV32_ADD(BV32_MUL(group_id_x$2[32:0], 64bv32), local_id_x$2[32:0]);
  out[i] = in[i];
  // The read of in: no log, no check, an arbitrary value.
  // CHECK-NEXT: // read of in at {{.*}}[[FILE]]:[[@LINE-2]]:12
  // CHECK-NEXT: $$in.index$1 := BV32_SEXT64([[I]]$1);
  // CHECK-NEXT: $$in.index$2 := BV32_SEXT64([[I]]$2);
  // CHECK-NEXT: havoc [[LOAD:load]]$1;
  // CHECK-NEXT: havoc [[LOAD]]$2;
  // The write of out, at element i, which is not computed again.
  // CHECK-NEXT: // write to out at {{.*}}[[FILE]]:[[@LINE-8]]:10
  // CHECK-NEXT: [[INDEX:\$\$out.index]]$1 := BV32_SEXT64([[I]]$1);
  // CHECK-NEXT: [[INDEX]]$2 := BV32_SEXT64([[I]]$2);
  // CHECK-NEXT: $$out.logged := [[INDEX]]$1 == _WATCHED_OFFSET && _WATCHED_SITE == 1 && [[LOAD]]$1 == _WATCHED_VALUE_$$out;
  // CHECK-NEXT: _WRITE_HAS_OCCURRED_$$out := _WRITE_HAS_OCCURRED_$$out || $$out.logged;
  // CHECK-NEXT: _WRITE_CHANGED_$$out := _WRITE_CHANGED_$$out || $$out.logged;
  // CHECK-NEXT: assert {:race} {:check 0} !(_WRITE_HAS_OCCURRED_$$out && [[INDEX]]$2 == _WATCHED_OFFSET && [[LOAD]]$2 != _WATCHED_VALUE_$$out);
  // CHECK-NEXT: assert {:race} {:check 1} !(_READ_HAS_OCCURRED_$$out && [[INDEX]]$2 == _WATCHED_OFFSET);
  // CHECK-NEXT: _WRITE_CHANGED_$$out := _WRITE_CHANGED_$$out && [[INDEX]]$2 != _WATCHED_OFFSET;
  // CHECK-NEXT: return;
}
