//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1 --clang-opt=-Wno-uninitialized
//uninitialised_pointer.cl:16:3: error: this assertion might not hold for work item
//
// A private pointer that is never set holds an arbitrary value, not null:
// LLVM reads it as `undef` and may fold `undef == null` to true, but an
// undefined value is never given the value that suits a proof.
// initialised_pointer.cl sets it.
#ifndef INITIALISER
#define INITIALISER
#endif

__kernel void check_unset(__global int *A) {
  __global int *p INITIALISER;
  A[get_global_id(0)] = 0;
  __assert(p == 0);
}
