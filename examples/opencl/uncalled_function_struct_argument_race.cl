//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4 --no-inline
//possible write-write race on data\[
//
// uncalled_function_struct_argument.cl without the precondition that every
// work-item's copy of `where` holds the same offset: a caller may pass
// work-items 0 and 1 offsets 1 and 0, and both write data[1]. gpuverify once
// took the struct for an array of its own, one for both work-items, and
// verified it.
#define OFFSET_UNIFORM 0
#include "uncalled_function_struct_argument.cl"
