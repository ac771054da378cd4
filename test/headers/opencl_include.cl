// Explicit includes on top of the forced -include opencl.h: the include guards must hold.
//
// EXPECT: call spir_func void @__gv_barrier(i32 noundef 1, i32 noundef 0)
// EXPECT: @__gv_assert(
// EXPECT: @__gv_local_id(
#include <opencl.h>
#include "opencl.h"
#include <gpuverify.h>
#include "annotations.h"

__kernel void k(__global int *A) {
  A[get_local_id(0)] = 1;
  barrier(CLK_LOCAL_MEM_FENCE);
  __assert(A[get_local_id(0)] == 1);
}
