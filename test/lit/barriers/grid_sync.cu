// A cooperative-groups grid barrier: it clears the global array's logs for
// any two threads, of one block or not (__syncthreads would keep them for
// threads of different blocks).
//
// RUN: rm -rf %t && mkdir %t && cp %s %t
// RUN: %gpuverify --pointer-bitwidth=32 --stop-at-bpl --blockDim=64 --gridDim=16 %t/%basename_t
// RUN: FileCheck %s --input-file %t/*.bpl -DFILE=%basename_t
//
// CHECK-LABEL: procedure {:kernel} {:source_name "two_phase"} two_phase(n: bv32)

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void two_phase(int *buf, int n) {
  cg::grid_group grid = cg::this_grid();
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  buf[i] = i;
  // CHECK: // write to buf at {{.*}}[[FILE]]:[[@LINE-1]]:10
  grid.sync();
  // CHECK: // grid barrier at
  // CHECK-NEXT: _READ_HAS_OCCURRED_$$buf := false;
  // CHECK-NEXT: _WRITE_HAS_OCCURRED_$$buf := false;
  // CHECK-NEXT: _WRITE_CHANGED_$$buf := false;
  buf[i] = buf[(i + 1) % (gridDim.x * blockDim.x)];
  // CHECK-NEXT: // read of buf at {{.*}}[[FILE]]:[[@LINE-1]]:12
  // CHECK-NEXT: $$buf.index$1 := BV32_UREM(BV32_ADD([[I:[a-z0-9.]+]]$1, 1bv32), 1024bv32);
  // CHECK: // write to buf at {{.*}}[[FILE]]:[[@LINE-3]]:10
  // CHECK-NEXT: $$buf.logged.1 := [[I]]$1 == _WATCHED_OFFSET && _WATCHED_SITE == 3 && {{.*}};
}
