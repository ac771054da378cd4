// --check-array-bounds: an access to an array of known size asserts, for
// thread 1, that its element is within [0, size); one of unknown size (a
// parameter) only that it is not negative. The assertion comes before the
// access's race instrumentation, and names the element by the local the
// instrumentation uses ($$tile.index), computed once for both.
//
// RUN: rm -rf %t && mkdir %t && cp %s %t
// RUN: %gpuverify --stop-at-bpl --check-array-bounds --local_size=64 --num_groups=16 %t/%basename_t
// RUN: FileCheck %s --input-file %t/*.bpl -DFILE=%basename_t
//
// CHECK-LABEL: procedure {:kernel} {:source_name "rotate_tile"} rotate_tile()

__kernel void rotate_tile(__global int *out) {
  __local int tile[64];
  unsigned l = get_local_id(0);
  tile[l] = l;
  // CHECK: assert {:array_bounds} {:thread 1} {:check 0} BV32_SLE(0bv32, local_id_x$1) && BV32_ULT(local_id_x$1, 64bv32);
  // CHECK-NEXT: // write to tile at {{.*}}[[FILE]]:[[@LINE-2]]:11
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = tile[(l + 1) % 64];
  // CHECK: $$tile.index$1 := BV32_UREM(BV32_ADD(local_id_x$1, 1bv32), 64bv32);
  // CHECK-NEXT: $$tile.index$2 := BV32_UREM(BV32_ADD(local_id_x$2, 1bv32), 64bv32);
  // CHECK-NEXT: assert {:array_bounds} {:thread 1} {:check 3} BV32_SLE(0bv32, $$tile.index$1) && BV32_ULT($$tile.index$1, 64bv32);
  // CHECK-NEXT: // read of tile at {{.*}}[[FILE]]:[[@LINE-4]]:27
  // CHECK-NOT: BV32_UREM(BV32_ADD(local_id_x$1, 1bv32), 64bv32)
  // CHECK: assert {:array_bounds} {:thread 1} {:check 5} BV32_SLE(0bv32, {{.*}});
  // CHECK-NEXT: // write to out at {{.*}}[[FILE]]:[[@LINE-7]]:25
}
