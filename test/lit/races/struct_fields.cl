// Fields of an array of structs: the array is one of 32-bit elements, and a
// field is an element offset into the struct (x: 3 * gid, y: 3 * gid + 1,
// id: 3 * gid + 2), each computed once per access.
//
// RUN: rm -rf %t && mkdir %t && cp %s %t
// RUN: %gpuverify --stop-at-bpl --local_size=64 --num_groups=16 %t/%basename_t
// RUN: FileCheck %s --input-file %t/*.bpl -DFILE=%basename_t
//
// CHECK: var {:race_checking} _READ_HAS_OCCURRED_$$P: bool;
// CHECK-NOT: _READ_HAS_OCCURRED_
// CHECK-LABEL: procedure {:kernel} {:source_name "step"} step(dt: bv32)

typedef struct {
  float x, y;
  int id;
} particle;

__kernel void step(__global particle *P, float dt) {
  size_t gid = get_global_id(0);
  // CHECK: [[GID:[a-z0-9.]+]]$1 := BV32_ADD(BV32_ADD(BV32_MUL(group_id_x$1, 64bv32), local_id_x$1), 0bv32);
  P[gid].x += dt * P[gid].y;
  // CHECK: // read of P at {{.*}}[[FILE]]:[[@LINE-1]]:27
  // CHECK-NEXT: $$P.index$1 := BV32_ADD(BV32_MUL([[GID]]$1, 3bv32), 1bv32);
  // CHECK: // read of P at {{.*}}[[FILE]]:[[@LINE-3]]:12
  // CHECK-NEXT: $$P.index.1$1 := BV32_MUL([[GID]]$1, 3bv32);
  // CHECK: // write to P at {{.*}}[[FILE]]:[[@LINE-5]]:12
  // CHECK-NEXT: $$P.value$1 := FADD32({{.*}});
  // CHECK-NEXT: $$P.value$2 := FADD32({{.*}});
  // CHECK-NEXT: $$P.index.2$1 := BV32_MUL([[GID]]$1, 3bv32);
  // CHECK-NEXT: $$P.index.2$2 := BV32_MUL([[GID]]$2, 3bv32);
  // CHECK-NEXT: $$P.logged := $$P.index.2$1 == _WATCHED_OFFSET && _WATCHED_SITE == 3 && $$P.value$1 == _WATCHED_VALUE_$$P;
  P[gid].id = (int)gid;
  // CHECK: // write to P at {{.*}}[[FILE]]:[[@LINE-1]]:13
  // CHECK-NEXT: $$P.index.3$1 := BV32_ADD(BV32_MUL([[GID]]$1, 3bv32), 2bv32);
  // CHECK-NEXT: $$P.index.3$2 := BV32_ADD(BV32_MUL([[GID]]$2, 3bv32), 2bv32);
  // Two writes to one array: a second "logged" flag, the same logs.
  // CHECK-NEXT: $$P.logged.1 := $$P.index.3$1 == _WATCHED_OFFSET && _WATCHED_SITE == 4 && [[GID]]$1 == _WATCHED_VALUE_$$P;
  // CHECK-NEXT: _WRITE_HAS_OCCURRED_$$P := _WRITE_HAS_OCCURRED_$$P || $$P.logged.1;
}
