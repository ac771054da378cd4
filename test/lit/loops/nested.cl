// A uniform outer loop (rows of a tile) around a predicated inner loop
// (columns strided by the group size, starting at the local id): the outer
// counter is one variable, the inner counter one per work-item, and the
// inner loop has its own head, predicates and log snapshot.
//
// RUN: rm -rf %t && mkdir %t && cp %s %t
// RUN: %gpuverify --stop-at-bpl --no-infer --local_size=64 --num_groups=16 %t/%basename_t
// RUN: FileCheck %s --input-file %t/*.bpl -DFILE=%basename_t
//
// CHECK-LABEL: procedure {:kernel} {:source_name "tile_clear"} tile_clear(width: bv32)
// CHECK-DAG: var r.0: bv32;
// CHECK-DAG: var c.0$1: bv32;
// CHECK-DAG: var c.0$2: bv32;
// CHECK-DAG: var _WRITE_HAS_OCCURRED_$$A.entering.for.cond2: bool;
// CHECK-NOT: entering.for.cond:

#define TILE 8

__kernel void tile_clear(__global float *A, int width) {
  size_t row0 = get_group_id(0) * TILE;
  for (int r = 0; r < TILE; ++r)
    // CHECK: for.cond:
    // CHECK-NEXT: goto for.cond.true, for.cond.false;
    // CHECK: assume {:partition} BV32_SLT(r.0, 8bv32);
    for (int c = get_local_id(0); c < width; c += get_local_size(0))
      // CHECK: for.body:
      // CHECK-NEXT: c.0$1, c.0$2 := local_id_x$1, local_id_x$2;
      // CHECK-NEXT: goto for.cond2;
      // CHECK-NEXT: for.cond2:
      // CHECK: for.cond2.head:
      // CHECK-NEXT: goto for.cond2.body, for.cond2.done;
      A[(row0 + r) * width + c] = 0.0f;
      // CHECK: // write to A at {{.*}}[[FILE]]:[[@LINE-1]]:33
      // CHECK-NEXT: $$A.index$1 := BV32_ADD(BV32_MUL(BV32_ADD([[ROW0:[a-z0-9.]+]]$1, r.0), width), c.0$1);
      // CHECK-NEXT: $$A.index$2 := BV32_ADD(BV32_MUL(BV32_ADD([[ROW0]]$2, r.0), width), c.0$2);
      // CHECK-NEXT: $$A.logged := p.for.body4$1 && $$A.index$1 == _WATCHED_OFFSET && _WATCHED_SITE == 1 && 0bv32 == _WATCHED_VALUE_$$A;
      // CHECK: c.0$1, c.0$2 := (if p.for.inc$1 then BV32_ADD(c.0$1, 64bv32) else c.0$1), (if p.for.inc$2 then BV32_ADD(c.0$2, 64bv32) else c.0$2);
      // CHECK: goto for.cond2.head;
      // CHECK-NEXT: for.cond2.done:
      // CHECK: r.0 := BV32_ADD(r.0, 1bv32);
      // CHECK-NEXT: goto for.cond;
}
