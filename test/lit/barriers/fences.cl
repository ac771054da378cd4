// A barrier clears the logs of the memory its fences name, for two
// work-items of one group: CLK_LOCAL_MEM_FENCE the __local array's logs
// (entirely, as only one group shares it) and not the global array's;
// CLK_GLOBAL_MEM_FENCE the global array's, for work-items of one group only.
//
// RUN: rm -rf %t && mkdir %t && cp %s %t
// RUN: %gpuverify --stop-at-bpl --local_size=64 --num_groups=16 %t/%basename_t
// RUN: FileCheck %s --input-file %t/*.bpl -DFILE=%basename_t
//
// CHECK-LABEL: procedure {:kernel} {:source_name "publish"} publish()

__kernel void publish(__global int *out, __local int *tmp) {
  size_t l = get_local_id(0);
  tmp[l] = out[get_global_id(0)];
  // CHECK: // write to tmp at {{.*}}[[FILE]]:[[@LINE-1]]:10
  barrier(CLK_LOCAL_MEM_FENCE);
  // CHECK: // barrier at {{.*}}[[FILE]]:[[@LINE-1]]
  // CHECK-NEXT: _READ_HAS_OCCURRED_$$tmp := false;
  // CHECK-NEXT: _WRITE_HAS_OCCURRED_$$tmp := false;
  // CHECK-NEXT: _WRITE_CHANGED_$$tmp := false;
  // CHECK-NOT: $$out :=
  // CHECK-NEXT: // read of tmp
  out[get_global_id(0)] = tmp[get_local_size(0) - 1 - l];
  // CHECK: // write to out at {{.*}}[[FILE]]:[[@LINE-1]]:25
  barrier(CLK_GLOBAL_MEM_FENCE);
  // CHECK: // barrier at {{.*}}[[FILE]]:[[@LINE-1]]
  // CHECK-NEXT: _READ_HAS_OCCURRED_$$out := _READ_HAS_OCCURRED_$$out && group_id_x$1 != group_id_x$2;
  // CHECK-NEXT: _WRITE_HAS_OCCURRED_$$out := _WRITE_HAS_OCCURRED_$$out && group_id_x$1 != group_id_x$2;
  // CHECK-NEXT: _WRITE_CHANGED_$$out := _WRITE_CHANGED_$$out && group_id_x$1 != group_id_x$2;
  // CHECK-NEXT: return;
}
