// async_work_group_copy into a __local tile: a group-wide write of the tile
// (each element by one arbitrary work-item, checked against the other's
// accesses), pending until wait_group_events: the copy thread 1 logged
// keeps its event until a wait for that event; both calls are collective
// (the work-items of a group agree on their arguments).
//
// RUN: rm -rf %t && mkdir %t && cp %s %t
// RUN: %gpuverify --stop-at-bpl --local_size=64 --num_groups=16 %t/%basename_t
// RUN: FileCheck %s --input-file %t/*.bpl -DFILE=%basename_t
//
// CHECK: var _ASYNC_PENDING_$$tile: bv32;
// CHECK-LABEL: procedure {:kernel} {:source_name "stage"} stage()
// CHECK: modifies {{.*}}_ASYNC_PENDING_$$tile, _NEXT_EVENT, {{.*}};
// CHECK: _ASYNC_PENDING_$$tile := 0bv32;
// CHECK-NEXT: _NEXT_EVENT := 0bv32;

__kernel void stage(__global const float *in, __global float *out) {
  __local float tile[64];
  event_t e = async_work_group_copy(tile, in + get_group_id(0) * 64, 64, 0);
  // CHECK: // asynchronous copy at {{.+}}
  // CHECK-NEXT: assert {:collective} {:check 0} group_id_x$1 == group_id_x$2 ==> {{.*}};
  // CHECK-NEXT: [[EVENT:[a-z0-9.]+]] := BV32_ADD(_NEXT_EVENT, 1bv32);
  // CHECK-NEXT: _NEXT_EVENT := BV32_ADD(_NEXT_EVENT, 1bv32);
  // CHECK-NEXT: havoc [[C1:copied[.0-9]*]];
  // CHECK-NEXT: assume BV32_ULT([[C1]], 64bv32);
  // CHECK-NEXT: havoc [[C2:copied[.0-9]*]];
  // CHECK-NEXT: assume BV32_ULT([[C2]], 64bv32);
  // CHECK-NEXT: _WRITE_HAS_OCCURRED_$$tile := _WRITE_HAS_OCCURRED_$$tile || (group_id_x$1 == group_id_x$2 && [[C1]] == _WATCHED_OFFSET && _WATCHED_SITE == 1);
  // CHECK-NEXT: _ASYNC_PENDING_$$tile := (if group_id_x$1 == group_id_x$2 && [[C1]] == _WATCHED_OFFSET && _WATCHED_SITE == 1 then [[EVENT]] else _ASYNC_PENDING_$$tile);
  // CHECK: assert {:race} {:check 1} !(group_id_x$1 == group_id_x$2 && _WRITE_HAS_OCCURRED_$$tile && [[C2]] == _WATCHED_OFFSET && {{.*}});
  // CHECK-NEXT: assert {:race} {:check 2} !(group_id_x$1 == group_id_x$2 && _READ_HAS_OCCURRED_$$tile && [[C2]] == _WATCHED_OFFSET);
  wait_group_events(1, &e);
  // CHECK: assert {:collective} {:check 3} group_id_x$1 == group_id_x$2 ==> [[E:load[.0-9]*]]$1 == [[E]]$2;
  // CHECK-NEXT: _ASYNC_PENDING_$$tile := (if _ASYNC_PENDING_$$tile == [[E]]$1 then 0bv32 else _ASYNC_PENDING_$$tile);
  out[get_global_id(0)] = tile[63 - get_local_id(0)];
  // CHECK-NEXT: // read of tile at {{.*}}[[FILE]]:[[@LINE-1]]:27
}
