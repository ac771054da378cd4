//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4 --no-inline
//possible write-write race on data\[
//
// uncalled_function_any_arguments.cl without the precondition that every
// work-item's `data` points at the start of the array. A caller may pass
// each work-item a pointer of its own (work-item 1 `A`, work-item 0
// `A + 1`), and both write A[1]. gpuverify once took each pointer parameter
// to point at the start of an array of its own for every work-item, and
// verified it.
#define POINTER_AT_START 0
#include "uncalled_function_any_arguments.cl"
